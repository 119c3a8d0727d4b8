"""Amounts, grant roles, levels and service kinds read out of free text, and
the check that an entry is valid before an import types it."""

from __future__ import annotations

import pytest

from cvgen.importers.academic import grant_role, level, money, service_kind, tidy, typed
from cvgen.model.entries import Grant


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("PI, $600,000", (600000, "USD", "PI")),
        ("Unrestricted gift, $50,000", (50000, "USD", "Unrestricted gift")),
        ("€2.4M, shared", (2400000, "EUR", "shared")),
        ("£75k", (75000, "GBP", "")),
        ("EUR 1,500,000", (1500000, "EUR", "")),
        ("1.500.000 € (Starting Grant)", (1500000, "EUR", "(Starting Grant)")),
        ("250 000 CHF", (250000, "CHF", "")),
        ("US$ 12,500.50", (12500.5, "USD", "")),
        ("$1.2M total, $400K my share", None),  # two amounts: which is it?
        ("¥100,000", None),  # yen or yuan
        ("ABC 100", None),  # no ISO 4217 code
        ("12 GPUs", None),
    ],
)
def test_one_amount_and_its_currency(text: str, found: tuple[float, str, str] | None) -> None:
    assert money(text) == found


def test_a_whole_amount_is_an_integer() -> None:
    found = money("$600,000")
    assert found is not None and isinstance(found[0], int)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("PI", ("PI", "")),
        ("Role: Co-PI, Amount: USD 5", ("co-PI", "Amount: USD 5")),
        ("as co-Principal Investigator (with A. Lee)", ("co-PI", "(with A. Lee)")),
        ("Principal Investigator", ("PI", "")),
        ("senior personnel", ("senior personnel", "")),
        ("pi day", None),  # not an upper-case PI
        ("Unrestricted gift", None),
    ],
)
def test_grant_roles(text: str, found: tuple[str, str] | None) -> None:
    assert grant_role(text) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("PhD", "phd"),
        ("Ph.D.", "phd"),
        ("MS", "masters"),
        ("M.S.", "masters"),
        ("MSc", "masters"),
        ("B.S.", "undergraduate"),
        ("undergrad", "undergraduate"),
        ("Postdoc", "postdoc"),
        ("PhD student", "phd"),
        ("visiting student", "visiting"),
        ("2021–", ""),
        ("Lin", ""),
    ],
)
def test_levels(text: str, found: str) -> None:
    assert level(text) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Program committees", "committee"),
        ("TPC member", "committee"),
        ("Reviewer", "reviewing"),
        ("Associate Editor", "editorial"),
        ("Workshop co-chair", "organizing"),
        ("Department hiring", "department"),
        ("University senate", "university"),
        ("Outreach", ""),
    ],
)
def test_service_kinds(text: str, found: str) -> None:
    assert service_kind(text) == found


def test_tidy_drops_the_separators_left_over() -> None:
    assert tidy("PI, ") == "PI"
    assert tidy("gift (), shared") == "gift, shared"
    assert tidy(" ; ") == ""


def test_typed_names_the_field_that_fails() -> None:
    valid = {"title": "T", "funder": "NSF", "role": "PI", "amount": 5, "currency": "USD"}
    assert typed(Grant, valid) == ""
    assert typed(Grant, {**valid, "role": "lead"}).startswith("role: ")
    assert "currency" in typed(Grant, {**valid, "currency": ""})
