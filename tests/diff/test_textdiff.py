import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from cvgen.diff.match import Change, FieldChange
from cvgen.diff.textdiff import diff_text, heading_key
from cvgen.diff.versions import pdf_text
from tests.conftest import pdf_text as text_layer

CV = """\
Ada Lovelace
ada@example.org

Education
BSc Mathematics, University of London, 1835
MSc Analysis, University of London, 1837

Publications
Notes on the Analytical Engine. Taylor's Scientific Memoirs, 1843.
On Bernoulli numbers. Journal of Engines, 1844.

Skills
Mathematics, translation
"""


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("Education", "education"),
        ("EDUCATION", "education"),
        ("Work Experience:", "work experience"),
        ("  Honors   &  Awards ", "honors and awards"),
        ("E D U C A T I O N", "education"),
        ("W O R K E X P E R I E N C E", "work experience"),
        ("— Selected Publications —", "selected publications"),
        ("2 Invited Talks", "invited talks"),
        ("Education at the University of London", None),
        ("Mathematics, translation", None),
        ("Skills: Python, C", None),
    ],
)
def test_heading_key(line: str, key: str | None) -> None:
    assert heading_key(line) == key


def _sections(text: str) -> list[tuple[str, list[str]]]:
    """(heading as written, lines) per section of ``text``: all of it is new
    when compared with nothing."""
    return [(s.title, [c.label for c in s.changes]) for s in diff_text("", text).sections]


def test_the_preamble_is_the_header_and_headings_keep_their_spelling() -> None:
    text = "Ada  Lovelace\n\nEDUCATION:\nBSc, 1835\nS K I L L S\nMaths\n"
    assert _sections(text) == [
        ("Header", ["Ada Lovelace"]),
        ("EDUCATION:", ["BSc, 1835"]),
        ("S K I L L S", ["Maths"]),
    ]


def test_a_repeated_heading_continues_its_section() -> None:
    text = "Publications\nPaper A\n\f2\nPublications\nPaper B\nTalks\nTalk A\n"
    assert _sections(text) == [("Publications", ["Paper A", "Paper B"]), ("Talks", ["Talk A"])]


def test_page_numbers_are_ignored() -> None:
    text = "Skills\nMaths\n1\n\fPage 2 of 3\n- 3 -\n2/3\nEnglish\n"
    assert _sections(text) == [("Skills", ["Maths", "English"])]
    assert diff_text(text, "Skills\nMaths\nEnglish\n4\n").identical


def test_reordering_is_not_a_change() -> None:
    lines = CV.splitlines()
    reordered = "\n".join([*lines[:4], lines[5], lines[4], *lines[6:]])
    assert reordered != CV
    diff = diff_text(CV, reordered)
    assert diff.identical
    assert diff.sections == ()
    assert len(diff.notes) == 1


def test_added_line() -> None:
    new = CV.replace("Mathematics, translation", "Mathematics, translation\nFrench, Italian")
    diff = diff_text(CV, new)
    assert [(s.name, s.title) for s in diff.sections] == [("skills", "Skills")]
    assert diff.sections[0].changes == (Change("added", "French, Italian"),)


def test_removed_line() -> None:
    new = CV.replace("On Bernoulli numbers. Journal of Engines, 1844.\n", "")
    diff = diff_text(CV, new)
    section = diff.section("publications")
    assert section is not None
    assert section.changes == (
        Change("removed", "On Bernoulli numbers. Journal of Engines, 1844."),
    )
    assert diff.counts() == {"added": 0, "removed": 1, "changed": 0}


def test_small_edit_is_one_change_with_old_and_new() -> None:
    new = CV.replace("MSc Analysis, University of London, 1837", "MSc Analysis, UCL, 1838")
    new = new.replace("Mathematics, translation", "Mathematics, translations")
    diff = diff_text(CV, new)
    assert diff.counts() == {"added": 1, "removed": 1, "changed": 1}
    skills = diff.section("skills")
    assert skills is not None
    assert skills.changes == (
        Change(
            "changed",
            "Mathematics, translations",
            fields=(FieldChange("text", "Mathematics, translation", "Mathematics, translations"),),
        ),
    )
    # Too different to be an edit: a removal and an addition.
    education = diff.section("education")
    assert education is not None
    assert [c.kind for c in education.changes] == ["added", "removed"]


