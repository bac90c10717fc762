"""The Python package's tests, run by test/wasm/python-package.test.ts on the installed wheel, which
sets:

BANK_NUMBER_EXPECTED   Node's answers to the requests (JSON)
BANK_NUMBER_RECIPES    the folder with docs/python.md's example.py
BANK_NUMBER_WORK       a folder of the run
BANK_NUMBER_CACHE_DIR  the package's cache folder for the run
"""

import json
import os
import re
from pathlib import Path

import pytest

UNTIMED = re.compile(r'^\{"apiVersion":"1","processingTimeMs":[0-9.e+-]+,')


def untimed(text):
    """The JSON text with the one field that differs between calls set to 0."""
    return UNTIMED.sub('{"apiVersion":"1","processingTimeMs":0,', text)


def setting(name):
    value = os.environ.get(name)
    if not value:
        pytest.exit(f"{name} is not set: run npx vitest run --project wasm test/wasm/python-package.test.ts", 2)
    return value


@pytest.fixture(scope="session")
def expected():
    return json.loads(Path(setting("BANK_NUMBER_EXPECTED")).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def work():
    return Path(setting("BANK_NUMBER_WORK"))


@pytest.fixture(scope="session")
def recipes():
    return Path(setting("BANK_NUMBER_RECIPES"))
