"""What both CV imports read out of the free text of a grant, a student or a
service role, as people write it where their format has no field for it:

- an amount: ``$600,000``, ``€1.5M``, ``EUR 1,500,000``, ``250 000 GBP`` ->
  600000 and USD (``$`` is USD, ``€`` EUR, ``£`` GBP, a three-letter code
  when it is an ISO 4217 one); anything else (``¥``, two amounts) is no amount;
- a grant role: PI, co-PI (``Co-PI``, ``Co-Principal Investigator``), senior
  personnel;
- a student's level: PhD, MS/MSc/M.S./Master's -> masters, BS/BSc/undergrad ->
  undergraduate, postdoc, visiting;
- a service role's kind by its words (program committee, reviewer, editor, ...).

:func:`typed` checks an entry against its model, so an import falls back to a
custom section (with a warning naming the field) rather than write a profile
that does not validate.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ValidationError

from cvgen.model.codes import CURRENCY_CODES

Data = dict[str, Any]

_SYMBOLS = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP"}
_NUMBER = r"\d[\d,.\u202f ]*\d|\d"
_SCALE = r"(?:\s*(?P<scale>[kKmM]\b|million\b|thousand\b))?"
_MONEY = re.compile(
    rf"(?P<sym>US\$|\$|€|£)\s?(?P<n1>{_NUMBER}){_SCALE}"
    rf"|\b(?P<code>[A-Z]{{3}})\s?(?P<n2>{_NUMBER}){_SCALE.replace('scale', 'scale2')}"
    rf"|(?P<n3>{_NUMBER}){_SCALE.replace('scale', 'scale3')}\s?(?P<after>€|\b[A-Z]{{3}}\b)"
)
_SCALES = {"k": 1e3, "m": 1e6, "million": 1e6, "thousand": 1e3}


def _number(text: str) -> float | None:
    text = text.replace("\u202f", "").replace(" ", "")
    if re.fullmatch(r"\d{1,3}(\.\d{3})+", text):  # 1.500.000: dots group the thousands
        text = text.replace(".", "")
    text = text.replace(",", "")
    try:
        return float(text)
    except ValueError:
        return None


def money(text: str) -> tuple[int | float, str, str] | None:
    """The one amount in ``text``: (amount, ISO code, the text without it);
    None when there is none, or more than one, or its currency is unclear."""
    found = []
    for match in _MONEY.finditer(text):
        code = match["code"] or _SYMBOLS.get(match["sym"] or match["after"] or "", "")
        code = code or (match["after"] or "")
        if code not in CURRENCY_CODES:
            continue
        number = _number(match["n1"] or match["n2"] or match["n3"])
        scale = match["scale"] or match["scale2"] or match["scale3"] or ""
        if number is None:
            continue
        found.append((number * _SCALES.get(scale.casefold(), 1), code, match.span()))
    if len(found) != 1:
        return None
    amount, code, (start, end) = found[0]
    value = round(amount, 2)
    return int(value) if value.is_integer() else value, code, tidy(text[:start] + text[end:])


_ROLES = (
    ("co-PI", re.compile(r"\b(?:co-?PI|co-?principal investigator|co-?investigator)\b", re.I)),
    ("PI", re.compile(r"\b(?:PI|principal investigator)\b")),
    ("PI", re.compile(r"\bprincipal investigator\b", re.I)),
    ("senior personnel", re.compile(r"\bsenior personnel\b", re.I)),
)


def grant_role(text: str) -> tuple[str, str] | None:
    """The grant role named in ``text`` and the text without it."""
    for role, pattern in _ROLES:
        if match := pattern.search(text):
            rest = re.sub(r"\b(?:role|as)\s*:?\s*$", "", text[: match.start()], flags=re.I)
            return role, tidy(rest + text[match.end() :])
    return None


def tidy(text: str) -> str:
    """``text`` without the separators a removed part leaves: ", ; ( )"."""
    text = re.sub(r"\(\s*[,;]?\s*\)", "", text)
    text = re.sub(r"\s*([,;])\s*(?=[,;]|$)", "", text)
    text = re.sub(r"\s+([,;])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip(" ,;:-–—")


_LEVELS = {
    "phd": "phd",
    "ph.d.": "phd",
    "ph.d": "phd",
    "doctoral": "phd",
    "dphil": "phd",
    "phd student": "phd",
    **dict.fromkeys(("ms", "m.s.", "msc", "m.sc.", "master's", "masters", "master"), "masters"),
    **dict.fromkeys(("meng", "m.eng.", "mphil", "ma", "master's student"), "masters"),
    **dict.fromkeys(
        ("bs", "b.s.", "bsc", "b.sc.", "ba", "b.a.", "beng", "b.eng."), "undergraduate"
    ),
    **dict.fromkeys(("undergrad", "undergraduate", "undergraduate student"), "undergraduate"),
    **dict.fromkeys(("postdoc", "post-doc", "postdoctoral", "postdoctoral researcher"), "postdoc"),
    **dict.fromkeys(("postdoctoral fellow", "postdoctoral scholar"), "postdoc"),
    **dict.fromkeys(("visiting", "visiting student", "visiting scholar"), "visiting"),
}


def level(text: str) -> str:
    """A student's level, from ``text`` ("PhD", "M.S.", "postdoc"), or ""."""
    key = " ".join(text.casefold().split())
    return _LEVELS.get(key, "") or _LEVELS.get(key.removesuffix(" student"), "")


_KINDS = (
    ("committee", r"\b(?:t?pc|program(?:me)? committees?|tpc)\b"),
    ("reviewing", r"\breview(?:er|ers|ing)?\b|\breferee"),
    ("editorial", r"\beditor|\beditorial\b"),
    ("organizing", r"\borgani[sz]|\b(?:general|workshop|program(?:me)?) (?:co-?)?chair"),
    ("department", r"\bdepartment|\bdepartmental\b"),
    ("university", r"\buniversity|\bsenate\b|\bfaculty\b|\bschool\b"),
)


def service_kind(text: str) -> str:
    """The kind of service a role or label names ("Program committees" ->
    committee), or "" for none."""
    for kind, pattern in _KINDS:
        if re.search(pattern, text, re.I):
            return kind
    return ""


def typed(model: type[BaseModel], data: Data) -> str:
    """Why ``data`` is not a valid ``model`` ("funder: Field required"), or ""."""
    try:
        model.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"]) or str(error.get("ctx", {}).get("field", ""))
        return f"{where}: {error['msg']}" if where else error["msg"]
    return ""
