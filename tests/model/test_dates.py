import pytest

from cvgen.model.dates import PRESENT, PartialDate


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        (2023, PartialDate(2023)),
        ("2023-07", PartialDate(2023, 7)),
        ("2023-7", PartialDate(2023, 7)),
        ("2024-10-10", PartialDate(2024, 10, 10)),
        ("present", PRESENT),
        ("Present", PRESENT),
    ],
)
def test_parse_accepts_partial_dates(written: object, expected: PartialDate) -> None:
    assert PartialDate.parse(written) == expected


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("2023-13", "'2023-13' has month 13 (a month is 01 to 12)"),
        ("2023-02-30", "'2023-02-30' is not a day of the calendar"),
        ("July 2023", "'July 2023' is not a date (write YYYY, YYYY-MM, YYYY-MM-DD or present)"),
        (True, "a date must be written YYYY, YYYY-MM, YYYY-MM-DD or present"),
    ],
)
def test_parse_rejects_with_a_fix(written: object, message: str) -> None:
    with pytest.raises(ValueError) as info:
        PartialDate.parse(written)
    assert str(info.value) == message


def test_iso() -> None:  # the words of a date are a locale's: tests/model/test_locale.py
    assert PartialDate(2023, 7, 5).iso() == "2023-07-05"
    assert PRESENT.iso() == "present"


def test_present_sorts_after_every_date() -> None:
    assert PRESENT.sort_key() > PartialDate(2999, 12, 31).sort_key()
