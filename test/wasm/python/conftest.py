"""The component's Python tests, run by test/wasm/python.test.ts, which sets:

BANK_NUMBER_WASM      the component (bank-number.wasm)
BANK_NUMBER_EXPECTED  Node's answers to the requests (JSON)
BANK_NUMBER_RECIPES   the folder with docs/wasm.md's bank_number_wasm.py and example.py
BANK_NUMBER_WORK      a folder of the run (the compiled cache goes there)
"""

import json
import os
import sys
from pathlib import Path

import pytest


def setting(name):
    value = os.environ.get(name)
    if not value:
        pytest.exit(f"{name} is not set: run npx vitest run --project wasm test/wasm/python.test.ts", 2)
    return value


sys.path.insert(0, setting("BANK_NUMBER_RECIPES"))


@pytest.fixture(scope="session")
def component():
    return Path(setting("BANK_NUMBER_WASM"))


@pytest.fixture(scope="session")
def work():
    return Path(setting("BANK_NUMBER_WORK"))


@pytest.fixture(scope="session")
def expected():
    return json.loads(Path(setting("BANK_NUMBER_EXPECTED")).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def bank_number(component, work):
    from bank_number_wasm import BankNumber

    return BankNumber(component, work / "compiled")
