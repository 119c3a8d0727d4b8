"""A layout check that looks at the page: every glyph's box, as pdfplumber reads it.

cvgen does not depend on it: it is the tests' eye (tests/test_layoutcheck.py, and
``make layout``, which runs it over every bundled CV in every theme and locale and
over every generated stress profile). It knows nothing of cvgen's templates, only
what a reader of the page sees (the problem's kind in brackets):

- two lines overlap, or sit closer than their size (``lines overlap``,
  ``lines too close``);
- a glyph nearer a page edge than ``margin`` (``outside the text block``), or a
  rule through a line's glyphs (``text on a rule``);
- two columns that run into each other (``columns touch``);
- a date or tag column that wraps: its line's last cell, continued on the next
  line alone or at less than its own leading (``column wraps``);
- a heading, or a bullet whose sub-bullets start the next page, at the foot of a
  page (``heading ends page``, ``parent bullet ends page``);
- an empty line box: a gap of a whole line or more inside an entry (``empty line``);
- and how full the last page is (``Report.last_page_fill``), for the page budgets.

    python tests/layoutcheck.py FILE.pdf...        # the problems; exit 1 if any
    python tests/layoutcheck.py --campaign [OUT]   # build and check everything
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BULLETS = frozenset("•◦▪▸‣∙·")
DASHES = frozenset("–—-")


@dataclass(frozen=True)
class Line:
    """The glyphs of one page sharing a baseline, in reading order."""

    page: int  # from 1
    baseline: float  # from the top of the page, in pt
    size: float  # the largest glyph's font size
    top: float  # the tallest glyph's top
    x0: float
    x1: float
    chars: tuple[dict[str, Any], ...]

    @property
    def text(self) -> str:
        return "".join(c["text"] for c in self.chars)

    def cells(self, gap: float) -> list[tuple[dict[str, Any], ...]]:
        """The line cut where two glyphs are more than ``gap`` apart."""
        cells: list[list[dict[str, Any]]] = [[self.chars[0]]]
        for before, char in itertools.pairwise(self.chars):
            if char["x0"] - before["x1"] > gap:
                cells.append([])
            cells[-1].append(char)
        return [tuple(c) for c in cells]


@dataclass(frozen=True)
class Problem:
    page: int
    kind: str
    text: str

    def __str__(self) -> str:
        return f"page {self.page}: {self.kind}: {self.text}"


@dataclass(frozen=True)
class Report:
    pdf: Path
    problems: tuple[Problem, ...]
    pages: int
    last_page_fill: float  # the last page's text height over its text block's, 0-1

    def __str__(self) -> str:
        return "\n".join(f"{self.pdf.name}: {p}" for p in self.problems)


def _lines(page: Any, number: int) -> list[Line]:
    chars = [c for c in page.chars if c["text"].strip() and c["width"] > 0]
    rows: list[list[dict[str, Any]]] = []
    for char in sorted(chars, key=_baseline):
        base = _baseline(char)
        for row in reversed(rows[-8:]):
            if abs(_baseline(row[0]) - base) < 0.25 * min(row[0]["size"], char["size"]):
                row.append(char)
                break
        else:
            rows.append([char])
    lines = []
    for row in rows:
        row.sort(key=lambda c: c["x0"])
        lines.append(
            Line(
                page=number,
                baseline=max(_baseline(c) for c in row),
                size=max(c["size"] for c in row),
                top=min(c["top"] for c in row),
                x0=row[0]["x0"],
                x1=max(c["x1"] for c in row),
                chars=tuple(row),
            )
        )
    return sorted(lines, key=lambda line: line.baseline)


def _baseline(char: dict[str, Any]) -> float:
    """A glyph's baseline from the top of the page (pdfplumber's ``bottom`` is the
    font's descent below it)."""
    return float(char["page_height"] - char["matrix"][5])


