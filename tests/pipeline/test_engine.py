"""The whole pipeline, for real: XeLaTeX, the fonts, pypdf and pdftotext."""

import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.errors import TexError
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.latex import render as build_module
from cvgen.sources import loader
from cvgen.tex.compile import TexDocument
from cvgen.tex.stamp import ATTACHMENT_NAME
from tests.conftest import (
    HANG,
    ROOT,
    campaign_beyond,
    drawn_words,
    link_kinds,
    pdf_text,
    squash,
)

SEED_SECTIONS = [
    "Education",
    "Experience",
    "Teaching Experience",
    "Publications",
    "Honors & Awards",
    "Skills & Interests",
]


def test_file_is_named_for_profile_variant_and_date(zili_pdf: Path) -> None:
    assert zili_pdf.name == "zili-zhang-long-2024-10-10.pdf"


def test_text_shows_stamp_sections_and_facts(zili_pdf: Path) -> None:
    text = squash(pdf_text(zili_pdf))
    assert "October 10, 2024" in text
    assert "Zili Zhang · Curriculum Vitae" in text
    for section in SEED_SECTIONS:
        assert section in text
    for fact in [
        "Ph.D. Student · Peking University",
        "StepFun",
        "Research Intern of LLM Training",
        "Overall GPA: 3.71/4.0 (top 9%)",
        "Presidential Scholarship of Peking University (4/200)",
        "Jolteon: Unleashing the Promise of Serverless for Serverless Workflows",
        "Bingyang Wu*, Yinmin Zhong*, Zili Zhang*",
        "(* indicates equal contribution)",
        "Sep. 2023 - Present",
    ]:
        assert fact in text


def test_every_part_is_drawn_in_its_own_colour(zili_pdf: Path) -> None:
    """A colour set inside a group ends with the group, not a word later (the
    XeTeX space-shaping mode 2 let it leak: issuers came out black)."""
    words = drawn_words(zili_pdf)
    light, text = (0.6, 0.6, 0.6), (0.2, 0.2, 0.2)
    issuer = [
        c for i, (w, c) in enumerate(words) if w == "Ceremony" and words[i - 1][0] == "Graduation"
    ]
    assert issuer and set(issuer) == {light}
    after_link = [c for w, c in words if w in ("Climbing,", "Traveling,")]
    assert after_link == [text, text]
    assert (0.0,) not in {c for _, c in words}  # nothing falls back to black


def test_metadata_is_stamped(zili_pdf: Path) -> None:
    reader = PdfReader(zili_pdf)
    meta = reader.metadata
    assert meta is not None
    assert meta.title == "Zili Zhang - Curriculum Vitae"
    assert meta.author == "Zili Zhang"
    assert meta["/CreationDate"] == "D:20241010000000Z"
    assert meta["/ModDate"] == "D:20241010000000Z"
    assert meta["/CvgenVersionDate"] == "2024-10-10"
    assert len(meta["/CvgenInputHash"]) == 64
    assert 1 <= len(reader.pages) <= 3


def test_resolved_cv_is_embedded(zili_pdf: Path) -> None:
    reader = PdfReader(zili_pdf)
    data = json.loads(reader.attachments[ATTACHMENT_NAME][0])
    assert data["profile"]["name"] == "Zili Zhang"
    assert data["date"] == "2024-10-10"
    assert any(p["key"].startswith("jolteon") for p in data["papers"])


def test_same_inputs_and_date_give_the_same_bytes(zili_pdf: Path, tmp_path: Path) -> None:
    again = build_cv(
        CvRequest(Path("profiles/zili-zhang.yaml"), date=PartialDate(2024, 10, 10)),
        BuildOptions(out_dir=tmp_path),
    )
    assert again.pdf.read_bytes() == zili_pdf.read_bytes()


def test_failed_build_leaves_the_previous_pdf(
    zili_pdf: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    previous = tmp_path / zili_pdf.name
    previous.write_bytes(zili_pdf.read_bytes())

    def broken(*args: object) -> TexDocument:
        return TexDocument("\\documentclass{article}\\begin{document}\\nosuchmacro\n", ())

    monkeypatch.setattr(build_module, "render_tex", broken)
    with pytest.raises(TexError) as info:
        build_cv(
            CvRequest(Path("profiles/zili-zhang.yaml"), date=PartialDate(2024, 10, 10)),
            BuildOptions(out_dir=tmp_path),
        )
    assert "Undefined control sequence" in info.value.message
    assert "cvgen-last-error.log" in info.value.message
    assert previous.read_bytes() == zili_pdf.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "cvgen-last-error.log",
        zili_pdf.name,
    ]