def test_similar_lines_pair_best_first() -> None:
    old = "Talks\nTalk on engines, Paris 2020\nTalk on engines, Rome 2021\n"
    new = "Talks\nTalk on engines, Rome 2022\nTalk on engines, Paris 2023\n"
    changes = diff_text(old, new).sections[0].changes
    assert [(c.fields[0].old, c.fields[0].new) for c in changes] == [
        ("Talk on engines, Rome 2021", "Talk on engines, Rome 2022"),
        ("Talk on engines, Paris 2020", "Talk on engines, Paris 2023"),
    ]


def test_section_in_one_version_only() -> None:
    new = CV + "Honours and Awards\nRoyal Medal, 1840\n"
    diff = diff_text(new, CV.replace("Ada Lovelace", "Augusta Ada King"))
    assert [(s.name, s.title) for s in diff.sections] == [
        ("header", "Header"),
        ("honours and awards", "Honours and Awards"),
    ]
    assert diff.sections[0].changes == (
        Change("added", "Augusta Ada King"),
        Change("removed", "Ada Lovelace"),
    )
    assert diff.sections[1].changes == (Change("removed", "Royal Medal, 1840"),)
    assert all(c.old_index is None and c.new_index is None for c in diff.sections[0].changes)


LATEX = r"""\documentclass{article}
\begin{document}
\noindent Ada Lovelace\\ ada@example.org
\section*{Education}
\noindent BSc Mathematics, University of London, 1835\\
MSc Analysis, University of London, 1837
\section*{Publications}
\noindent %s
\section*{Skills}
\noindent Mathematics, translation
\end{document}
"""
PAPER_A = "Notes on the Analytical Engine, 1843."
PAPER_B = "On Bernoulli numbers, 1844."
PAPER_C = "A sketch of a calculating machine, 1845."


def _pdf_text(directory: Path, publications: list[str]) -> str:
    directory.mkdir()
    (directory / "cv.tex").write_text(LATEX % "\\\\\n".join(publications), encoding="utf-8")
    subprocess.run(
        ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", "cv.tex"],
        cwd=directory,
        check=True,
        capture_output=True,
    )
    return text_layer(directory / "cv.pdf", "")  # pdftotext's own order


def test_diff_of_real_pdfs_reports_only_the_added_line(tmp_path: Path) -> None:
    old = _pdf_text(tmp_path / "old", [PAPER_A, PAPER_B])
    new = _pdf_text(tmp_path / "new", [PAPER_B, PAPER_A, PAPER_C])
    assert [heading for heading, _ in _sections(new)] == [
        "Header",
        "Education",
        "Publications",
        "Skills",
    ]
    diff = diff_text(old, new)
    assert [s.name for s in diff.sections] == ["publications"]
    assert diff.sections[0].changes == (Change("added", PAPER_C),)


def test_a_right_aligned_date_read_as_its_own_line_joins_its_entry() -> None:
    rest = "Best Paper Award, NSDI\nSep. 2019 - Jun. 2023\n"
    old = f"Honors\nThird Prize, Programming Contest\n2021\n{rest}"
    new = f"Honors\nThird Prize, Programming Contest\n2020\n{rest}"
    (section,) = diff_text(old, new).sections
    assert section.changes == (
        Change(
            "changed",
            "Third Prize, Programming Contest 2020",
            fields=(
                FieldChange(
                    "text",
                    "Third Prize, Programming Contest 2021",
                    "Third Prize, Programming Contest 2020",
                ),
            ),
        ),
    )


def test_page_furniture_repeated_on_every_page_is_not_a_change() -> None:
    def pdf(footer: str, extra: str = "") -> str:
        pages = [
            f"Ada Lovelace\nEducation\nBSc Mathematics\n{footer} · page 1\nAda Lovelace · CV\n",
            f"Talks\nOn Engines\n{extra}{footer} · page 2\nAda Lovelace · CV\n",
        ]
        return "\f".join(pages)

    diff = diff_text(pdf("July 25, 2023"), pdf("October 10, 2024", "On Numbers\n"))
    assert [(s.name, [(c.kind, c.label) for c in s.changes]) for s in diff.sections] == [
        ("talks", [("added", "On Numbers")])
    ]
    # a one-page CV has no furniture to tell apart: its lines all count
    assert not diff_text("Skills\nMaths\nfooter\n", "Skills\nMaths\nfooter 2\n").identical