def check_pdf(pdf: Path, *, margin: float = 20.0, leading: float = 1.0) -> Report:
    """The problems on ``pdf``'s pages. ``margin``: the least room, in pt, between a
    glyph and a page edge; ``leading``: the least distance between two baselines,
    times the smaller font size, where the lines share columns."""
    import pdfplumber

    problems: list[Problem] = []
    fill = 0.0
    with pdfplumber.open(pdf) as doc:
        pages = [
            (number, page.width, page.height, _lines_of(page, number))
            for number, page in enumerate(doc.pages, 1)
        ]
        rules = [_rules(page) for page in doc.pages]
    body_size = _body_size([line for *_, lines in pages for line in lines])
    footer = _footer(pages, body_size)
    last_body: list[Line] = []
    for number, width, height, lines in pages:
        for line in lines:
            if (
                line.x0 < margin
                or line.x1 > width - margin
                or line.top < margin * 0.5
                or line.baseline > height - margin
            ):
                problems.append(Problem(number, "outside the text block", line.text[:60]))
        body = [line for line in lines if line.baseline < footer - 1]
        problems += _collisions(body, leading)
        problems += _ruled(body, rules[number - 1], body_size)
        problems += _touching(body)
        problems += _wrapped_columns(body, width, body_size)
        # the header (above page one's first heading) is spaced as its theme likes
        name = max((line.size for line in body), default=0.0)
        start = next(
            (
                i
                for i, line in enumerate(body)
                if number > 1 or (line.size < 0.8 * name and _heading(line, body_size))
            ),
            0,
        )
        problems += _empty_lines(body[start:], body_size)
        if body:
            last = body[-1]
            # a heading in the margin with its first entry beside it (margin's) is not alone
            beside = last.chars[-1]["size"] < 0.9 * last.chars[0]["size"]
            if _heading(last, body_size) and not beside and number < len(pages):
                problems.append(Problem(number, "heading ends page", last.text[:60]))
            if last_body and _is_parent_bullet(last_body[-1], body[0]):
                problems.append(
                    Problem(number - 1, "parent bullet ends page", last_body[-1].text[:60])
                )
            last_body = body
        if number == len(pages) and body:
            # from the first page's top line (the text block's top) to the footer
            top = min(line.top for line in pages[0][3])
            bottom = footer if footer < height else height - margin
            fill = (body[-1].baseline - top) / (bottom - top)
    return Report(pdf, tuple(problems), len(pages), max(0.0, min(fill, 1.0)))


def _footer(pages: list[tuple[int, float, float, list[Line]]], body: float) -> float:
    """The footer's baseline: a line at the foot of every page, in the same place
    (on one page: a line smaller than the body in the page's lowest tenth);
    beyond the page when there is none."""
    height = pages[0][2]
    lowest = [lines[-1] for *_, lines in pages if lines]
    if not lowest or len(lowest) < len(pages):
        return height + 1
    y = lowest[0].baseline
    if len(pages) > 1 and all(abs(line.baseline - y) < 1 for line in lowest):
        return y
    if len(pages) == 1 and y > 0.9 * height and lowest[0].size < body:
        return y
    return height + 1


def _lines_of(page: Any, number: int) -> list[Line]:
    for char in page.chars:
        char["page_height"] = page.height
    return _lines(page, number)


def _body_size(lines: list[Line]) -> float:
    sizes = Counter(round(c["size"], 1) for line in lines for c in line.chars)
    return sizes.most_common(1)[0][0] if sizes else 10.0


def _overlap(a: Line, b: Line) -> bool:
    """Whether ``a`` and ``b`` share some horizontal span, glyph by glyph."""
    for x in a.chars:
        for y in b.chars:
            if x["x0"] < y["x1"] - 0.5 and y["x0"] < x["x1"] - 0.5:
                return True
    return False


def _collisions(lines: list[Line], leading: float) -> list[Problem]:
    problems = []
    for i, lower in enumerate(lines):
        for upper in reversed(lines[:i]):
            distance = lower.baseline - upper.baseline
            if distance > 2 * max(lower.size, upper.size):
                break
            # the least distance: the lower line's leading, or the glyphs' own
            # extent (a big line above a small one)
            need = leading * min(lower.size, upper.size)
            if distance < need and _overlap(lower, upper):
                kind = "lines overlap" if distance < 0.7 * need else "lines too close"
                problems.append(
                    Problem(
                        lower.page,
                        kind,
                        f"{upper.text[:40]!r} / {lower.text[:40]!r} "
                        f"({distance:.1f} pt apart, at {lower.size:.1f} pt)",
                    )
                )
    return problems


