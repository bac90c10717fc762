"""Threads: the module's functions from a pool of 8 threads at once, and one instance shared by 8
threads; every answer is Node's."""

from concurrent.futures import ThreadPoolExecutor

import bank_number
from conftest import untimed


def requests_of(expected):
    # Every kind of request, a few thousand in all.
    return [r for r in expected["requests"] if len(r["input"]) <= 200][:4000]


def test_a_pool_of_8_threads_gets_nodes_answers(expected):
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
    # The pool's threads each had an instance of their own.
    assert len(used) > 1


def test_one_instance_shared_by_8_threads_takes_turns(expected):
    shared = bank_number.BankNumber()
    requests = requests_of(expected)
    chunks = [requests[i::8] for i in range(8)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda chunk: [untimed(shared.validate_json(r["input"], r["format"])) for r in chunk], chunks))
    for chunk, answers in zip(chunks, results):
        assert answers == [r["json"] for r in chunk]
