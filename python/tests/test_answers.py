"""Every answer of the package is Node's: the envelope's JSON text byte for byte (processingTimeMs
aside), the envelope as a dict, each helper, and each request error."""

import json
from collections import defaultdict

import pytest

import bank_number
from bank_number import BankNumberRequestError
from conftest import untimed


def outcome(run):
    """The verdict, or the request error, as Node's answers give them."""
    try:
        return {"tag": "ok", "val": run()}
    except BankNumberRequestError as error:
        return {"tag": "err", "val": {"code": error.code, "message": error.message}}


def test_the_requests_cover_every_format_and_the_corpus(expected):
    requests = expected["requests"]
    assert len(requests) > 4000
    assert {r["format"] for r in requests} == {None, "iban", "bic", "us-routing", "uk-sort-code"}


def test_validate_json_is_nodes_json_text_byte_for_byte(expected):
    for request in expected["requests"]:
        answer = bank_number.validate_json(request["input"], request["format"])
        assert untimed(answer) == request["json"], request["input"][:80]


def test_validate_is_nodes_envelope_or_raises_its_request_error(expected):
    for request in expected["requests"]:
        node = json.loads(request["json"])
        try:
            answer = bank_number.validate(request["input"], request["format"])
        except BankNumberRequestError as error:
            assert "result" not in node, request["input"][:80]
            assert error.problem == node
            assert (error.code, error.message, error.parameter) == (node["code"], node["detail"], "input")
            continue
        assert isinstance(answer["processingTimeMs"], (int, float))
        assert {**answer, "processingTimeMs": 0} == node, request["input"][:80]
        # The dict written back as JSON is Node's text.
        assert untimed(json.dumps(answer, ensure_ascii=False, separators=(",", ":"))) == request["json"]


def test_validate_many_is_nodes_verdicts_in_order(expected):
    groups = defaultdict(list)
    for request in expected["requests"]:
        groups[request["format"]].append(request)
    for hint, requests in groups.items():
        answers = bank_number.validate_many([r["input"] for r in requests], hint)
        assert len(answers) == len(requests)
        for answer, request in zip(answers, requests):
            if isinstance(answer, BankNumberRequestError):
                answer = {"tag": "err", "val": {"code": answer.code, "message": answer.message}}
            else:
                answer = {"tag": "ok", "val": answer}
            assert answer == request["verdict"], request["input"][:80]


def test_the_helpers_are_nodes(expected):
    for request in expected["requests"]:
        text = request["input"]
        assert bank_number.is_valid_iban(text) is request["isValidIban"], text[:80]
        assert bank_number.is_valid_bic(text) is request["isValidBic"], text[:80]
        assert bank_number.format_iban(text) == request["formatIban"], text[:80]
        assert bank_number.is_qr_iban(text) is request["isQrIban"], text[:80]
    for vector in expected["finds"]:
        assert bank_number.find_ibans(vector["text"]) == vector["found"], vector["text"][:80]
    assert any(v["isSepa"] for v in expected["sepa"]) and not all(v["isSepa"] for v in expected["sepa"])
    for vector in expected["sepa"]:
        assert bank_number.is_sepa_country(vector["code"]) is vector["isSepa"], vector["code"]


def test_iban_from_domestic_is_nodes(expected):
    assert len(expected["domestic"]) > 40
    snake = lambda name: "".join("_" + c.lower() if c.isupper() else c for c in name)
    for vector in expected["domestic"]:
        parts = {snake(k): v for k, v in vector["parts"].items()}
        got = outcome(lambda: bank_number.iban_from_domestic(vector["country"], **parts))
        assert got == vector["verdict"], vector


def test_a_bank_is_named_for_each_of_the_four_formats(expected):
    named = set()
    for request in expected["requests"]:
        node = json.loads(request["json"])
        if node.get("result", {}).get("bankInfo"):
            got = bank_number.validate(request["input"], request["format"])["result"]
            assert got["bankInfo"] == node["result"]["bankInfo"]
            named.add(got["format"])
    assert named == {"iban", "bic", "us-routing", "uk-sort-code"}


class Bytes(bytes):
    pass


