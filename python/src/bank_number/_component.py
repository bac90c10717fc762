"""The component inside the package: compiled for this machine once, cached, and called."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import sys
import tempfile
import threading
from importlib import resources
from importlib.metadata import version as distribution_version
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union, cast

from wasmtime import Engine, Store, WasiConfig, WasmtimeError
from wasmtime.component import Component, Linker, Record

from ._types import Envelope, FoundIban, Verdict
from ._version import COMPONENT_SHA256

INTERFACE = "bank-number:validator/validator@0.1.0"
CACHE_ENV = "BANK_NUMBER_CACHE_DIR"
"""The environment variable that names the folder of the compiled component."""

_FORMATS = ("iban", "bic", "us-routing", "uk-sort-code")
_EXPORTS = (
    "validate-json",
    "validate-many",
    "is-valid-iban",
    "format-iban",
    "iban-from-domestic",
    "find-ibans",
    "is-qr-iban",
    "is-sepa-country",
)
_PARTS = ("bank_code", "branch_code", "sort_code", "account_number", "national_check_digits")
_PARAMETER = re.compile(r"^The parameter '([^']+)'")


class BankNumberRequestError(ValueError):
    """A malformed request, which the service answers with HTTP 400 (and the SDK's `validate()`
    throws): a missing, blank or non-string input, an input over 128 characters, an unknown format
    hint, or a domestic account part at fault.

    `code` is the service's problem code (`MISSING_PARAMETER`, `INPUT_TOO_LONG`,
    `INVALID_PARAMETER`), `message` its text (which never repeats the input), `parameter` the
    request parameter at fault, and `problem` the body (RFC 9457) the service sends with its 400.
    """

    def __init__(self, code: str, message: str, parameter: Optional[str] = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        if parameter is None:
            named = _PARAMETER.match(message)
            parameter = named.group(1) if named else "input"
        self.parameter = parameter

    @property
    def problem(self) -> Dict[str, Any]:
        """The problem body of the service's 400 answer, as a dict."""
        return {
            "type": "about:blank",
            "title": "Bad Request",
            "status": 400,
            "detail": self.message,
            "apiVersion": "1",
            "code": self.code,
            "errors": [{"parameter": self.parameter, "detail": self.message}],
        }


