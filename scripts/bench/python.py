"""The Python half of scripts/bench/python.ts: the package beside schwifty and python-stdnum.

    python scripts/bench/python.py INPUTS_JSON CACHE_DIR ROUNDS

bank_number (installed), schwifty and stdnum (on PYTHONPATH) must be importable. Prints one JSON
object: start times, agreement counts, CPU microseconds per call (median of the rounds), the call
overhead, and the thread-pool figures.
"""

import json
import os
import resource
import statistics
import subprocess
import sys
import threading
import time

inputs_file, cache_dir, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
data = json.load(open(inputs_file, encoding="utf-8"))
corpus = data["corpus"]
texts = [e["input"] for e in corpus]
valid_texts = [e["input"] for e in corpus if e["sdk"]]

# Start: a new process to its first answer, first with an empty cache (compiling), then from it.
FIRST = (
    "import resource, time\n"
    "import bank_number\n"
    "assert bank_number.is_valid_iban('DE89 3704 0044 0532 0130 00')\n"
    "r = resource.getrusage(resource.RUSAGE_SELF)\n"
    "print((r.ru_utime + r.ru_stime))\n"
)


def start_once():
    began = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", FIRST], env={**os.environ, "BANK_NUMBER_CACHE_DIR": cache_dir},
                         capture_output=True, text=True, check=True).stdout
    return {"wallS": round(time.perf_counter() - began, 3), "cpuS": round(float(out), 3)}


start = {"firstCall": start_once(), "cached": [start_once() for _ in range(3)]}

import bank_number  # noqa: E402
import schwifty  # noqa: E402
from schwifty import IBAN  # noqa: E402
from stdnum import iban as stdnum_iban  # noqa: E402

bn = bank_number.instance()


def schwifty_ok(text, validate_bban=False):
    try:
        IBAN(text, validate_bban=validate_bban)
        return True
    except Exception:  # schwifty raises its own errors, and others for some junk
        return False


def stdnum_ok(text):
    try:
        return stdnum_iban.is_valid(text)
    except Exception:
        return False


def validate_valid(text):
    try:
        return bn.validate(text, "iban")["result"]["valid"]
    except bank_number.BankNumberRequestError:
        return False


def validate_json(text):
    return bn.validate_json(text, "iban")


CANDIDATES = {
    "bank_number.is_valid_iban": bn.is_valid_iban,
    "bank_number.validate (dict)": validate_valid,
    "bank_number.validate_json (text)": validate_json,
    "schwifty IBAN(...)": schwifty_ok,
    "schwifty IBAN(..., validate_bban=True)": lambda t: schwifty_ok(t, True),
    "stdnum iban.is_valid": stdnum_ok,
}
VERDICTS = {k: v for k, v in CANDIDATES.items() if "validate_json" not in k}

agreement = {}
for name, verdict in VERDICTS.items():
    got = [bool(verdict(e["input"])) for e in corpus]
    agreement[name] = {
        "inputs": len(corpus),
        "agreesWithBankNumber": sum(g == e["sdk"] for g, e in zip(got, corpus)),
        "acceptsWhatBankNumberRefuses": sum(g and not e["sdk"] for g, e in zip(got, corpus)),
        "refusesWhatBankNumberAccepts": sum(e["sdk"] and not g for g, e in zip(got, corpus)),
        "agreesWithIso13616Check": sum(g == e["iso"] for g, e in zip(got, corpus)),
        "germanAccountFailsAccepted": sum(bool(verdict(g["input"])) for g in data["germanFails"]),
        "germanAccountFails": len(data["germanFails"]),
    }
    if name != "bank_number.validate (dict)":
        disagreements = {}
        for g, e in zip(got, corpus):
            if g != e["sdk"]:
                disagreements[e["kind"]] = disagreements.get(e["kind"], 0) + 1
        agreement[name]["disagreementsByKind"] = disagreements


def per_call_us(fn, items):
    times = []
    for _ in range(rounds):
        cpu = time.process_time()
        for text in items:
            fn(text)
        times.append((time.process_time() - cpu) * 1e6 / len(items))
    return round(statistics.median(times), 1)


for fn in CANDIDATES.values():  # warm-up: every country's data decoded, every cache filled
    for text in texts:
        fn(text)
per_call = {
    name: {"mixedCorpus": per_call_us(fn, texts), "validOnly": per_call_us(fn, valid_texts)}
    for name, fn in CANDIDATES.items()
}
overhead = {
    "bank_number.is_sepa_country('DE')": per_call_us(lambda _: bn.is_sepa_country("DE"), texts),
    "bank_number.format_iban('')": per_call_us(lambda _: bn.format_iban(""), texts),
}


def pool(instances, items):
    """Wall and CPU microseconds per call of `validate_json` over `items` in each of the threads at once."""
    barrier = threading.Barrier(len(instances))

    def work(instance):
        barrier.wait()
        for text in items:
            instance.validate_json(text, "iban")

    threads = [threading.Thread(target=work, args=(i,)) for i in instances]
    wall, cpu = time.perf_counter(), time.process_time()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    calls = len(instances) * len(items)
    return (time.perf_counter() - wall) * 1e6 / calls, (time.process_time() - cpu) * 1e6 / calls


own = [bank_number.BankNumber() for _ in range(8)]
for instance in own:
    for text in texts:
        instance.validate_json(text, "iban")
threads = {"one thread": [], "8 threads, an instance each": [], "8 threads, one instance (lock)": []}
for _ in range(max(3, rounds // 3)):
    threads["one thread"].append(pool([bn], texts))
    threads["8 threads, an instance each"].append(pool(own, texts))
    threads["8 threads, one instance (lock)"].append(pool([bn] * 8, texts))
thread_figures = {
    name: {"wallUsPerCall": round(statistics.median(r[0] for r in runs), 1),
           "cpuUsPerCall": round(statistics.median(r[1] for r in runs), 1)}
    for name, runs in threads.items()
}

print(json.dumps({
    "python": sys.version.split()[0],
    "wasmtime": __import__("importlib.metadata").metadata.version("wasmtime"),
    "schwifty": getattr(schwifty, "__version__", "?"),
    "stdnum": __import__("stdnum").__version__,
    "cpus": os.cpu_count(),
    "start": start,
    "agreement": agreement,
    "perCallCpuUs": per_call,
    "callOverheadCpuUs": overhead,
    "threads": thread_figures,
    "maxRssMiB": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
}, indent=None))
