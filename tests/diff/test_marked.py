"""The marked-up view: marks on the right values, removed entries put back."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from cvgen.diff.compare import compare_versions, write_marked_pdf
from cvgen.diff.marked import marked_view, merge_bullets
from cvgen.diff.match import diff_cvs
from cvgen.errors import TexError
from cvgen.model.dates import PartialDate
from cvgen.render.latex.escape import Tex
from cvgen.render.latex.render import assert_escaped, render_view
from tests.conftest import drawn_words, pdf_text, squash
from tests.diff.test_match import BASE, cv

DAY = PartialDate(2024, 10, 10)


def mark(changes: dict[str, Any], engine: str = "xelatex") -> dict[str, Any]:
    old, new = cv(), cv(changes)
    return marked_view(old, new, diff_cvs(old, new), "Changes since A & B", DAY, engine)


def section(view: dict[str, Any], name: str) -> dict[str, Any]:
    return next(s for s in view["sections"] if s["id"] == name)


def test_an_added_entry_is_marked_in_every_slot() -> None:
    job = {"organization": "StepFun", "role": "Intern", "start": "2024-04", "bullets": ["LLMs"]}
    entries = section(mark({"experience": [job, *BASE["experience"]]}), "experience")["entries"]
    assert entries[0]["title"] == r"\cvadded{StepFun}"
    assert entries[0]["role"] == r"\cvadded{Intern}"
    assert entries[0]["date"] == r"\cvadded{Apr. 2024}"
    assert entries[0]["bullets"][0]["text"] == r"\cvadded{LLMs}"
    assert entries[1]["title"] == "Analytical Engines"  # untouched


def test_a_removed_entry_is_put_back_struck_where_it_was() -> None:
    entries = section(mark({"experience": BASE["experience"][:1]}), "experience")["entries"]
    assert [e["title"] for e in entries] == ["Analytical Engines", r"\cvremoved{Moqi}"]
    assert entries[1]["bullets"][0]["text"] == r"\cvremoved{Faiss runtime}"


def test_a_changed_value_shows_old_and_new_and_bullets_merge() -> None:
    moqi = {**BASE["experience"][1], "role": "Intern of Vector DB", "bullets": ["Faiss runtime"]}
    (entry,) = section(mark({"experience": [BASE["experience"][0], moqi]}), "experience")[
        "entries"
    ][1:]
    assert entry["title"] == "Moqi"
    # marked in place: only the words that changed
    assert entry["role"] == r"Intern of \cvremoved{Retrieval}\,\cvadded{Vector DB}"
    assert [b["text"] for b in entry["bullets"]] == ["Faiss runtime", r"\cvremoved{Benchmarks}"]


def test_bullets_keep_their_place_and_sub_bullets_merge() -> None:
    old = [{"text": Tex("a"), "items": [{"text": Tex("x"), "items": []}]}]
    new = [{"text": Tex("b"), "items": []}, {"text": Tex("a"), "items": []}]
    merged = merge_bullets(old, new)
    assert [b["text"] for b in merged] == [r"\cvadded{b}", "a"]
    assert merged[1]["items"] == [{"text": r"\cvremoved{x}", "items": []}]


def test_honours_are_marked_in_their_groups() -> None:
    honors = [{**BASE["honors"][0], "year": 2020}, *BASE["honors"][1:2]]
    rows = section(mark({"honors": honors}), "honors")["groups"][0]["rows"]
    assert [r["year"] for r in rows] == [r"\cvchanged{2021}{2020}", "2021", r"\cvremoved{2022}"]


def test_header_contacts_and_skills() -> None:
    view = mark(
        {
            "name": "Ada King",
            "contacts": {"email": "ada@example.com"},
            "skills": {"Programming": ["C++"]},
        }
    )
    assert (view["given_name"], view["family_name"]) == ("Ada", r"\cvchanged{Lovelace}{King}")
    assert [c["text"] for c in view["contacts"]] == [
        r"\cvchanged{ada@example.org}{ada@example.com}",
        r"\cvremoved{+1~555~0100}",  # a contact breaks no line
    ]
    (row,) = section(view, "skills")["rows"]
    assert row["items"] == r"C++,{} \cvremoved{Python}"


def test_the_marked_view_is_escaped_like_any_other() -> None:
    view = mark({"experience": [{"organization": r"\input{/etc/passwd} & 100%", "role": "x"}]})
    assert_escaped(view)
    source = render_view(view).source
    assert r"\cvadded{\textbackslash{}input\{/etc/passwd\} \& 100\%}" in source
    assert r"\cvlegend{Changes since A \& B}" in source
    assert r"\usepackage[normalem]{ulem}" in source


def test_the_typst_view_is_marked_in_typst_and_escaped_like_any_other() -> None:
    from cvgen.render.typst.escape import Typ, typ
    from cvgen.render.typst.render import render_typst_view
    from cvgen.support.templates import escaped_text

    hostile = r'#read("/etc/passwd") ] \ " $x$ <l> @r'
    view = mark({"experience": [{"organization": hostile, "role": "x"}]}, "typst")
    escaped_text(view, Typ)  # a TeX string anywhere fails
    (entry,) = [e for e in section(view, "experience")["entries"] if "cvadded" in e["title"]]
    assert entry["title"] == f"#cvadded[{typ(hostile)}]"
    assert view["legend"] == typ("Changes since A & B")
    source = render_typst_view(view, cv({"experience": []})).source
    assert f"#cvlegend[{typ('Changes since A & B')}]" in source
    assert "#let cvadded(body)" in source


def test_the_typst_header_contacts_and_skills() -> None:
    from cvgen.render.typst.escape import typ

    view = mark({"name": "Ada King", "skills": {"Programming": ["C++"]}}, "typst")
    assert view["family_name"] == f"#cvchanged[{typ('Lovelace')}][{typ('King')}]"
    (row,) = section(view, "skills")["rows"]
    assert row["items"] == str(typ("C++") + typ(", ")) + f"#cvremoved[{typ('Python')}]"


@pytest.fixture(scope="module", params=["xelatex", "typst"])
def marked_pdf(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Zili's two versions marked up, by each engine (``--engine``)."""
    from cvgen.cv.request import CvRequest

    comparison = compare_versions("examples/zili-zhang-2023-07-25.yaml", "profiles/zili-zhang.yaml")
    target = tmp_path_factory.mktemp("marked") / f"zili-{request.param}.pdf"
    write_marked_pdf(comparison, target, CvRequest(engine=request.param))
    return target


