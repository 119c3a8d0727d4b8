"""Small field writers of the JSON Resume export (:mod:`cvgen.render.jsonresume.export`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvgen.cv.words import Words
from cvgen.model import Bullet, Dated
from cvgen.model.markup import Link, parse, plain_text

Data = dict[str, Any]


def clean(data: Data) -> Data:
    """Without empty fields: JSON Resume leaves out what is not known."""
    return {k: v for k, v in data.items() if v not in ("", None, [], {})}


def plain(texts: Sequence[str]) -> list[str]:
    return [text for t in texts if (text := plain_text(t))]


def link_of(text: str) -> str:
    """The address of a text that is one link, ``[Acme](https://...)``."""
    spans = parse(text)
    return spans[0].url if len(spans) == 1 and isinstance(spans[0], Link) else ""


def dates(entry: Dated) -> Data:
    """startDate and endDate; an ongoing entry has no endDate, a one-off ends
    when it starts (so an import shows one date again)."""
    start, end = entry.start, entry.end
    if start is None and end is not None and not end.present:
        start = end
    dates = {"startDate": start.iso() if start else ""}
    if start and not (end and end.present):
        dates["endDate"] = (end or start).iso()
    return dates


def highlight(bullet: Bullet) -> str:
    """A bullet with its sub-bullets, on one line."""
    text = plain_text(bullet.text)
    if not bullet.items:
        return text
    return f"{text.rstrip(':')}: " + "; ".join(highlight(item) for item in bullet.items)


def highlights(bullets: Sequence[Bullet], lines: Sequence[Words] = ()) -> list[str]:
    """The labelled lines (as the PDF shows them first), then the bullets."""
    return [line.plain() for line in lines] + [highlight(b) for b in bullets]
