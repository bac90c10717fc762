"""The Python half of scripts/bench/wasm.ts: per-call CPU time of the component through wasmtime,
with the module of docs/wasm.md's Python recipe, on the inputs the TypeScript half hands over.

    python3 scripts/bench/wasm.py RECIPE_DIR COMPONENT CACHE_DIR INPUTS_JSON ROUNDS

Prints one JSON object: microseconds per call (CPU time of the process, median of the rounds) by
export, and the seconds the first BankNumber took in this process.
"""

import json
import statistics
import sys
import time

recipe_dir, component, cache_dir, inputs_file, rounds = sys.argv[1:6]
sys.path.insert(0, recipe_dir)

from bank_number_wasm import BankNumber, RequestError  # noqa: E402

started = time.perf_counter()
bank_number = BankNumber(component, cache_dir)
start_seconds = time.perf_counter() - started

requests = json.load(open(inputs_file, encoding="utf-8"))
by_format = {}
for request in requests:
    by_format.setdefault(request.get("format"), []).append(request["input"])


def validate_all():
    for request in requests:
        try:
            bank_number.validate(request["input"], request.get("format"))
        except RequestError:
            pass


jobs = {
    "validate-json": lambda: [bank_number.validate_json(r["input"], r.get("format")) for r in requests],
    "validate": validate_all,
    "is-valid-iban": lambda: [bank_number.is_valid_iban(r["input"]) for r in requests],
    "validate-many": lambda: [bank_number.validate_many(inputs, hint) for hint, inputs in by_format.items()],
}

# Warm-up: every country's data decoded, the engine's caches filled.
for job in jobs.values():
    job()
    job()

times = {name: [] for name in jobs}
for _ in range(int(rounds)):
    for name, job in jobs.items():
        cpu = time.process_time()
        job()
        times[name].append((time.process_time() - cpu) * 1e6 / len(requests))

print(json.dumps({"perCall": {name: statistics.median(t) for name, t in times.items()}, "startSeconds": start_seconds}))
