"""Long words (issue 29): any word ``validate`` accepts builds, in every field
and every theme, without running off the page, and stays whole in the PDF's
text layer. On main, 1,000 x ``W`` in a bullet crashed XeLaTeX (signal 11),
3,000 gave "Missing number" and 10,000 CJK characters "Dimension too large".

A field typeset on one line or in a narrow column (names, titles, places) is
capped by validation, with a located error; free text that flows (summaries,
bullets, descriptions) takes a word of any length. One profile per theme holds
every kind of word at every length, so each theme costs one TeX run.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.model.base import HEADING_MAX, LINE_MAX, NAME_MAX
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.latex.escape import tex, tex_markup
from tests.conftest import pdf_text

MARGIN_PT = 1.5 / 2.54 * 72  # the profiles' margins: 1.5cm


@dataclass(frozen=True)
class Word:
    """A long word of ``count`` times ``char`` (a character no other text of
    the CV has), after ``prefix``: its characters can be counted in the PDF."""

    char: str
    count: int
    prefix: str = ""

    @property
    def text(self) -> str:
        if self.prefix:  # URL-like: "https://example.org/" then "v/v/v/..."
            return self.prefix + f"{self.char}/" * self.count
        return self.char * self.count


# Latin, URL-like and CJK words of 1,000, 3,000 and 10,000 repeats, each
# of its own character
LONG_WORDS = [
    Word("Q", 1000),
    Word("X", 3000),
    Word("Z", 10000),
    Word("z", 1000, "https://example.org/"),
    Word("þ", 3000, "https://example.org/"),
    Word("q", 10000, "https://example.org/"),
    Word("漢", 1000),
    Word("字", 3000),
    Word("語", 10000),
]


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _line(kind: int) -> str:
    """A word as long as a one-line field may hold: Latin, URL-like or CJK."""
    return ["W" * LINE_MAX, "https://example.org/" + "m" * (LINE_MAX - 20), "說" * LINE_MAX][
        kind % 3
    ]


def long_profile(theme: str) -> tuple[str, str]:
    """A profile (and its publication database) with the longest words each
    field takes: :data:`LONG_WORDS` in the fields that flow, a word of the
    cap's length in every other."""
    a, b, c, d, e, f, g, h, i = (w.text for w in LONG_WORDS)
    n = iter(range(100))

    def line() -> str:
        return _q(_line(next(n)))

    name = "N" * (NAME_MAX - 4) + " Ann"
    profile = f"""name: {_q(name)}
position: {line()}
affiliation: {line()}
address: {line()}
contacts:
  email: {_q("a" * 64 + "@example.org")}
  homepage: {_q("https://example.org/" + "m" * 280)}
  github: {_q("g" * LINE_MAX)}
  linkedin: {_q("l" * LINE_MAX)}
summary: {_q("Summary " + a + " end.")}
research_interests: [{line()}]
education:
  - institution: {line()}
    location: {line()}
    degree: {line()}
    start: 2019-09
    end: 2023-06
    advisor: {line()}
    thesis: {line()}
    gpa: {line()}
    courses: [{line()}]
    bullets: [{_q(b)}]
experience:
  - organization: {line()}
    role: {line()}
    location: {line()}
    start: 2020-01
    end: present
    advisor: {line()}
    bullets:
      - {_q("bullet " + c + " tail")}
      - text: {_q(d)}
        items: [{_q(e)}]
      - {_q("link [" + f + "](https://example.org/x)")}
teaching:
  - course: {line()}
    institution: {line()}
    role: {line()}
    when: {line()}
    start: 2021
projects:
  - name: {line()}
    role: {line()}
    url: "https://example.org/p"
    description: {_q(g)}
    start: 2021
honors:
  - {{year: 2022, title: {line()}, issuer: {line()}, location: {line()}}}
skills:
  {line()}: [{line()}, {line()}]
languages: [{line()}]
interests: [{line()}]
publications:
  papers: [longpaper]
custom_sections:
  - title: {_q("T" * HEADING_MAX)}
    entries:
      - title: {line()}
        subtitle: {line()}
        location: {line()}
        start: 2020
        bullets: [{_q(h)}, {_q(i)}]
section_titles:
  summary: {_q("H" * HEADING_MAX)}
style:
  margins: 1.5cm
theme: {theme}
"""
    database = f"""papers:
  longpaper:
    title: {line()}
    authors: [{_q(name)}, {_q("M" * NAME_MAX)}]
    venue: {{short: {line()}, long: {line()}}}
    status: published
    year: 2023
"""
    return profile, database


