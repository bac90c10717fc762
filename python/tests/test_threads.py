"""Threads: the module's functions (one shared instance, under its lock) from a pool of 8 threads at
once, and 8 threads with an instance each; every answer is Node's."""

import threading
from concurrent.futures import ThreadPoolExecutor

import bank_number
from conftest import untimed


def requests_of(expected):
    # Every kind of request, 300 for each thread.
    return [r for r in expected["requests"] if len(r["input"]) <= 200][:2400]


def test_a_pool_of_8_threads_calling_the_module_gets_nodes_answers(expected):
    requests = requests_of(expected)
    chunks = [requests[i::8] for i in range(8)]
    used = set()

    def work(chunk):
        used.add(id(bank_number.instance()))
        return [
            (untimed(bank_number.validate_json(r["input"], r["format"])), bank_number.is_valid_iban(r["input"]))
            for r in chunk
        ]

    with ThreadPoolExecutor(max_workers=8) as pool:
        for chunk, answers in zip(chunks, pool.map(work, chunks)):
            for request, (json_text, is_iban) in zip(chunk, answers):
                assert json_text == request["json"], request["input"][:80]
                assert is_iban is request["isValidIban"]
    # One instance, made once, though 8 threads asked for it at once.
    assert len(used) == 1


def test_8_threads_with_an_instance_each_get_nodes_answers(expected):
    requests = requests_of(expected)
    chunks = [requests[i::8] for i in range(8)]
    local = threading.local()

    def work(chunk):
        if not hasattr(local, "instance"):
            local.instance = bank_number.BankNumber()
        return [untimed(local.instance.validate_json(r["input"], r["format"])) for r in chunk]

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(work, chunks))
    for chunk, answers in zip(chunks, results):
        assert answers == [r["json"] for r in chunk]
