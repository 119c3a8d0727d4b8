"""A CV rendered before is built again without the models: the same PDF, the
same messages, and the ordinary build whenever the rendered CV is not enough."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline import prepared as prepared_module
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BuildResult
from cvgen.pipeline.plan import build_cv
from cvgen.pipeline.rendered import KIND, find_rendered
from cvgen.support import cache
from tests.conftest import ROOT, link_kinds

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles/zili-zhang.yaml"
OLD_ZILI = ROOT / "examples/zili-zhang-2023-07-25.yaml"
CVGEN = Path(sys.executable).parent / "cvgen"


def no_models(*args: object, **kwargs: object) -> None:
    pytest.fail("the CV was loaded and rendered again")


#: CVs no page budget cuts (a cut CV is not kept rendered): Zili's of 2023 is the shortest
FIRST = ((OLD_ZILI, "long"), (ZILI, "long-zh"), (ZILI, "long"))


@dataclass(frozen=True)
class FirstBuilds:
    """The first builds of :data:`FIRST`, made once for the module into a cache of
    their own."""

    cache: Path
    results: dict[tuple[Path, str], BuildResult]

    def lend(self) -> None:
        """The test's cache gets their rendered CVs (hard links: the cache
        replaces a file, never writes into one)."""
        folder = cache.cache_dir()
        assert folder is not None
        link_kinds(self.cache, folder, (KIND,))


@pytest.fixture(scope="module")
def first_builds(tmp_path_factory: pytest.TempPathFactory, _formats: Path) -> FirstBuilds:
    own = tmp_path_factory.mktemp("cache")
    link_kinds(_formats, own, ("formats",))
    out = tmp_path_factory.mktemp("first")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CVGEN_CACHE_DIR", str(own))
        results = {
            (profile, variant): build_cv(
                CvRequest(profile, variant=variant, date=DAY), BuildOptions(out_dir=out)
            )
            for profile, variant in FIRST
        }
    return FirstBuilds(own, results)


def test_a_forced_build_of_a_rendered_cv_gives_the_same_pdf(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, first_builds: FirstBuilds
) -> None:
    first = first_builds.results[ZILI, "long-zh"]
    key = BuildOptions().key(CvRequest(ZILI, variant="long-zh", date=DAY))
    assert key and find_rendered(key) is None  # the test's own cache: nothing yet
    first_builds.lend()
    assert find_rendered(key) is not None
    monkeypatch.setattr("cvgen.pipeline.engine.prepare", no_models)
    again = build_cv(
        CvRequest(ZILI, variant="long-zh", date=DAY),
        BuildOptions(out_dir=tmp_path / "b", force=True),
    )
    assert again.pdf.read_bytes() == first.pdf.read_bytes()
    assert (again.pages, again.warnings, again.cached) == (first.pages, first.warnings, False)
    assert again.warnings  # long-zh's untranslated fields, said again


def test_a_typst_cv_rendered_before_needs_only_typst(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--force of a Typst CV rendered before: the same PDF, pages and warnings
    without the models; a record whose font is gone, or is outside cvgen's
    font folders, is not used."""
    request = CvRequest(ZILI, variant="long-zh", date=DAY, engine="typst")
    first = build_cv(request, BuildOptions(out_dir=tmp_path / "a"))
    key = BuildOptions().key(request)
    assert key and (found := find_rendered(key)) is not None
    assert found.document.engine == "typst" and found.document.font_files
    with monkeypatch.context() as patched:
        patched.setattr("cvgen.pipeline.engine.prepare", no_models)
        again = build_cv(request, BuildOptions(out_dir=tmp_path / "b", force=True))
    assert again.pdf.read_bytes() == first.pdf.read_bytes()
    assert (again.pages, again.warnings) == (first.pages, first.warnings)
    record = json.loads(cache.read(KIND, f"{key}.json") or b"{}")
    elsewhere = tmp_path / "elsewhere.otf"  # a font, but in no folder cvgen takes fonts from
    elsewhere.write_bytes(Path(record["fonts"][0]).read_bytes())
    for font in (tmp_path / "gone.otf", elsewhere):
        cache.write(KIND, f"{key}.json", json.dumps({**record, "fonts": [str(font)]}).encode())
        assert find_rendered(key) is None