_WORD_BOX = re.compile(
    r'<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*?)</word>'
)


def _words_outside_text_area(pdf: Path) -> list[str]:
    """The words pdftotext places beyond the page's left or right margin, or
    off the page."""
    boxes = pdf_text(pdf, "-bbox")
    outside: list[str] = []
    for width, height, page in re.findall(
        r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', boxes, re.S
    ):
        right, bottom = float(width) - MARGIN_PT + 1, float(height)
        for x0, y0, x1, y1, word in re.findall(_WORD_BOX, page):
            # margin's honour years end in a no-break space set past the margin (so
            # that extractors part the year from its title): whitespace, not a word
            slack = 5 if word.endswith("\xa0") else 0
            if (
                float(x0) < MARGIN_PT - 1
                or float(x1) > right + slack
                or float(y0) < 0
                or float(y1) > bottom
            ):
                outside.append(f"{word[:20]}... ({len(word)}) at x {x0}-{x1}, y {y0}-{y1}")
    return outside


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_the_longest_words_validation_accepts_build_in_every_field(
    theme: str, tmp_path: Path
) -> None:
    profile, database = long_profile(theme)
    (tmp_path / "publications.yaml").write_text(database, encoding="utf-8")
    path = tmp_path / f"long-{theme}.yaml"
    path.write_text(profile, encoding="utf-8")

    pdf = build_cv(CvRequest(path), BuildOptions(out_dir=tmp_path / "out")).pdf

    text = pdf_text(pdf)
    for word in LONG_WORDS:
        # every character is there, and the word's breaks put no space in it
        assert text.count(word.char) == word.count, word
        assert not re.search(rf"{word.char}/? +/?{word.char}", text), word
    assert _words_outside_text_area(pdf) == []


def test_a_contact_over_its_cap_is_a_located_error(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(f"name: Ann Example\ncontacts:\n  github: {'g' * 301}\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["validate", str(path)])
    assert result.exit_code == 1
    assert "p.yaml:3:11: contacts.github: 301 characters: this field holds at most 300" in (
        result.output
    )


def test_a_field_over_its_cap_is_a_located_error_with_a_fix(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(
        f"name: Ann Example\nexperience:\n  - organization: {'W' * (LINE_MAX + 1)}\n"
        "    role: Intern\n    start: 2020\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["validate", str(path)])
    assert result.exit_code == 1
    assert (
        f"p.yaml:3:19: experience[0].organization: {LINE_MAX + 1} characters: this field "
        f"holds at most {LINE_MAX}"
    ) in result.output
    assert "put the details in a bullet" in result.output


def test_a_long_word_breaks_without_a_space_and_keeps_tex_lines_short() -> None:
    escaped = tex("W" * 10000 + " and " + "漢" * 50 + " https://example.org/" + "a_b" * 20)
    assert max(len(line) for line in escaped.splitlines()[:2000]) < 80
    # each source line ends in % (no space); the penalty draws nothing
    assert all(line.endswith("%") for line in escaped.splitlines()[:-1])
    # every fourth character; none between CJK characters (xeCJK breaks them)
    assert escaped.count("\\penalty") == 2499 + 19
    assert "漢" * 50 in escaped
    assert "\\_" in escaped  # still escaped, piece by piece


def test_links_glued_into_one_long_word_break_too() -> None:
    """Each link's text is short, side by side they make one long word: the
    breaks are found in the text as read, across the markup."""
    escaped = tex_markup("[" + "a" * 25 + "](https://example.org/a)" + "[b](https://e.org)" * 40)
    assert escaped.count("\\penalty") == (25 + 40) // 4
    assert "\\href{https://example.org/a}{aaaa\\hskip" in escaped


def test_a_short_word_is_escaped_as_before() -> None:
    assert tex("Zhang-Li & Co.") == "Zhang-{}Li \\& Co."


def test_combining_marks_and_joined_emoji_stay_whole() -> None:
    word = ("e\u0301" * 20) + ("👩\u200d💻" * 10)
    escaped = tex(word)
    assert "%\n\u0301" not in escaped
    assert "\u200d\\hskip" not in escaped and "%\n\u200d" not in escaped
