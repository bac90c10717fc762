"""bank-number: IBAN, SWIFT/BIC, US ABA routing numbers and UK sort codes, with the verdicts of the
bank-number service and of its JavaScript SDK, bank lookup included.

The package runs the project's WebAssembly component through wasmtime::

    import bank_number

    bank_number.validate("DE89 3704 0044 0532 0130 00")["result"]["bankInfo"]["bankName"]  # 'Commerzbank'

The first call in a process compiles the component for this machine, or reads it from the cache
(see `default_cache_dir`). The functions below are safe to call from any thread: they share one
instance of the component, whose calls take turns.
"""

from __future__ import annotations

import threading
from typing import Iterable, List, Optional, Union

from ._component import BankNumber, BankNumberRequestError, CACHE_ENV, default_cache_dir
from ._types import (
    BankInfo,
    Breakdown,
    BreakdownPart,
    Envelope,
    Format,
    FoundIban,
    ValidationError,
    Verdict,
)
from ._version import __version__

__all__ = [
    "BankInfo",
    "BankNumber",
    "BankNumberRequestError",
    "Breakdown",
    "BreakdownPart",
    "CACHE_ENV",
    "Envelope",
    "Format",
    "FoundIban",
    "ValidationError",
    "Verdict",
    "__version__",
    "default_cache_dir",
    "instance",
    "find_ibans",
    "format_iban",
    "iban_from_domestic",
    "is_qr_iban",
    "is_sepa_country",
    "is_valid_bic",
    "is_valid_iban",
    "validate",
    "validate_json",
    "validate_many",
]

_shared: Optional[BankNumber] = None
_shared_lock = threading.Lock()


def instance() -> BankNumber:
    """The instance of the component that the module's functions share, made on the first call.
    Its calls take turns: in a pool of 8 threads that was faster than an instance per thread
    (docs/python.md); a program that wants its threads to call at once makes a `BankNumber` for
    each."""
    global _shared
    if _shared is None:
        with _shared_lock:
            if _shared is None:
                _shared = BankNumber()
    return _shared


def validate(text: str, format: Optional[str] = None) -> Envelope:
    """The service's envelope for `text`: `{"apiVersion": "1", "processingTimeMs": …, "result":
    {"valid", "format", "normalized", "errors", "breakdown", "bankInfo"}}`. `format` is a hint
    (`"iban"`, `"bic"`, `"us-routing"`, `"uk-sort-code"`); none detects the format. Raises
    `BankNumberRequestError` where the service answers 400 (a missing, blank or non-string input,
    over 128 characters, an unknown hint)."""
    return instance().validate(text, format)


def validate_json(text: str, format: Optional[str] = None) -> str:
    """The JSON text the service answers for `text`: the envelope, or the problem body of its 400."""
    return instance().validate_json(text, format)


def validate_many(texts: Iterable[str], format: Optional[str] = None) -> List[Union[Verdict, BankNumberRequestError]]:
    """The verdict (the envelope's `result`) on each text, in order, in one call to the component; a
    `BankNumberRequestError` in place of each malformed one."""
    return instance().validate_many(texts, format)


def is_valid_iban(text: str) -> bool:
    """Whether `text` is a valid IBAN (spaces allowed), national check digits included."""
    return instance().is_valid_iban(text)


def is_valid_bic(text: str) -> bool:
    """Whether `text` is a valid SWIFT/BIC."""
    return instance().is_valid_bic(text)


def format_iban(text: str) -> str:
    """The print form of an IBAN, in groups of four characters (it does not validate)."""
    return instance().format_iban(text)


def iban_from_domestic(
    country: str,
    *,
    bank_code: Optional[str] = None,
    branch_code: Optional[str] = None,
    sort_code: Optional[str] = None,
    account_number: Optional[str] = None,
    national_check_digits: Optional[str] = None,
) -> Verdict:
    """The verdict on the IBAN of a domestic account number; see `BankNumber.iban_from_domestic`."""
    return instance().iban_from_domestic(
        country,
        bank_code=bank_code,
        branch_code=branch_code,
        sort_code=sort_code,
        account_number=account_number,
        national_check_digits=national_check_digits,
    )


def find_ibans(text: str) -> List[FoundIban]:
    """Every valid IBAN in a text; `start` and `end` count UTF-16 code units."""
    return instance().find_ibans(text)


def is_qr_iban(text: str) -> bool:
    """Whether `text` is a Swiss or Liechtenstein QR-IBAN."""
    return instance().is_qr_iban(text)


def is_sepa_country(country_code: str) -> bool:
    """Whether the country (ISO 3166-1 alpha-2) is in SEPA as the EPC lists it."""
    return instance().is_sepa_country(country_code)