def test_the_marks_are_drawn_in_their_colours(marked_pdf: Path) -> None:
    colours = dict(drawn_words(marked_pdf))
    # Zili's accent is the default red (DC3522): blue for added, magenta for removed
    blue, magenta, accent = (0.02, 0.314, 0.682), (0.639, 0.125, 0.435), (0.863, 0.208, 0.133)
    assert colours["DistTrain:"] == blue
    assert colours["StepFun"] == blue
    assert colours["Learning"] == magenta  # the removed "Learning Excellence Award"
    # Moqi's old role, in small capitals: XeLaTeX's extract as capitals, Typst's as written
    assert colours.get("RETRIEVAL", colours.get("Retrieval")) == magenta
    assert colours["Edu"] == accent  # unchanged headings keep the accent, unlike any mark
    assert colours["added"] == blue and colours["removed"] == magenta  # the key
    assert accent not in (blue, magenta)


def test_a_failed_markup_leaves_the_previous_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cvgen.tex.compile

    def fail(*args: object, **kwargs: object) -> None:
        raise TexError("xelatex failed")

    monkeypatch.setattr(cvgen.tex.compile, "compile_pdf", fail)
    target = tmp_path / "marked.pdf"
    target.write_bytes(b"previous")
    comparison = compare_versions("examples/zili-zhang-2023-07-25.yaml", "profiles/zili-zhang.yaml")
    with pytest.raises(TexError):
        write_marked_pdf(comparison, target)
    assert target.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir()] == ["marked.pdf"]


def test_the_legend_has_a_key_and_removed_entries_go_back_in_date_order(
    marked_pdf: Path,
) -> None:
    text = pdf_text(marked_pdf)
    assert "Key: added removed old → new" in squash(text)
    # the layout mode keeps each year on its row (it shares the title's baseline)
    layout = pdf_text(marked_pdf, "-layout")
    honours = layout[layout.index("Honors & Awards") :].splitlines()
    rows = [re.match(r"\s*(\d{4})( → (\d{4}))?\s", line) for line in honours]
    years = [int(m.group(3) or m.group(1)) for m in rows if m]
    assert len(years) == 15  # 11 shown, 4 removed put back
    assert years == sorted(years, reverse=True)  # newest first, as the CV runs
