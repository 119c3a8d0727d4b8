"""Partial dates: ``2023``, ``2023-07``, ``2023-07-25`` or ``present``."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

_DATE = re.compile(r"^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$")


@dataclass(frozen=True, order=True)
class PartialDate:
    """A date known to the year, the month or the day; or the open end ``present``."""

    year: int
    month: int = 0  # 0: not known
    day: int = 0
    present: bool = False

    @classmethod
    def parse(cls, value: object) -> PartialDate:
        """Parse YAML's value; raises ValueError with a message meant for a user."""
        if isinstance(value, PartialDate):
            return value
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise ValueError("a date must be written YYYY, YYYY-MM, YYYY-MM-DD or present")
        text = str(value).strip()
        if text.lower() == "present":
            return PRESENT
        match = _DATE.match(text)
        if not match:
            raise ValueError(f"'{text}' is not a date (write YYYY, YYYY-MM, YYYY-MM-DD or present)")
        year, month, day = (int(g) if g else 0 for g in match.groups())
        if match.group(2) and not 1 <= month <= 12:
            raise ValueError(f"'{text}' has month {month} (a month is 01 to 12)")
        if match.group(3):
            try:
                dt.date(year, month, day)
            except ValueError:
                raise ValueError(f"'{text}' is not a day of the calendar") from None
        return cls(year, month, day)

    @classmethod
    def from_date(cls, day: dt.date) -> PartialDate:
        return cls(day.year, day.month, day.day)

    @property
    def is_full(self) -> bool:
        return self.present or self.day > 0

    def sort_key(self) -> tuple[int, int, int]:
        """Present sorts after every real date; an unknown month sorts first."""
        if self.present:
            return (9999, 12, 31)
        return (self.year, self.month, self.day)

    def iso(self) -> str:
        if self.present:
            return "present"
        parts = [f"{self.year:04d}"]
        if self.month:
            parts.append(f"{self.month:02d}")
        if self.day:
            parts.append(f"{self.day:02d}")
        return "-".join(parts)

    def __str__(self) -> str:
        return self.iso()


PRESENT = PartialDate(9999, 12, 31, present=True)