@pytest.mark.parametrize("extra", [b"DE89370400440532013000", bytearray(b"x"), 3 + 4j, object(), Bytes(b"1")])
def test_a_value_python_has_and_json_has_not_is_answered_as_any_non_string(expected, extra):
    node = next(v for v in expected["notStrings"] if v["value"] == 123)
    assert bank_number.validate_json(extra) == node["json"]
    with pytest.raises(BankNumberRequestError) as raised:
        bank_number.validate(extra)
    assert raised.value.problem == json.loads(node["json"])
    assert bank_number.is_valid_iban(extra) is False and bank_number.is_valid_bic(extra) is False
    assert bank_number.format_iban(extra) == "" and bank_number.find_ibans(extra) == []


def test_non_strings_are_answered_as_the_service_answers_them(expected):
    assert len(expected["notStrings"]) >= 6
    for vector in expected["notStrings"]:
        value = vector["value"]
        assert bank_number.validate_json(value) == vector["json"], value
        with pytest.raises(BankNumberRequestError) as raised:
            bank_number.validate(value)
        assert json.dumps(raised.value.problem, separators=(",", ":")) == vector["json"]
        assert isinstance(raised.value, ValueError)
        assert bank_number.is_valid_iban(value) is vector["isValidIban"]
        assert bank_number.is_valid_bic(value) is vector["isValidBic"]
        assert bank_number.format_iban(value) == vector["formatIban"]
        assert bank_number.find_ibans(value) == vector["findIbans"]
        assert bank_number.is_qr_iban(value) is vector["isQrIban"]
        assert bank_number.is_sepa_country(value) is vector["isSepaCountry"]
        assert outcome(lambda: bank_number.iban_from_domestic(value, account_number="1")) == vector["domesticCountry"]
        if vector["domesticPart"] is not None:
            assert outcome(lambda: bank_number.iban_from_domestic("DE", bank_code=value)) == vector["domesticPart"]
        answers = bank_number.validate_many(["DE89370400440532013000", value])
        assert answers[0]["valid"] is True
        assert json.dumps(answers[1].problem, separators=(",", ":")) == vector["json"]


def test_an_unknown_hint_is_the_services_invalid_parameter(expected):
    for vector in expected["hints"]:
        assert bank_number.validate_json("DE89370400440532013000", vector["format"]) == vector["json"]
        with pytest.raises(BankNumberRequestError) as raised:
            bank_number.validate("DE89370400440532013000", vector["format"])
        assert raised.value.parameter == "format"
        with pytest.raises(BankNumberRequestError):
            bank_number.validate_many(["DE89370400440532013000"], vector["format"])


def test_lone_surrogates_are_answered_as_the_text_with_u_fffd(expected):
    for vector in expected["surrogates"]:
        assert untimed(bank_number.validate_json(vector["input"])) == vector["json"], ascii(vector["input"])
        assert bank_number.is_valid_iban(vector["input"]) is vector["isValidIban"]
        assert isinstance(bank_number.find_ibans(vector["input"]), list)
        assert isinstance(bank_number.format_iban(vector["input"]), str)
    # A pair of surrogates held as two code points is the character it encodes, as in JavaScript.
    assert bank_number.format_iban("\ud83d\ude00") == bank_number.format_iban("\U0001F600")


def test_long_input_nul_and_junk_never_crash(expected):
    junk = {r["input"] for r in expected["requests"] if len(r["input"]) > 128 or "\0" in r["input"]}
    assert any(len(t) == 20000 for t in junk) and any("\0" in t for t in junk)
    with pytest.raises(BankNumberRequestError) as raised:
        bank_number.validate("A" * 20000)
    assert raised.value.code == "INPUT_TOO_LONG"
    with pytest.raises(BankNumberRequestError) as raised:
        bank_number.validate("\U0001F600" * 20000)
    assert raised.value.code == "INPUT_TOO_LONG"
    assert bank_number.is_valid_iban("\0" * 20000) is False
    assert bank_number.find_ibans("DE89 3704 0044 0532 0130 00 " * 800)[-1]["normalized"] == "DE89370400440532013000"
    # Still answering after all of it.
    assert bank_number.is_valid_iban("DE89 3704 0044 0532 0130 00")
