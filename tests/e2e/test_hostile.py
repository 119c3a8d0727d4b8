"""Hostile text in every free-text field of a bundled profile prints exactly as
written, and none of the TeX it spells runs: nothing is read, nothing written."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from cvgen.cv.request import CvRequest
from cvgen.model.base import HEADING_MAX
from cvgen.model.dates import PartialDate
from cvgen.model.localtext import by_language
from cvgen.model.markup import quote
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.sources.themes import available_themes
from tests.conftest import ROOT, pdf_text, squash

SECRET = "SECRET-CONTENT-7f3a"
LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis" + "X" * 20


def hostile(watch: Path) -> list[str]:
    """One string per kind of attack or awkward text (the issue's list)."""
    return [
        rf"\input{{{watch}/secret.txt}}",
        rf"\immediate\write18{{touch {watch}/shell}}",
        rf"\openout5={watch}/out.tex \write5{{x}}\closeout5",
        r"\catcode`\@=11 \def\x{y} ^^5cinput ^^41",
        "100% & $5 #1 _a ~b ^c {unbalanced",
        "} more } braces {{",
        "en--dash em---dash ``quotes'' \"double\" 'single' ?` !`",
        "<script>alert(1)</script> <b>&amp;</b>",
        LONG_WORD,
        "张子立 東京大学 한국어 Łukasz Żółć Ελληνικά Русский",
        r"\\ \par \end{document} \makeatletter",
        "a*b* [not](a link) \\*",
    ]


# fields that are not free text: dates, years, settings, the database's choice
SKIP = {"date", "start", "end", "year", "when", "publications", "style", "variants"}
# addresses, which cvgen.model.links refuses with any of these (tests/security/test_links.py):
# left as they are, each still taking its turn, so every other field gets the same attack
ADDRESSES = {"email", "homepage", "github", "google_scholar", "linkedin", "url"}
PLAIN = {"contacts", "section_titles"}  # printed as plain text, no markup


def fields(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], str]]:
    if by_language(data):  # a text in several languages: the English CV shows its en text
        yield (*path, "en"), data["en"]
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in SKIP:
                yield from fields(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from fields(value, (*path, i))
    elif isinstance(data, str):
        yield path, data


def attack_every_field(data: Any, attacks: list[str]) -> list[str]:
    """Append an attack to every free-text field of ``data`` (in turn, as cvgen
    markup that shows it literally, or plain where a field takes no markup);
    the attacks the CV must then show, each shown once."""
    expected = []
    categories = set()  # honours sharing a category are listed under one heading
    for n, (path, text) in enumerate(list(fields(data))):
        attack = attacks[n % len(attacks)]
        if path[-1] in ADDRESSES:
            continue
        value = f"{text} {attack}" if path[0] in PLAIN else f"{text} {quote(attack)}"
        if path[0] == "section_titles" and len(value) > HEADING_MAX:  # a heading's cap
            if len(attack) > HEADING_MAX:
                continue  # too long for any heading: validate says so (test_long_words)
            value = attack
        set_at(data, path, value)
        field = path[-2] if path[-1] == "en" else path[-1]  # {en: ..., zh: ...}: its field
        if field != "category" or value not in categories:
            expected.append(attack)
        categories.add(value)
    return expected


def set_at(data: Any, path: tuple[Any, ...], value: str) -> None:
    for part in path[:-1]:
        data = data[part]
    data[path[-1]] = value


@pytest.fixture(scope="module", params=sorted(available_themes()))
def attacked(
    tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> tuple[str, list[str], Path]:
    """Zili's profile with a hostile string appended to every free-text field,
    built in each built-in theme; (the PDF's text, the strings that must be in
    it, the watched folder)."""
    folder = tmp_path_factory.mktemp("hostile")
    watch = folder / "watch"
    watch.mkdir()
    (watch / "secret.txt").write_text(SECRET)
    data = yaml.safe_load((ROOT / "profiles/zili-zhang.yaml").read_text())
    data["publications"]["database"] = str(ROOT / "profiles/publications.yaml")
    attacks = hostile(watch)
    expected = attack_every_field(data, attacks)
    # the name as the database writes it, so the papers still find their owner
    # (else cvgen warns that by_author found none)
    data["aliases"] = [*data.get("aliases", []), "Zili Zhang"]
    profile = folder / "zili-zhang.yaml"
    profile.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    before = set(os.listdir(folder))
    day = PartialDate(2024, 10, 10)
    result = build_cv(
        CvRequest(profile, date=day, theme=request.param), BuildOptions(out_dir=folder / "out")
    )
    assert result.warnings == ()
    assert set(os.listdir(folder)) == before | {"out"}
    return squash(pdf_text(result.pdf)), expected, watch


def test_every_field_got_every_kind_of_attack(attacked: tuple[str, list[str], Path]) -> None:
    _, expected, watch = attacked
    assert len(expected) > 90
    assert set(expected) == set(hostile(watch))


def comparable(text: str) -> str:
    """Without whitespace: a line may break between two ideographs, and inside
    a word of more than 30 characters (a path in an attack; see
    tests/security/test_long_words.py), where pdftotext writes a line break."""
    return re.sub(r"\s+", "", text)


def test_every_string_prints_literally(attacked: tuple[str, list[str], Path]) -> None:
    text, expected, _ = attacked
    text = comparable(text)
    missing = [s for s in set(expected) if comparable(s) not in text]
    assert missing == []
    for string in set(expected):
        assert text.count(comparable(string)) >= expected.count(string), string


def test_no_injected_command_ran(attacked: tuple[str, list[str], Path]) -> None:
    text, _, watch = attacked
    assert SECRET not in text  # \input read nothing
    assert sorted(p.name for p in watch.iterdir()) == ["secret.txt"]  # nothing written