LAYOUT_OLD = """\
Experience
Moqi                                                   Beijing, China
Research Intern of Retrieval                      Oct. 2021 - Feb. 2023
  • Optimization for Faiss runtime

ByteDance Inc.                                         Beijing, China
Research Intern of DL Compiler                    Jun. 2021 - Sep. 2021
  • Optimization for TVM compiler runtime
Honors
2021          Third Prize, Contest                           Peking University
2022          Best Paper Award                               NSDI
"""


def test_layout_text_is_compared_entry_by_entry() -> None:
    new = LAYOUT_OLD.replace("Retrieval   ", "Vector DB   ").replace(
        "2021          Third", "2020          Third"
    )
    new = new.replace(
        "Experience\n", "Experience\nStepFun        Shanghai\nIntern     Apr. 2024 - Present\n\n"
    )
    diff = diff_text(LAYOUT_OLD, new)
    assert diff.counts() == {"added": 1, "removed": 0, "changed": 2}
    experience, honors = diff.sections
    assert experience.changes == (
        Change(
            "added",
            "StepFun",
            "Shanghai",
            content=(("text", "Intern · Apr. 2024 - Present"),),
        ),
        Change(
            "changed",
            "Moqi",
            "Beijing, China",
            fields=(
                FieldChange(
                    "text",
                    "Research Intern of Retrieval · Oct. 2021 - Feb. 2023",
                    "Research Intern of Vector DB · Oct. 2021 - Feb. 2023",
                ),
            ),
        ),
    )
    # a table row is an entry of its own, named by its text rather than its year
    (change,) = honors.changes
    assert (change.kind, change.label, change.detail) == (
        "changed",
        "Third Prize, Contest",
        "Peking University, 2020",
    )


def test_entries_with_the_same_name_pair_in_order_and_identical_entries_cancel() -> None:
    entry = "Peking U     Beijing\n{}     {}\n"
    old = "Education\n" + entry.format("Ph.D.", "2023 - 2028") + "\n" + entry.format("B.S.", "2019")
    new = old.replace("B.S.", "B.E.")
    (section,) = diff_text(old, new).sections
    assert [(c.kind, c.label, c.fields) for c in section.changes] == [
        ("changed", "Peking U", (FieldChange("text", "B.S. · 2019", "B.E. · 2019"),))
    ]


def test_zili_pdfs_without_cvgen_data_diff_by_entry(
    tmp_path: Path, profile_pdf: Callable[[str], Path]
) -> None:
    """Zili's two real CVs, stripped of cvgen's data: the new StepFun position is
    one added entry and Moqi's renamed role one changed entry (the line diff
    reported 46 added, 7 removed, 4 changed)."""
    from pypdf import PdfReader, PdfWriter

    def plain(profile: str) -> str:
        writer = PdfWriter()
        for page in PdfReader(profile_pdf(profile)).pages:
            writer.add_page(page)
        target = tmp_path / f"{len(list(tmp_path.iterdir()))}.pdf"
        writer.write(target)
        return pdf_text(target.read_bytes())

    diff = diff_text(
        plain("examples/zili-zhang-2023-07-25.yaml"), plain("profiles/zili-zhang.yaml")
    )
    experience = diff.section("experience")
    assert experience is not None
    assert [(c.kind, c.label) for c in experience.changes] == [
        ("added", "StepFun"),
        ("added", "Alibaba"),
        ("changed", "Moqi"),
    ]
    moqi = experience.changes[2]
    assert [(f.old, f.new) for f in moqi.fields] == [
        (
            "Research Intern of Information Retrieval System · Oct. 2021 - Feb. 2023",
            "Research Intern of Vector Database · Oct. 2021 - Feb. 2023",
        )
    ]
    # the page footer (its date differs) and each publication are no change
    assert diff.section("publications") is not None
    assert all(c.kind == "added" for c in diff.section("publications").changes)  # type: ignore[union-attr]
    # rows read in order since the text layer work (issue 32): no honour or skill row
    # comes apart, so only real changes are left (13 added, 1 removed, 11 changed before)
    assert diff.counts() == {"added": 9, "removed": 0, "changed": 5}


def test_an_entry_whose_lines_only_moved_is_no_change() -> None:
    old = "Talks\nOn Engines     Paris\n  • slides\n  • video\n"
    assert diff_text(old, old.replace("slides\n  • video", "video\n  • slides")).identical