def _rules(page: Any) -> list[tuple[float, float, float]]:
    """The page's horizontal rules: (x0, x1, y from the top)."""
    found = []
    for shape in [*page.rects, *page.lines]:
        if shape["x1"] - shape["x0"] > 40 and shape["bottom"] - shape["top"] < 2:
            found.append((shape["x0"], shape["x1"], (shape["top"] + shape["bottom"]) / 2))
    return found


def _ruled(
    lines: list[Line], rules: list[tuple[float, float, float]], body: float
) -> list[Problem]:
    """A line of text that a rule crosses or nearly touches: less than a fifth of
    its size between the rule and the glyphs' ascent or descent (a heading's own
    underline, just below its baseline, excepted)."""
    problems = []
    for line in lines:
        for x0, x1, y in rules:
            if not any(c["x1"] - 1 > x0 and c["x0"] + 1 < x1 for c in line.chars):
                continue
            if _heading(line, body) and 0 < y - line.baseline < 0.35 * line.size:
                continue
            room = 0.2 * line.size
            ascent, descent = line.baseline - 0.75 * line.size, line.baseline + 0.25 * line.size
            if ascent - room < y < descent + room:
                problems.append(Problem(line.page, "text on a rule", line.text[:60]))
    return problems


def _touching(lines: list[Line]) -> list[Problem]:
    """Two columns that run into each other: a letter or digit, then one in
    another font (a date and a title, "PresentJonas"), with no room between."""
    problems = []
    for line in lines:
        for before, char in itertools.pairwise(line.chars):
            a, b = before["text"], char["text"]
            if not (a.isascii() and b.isascii() and a.isalnum() and b.isalnum()):
                continue
            if before["fontname"] != char["fontname"] and char["x0"] - before["x1"] < 0.1 * min(
                before["size"], char["size"]
            ):
                at = line.chars.index(char)
                text = "".join(c["text"] for c in line.chars[max(0, at - 12) : at + 12])
                problems.append(Problem(line.page, "columns touch", text))
    return problems


def _wrapped_columns(lines: list[Line], width: float, body: float) -> list[Problem]:
    """A narrow cell (a date, a venue tag) of a line of several cells, continued
    on the next line, where it stands alone or at less than its own leading
    from the cell above: its column was too narrow for it. Headings (a margin
    column's) may take two lines."""
    problems = []
    for upper, lower in itertools.pairwise(lines):
        size = min(upper.size, lower.size)
        distance = lower.baseline - upper.baseline
        ups = upper.cells(upper.size)
        lows = lower.cells(lower.size)
        if distance > 1.5 * size or len(ups) < 2:
            continue
        if len(lows) > 1 and distance > 1.2 * size:
            continue
        for up in ups[-1:]:  # a wrapped cell continues from its line's last
            for low in lows:
                same_style = not _heading(up, body) and (
                    up[0]["fontname"] == low[0]["fontname"]
                    and abs(up[0]["size"] - low[0]["size"]) < 0.1
                )
                narrow = max(_span(up), _span(low)) < 0.3 * width
                aligned = (
                    abs(up[0]["x0"] - low[0]["x0"]) < 1.0 or abs(up[-1]["x1"] - low[-1]["x1"]) < 1.0
                )
                if same_style and narrow and aligned and _cell_text(low)[:1] not in BULLETS:
                    problems.append(
                        Problem(
                            lower.page,
                            "column wraps",
                            f"{_cell_text(up)!r} / {_cell_text(low)!r}",
                        )
                    )
    return problems


def _span(cell: tuple[dict[str, Any], ...]) -> float:
    return float(cell[-1]["x1"] - cell[0]["x0"])


def _cell_text(cell: tuple[dict[str, Any], ...]) -> str:
    out = [cell[0]["text"]]
    for before, char in itertools.pairwise(cell):
        out.append((" " if char["x0"] - before["x1"] > 0.15 * char["size"] else "") + char["text"])
    return "".join(out)


def _heading(line: Line | tuple[dict[str, Any], ...], body: float) -> bool:
    """A heading or an entry's title: its first glyph bold and larger than the body."""
    first = line.chars[0] if isinstance(line, Line) else line[0]
    return "bold" in first["fontname"].lower() and first["size"] >= 1.1 * body


