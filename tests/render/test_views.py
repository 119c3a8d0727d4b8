"""Section layouts: what each kind of entry turns into, all of it escaped, in LaTeX and Typst."""

from typing import Any

from cvgen.cv.merge import CvPaper
from cvgen.cv.papers import marks_note
from cvgen.cv.papers import paper_entry as cv_paper_entry
from cvgen.cv.sections import SECTIONS
from cvgen.cv.views import entry_view, honor_groups, skill_rows
from cvgen.cv.words import marked, own
from cvgen.model import Education, Experience, Honor, Profile, Venue
from cvgen.model.paper import PaperLinks
from cvgen.render.latex.escape import Tex, tex
from cvgen.render.latex.view import LATEX as layout
from cvgen.render.typst.escape import Typ, typ
from cvgen.render.typst.view import TYPST
from cvgen.sources.locales import builtin_locale
from cvgen.support.templates import escaped_text
from tests.conftest import cv_paper

EN = builtin_locale()


def _texts(entry: dict[str, Any]) -> list[str]:
    return [b["text"] for b in entry["bullets"]]


def test_words_escape_the_users_markup_and_cvgens_words_apart() -> None:
    words = own("Rank: *") + marked("**top** 9%")
    assert layout.words(words) == "Rank: *" + r"\textbf{top} 9\%"


def test_education_lines_gpa_with_rank_then_advisor() -> None:
    entry = layout.entry(
        entry_view(
            SECTIONS["education"],
            Education.model_validate(
                {
                    "institution": "Peking University",
                    "degree": "B.S. in CS",
                    "gpa": "3.71/4.0",
                    "rank": "top 9%",
                    "advisor": "Prof. Xin Jin",
                    "start": "2019-09",
                    "end": "2023-07",
                }
            ),
            EN,
        )
    )
    assert _texts(entry) == [tex("Overall GPA: 3.71/4.0 (top 9%)"), tex("Advisor: Prof. Xin Jin")]
    assert entry["date"] == tex("Sep. 2019 - Jul. 2023")
    assert all(isinstance(t, Tex) for t in _texts(entry))


def test_experience_labels_come_before_the_bullets() -> None:
    experience = Experience.model_validate(
        {"organization": "StepFun", "role": "Intern", "mentor": "Yibo Zhu", "bullets": ["x"]}
    )
    entry = layout.entry(entry_view(SECTIONS["experience"], experience, EN))
    assert _texts(entry) == ["Mentor: Yibo Zhu", "x"]


def _paper(status: str, venue: Venue | None) -> CvPaper:
    return cv_paper(
        title="A & B",
        equal_contribution=frozenset({"Ada Lovelace", "Charles Babbage"}),
        venue=venue,
        status=status,
        month=9,
        location="Santa Clara, CA",
    )


def test_a_paper_shows_owner_in_bold_equal_marks_venue_and_when() -> None:
    entry = layout.paper(
        cv_paper_entry(_paper("published", Venue(short="NSDI'24", long="NSDI")), EN), EN
    )
    assert entry["title"] == "A \\& B"
    assert entry["location"] == tex("NSDI'24")
    assert entry["role"] == "NSDI"
    assert entry["date"] == tex("Santa Clara, CA, Sep. 2024")
    assert _texts(entry) == [
        "\\textbf{Ada Lovelace*}, Charles Babbage*" + tex(" (* indicates equal contribution)")
    ]


def test_the_seeds_citations_of_a_paper() -> None:
    """classic's venue line and margin's reference (cvgen/cv/citation.py), escaped."""
    venue = Venue(short="NSDI'24", long="USENIX NSDI")
    entry = layout.paper(cv_paper_entry(_paper("published", venue), EN), EN)
    assert entry["edition_venue"] == "USENIX NSDI (NSDI 2024)"
    assert entry["cited_venue"] == "in USENIX NSDI (NSDI ’24)"
    assert entry["initials"] == "\\textbf{A. Lovelace*} and C. Babbage*"
    assert entry["note"] == tex("* indicates equal contribution")


def test_a_preprint_says_so_instead_of_a_venue() -> None:
    entry = layout.paper(cv_paper_entry(_paper("preprint", None), EN), EN)
    assert entry["role"] == "In Preprint"
    assert entry["location"] == ""


def test_honours_are_grouped_by_category_in_order() -> None:
    groups = layout.honor_groups(
        honor_groups(
            [
                Honor.model_validate({"title": "A", "year": 2024, "category": "University"}),
                Honor.model_validate(
                    {"title": "B", "year": 2023, "category": "National", "rank": "1/9"}
                ),
                Honor.model_validate({"title": "C", "year": 2022, "category": "University"}),
            ],
            EN,
        ),
    )
    assert [g["name"] for g in groups] == ["University", "National"]
    assert [r["title"] for r in groups[1]["rows"]] == ["B (1/9)"]


