"""The component through wasmtime, with docs/wasm.md's recipe: every answer is Node's."""

import json
import re
import subprocess
import sys
from collections import defaultdict

import pytest
from wasmtime import Trap

from bank_number_wasm import BankNumber, RequestError, load_component

UNTIMED = re.compile(r'^\{"apiVersion":"1","processingTimeMs":[0-9.e+-]+,')


def untimed(text):
    return UNTIMED.sub('{"apiVersion":"1","processingTimeMs":0,', text)


def outcome(run):
    """The verdict, or the request error, as Node's answers give them."""
    try:
        return {"tag": "ok", "val": run()}
    except RequestError as error:
        return {"tag": "err", "val": {"code": error.code, "message": error.message}}


def test_validate_json_is_nodes_json_text_on_every_request(bank_number, expected):
    assert len(expected["requests"]) > 500
    for request in expected["requests"]:
        answer = bank_number.validate_json(request["input"], request["format"])
        assert untimed(answer) == request["json"], request["input"][:80]


def test_a_german_account_that_fails_its_banks_method_is_bban_checksum_failed_as_in_node(component, work, expected):
    """Each call on an instance of its own, so that no earlier call has put the German data in place."""
    fails = expected["germanAccountFails"]
    assert len(fails["requests"]) >= 4
    node = {(r["input"], r["format"]): r for r in expected["requests"]}
    fresh = lambda: BankNumber(component, work / "compiled")
    for request in fails["requests"]:
        want = node[(request["input"], request["format"])]
        assert [e["code"] for e in json.loads(want["json"])["result"]["errors"]] == ["BBAN_CHECKSUM_FAILED"]
        assert untimed(fresh().validate_json(request["input"], request["format"])) == want["json"]
        assert outcome(lambda: fresh().validate(request["input"], request["format"])) == want["verdict"]
        assert want["isValidIban"] is False
        assert fresh().is_valid_iban(request["input"]) is False
        assert fresh().find_ibans(f"Pay to {request['input']}.") == []
    domestic = fails["domestic"]
    assert domestic["verdict"]["tag"] == "err"
    got = outcome(lambda: fresh().iban_from_domestic("DE", bank_code=domestic["parts"]["bankCode"],
                                                     account_number=domestic["parts"]["accountNumber"]))
    assert got == domestic["verdict"]


def test_validate_is_nodes_verdict_or_request_error(bank_number, expected):
    for request in expected["requests"]:
        got = outcome(lambda: bank_number.validate(request["input"], request["format"]))
        assert got == request["verdict"], request["input"][:80]


def test_validate_many_answers_as_validate_in_order(bank_number, expected):
    groups = defaultdict(list)
    for request in expected["requests"]:
        groups[request["format"]].append(request)
    for hint, requests in groups.items():
        answers = bank_number.validate_many([r["input"] for r in requests], hint)
        assert len(answers) == len(requests)
        for answer, request in zip(answers, requests):
            if isinstance(answer, RequestError):
                answer = {"tag": "err", "val": {"code": answer.code, "message": answer.message}}
            else:
                answer = {"tag": "ok", "val": answer}
            assert answer == request["verdict"], request["input"][:80]


def test_is_valid_iban_is_nodes(bank_number, expected):
    for request in expected["requests"]:
        assert bank_number.is_valid_iban(request["input"]) is request["isValidIban"], request["input"][:80]


def test_iban_from_domestic_is_nodes(bank_number, expected):
    assert len(expected["domestic"]) > 40
    for vector in expected["domestic"]:
        parts = {re.sub(r"[A-Z]", lambda m: "_" + m.group().lower(), k): v for k, v in vector["parts"].items()}
        got = outcome(lambda: bank_number.iban_from_domestic(vector["country"], **parts))
        assert got == vector["verdict"], vector


def test_find_ibans_is_nodes(bank_number, expected):
    assert any(v["found"] for v in expected["finds"])
    for vector in expected["finds"]:
        assert bank_number.find_ibans(vector["text"]) == vector["found"], vector["text"][:80]


def test_a_bank_is_named_for_each_of_the_four_formats(bank_number, expected):
    named = set()
    for request in expected["requests"]:
        verdict = request["verdict"]
        if verdict["tag"] == "ok" and verdict["val"]["bankInfo"] is not None:
            got = bank_number.validate(request["input"], request["format"])
            if got["bankInfo"] is not None:
                named.add(got["format"])
    assert named == {"iban", "bic", "us-routing", "uk-sort-code"}


def test_junk_is_answered_never_trapped_on(bank_number, expected):
    junk = expected["junk"]
    assert "" in junk and any(len(t) == 20000 for t in junk) and any("\U0001F600" in t for t in junk)
    assert any("\x00" in t for t in junk)
    try:
        for text in junk:
            for hint in [None, "iban", "bic", "us-routing", "uk-sort-code"]:
                assert isinstance(bank_number.validate_json(text, hint), str)
                assert isinstance(outcome(lambda: bank_number.validate(text, hint)), dict)
            assert len(bank_number.validate_many([text, text])) == 2
            assert isinstance(bank_number.is_valid_iban(text), bool)
            assert isinstance(bank_number.format_iban(text), str)
            assert isinstance(bank_number.find_ibans(text), list)
            assert isinstance(bank_number.is_qr_iban(text), bool)
            assert isinstance(bank_number.is_sepa_country(text), bool)
            assert outcome(lambda: bank_number.iban_from_domestic(text, account_number=text))["tag"] in ("ok", "err")
            assert outcome(lambda: bank_number.iban_from_domestic("DE", bank_code=text, account_number=text))
        assert bank_number.validate_many(junk)
    except Trap as trap:
        pytest.fail(f"the component trapped: {trap}")
    # Still answering after all of it.
    assert bank_number.is_valid_iban("DE89 3704 0044 0532 0130 00")


def test_the_compiled_component_is_cached_by_its_hash_and_loaded_from_there(component, work, monkeypatch):
    import bank_number_wasm
    from wasmtime import Engine

    folder = work / "cache-test"
    load_component(Engine(), component, folder)
    cached = list(folder.glob("*.cwasm"))
    assert len(cached) == 1
    import hashlib
    assert hashlib.sha256(component.read_bytes()).hexdigest()[:16] in cached[0].name

    class NoCompiling:
        deserialize_file = bank_number_wasm.Component.deserialize_file

        def __init__(self, *args):
            raise AssertionError("compiled again despite the cache")

    monkeypatch.setattr(bank_number_wasm, "Component", NoCompiling)
    warm = BankNumber(component, folder)
    assert warm.is_valid_iban("GB82 WEST 1234 5698 7654 32")


def test_the_example_of_the_page_prints_what_the_page_says(component, work):
    import os

    home = work / "example"
    target = home / "node_modules" / "bank-number" / "dist" / "wasm"
    target.mkdir(parents=True)
    (target / "bank-number.wasm").symlink_to(component)
    recipes = os.environ["BANK_NUMBER_RECIPES"]
    printed = subprocess.run(
        [sys.executable, os.path.join(recipes, "example.py")], cwd=home, capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": recipes}, check=True,
    ).stdout.splitlines()
    assert printed == ["Commerzbank", "True", "True", "DE89370400440532013000", "['DE89370400440532013000']",
                       "MISSING_PARAMETER"]
    assert list((home / ".cache" / "bank-number").glob("*.cwasm"))