def _starts_block(line: Line, body: float) -> bool:
    """A line that begins a block, so a gap above it is spacing, not an empty
    row: a heading or an entry's title (:func:`_heading`); a title set after a
    date in the left column (its first bold glyph larger than the body); a
    group's heading (a service kind, a paper kind): a whole line of bold or
    italic glyphs, no body text."""
    if _heading(line, body):
        return True
    bold = next((c for c in line.chars if "bold" in c["fontname"].lower()), None)
    if bold is not None and bold["size"] >= 1.1 * body and line.chars.index(bold) <= 12:
        return True
    styled = ("bold", "italic", "oblique")
    return all(any(s in c["fontname"].lower() for s in styled) for c in line.chars)


def _empty_lines(lines: list[Line], body: float) -> list[Problem]:
    """Inside a block, a gap where a whole line would fit (an empty row TeX set):
    a line no larger than the one above, more than 1.75 lines below it. A new
    block (a heading, an entry's title) starts with a larger or a bold line."""
    problems = []
    for upper, lower in itertools.pairwise(lines):
        if lower.size > upper.size + 0.2 or _starts_block(lower, body):
            continue
        distance = lower.baseline - upper.baseline
        if 1.75 * upper.size < distance < 4 * upper.size:
            problems.append(
                Problem(
                    lower.page,
                    "empty line",
                    f"{distance:.1f} pt between {upper.text[:30]!r} and {lower.text[:30]!r}",
                )
            )
    return problems


def _is_parent_bullet(last: Line, first: Line) -> bool:
    """``last`` (a page's last line) starts a bullet and ``first`` (the next page's
    first line) is a sub-bullet, indented further."""
    if not (last.text[:1] in BULLETS and first.text[:1] in DASHES | BULLETS):
        return False
    return bool(first.chars[0]["x0"] > last.chars[0]["x0"] + 2)


# ---- the CVs it looks at ---------------------------------------------------------

THEMES = ("awesome", "classic", "margin")
LOCALES = ("en", "zh", "ja", "ko", "de", "fr", "es")
ROOT = Path(__file__).resolve().parent.parent
BUNDLED = tuple(sorted(ROOT.glob("profiles/*.yaml")))
BUNDLED = tuple(p for p in BUNDLED if p.name not in ("publications.yaml", "variants.yaml"))
LONG_PLACE = "Llanfairpwllgwyngyll, Isle of Anglesey, Wales, United Kingdom"
LONG_TITLE = (
    "A Very Long Title That Wraps: Scheduling Heterogeneous Accelerators for Training "
    "and Serving Multimodal Large Language Models at Datacenter Scale, Revisited"
)


@dataclass(frozen=True)
class Stress:
    """A generated profile: the starter with every section, long and wrapping
    text, 40 authors, at a font size and with the dates on either side."""

    font_size: float = 10
    dates: str = "right"

    @property
    def name(self) -> str:
        return f"stress-{str(self.font_size).replace('.', '_')}-{self.dates}"


STRESS = tuple(Stress(size, dates) for size in (9, 10, 10.5, 11, 12) for dates in ("right", "left"))
# what make test runs; make layout runs them all
STRESS_SUBSET = (Stress(9, "right"), Stress(10.5, "left"), Stress(12, "left"))