def test_page_count_matches_pdftotext(zili_pdf: Path) -> None:
    pages = len(PdfReader(io.BytesIO(zili_pdf.read_bytes())).pages)
    assert pdf_text(zili_pdf).count("\f") == pages


def test_unchanged_rebuild_skips_tex_and_force_does_not(
    zili_pdf: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cvgen.tex.compile

    target = tmp_path / zili_pdf.name
    target.write_bytes(zili_pdf.read_bytes())
    calls: list[int] = []
    real = cvgen.tex.compile.compile_pdf

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cvgen.tex.compile, "compile_pdf", counting)
    request = CvRequest(Path("profiles/zili-zhang.yaml"), date=PartialDate(2024, 10, 10))
    cached = build_cv(request, BuildOptions(out_dir=tmp_path))
    assert cached.cached and calls == []
    forced = build_cv(request, BuildOptions(out_dir=tmp_path, force=True))
    assert not forced.cached and calls == [1]
    assert target.read_bytes() == zili_pdf.read_bytes()


def test_a_changed_input_is_rebuilt(zili_pdf: Path, tmp_path: Path) -> None:
    profile = tmp_path / "zili-zhang.yaml"
    profile.write_text(
        Path("profiles/zili-zhang.yaml").read_text().replace("Climbing", "Bouldering")
    )
    (tmp_path / zili_pdf.name).write_bytes(zili_pdf.read_bytes())
    result = build_cv(
        CvRequest(profile, date=PartialDate(2024, 10, 10)), BuildOptions(out_dir=tmp_path)
    )
    assert not result.cached
    assert "Bouldering" in squash(pdf_text(result.pdf))


BUNDLED = ["profiles/yinmin-zhong.yaml", "profiles/zhisheng-ye.yaml", "profiles/zili-zhang.yaml"]


@dataclass(frozen=True)
class Batch:
    built: int  # PDFs
    validated: Counter[str]  # documents validated, by model
    indexes: int  # author indexes built


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory, _formats: Path) -> Batch:
    """``cvgen build --variant all --jobs 2`` of the bundled profiles, counting
    what the loader validates and how often the author index is built (with the
    suite's XeLaTeX formats: conftest.py). Zili's own Chinese variants left out
    (two more PDFs of the same files, whose CJK fonts take XeLaTeX 2-3 times as
    long: tests/e2e/test_locales.py builds all of Zili's variants)."""
    group = tmp_path_factory.mktemp("group")
    shutil.copytree(ROOT / "profiles", group / "profiles")
    zili = group / "profiles/zili-zhang.yaml"
    text = zili.read_text(encoding="utf-8")
    assert text.count("\nvariants:\n") == 1 and "long-zh" in text.partition("\nvariants:\n")[2]
    zili.write_text(text.partition("\nvariants:\n")[0] + "\n", encoding="utf-8")
    # the short CVs a page of education each, not a page budget's search of 7-8
    # TeX runs each (test_short_fits_two_pages_and_is_a_subset_of_long reads the
    # real ones), and the teaching CVs education and teaching, within their
    # budget at the first TeX run (a search of what to drop: tests/cv/test_fit.py)
    variants = group / "profiles/variants.yaml"
    sections = "sections: [education, teaching, experience, publications, honors, skills]"
    assert variants.read_text(encoding="utf-8").count(sections) == 1
    variants.write_text(
        variants.read_text(encoding="utf-8").replace(sections, "sections: [education, teaching]")
        + "  short: {sections: [education]}\n",
        encoding="utf-8",
    )
    out = tmp_path_factory.mktemp("variants")
    validated: list[str] = []  # list.append: safe from the batch's threads
    indexes: list[int] = []
    real_validate, real_index = loader.validate_document, loader.author_index

    def validate(model: Any, document: Any) -> Any:
        validated.append(model.__name__)
        return real_validate(model, document)

    def index(papers: Any) -> Any:
        indexes.append(len(papers))
        return real_index(papers)

    with pytest.MonkeyPatch.context() as patch:
        # a cache of its own: a rendered CV that another test kept would be built
        # without loading its profile, and the count would depend on the order
        own = tmp_path_factory.mktemp("cache")
        link_kinds(_formats, own, ("formats",))
        patch.setenv("CVGEN_CACHE_DIR", str(own))
        patch.setattr(loader, "validate_document", validate)
        patch.setattr(loader, "author_index", index)
        patch.chdir(group)
        args = ["build", "--variant", "all", "--jobs", "2", "--force", "--out", str(out)]
        result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    built = result.stdout.count("built ")
    assert len(list(out.glob("*.pdf"))) == built
    return Batch(built, Counter(validated), len(indexes))


