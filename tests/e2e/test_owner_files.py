"""Every paper of a researcher's own file accounted for, through the real commands.

``tests/bib/owners/`` holds files written for these tests in the manner of a
DBLP export with homonym numbers, a Google Scholar export with ``and others``
and ``$\\{$GPU$\\}$``, a NASA ADS export with ``{Surname}, A.`` names and a
misspelt owner, and a BibDesk file with ``\\S``, a master's thesis filed as
``@phdthesis`` and two entries that share a DOI (its README says more). For
each file, in an empty folder, a new user runs ``cvgen new NAME --from-bib
FILE``, ``cvgen validate`` and ``cvgen build``; in another, ``cvgen
import-bib FILE --profile FILE.yaml`` (the profile has the name only).

``<file>.facts`` says what must come out, one fact a line, as in
``tests/bib/corpus``: ``KIND: TEXT`` where KIND is what ``new``, ``import``,
``validate`` or ``build`` printed (stdout and stderr), the PDF's text
(``pdf``) or the database written (``db``), and ``not KIND: TEXT`` says
TEXT is not there. Each paper's title is a ``pdf:`` fact (or a ``not pdf:``
one, for a paper the CV rightly leaves out), so the facts count the papers.
"""

from __future__ import annotations

import shutil

import pytest

from tests.conftest import ROOT, campaign_beyond, pdf_text, squash
from tests.e2e.test_real_files import cvgen, facts

OWNERS = ROOT / "tests/bib/owners"
FILES = sorted(p.stem for p in OWNERS.glob("*.bib"))
KINDS = ("new", "import", "validate", "build", "pdf", "db")


def _name(stem: str) -> str:
    first = (OWNERS / f"{stem}.yaml").read_text(encoding="utf-8").splitlines()[0]
    return first.removeprefix("name: ").strip()


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    """Each file's outputs, by kind, made the first time a test asks for them."""
    return Outputs(tmp_path_factory)


class Outputs(dict[str, dict[str, str]]):
    """Outputs by file stem, each made when first asked for."""

    def __init__(self, tmp_path_factory: pytest.TempPathFactory) -> None:
        super().__init__()
        self.tmp_path_factory = tmp_path_factory

    def __missing__(self, stem: str) -> dict[str, str]:
        self[stem] = _outputs(stem, self.tmp_path_factory)
        return self[stem]


def _outputs(stem: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    name, bib = _name(stem), str(OWNERS / f"{stem}.bib")
    folder = tmp_path_factory.mktemp(stem)
    slug = name.lower().replace(" ", "-")
    made = cvgen(folder, "new", name, "--from-bib", bib)
    profile = f"profiles/{slug}.yaml"
    checked = cvgen(folder, "validate", profile)
    built = cvgen(folder, "build", profile, "--date", "2025-01-01", "--out", "out")
    text = squash(pdf_text(folder / f"out/{slug}-long-2025-01-01.pdf"))
    database = (folder / "profiles/publications.yaml").read_text(encoding="utf-8")
    other = tmp_path_factory.mktemp(f"{stem}-import")
    shutil.copy(OWNERS / f"{stem}.yaml", other / f"{slug}.yaml")
    report = cvgen(other, "import-bib", bib, "--profile", f"{slug}.yaml", "--db", "p.yaml")
    return {
        "new": squash(made),
        "validate": squash(checked),
        "build": squash(built),
        "pdf": text,
        "db": database,
        "import": squash(report),
    }


# make test: one owner's file (ADS's manner); the campaign: every one
@pytest.mark.parametrize("stem", campaign_beyond(FILES, "ads"))
def test_every_fact_of_the_owners_file_holds(stem: str, outputs: dict[str, dict[str, str]]) -> None:
    where = outputs[stem]
    wrong = [
        f"{kind}: {fact}"
        for kind, fact in facts(stem, OWNERS, KINDS)
        if (squash(fact) in where[kind.removeprefix("not ")]) == kind.startswith("not ")
    ]
    assert not wrong, (
        f"{stem}.bib: {len(wrong)} facts wrong:\n"
        + "\n".join(wrong)
        + "\n"
        + ("\n".join(f"--- {kind}:\n{text}" for kind, text in where.items()))
    )


def test_every_owners_file_has_facts_of_each_command() -> None:
    assert FILES, "no corpus"
    for stem in FILES:
        kinds = {kind.removeprefix("not ") for kind, _ in facts(stem, OWNERS, KINDS)}
        assert set(KINDS) <= kinds, stem