def default_cache_dir() -> Path:
    """The folder of the compiled component: `BANK_NUMBER_CACHE_DIR` when set, else the user's cache
    folder (`$XDG_CACHE_HOME` or `~/.cache` on Linux, `~/Library/Caches` on macOS,
    `%LOCALAPPDATA%` on Windows), in `bank-number`."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return Path(chosen)
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / "bank-number" / "Cache"
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "bank-number"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg and os.path.isabs(xdg) else home / ".cache") / "bank-number"


def component_bytes() -> bytes:
    """The WebAssembly component the package carries (`bank-number.wasm`)."""
    return resources.files(__package__).joinpath("bank-number.wasm").read_bytes()


def cache_file(wasm: bytes, cache_dir: Union[str, "os.PathLike[str]", None] = None) -> Path:
    """Where the compiled form of `wasm` is kept: its name holds the component's SHA-256, the
    wasmtime version and the machine's architecture, so that another component, another wasmtime
    or another CPU family never loads it."""
    return _cache_path(hashlib.sha256(wasm).hexdigest(), cache_dir)


def _cache_path(sha256: str, cache_dir: Union[str, "os.PathLike[str]", None]) -> Path:
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    machine = platform.machine().lower() or "unknown"
    return folder / f"bank-number-{sha256[:16]}-wasmtime-{_wasmtime_version()}-{machine}.cwasm"


def _wasmtime_version() -> str:
    global _WASMTIME_VERSION
    if _WASMTIME_VERSION is None:
        _WASMTIME_VERSION = distribution_version("wasmtime")
    return _WASMTIME_VERSION


_WASMTIME_VERSION: Optional[str] = None


def load_component(
    engine: Engine, wasm: Optional[bytes] = None, cache_dir: Union[str, "os.PathLike[str]", None] = None
) -> Component:
    """The component compiled for this machine: read from the cache when it was compiled before,
    else compiled (a few seconds of CPU) and written there, to a file of its own first and then renamed
    over the cached name, so that a process never reads a half-written file, two processes that
    compile at once both succeed, and the last rename wins. A cached file that wasmtime refuses
    (another engine configuration, a damaged file) is compiled again."""
    if wasm is None:
        # The build wrote the carried component's SHA-256 beside it: a start from the cache reads
        # neither the component nor hashes it.
        cached = _cache_path(COMPONENT_SHA256, cache_dir)
    else:
        cached = cache_file(wasm, cache_dir)
    if cached.is_file():
        try:
            return Component.deserialize_file(engine, str(cached))
        except WasmtimeError:
            pass
    component = Component(engine, component_bytes() if wasm is None else wasm)
    try:
        cached.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=cached.parent, prefix=cached.stem, suffix=".partial")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(component.serialize())
            os.replace(partial, cached)
        except BaseException:
            os.unlink(partial)
            raise
    except OSError:
        pass  # A read-only or full cache folder: the component works, compiled in memory.
    return component


def _remember_cases(ty: Any) -> None:
    """wasmtime-py asks the engine for the cases of an option, result or enum type on every call
    that passes one; ask once."""
    cases = getattr(ty, "_cases", None)
    if callable(cases):
        known = cases()
        ty._cases = lambda: known
        for _, inner in known:
            if inner is not None:
                _remember_cases(inner)


def _plain(value: Any) -> Any:
    """A WIT value as the service's JSON has it: records as dicts with camelCase keys."""
    if isinstance(value, Record):
        return {_camel(key): _plain(v) for key, v in vars(value).items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _camel(name: str) -> str:
    head, *rest = name.replace("_", "-").split("-")
    return head + "".join(part.title() for part in rest)


def _text(value: str) -> str:
    """The text as a WIT string can carry it: a lone surrogate (which Python strings may hold and
    UTF-8 cannot) becomes U+FFFD, as JavaScript hosts pass it, and a pair of surrogates becomes the
    character it encodes."""
    if value.isascii():
        return value
    try:
        value.encode("utf-8")
        return value
    except UnicodeEncodeError:
        return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _request(text: object, format: object) -> Tuple[str, Optional[str]]:
    """The input and hint of a validation request, or the request error the service answers."""
    if text is None:
        raise BankNumberRequestError("MISSING_PARAMETER", "The parameter 'input' is required.", "input")
    if not isinstance(text, str):
        raise BankNumberRequestError("INVALID_PARAMETER", "The parameter 'input' must be a string.", "input")
    if format is None or format == "":
        return _text(text), None
    if not isinstance(format, str) or format not in _FORMATS:
        raise BankNumberRequestError(
            "INVALID_PARAMETER", f"The parameter 'format' must be one of: {', '.join(_FORMATS)}.", "format"
        )
    return _text(text), format


class BankNumber:
    """One instance of the component, with a store of its own.

    Calls on one instance take turns (a lock), so an instance is safe to share between threads;
    instances of their own run at once (wasmtime runs the component with the GIL released), at the
    cost of a store and the component's memory each. `cache_dir` is the folder of the
    compiled component (default: `default_cache_dir()`). The component is granted nothing: no
    directory, no environment variable, no network, no arguments; its standard output and error
    go nowhere.
    """

    def __init__(self, cache_dir: Union[str, "os.PathLike[str]", None] = None) -> None:
        engine, component = _compiled(cache_dir)
        self._lock = threading.Lock()
        self._store = Store(engine)
        # An empty WASI context: no preopened directory, no environment, no arguments, no sockets.
        self._store.set_wasi(WasiConfig())
        linker = Linker(engine)
        linker.add_wasip2()
        instance = linker.instantiate(self._store, component)
        interface = instance.get_export_index(self._store, INTERFACE)
        self._funcs: Dict[str, Any] = {}
        for name in _EXPORTS:
            index = instance.get_export_index(self._store, name, interface)
            func = None if index is None else instance.get_func(self._store, index)
            if func is None:
                raise RuntimeError(f"the component exports no {INTERFACE}#{name}")
            # wasmtime-py reads a function's type from the engine on each call: read it once.
            known = func.type(self._store)
            typed = SimpleNamespace(params=known.params, result=known.result, keep=known)
            for _, ty in typed.params:
                _remember_cases(ty)
            func.type = lambda store, typed=typed: typed  # type: ignore[method-assign,misc]
            self._funcs[name] = func

    def _call(self, name: str, *args: Any) -> Any:
        with self._lock:
            return self._funcs[name](self._store, *args)

    def validate_json(self, text: str, format: Optional[str] = None) -> str:
        """The JSON text the service answers: the envelope (`apiVersion`, `processingTimeMs`,
        `result`), or for a malformed request the problem body of its 400 answer."""
        try:
            text, hint = _request(text, format)
        except BankNumberRequestError as error:
            return json.dumps(error.problem, ensure_ascii=False, separators=(",", ":"))
        return str(self._call("validate-json", text, hint))

    def validate(self, text: str, format: Optional[str] = None) -> Envelope:
        """The service's envelope for `text`, as a dict: `apiVersion`, `processingTimeMs` and the
        verdict `result` (`valid`, `format`, `normalized`, `errors`, `breakdown`, `bankInfo`).
        `format` is a hint (`iban`, `bic`, `us-routing`, `uk-sort-code`); none detects it.
        Raises `BankNumberRequestError` where the service answers 400."""
        answer = json.loads(self.validate_json(text, format))
        if "result" not in answer:
            raise BankNumberRequestError(answer["code"], answer["detail"], answer["errors"][0]["parameter"])
        return cast(Envelope, answer)

    def validate_many(
        self, texts: Iterable[str], format: Optional[str] = None
    ) -> List[Union[Verdict, BankNumberRequestError]]:
        """The verdict (the envelope's `result`) on each text, in order, in one call to the
        component; a `BankNumberRequestError` in place of each malformed one."""
        answers: List[Any] = []
        valid: List[str] = []
        for text in texts:
            try:
                valid.append(_request(text, format)[0])
                answers.append(None)
            except BankNumberRequestError as error:
                if error.parameter == "format":
                    raise
                answers.append(error)
        verdicts = iter(self._call("validate-many", valid, _request("", format)[1]) if valid else [])
        return [_outcome(next(verdicts)) if answer is None else answer for answer in answers]

    def is_valid_iban(self, text: str) -> bool:
        """Whether the text is a valid IBAN (spaces allowed), national check digits included; False
        for anything `validate` refuses, non-strings included."""
        return isinstance(text, str) and bool(self._call("is-valid-iban", _text(text)))

    def is_valid_bic(self, text: str) -> bool:
        """Whether the text is a valid SWIFT/BIC (8 or 11 characters, spaces allowed); False for
        anything `validate` refuses, non-strings included."""
        if not isinstance(text, str):
            return False
        answer = json.loads(self.validate_json(text, "bic"))
        return "result" in answer and bool(answer["result"]["valid"])

    def format_iban(self, text: str) -> str:
        """The print form of an IBAN: normalized, then in groups of four characters. It does not
        validate: any input is grouped the same way; a non-string gives ""."""
        return str(self._call("format-iban", _text(text))) if isinstance(text, str) else ""

    def iban_from_domestic(
        self,
        country: str,
        *,
        bank_code: Optional[str] = None,
        branch_code: Optional[str] = None,
        sort_code: Optional[str] = None,
        account_number: Optional[str] = None,
        national_check_digits: Optional[str] = None,
    ) -> Verdict:
        """The verdict on the IBAN of a domestic account number of DE, AT, CH, LI, NL, BE, FR, MC, ES,
        IT, SM, PT or GB, each part as the country writes it; national check digits are checked
        when given, computed when not. Raises `BankNumberRequestError` naming the part at fault."""
        given = dict(zip(_PARTS, (bank_code, branch_code, sort_code, account_number, national_check_digits)))
        record = Record()
        for name, value in given.items():
            if value is not None and not isinstance(value, str):
                raise BankNumberRequestError(
                    "INVALID_PARAMETER", f"The parameter '{_camel(name)}' must be a string.", _camel(name)
                )
            setattr(record, name.replace("_", "-"), None if value is None else _text(value))
        # Any non-string country is answered as the component answers an unknown one.
        code = _text(country) if isinstance(country, str) else "\0"
        return _verdict(self._call("iban-from-domestic", code, record))

    def find_ibans(self, text: str) -> List[FoundIban]:
        """Every valid IBAN in a text, in order: `start` and `end` (exclusive) count UTF-16 code
        units, as JavaScript strings do; `normalized` is its electronic form."""
        return cast(List[FoundIban], _plain(self._call("find-ibans", _text(text)))) if isinstance(text, str) else []

    def is_qr_iban(self, text: str) -> bool:
        """Whether the text is a Swiss or Liechtenstein QR-IBAN (institution identification
        30000–31999)."""
        return isinstance(text, str) and bool(self._call("is-qr-iban", _text(text)))

    def is_sepa_country(self, country_code: str) -> bool:
        """Whether the country (ISO 3166-1 alpha-2, any case) is in SEPA as the EPC lists it."""
        return isinstance(country_code, str) and bool(self._call("is-sepa-country", _text(country_code)))


def _verdict(answer: Any) -> Verdict:
    if answer.tag == "err":
        raise BankNumberRequestError(answer.payload.code, answer.payload.message)
    return cast(Verdict, _plain(answer.payload))


def _outcome(answer: Any) -> Union[Verdict, BankNumberRequestError]:
    try:
        return _verdict(answer)
    except BankNumberRequestError as error:
        return error


_compiled_lock = threading.Lock()
_compiled_by_folder: Dict[Path, Tuple[Engine, Component]] = {}


def _compiled(cache_dir: Union[str, "os.PathLike[str]", None]) -> Tuple[Engine, Component]:
    """One engine and one compiled component per cache folder in a process, shared by every
    instance (both are safe to share between threads; a store is not)."""
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    with _compiled_lock:
        if folder not in _compiled_by_folder:
            engine = Engine()
            _compiled_by_folder[folder] = (engine, load_component(engine, None, folder))
        return _compiled_by_folder[folder]