def test_skills_rows_end_with_languages_and_interests() -> None:
    profile = Profile.model_validate(
        {
            "name": "Ada",
            "skills": {"Programming": ["C++", "Python"]},
            "languages": [{"name": "Chinese", "level": "native"}, "English"],
            "interests": ["Go"],
        }
    )
    rows = layout.skill_rows(skill_rows(profile, EN))
    assert [(r["category"], r["items"]) for r in rows] == [
        ("Programming", tex("C++, Python")),
        ("Languages", tex("Chinese (native), English")),
        ("Interests", "Go"),
    ]
    assert rows[1]["parts"] == [tex("Chinese (native)"), "English"]


def test_author_line_bolds_escapes_and_notes_equal_contribution() -> None:
    authors = [
        ("Ada & Co", True, "*", False),
        ("B_b", False, "*", False),
        ("C", False, "", False),
    ]
    line = layout.author_line(authors, EN.aside(marks_note({"equal_contribution"}, EN)))
    assert line == r"\textbf{Ada \& Co*}, B\_b*, C (* indicates equal contribution)"
    assert layout.author_line([("A", False, "", False)], "") == "A"  # no note without a mark
    assert layout.author_line([("A_b", True, "‡", True)], "") == ("\\textbf{\\underline{A\\_b}‡}")


def test_corresponding_authors_get_a_dagger_and_the_note_says_so() -> None:
    line = layout.author_line(
        [("Ada", True, "*†", False), ("B%", False, "†", False)],
        EN.aside(marks_note({"equal_contribution", "corresponding"}, EN)),
    )
    assert line == (
        "\\textbf{Ada*\u2020}, B\\%\u2020 "
        "(* indicates equal contribution; \u2020 corresponding author)"
    )
    entry = layout.paper(
        cv_paper_entry(cv_paper(corresponding=frozenset({"Ada Lovelace"})), EN), EN
    )
    assert _texts(entry) == [
        "\\textbf{Ada Lovelace\u2020}, Charles Babbage (\u2020 corresponding author)"
    ]


def test_new_fields_are_escaped_on_the_role_and_date_lines() -> None:
    hostile = "\\input{/etc/passwd} 100% #1"
    paper = cv_paper(kind="report", number=hostile, institution="{Lab}", volume="9")
    entry = layout.paper(cv_paper_entry(paper, EN), EN)
    assert entry["role"] == tex(f"Technical report {hostile}, {{Lab}}")
    assert "\\input" not in entry["role"] and entry["date"] == tex("2024, vol. 9")


def test_the_academic_sections_in_the_latex_source() -> None:
    """A summary line is \\cvsectionsummary (provided once, when a section has
    one), a service group \\cvsubsection before its first entry; a talk's slides
    a link by cvgen.model.links' rule."""
    from cvgen.render.latex.render import render_view
    from cvgen.render.latex.view import build_view
    from tests.conftest import academic_selection

    selection = academic_selection()
    source = render_view(build_view(selection.selected, selection.version_date)).source
    assert source.count(r"\providecommand*{\cvsectionsummary}") == 1
    summary = "Total as PI: USD 550,000 + EUR 1,500,000; Total as Co-PI: USD 1,200,000"
    assert rf"\cvsectionsummary{{{tex(summary)} (as of October 2024)}}" in source
    assert r"\cvsubsection{Program Committees}" in source
    assert r"\cvneedspace{6\baselineskip}\cvsubsection{Reviewing}" in source
    assert r"\href{https://example.org/slides/serving.pdf}{Slides}" in source
    bare = academic_selection("bare")
    assert (
        "cvsectionsummary" not in render_view(build_view(bare.selected, bare.version_date)).source
    )


def test_typst_builds_the_same_values_with_its_own_escaper() -> None:
    """One builder, two escapers: the same keys, every text Typst's ``Typ``, the
    owner in ``#strong``, the equal-contribution note through ``typ``."""
    paper = cv_paper_entry(_paper("published", Venue(short="NSDI'24", long="USENIX NSDI")), EN)
    latex, typst = layout.paper(paper, EN), TYPST.paper(paper, EN)
    assert latex.keys() == typst.keys()
    escaped_text(typst, Typ)  # a raw or a LaTeX string anywhere fails
    assert typst["title"] == typ("A & B")
    assert typst["authors"] == (
        "#strong[" + typ("Ada Lovelace*") + "]" + typ(", ") + typ("Charles Babbage*")
    ) + typ(" (* indicates equal contribution)")
    assert typst["initials"] == "#strong[" + typ("A. Lovelace*") + "]" + typ(" and ") + typ(
        "C. Babbage*"
    )


def test_a_link_that_may_not_be_one_links_nowhere_in_latex_and_is_left_out_in_typst() -> None:
    # as validation would refuse it: the escapers are the second wall
    links = PaperLinks.model_construct(
        code="https://example.org/code", slides="javascript:alert(1)"
    )
    paper = cv_paper_entry(cv_paper(links=links), EN)
    latex, typst = layout.extras_line(paper), TYPST.extras_line(paper)
    assert latex.startswith(r"\href{https://example.org/code}{Code}")
    assert typst.startswith('#link("https://example.org/code")[' + typ("Code") + "]")
    assert "javascript" not in str(latex) + str(typst)
    assert typst.count("#link(") == 1