def test_a_batch_loads_each_file_once_however_many_pdfs(batch: Batch) -> None:
    assert batch.built == 9  # three profiles, three variants each (variants.yaml's teaching)
    assert batch.validated == {"PublicationDatabase": 1, "VariantFile": 1, "Profile": 3}
    assert batch.indexes == 1


# the run's short and long CVs of the bundled profiles (test_layoutcheck.py and
# others read them too); make test keeps Zili's, the campaign the others'
@pytest.mark.parametrize("profile", campaign_beyond(BUNDLED, "profiles/zili-zhang.yaml"))
def test_short_fits_two_pages_and_is_a_subset_of_long(
    profile: str, profile_pdf: Callable[..., Path]
) -> None:
    short, long = profile_pdf(profile, variant="short"), profile_pdf(profile)
    assert len(PdfReader(short).pages) <= 2
    long_text = squash(pdf_text(long))
    footer = re.compile(r"· Curriculum Vitae \d+$")
    lines = [squash(line) for line in pdf_text(short).splitlines() if line.strip()]
    long_words = set(re.findall(r"[\w.'-]+", long_text))

    def in_long(line: str) -> bool:
        # classic sets an entry without bullets on one line ("Role, Place ... Dates"): the
        # short CV's entries, their bullets left out, are then one line each where the
        # long CV has two; every word of theirs is in the long CV
        return line in long_text or set(re.findall(r"[\w.'-]+", line)) <= long_words

    missing = [line for line in lines if not footer.search(line) and not in_long(line)]
    assert not missing, f"in the short CV but not in the long one: {missing}"
    assert len(squash(pdf_text(short))) < len(long_text)  # and it is shorter


def _cvgen(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    """The installed command in its own process group, as a terminal runs it."""
    command = [str(Path(sys.executable).parent / "cvgen"), *args]
    return subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        # a suite started as a background job ignores SIGINT, and so would cvgen;
        # a terminal's foreground command does not
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


@pytest.mark.parametrize(
    ("extra", "running"),
    [
        ([], "cvgen-warm-*/cv.log"),  # one CV: XeLaTeX started early, Python still loading
        (["--variant", "all"], "cvgen-[!w]*/cv.log"),  # a batch: an ordinary XeLaTeX run
    ],
    ids=["early-tex", "batch"],
)
def test_ctrl_c_during_tex_leaves_the_previous_pdf(
    zili_pdf: Path, tmp_path: Path, extra: list[str], running: str
) -> None:
    previous = tmp_path / zili_pdf.name
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch)}
    args = ["build", "profiles/zili-zhang.yaml", "--out", str(tmp_path), "--force", *extra]
    for _ in range(20):
        previous.write_bytes(b"%PDF-1.5 the previous build")
        process = _cvgen(*args, env=env)
        deadline = time.monotonic() + HANG  # for the command to reach XeLaTeX
        while not list(scratch.glob(running)):  # XeLaTeX is running
            assert process.poll() is None and time.monotonic() < deadline, process.communicate()
            time.sleep(0.01)
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C does: the whole foreground group
        _, stderr = process.communicate(timeout=HANG)
        # status 0: the build was done before the Ctrl-C reached it (this test was
        # not given the CPU in time on a busy machine), and so it should be: again
        if process.returncode != 0:
            break
        assert previous.read_bytes() == zili_pdf.read_bytes(), stderr
    assert process.returncode == 130
    assert "interrupted: no PDF was half-written" in stderr
    assert "Traceback" not in stderr
    assert previous.read_bytes() == b"%PDF-1.5 the previous build"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([previous.name, "scratch"])
    assert list(scratch.iterdir()) == []  # the scratch folders are gone too


def test_two_builds_into_one_folder_at_once(zili_pdf: Path, tmp_path: Path) -> None:
    args = ("build", "profiles/zili-zhang.yaml", "--out", str(tmp_path), "--force")
    first, second = _cvgen(*args), _cvgen(*args)
    for process in (first, second):
        _, stderr = process.communicate(timeout=HANG)
        assert process.returncode == 0, stderr
    assert [p.name for p in tmp_path.iterdir()] == [zili_pdf.name]
    assert (tmp_path / zili_pdf.name).read_bytes() == zili_pdf.read_bytes()
