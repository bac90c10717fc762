"""The shapes of the answers: the service's JSON, as dicts with the keys of the JSON."""

from __future__ import annotations

from typing import List, Literal, Optional, TypedDict

Format = Literal["iban", "us-routing", "uk-sort-code", "bic"]
"""A format hint, or the format a verdict is about."""


class ValidationError(TypedDict):
    """One reason why a number is invalid; `code` is one of the documented error codes."""

    code: str
    message: str
    suggestion: str


class BreakdownPart(TypedDict):
    """One labelled slice of `normalized`; `end` is exclusive."""

    label: str
    value: str
    start: int
    end: int


class Breakdown(TypedDict):
    """The structure of a valid number; its parts tile `normalized` exactly."""

    formatName: str
    parts: List[BreakdownPart]


class BankInfo(TypedDict):
    """The bank behind a valid number, from the lookup data inside the component."""

    bankName: str
    bic: Optional[str]
    country: str
    countryCode: str
    city: Optional[str]


class Verdict(TypedDict):
    """The verdict on one input: the `result` of the service's envelope."""

    valid: bool
    format: Optional[Format]
    normalized: str
    errors: List[ValidationError]
    breakdown: Optional[Breakdown]
    bankInfo: Optional[BankInfo]


class Envelope(TypedDict):
    """The service's answer: `apiVersion` "1", the time the verdict took, and the verdict."""

    apiVersion: str
    processingTimeMs: float
    result: Verdict


class FoundIban(TypedDict):
    """One valid IBAN in a text: `start` and `end` (exclusive) count UTF-16 code units."""

    start: int
    end: int
    normalized: str
