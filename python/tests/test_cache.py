"""The compiled component's cache: per user and wasmtime version, created safely by two processes
at once, read by the next process without compiling, compiled again when stale."""

import hashlib
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from wasmtime import Engine

import bank_number
from bank_number import _component

FIRST_ANSWER = (
    "import bank_number\n"
    "print(bank_number.validate('DE89 3704 0044 0532 0130 00')['result']['bankInfo']['bankName'])\n"
)


def start(cache, code=FIRST_ANSWER, **env):
    return subprocess.Popen(
        [sys.executable, "-c", code],
        env={**os.environ, "BANK_NUMBER_CACHE_DIR": str(cache), **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_two_processes_starting_at_once_with_an_empty_cache_both_answer_and_leave_one_file(work):
    cache = work / "cache-two-at-once"
    assert not cache.exists()
    both = [start(cache), start(cache)]
    for process in both:
        out, err = process.communicate(timeout=600)
        assert process.returncode == 0, err
        assert out == "Commerzbank\n"
    files = sorted(p.name for p in cache.iterdir())
    assert len(files) == 1 and files[0].endswith(".cwasm"), files
    name = files[0]
    digest = hashlib.sha256(_component.component_bytes()).hexdigest()[:16]
    assert digest in name and f"wasmtime-{version('wasmtime')}" in name
    if os.name == "posix":
        assert (cache.stat().st_mode & 0o777) == 0o700


def test_a_process_finding_the_cache_does_not_compile(work):
    cache = work / "cache-warm"
    bank_number.BankNumber(cache)
    # In a new process, compiling is made to fail: the answer can only come from the cache.
    no_compiling = (
        "import wasmtime.component as c\n"
        "class NoCompiling(c.Component):\n"
        "    def __init__(self, *args):\n"
        "        raise AssertionError('compiled again despite the cache')\n"
        "import bank_number._component as m\n"
        "m.Component = NoCompiling\n" + FIRST_ANSWER
    )
    process = start(cache, no_compiling)
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, err
    assert out == "Commerzbank\n"


def test_a_stale_or_damaged_cached_file_is_compiled_again(work):
    cache = work / "cache-stale"
    cache.mkdir()
    cached = _component.cache_file(_component.component_bytes(), cache)
    cached.write_bytes(b"not a compiled component")
    (cache / "bank-number-0000000000000000-wasmtime-0.0.0-x86_64.cwasm").write_bytes(b"another component's")
    component = _component.load_component(Engine(), None, cache)
    assert component is not None
    assert cached.stat().st_size > 1_000_000
    assert not list(cache.glob("*.partial"))
    fresh = _component.load_component(Engine(), None, cache)
    assert fresh is not None


def test_the_cache_folder_is_the_users_unless_chosen(monkeypatch, tmp_path):
    monkeypatch.delenv("BANK_NUMBER_CACHE_DIR", raising=False)
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
        assert bank_number.default_cache_dir() == tmp_path / "xdg" / "bank-number"
        monkeypatch.setenv("XDG_CACHE_HOME", "relative")
        assert bank_number.default_cache_dir() == Path.home() / ".cache" / "bank-number"
    monkeypatch.setenv("BANK_NUMBER_CACHE_DIR", str(tmp_path / "chosen"))
    assert bank_number.default_cache_dir() == tmp_path / "chosen"
    instance = bank_number.BankNumber(tmp_path / "argument")
    assert instance.is_valid_iban("GB82 WEST 1234 5698 7654 32")
    assert list((tmp_path / "argument").glob("*.cwasm"))
    assert not (tmp_path / "chosen").exists()


def test_an_unwritable_cache_folder_still_answers(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    assert bank_number.BankNumber(blocked / "cache").is_valid_iban("GB82 WEST 1234 5698 7654 32")


def test_the_component_is_granted_no_directory_no_environment_no_arguments(monkeypatch):
    """The WASI context is empty: every configuration call is spied on while an instance is made."""
    from wasmtime import WasiConfig

    called = []
    for name, member in list(vars(WasiConfig).items()):
        if name.startswith("_"):
            continue
        if callable(member):
            monkeypatch.setattr(WasiConfig, name, lambda *a, name=name, **k: called.append(name))
        else:  # a setter: argv, env, stdin_file, stdout_file, ...
            monkeypatch.setattr(WasiConfig, name, property(None, lambda self, value, name=name: called.append(name)))
    assert {"preopen_dir", "env", "argv", "inherit_env"} <= {n for n in vars(WasiConfig) if not n.startswith("_")}
    instance = bank_number.BankNumber()
    assert instance.is_valid_iban("GB82 WEST 1234 5698 7654 32")
    assert called == []