def test_over_its_budget_the_ordinary_build_runs(tmp_path: Path, first_builds: FirstBuilds) -> None:
    first_builds.lend()
    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=DAY))
    assert key
    record = json.loads(cache.read(KIND, f"{key}.json") or b"{}")
    cache.write(KIND, f"{key}.json", json.dumps({**record, "max_pages": 1}).encode())
    calls = []
    real = prepared_module.prepare

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    pytest.MonkeyPatch().setattr("cvgen.pipeline.engine.prepare", counted)
    try:
        again = build_cv(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path, force=True))
    finally:
        pytest.MonkeyPatch().undo()
    assert calls == [1] and again.pages == 2


def test_a_record_naming_a_class_that_is_gone_is_not_used(first_builds: FirstBuilds) -> None:
    first_builds.lend()
    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=DAY))
    assert key and find_rendered(key) is not None
    record = json.loads(cache.read(KIND, f"{key}.json") or b"{}")
    record["classes"] = ["0" * 64]  # a class no theme has (any more)
    cache.write(KIND, f"{key}.json", json.dumps(record).encode())
    assert find_rendered(key) is None
    record["classes"], record["stem"] = [], "../outside"
    cache.write(KIND, f"{key}.json", json.dumps(record).encode())
    assert find_rendered(key) is None


def test_the_command_imports_no_models_and_says_the_same(tmp_path: Path) -> None:
    command = [str(CVGEN), "build", str(ZILI), "--variant", "long-zh", "--date", "2024-10-10"]
    command += ["--out", str(tmp_path), "--force"]
    env = dict(os.environ, PYTHONPROFILEIMPORTTIME="1")
    runs = [subprocess.run(command, capture_output=True, text=True, env=env) for _ in range(2)]
    for run in runs:
        assert run.returncode == 0, run.stderr

    def said(run: subprocess.CompletedProcess[str]) -> tuple[str, list[str]]:
        warnings = [line for line in run.stderr.splitlines() if line.startswith("warning:")]
        return re.sub(r"\d+\.\d\d s", "T s", run.stdout), warnings

    assert said(runs[0]) == said(runs[1])
    imported = [re.findall(r"\|\s+(pydantic|jinja2|yaml)$", run.stderr, re.M) for run in runs]
    assert {"pydantic", "jinja2", "yaml"} <= set(imported[0])  # the first build loads and renders
    assert imported[1] == []  # nor PyYAML: the key's facts of the profile come from the cache
    fresh = subprocess.run(command[:-1], capture_output=True, text=True, env=env)  # no --force
    assert fresh.stdout.startswith("up to date ")
    assert (
        re.findall(r"\|\s+(pydantic|jinja2|yaml)$", fresh.stderr, re.M) == []
    )  # nor the up-to-date check


def test_a_batch_compiles_the_longest_first_and_tells_them_in_order(
    tmp_path: Path, first_builds: FirstBuilds
) -> None:
    from cvgen.pipeline.plan import Kind, plan, run
    from cvgen.tex.compile import ORDINARY, CompiledPdf, TexDocument

    targets = FIRST
    first_builds.lend()
    compiled: list[str] = []

    class Recording:
        def compile(
            self, document: TexDocument, *, keep: Path | None, timeout: float
        ) -> CompiledPdf:
            compiled.append(document.source)
            return ORDINARY.compile(document, keep=keep, timeout=timeout)

    told: list[object] = []
    options = BuildOptions(out_dir=tmp_path / "again", force=True)
    steps = plan([CvRequest(p, v, DAY) for p, v in targets], options)
    assert {s.kind for s in steps} == {Kind.RENDERED}
    run(steps, on_done=told.append, compiler=Recording())  # type: ignore[arg-type]
    assert [o.pdf.name for o in told if isinstance(o, BuildResult)] == [
        f"zili-zhang-{v}-2024-10-10.pdf" for v in ("2023-07-25-long", "long-zh", "long")
    ]
    assert "xeCJK" in compiled[0]  # the Chinese CV first, the short one of 2023 last
    assert len(compiled[1]) > len(compiled[2]) and "xeCJK" not in compiled[2]