def write_stress(folder: Path, stress: Stress) -> Path:
    """``stress``'s profile (and its database) in ``folder``, from ``cvgen new``'s starter."""
    import yaml

    from cvgen.scaffold.starter import new_profile

    folder.mkdir(parents=True, exist_ok=True)
    made = new_profile("Maximiliane Wolkenstein-Oberlechner", folder, slug=stress.name)
    profile = yaml.safe_load(made.profile.read_text(encoding="utf-8"))
    profile["style"] = {**profile.get("style", {}), "font_size": stress.font_size}
    profile["style"]["dates"] = stress.dates
    profile["address"] = f"Building 42, Room 4711, {LONG_PLACE}"
    job = profile["experience"][0]
    profile["experience"] = [
        job,
        {**job, "organization": "Institute for Very Long Names of Research Laboratories",
         "role": "Visiting Researcher in Distributed Systems and Machine Learning",
         "location": LONG_PLACE, "start": "2018-01", "end": "2022-06",
         "bullets": [
             "A bullet long enough to wrap over two lines of the page, so that the "
             "leading between its lines and the next entry's title can be measured.",
             {"text": "A parent bullet", "items": ["Its first sub-bullet", "Its second"]},
         ]},
    ]  # fmt: skip
    profile["teaching"].append(
        {"course": "Operating Systems (Honor Track)", "institution": LONG_PLACE,
         "role": "Head Teaching Assistant", "when": "2019 Fall, 2020 Fall, 2021 Fall",
         "start": 2019}
    )  # fmt: skip
    profile["projects"].append({"name": "a-project-without-a-role", "description": LONG_TITLE})
    made.profile.write_text(yaml.safe_dump(profile, allow_unicode=True), encoding="utf-8")
    database = folder / "publications.yaml"
    papers = yaml.safe_load(database.read_text(encoding="utf-8"))
    authors = [profile["name"], *(f"Coauthor Number{i} Longname" for i in range(39))]
    papers["papers"]["stress-long"] = {
        "title": LONG_TITLE, "authors": authors, "status": "published", "year": 2022,
        "venue": {"short": "ICCD'22", "long": "2022 IEEE 40th International Conference on "
                  "Computer Design and Very Long Venue Names"},
    }  # fmt: skip
    database.write_text(yaml.safe_dump(papers, allow_unicode=True), encoding="utf-8")
    return made.profile


def build(profile: Path, out: Path, *, force: bool = False, **request: Any) -> Path:
    """The PDF of ``profile`` through cvgen's pipeline (``request``: a CvRequest's
    fields: variant, theme, locale)."""
    from cvgen.cv.request import CvRequest
    from cvgen.pipeline.options import BuildOptions
    from cvgen.pipeline.plan import build_cv

    return build_cv(CvRequest(profile, **request), BuildOptions(out_dir=out, force=force)).pdf


def campaign(out: Path, *, wide: bool) -> list[Report]:
    """Every bundled CV (long and short) in every theme, the starter and the stress
    profiles in every theme; ``wide``: in every locale too, and every stress profile."""
    reports = []
    locales: tuple[str | None, ...] = LOCALES if wide else (None,)
    for theme in THEMES:
        for profile in BUNDLED:
            for locale in locales:
                for variant in ("long", "short"):
                    pdf = build(profile, out, variant=variant, theme=theme, locale=locale)
                    reports.append(check_pdf(pdf))
        starter = out / "starter"
        if not starter.exists():
            from cvgen.scaffold.starter import new_profile

            new_profile("Ada Lovelace", starter)
        reports.append(check_pdf(build(starter / "ada-lovelace.yaml", out, theme=theme)))
        for stress in STRESS if wide else STRESS_SUBSET:
            folder = out / stress.name
            profile = folder / f"{stress.name}.yaml"
            if not profile.exists():
                write_stress(folder, stress)
            reports.append(check_pdf(build(profile, out, theme=theme)))
    return reports


def budget_problems(report: Report) -> list[str]:
    """A CV of several pages whose last page is less than half full: the page
    budget's rule (cvgen/cv/fit.py) broken."""
    if report.pages > 1 and report.last_page_fill < 0.5:
        return [f"{report.pdf.name}: last page {report.last_page_fill:.0%} full"]
    return []


def main(argv: list[str]) -> int:
    """``--campaign OUT``: build and check everything (make layout); else check
    the PDFs named."""
    if argv[:1] == ["--campaign"]:
        import tempfile

        out = Path(argv[1]) if len(argv) > 1 else Path(tempfile.mkdtemp(prefix="layout-"))
        reports = campaign(out, wide=True)
        bad = [str(r) for r in reports if r.problems]
        bad += [line for r in reports if "-short-" in r.pdf.name for line in budget_problems(r)]
        print("\n".join(bad) or f"{len(reports)} PDFs, no layout problem (in {out})")
        return 1 if bad else 0
    bad = 0
    for name in argv:
        report = check_pdf(Path(name))
        if report.problems:
            print(report)
            bad += 1
        fill = f"{report.last_page_fill:.0%}"
        print(f"{Path(name).name}: {report.pages} pages, last page {fill} full")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
