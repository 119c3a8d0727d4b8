"""Shared fixtures. Tests that compile run real XeLaTeX: CI installs it (make test)."""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import functools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

from cvgen.cv.request import CvRequest
from cvgen.pipeline.options import BuildOptions

if TYPE_CHECKING:
    from cvgen.cv.merge import CvPaper
    from tests.browser import Browser

ROOT = Path(__file__).resolve().parent.parent
#: Seconds a test waits, at most, for what must happen (a process to start or
#: end, an event, a line of output): a bound that only catches a hang, never a
#: measure of speed, so the suite passes on a machine as busy as two runs side
#: by side (the nice-19 format maker, a loaded CI runner).
HANG = 600.0

# Never the user's ~/.cache: fixtures of a wider scope than a test (which set up
# before _run_in_repo gives each test its own cache) share this one.
SESSION_CACHE = Path(tempfile.mkdtemp(prefix="cvgen-test-cache-"))
os.environ["CVGEN_CACHE_DIR"] = str(SESSION_CACHE)
atexit.register(shutil.rmtree, SESSION_CACHE, True)
# Builds use cvgen's XeLaTeX format of each built-in theme, made once for the run
# (:func:`_formats`; a TeX run takes half the time with it), and never make one
# (``use``: each test's empty cache would have one made in the background, a
# second of TeX a test). tests/tex/test_texformat.py proves the PDFs are the same
# either way; the modules of OWN_CACHE build without a format (``off``), as a
# user's first build does, unless a test turns it on (or the module is one of
# WITH_FORMATS).
os.environ["CVGEN_TEX_FORMAT"] = "use"

settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.register_profile("dev", deadline=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


# The modules that take longest, slowest first (measured with --durations):
# ``make test`` runs pytest-xdist with ``--dist loadscope``, which hands each
# worker whole modules in the order collected (so a module's fixtures are
# made once) and is done when the last module is; long modules last would
# leave one worker alone with them at the end.
SLOWEST_FIRST = tuple(
    f"tests/{name}.py"
    for name in (
        # campaigns only (make test-campaigns)
        "security/test_interrupts", "test_wheel", "e2e/test_gallery",
        # make test
        "site/test_builder", "pipeline/test_watch", "e2e/test_header",
        "pipeline/test_engine", "scaffold/test_cirepo", "e2e/test_typst_engine",
        "publications/test_page_in_browser", "e2e/test_typst_parity",
        "e2e/test_locale_typography", "test_layoutcheck",
        "security/test_long_words", "render/html/test_webfonts", "e2e/test_papergroups",
        "tex/test_texformat", "render/html/test_document_in_browser",
        "e2e/test_locales", "e2e/test_senior_cvs", "cli/test_launch", "e2e/test_docs",
        "e2e/test_typst_features", "e2e/test_kill", "pipeline/test_rendered", "pipeline/test_early",
        "e2e/test_web_hostile", "test_browser", "e2e/test_bad_files",
        "publications/test_page_locale",
        "render/latex/test_theme_classic", "e2e/test_tampered_cache",
        "pipeline/test_freshness", "e2e/test_site_hostile", "e2e/test_themes",
        "tex/test_compile", "e2e/test_academic_sections", "pipeline/test_webpage",
        "security/test_cache", "pipeline/test_folderwatch", "tex/test_preview",
        "publications/test_page", "security/test_special_files", "pipeline/test_plan",
        "cv/test_fit", "security/test_fonts", "publications/test_formats", "cli/test_site",
        "cli/test_new", "test_dockerfile",
        "e2e/test_paper_kinds", "security/test_typst_themes", "diff/test_compare",
        "e2e/test_korean", "scaffold/test_starter", "e2e/test_hostile", "tex/test_glyphs",
        "render/test_outputs_agree", "e2e/test_gallery", "security/test_os_refusals",
        "e2e/test_property", "e2e/test_real_files", "tex/test_fonts", "security/test_links",
        "e2e/test_text_layer", "cli/test_build", "e2e/test_fuzz",
    )
)  # fmt: skip


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {module: place for place, module in enumerate(SLOWEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.partition("::")[0], len(rank)))


def campaign_beyond(cases: Iterable[Any], *kept: Any) -> list[Any]:
    """A matrix's cases for ``parametrize``: those in ``kept`` run in ``make
    test``, the others are marked ``campaign`` (``make test-campaigns``, which
    CI runs too): make test keeps a case of each code path, the campaign every
    combination."""
    cases = list(cases)
    assert all(case in cases for case in kept), kept
    return [
        case
        if case in kept
        else pytest.param(*(case if isinstance(case, tuple) else (case,)), marks=CAMPAIGN)
        for case in cases
    ]


CAMPAIGN = pytest.mark.campaign


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="rewrite tests/golden/* from the current output (review the diff!)",
    )


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


# The kinds of cvgen's cache that only save time and hold the same bytes for the
# same inputs, whoever made them: a web page's font subsets (a cold site build
# spends 9 of its 10 s of CPU making them, 0.2-0.8 s a face; most English pages
# share one character set, every ASCII letter in both cases). A test starts with
# those the run made so far (hard links: the cache replaces a file, never writes
# into one) and leaves its new ones for the next, and so does the session's
# cache (SESSION_CACHE), which the fixtures of a module or a session build in
# (they are set up before _run_in_repo gives the test its cache); the modules
# that look into the cache itself (OWN_CACHE) start with an empty one.
SHARED_KINDS = ("webfonts",)
OWN_CACHE = frozenset(
    f"tests/{name}.py"
    for name in (
        "cli/test_launch", "e2e/test_kill", "e2e/test_tampered_cache", "pipeline/test_doctor",
        "pipeline/test_early", "pipeline/test_engine", "pipeline/test_freshness",
        "pipeline/test_rendered", "render/html/test_webfonts", "security/test_cache",
        "security/test_interrupts", "security/test_processes", "security/test_special_files",
        "support/test_cache", "support/test_files", "test_dockerfile", "test_wheel",
        "tex/test_stamp", "tex/test_texformat",
    )
)  # fmt: skip
# Of those, the modules whose tests look at other kinds of the cache than the
# formats, and would only wait longer for TeX without one: their caches start
# with the run's formats (``use``), nothing else.
WITH_FORMATS = frozenset(
    f"tests/{name}.py"
    for name in (
        "e2e/test_kill", "pipeline/test_engine", "pipeline/test_freshness",
        "pipeline/test_rendered",
    )
)  # fmt: skip


@pytest.fixture(scope="session")
def _caches(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of the tests' own caches (one a test: :func:`_run_in_repo`)."""
    return tmp_path_factory.mktemp("caches", numbered=False)


@pytest.fixture(autouse=True)
def _run_in_repo(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path_factory: pytest.TempPathFactory,
    request: pytest.FixtureRequest,
    _formats: Path,
    _caches: Path,
) -> Iterator[None]:
    """Messages name files relative to the working directory: make it the repo.
    Each test gets a cache of its own (never the user's ~/.cache), empty but
    for the :data:`SHARED_KINDS` the run has made. (Made by tempfile, not by
    ``tmp_path_factory.mktemp``, which lists every folder of the run's
    temporary folder to number the next: thousands, by the end of a run.)"""
    monkeypatch.chdir(ROOT)
    cache = Path(tempfile.mkdtemp(prefix="cache-", dir=_caches))
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(cache))
    module = request.node.nodeid.partition("::")[0]
    if module in OWN_CACHE:
        if module in WITH_FORMATS:
            link_kinds(_formats, cache, ("formats",))
        else:
            monkeypatch.setenv("CVGEN_TEX_FORMAT", "off")
        yield
        return
    base = tmp_path_factory.getbasetemp()
    shared = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "shared-cache"
    link_kinds(shared, cache)
    link_kinds(_formats, cache, ("formats",))
    yield
    for made in (cache, SESSION_CACHE):
        link_kinds(made, shared)
    link_kinds(shared, SESSION_CACHE)  # for the next module's fixtures


@pytest.fixture(scope="session", autouse=True)
def _formats(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """cvgen's XeLaTeX format of every built-in theme, made once for the run
    into a cache of its own (:func:`built_once`), whose ``formats/`` each test's
    cache and the session's get (hard links: a format's record names its inode)."""
    cache = built_once(tmp_path_factory, "formats", _make_formats).parent
    link_kinds(cache, SESSION_CACHE, ("formats",))
    return cache


def _make_formats(folder: Path) -> Path:
    from cvgen.support.defaults import CLASS_FILE, THEMES_DIR
    from cvgen.support.resources import template_dir
    from cvgen.tex import xelatex
    from cvgen.tex.formatmaker import make_format
    from cvgen.tex.texformat import KIND, format_key

    engine = xelatex.find_tex_engine()
    assert engine, "XeLaTeX is missing: run make test"
    classes = sorted((template_dir() / THEMES_DIR).glob(f"*/{CLASS_FILE}"))
    with pytest.MonkeyPatch.context() as env, ThreadPoolExecutor(len(classes)) as pool:
        env.setenv("CVGEN_CACHE_DIR", str(folder))
        # side by side (each is TeX runs in a scratch folder of its own): the
        # other workers wait for them at the start of the run
        made = pool.map(lambda cls: make_format(cls, format_key(cls, engine)), classes)
        for cls, kept in zip(classes, list(made), strict=True):
            assert kept, f"no format for {cls}"
    return folder / KIND


def link_kinds(source: Path, target: Path, kinds: tuple[str, ...] = SHARED_KINDS) -> None:
    """Hard-link the files of ``kinds`` in the cache ``source`` that the cache
    ``target`` lacks into it (what cannot be linked is left). Every test does,
    both ways: the names ``target`` has are listed once, not tried one by one."""
    for kind in kinds:
        into = os.path.join(target, kind)
        with contextlib.suppress(OSError):
            if os.path.islink(source / kind) or os.path.islink(into):
                continue
            os.makedirs(into, exist_ok=True)
            has = set(os.listdir(into))
            for entry in os.scandir(source / kind):
                if entry.name in has or entry.name.startswith("."):
                    continue  # there already, or a file being written (.part)
                if entry.is_file(follow_symlinks=False):  # not what the cache writes
                    with contextlib.suppress(OSError):
                        os.link(entry.path, os.path.join(into, entry.name))


def built_once(
    tmp_path_factory: pytest.TempPathFactory, key: str, build: Callable[[Path], Path]
) -> Path:
    """What ``build(folder)`` makes in an empty folder (a file in it), made once
    for the whole run: the first pytest-xdist worker that asks builds it, the
    others wait for it and share it. ``key`` names the inputs (the same key,
    the same inputs: the files of the repository do not change during a run)."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # the run's own
    (shared / "built-once").mkdir(exist_ok=True)
    return _run_once(shared / "built-once", key, build)


def _run_once(shared: Path, key: str, build: Callable[[Path], Path]) -> Path:
    """:func:`built_once` in the folder ``shared``: ``shared/KEY/`` holds what
    was built, ``KEY.made`` names the file, ``KEY.lock`` lets one worker at a time in."""
    folder = shared / key
    with open(shared / f"{key}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        made = shared / f"{key}.made"
        if not made.exists():
            shutil.rmtree(folder, ignore_errors=True)  # a worker's half-built one
            folder.mkdir()
            made.write_text(build(folder).relative_to(folder).as_posix(), encoding="utf-8")
        return folder / made.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def zili_pdf(profile_pdf: Callable[..., Path]) -> Path:
    """Zili Zhang's 2024 CV, built once for the run through the real pipeline:
    his long CV at his profile's date, 2024-10-10 (``profile_pdf``'s, which
    other tests read as his own theme's or as ``awesome``'s: the same PDF)."""
    profile = "profiles/zili-zhang.yaml"
    assert "\ndate: 2024-10-10\n" in (ROOT / profile).read_text(encoding="utf-8")
    return profile_pdf(profile)


@pytest.fixture(scope="session")
def profile_pdf(tmp_path_factory: pytest.TempPathFactory) -> Callable[..., Path]:
    """The long PDF (or another variant's) of a bundled profile (a path
    relative to the repository), built through the real pipeline the first
    time a test of the run asks for it (:func:`built_once`), at the profile's
    own version date (today if it has none). Asked for in the theme the
    profile (or the variant) chooses itself, by its name or with none, it is
    one PDF (the same bytes: the same build)."""
    from cvgen.cv.workspace import Workspace
    from cvgen.pipeline.plan import build_cv

    built: dict[tuple[str, str | None, str], Path] = {}

    def build(profile: str, theme: str | None = None, variant: str = "long") -> Path:
        """``theme``: as ``--theme`` (None: the profile's own); ``variant``: as
        ``--variant`` (another than ``long`` is a PDF of its own)."""
        if (profile, theme, variant) not in built:
            request = CvRequest(ROOT / profile, variant, theme=theme)
            chosen = theme or Workspace().resolve(request).theme.name
            name = Path(profile).with_suffix("").as_posix().replace("/", "-")
            key = f"profile-{name}-{chosen}" + ("" if variant == "long" else f"-{variant}")

            def make(out: Path, request: CvRequest = request) -> Path:
                result = build_cv(request, BuildOptions(out_dir=out))
                (out / DROPPED).write_text("".join(f"{d}\n" for d in result.dropped), "utf-8")
                return result.pdf

            built[profile, theme, variant] = built_once(tmp_path_factory, key, make)
        return built[profile, theme, variant]

    return build


#: The file beside a :func:`profile_pdf` PDF that lists what its page budget
#: dropped (the build's ``dropped``), one entry a line
DROPPED = "dropped.txt"


def dropped_from(pdf: Path) -> tuple[str, ...]:
    """What the build of ``pdf``, a PDF of :func:`profile_pdf`, dropped to fit its
    page budget (:attr:`~cvgen.pipeline.outcome.BuildResult.dropped`)."""
    return tuple((pdf.parent / DROPPED).read_text(encoding="utf-8").splitlines())


def pdf_text(pdf: Path, mode: str = "-raw") -> str:
    """The PDF's text layer as pdftotext reads it: in drawing order (``-raw``,
    the default: pdftotext's own mode reorders columns and drops a lone '-' at
    a line end as a hyphen), by rows (``-layout``), with word boxes (``-bbox``),
    or in pdftotext's own order (``""``)."""
    assert shutil.which("pdftotext"), "pdftotext is missing: run make test (poppler-utils)"
    return subprocess.run(
        ["pdftotext", *([mode] if mode else []), "-enc", "UTF-8", str(pdf), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


#: The text extractors a reader's tools use, each in the mode that reads in
#: drawing order: pdftotext ``-raw``; pdfminer.six with lines as wide as the
#: page (its default reads a text flush left and a date flush right as two
#: columns); pypdf as it is.
EXTRACTORS = ("pdftotext", "pdfminer", "pypdf")


@functools.cache
def extracted_text(pdf: Path, extractor: str, ordered: bool = True) -> str:
    """``pdf``'s text as ``extractor`` reads it (:data:`EXTRACTORS`); with
    ``ordered=False``, in the extractor's default mode, which finds columns.
    A PDF :func:`built_once` is read once for the run, by the first worker
    that asks (pdfminer takes a second or two a CV)."""
    made = pdf.parent.parent / f"{pdf.parent.name}.made"
    if pdf.parent.parent.name != "built-once" or not made.exists():
        return _extract(pdf, extractor, ordered)
    key = f"{pdf.parent.name}.{extractor}.{'ordered' if ordered else 'default'}.txt"

    def extract(folder: Path) -> Path:
        text = folder / "text.txt"
        text.write_text(_extract(pdf, extractor, ordered), encoding="utf-8")
        return text

    return _run_once(pdf.parent.parent, key, extract).read_text(encoding="utf-8")


def _extract(pdf: Path, extractor: str, ordered: bool) -> str:
    if extractor == "pdftotext":
        return pdf_text(pdf, "-raw" if ordered else "")
    if extractor == "pdfminer":
        from pdfminer.high_level import extract_text
        from pdfminer.layout import LAParams

        return extract_text(pdf, laparams=LAParams(char_margin=200) if ordered else None)
    assert extractor == "pypdf" and ordered, extractor
    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(pdf).pages)


def jsonresume_schema() -> dict[str, Any]:
    """The JSON Resume schema (npm's @jsonresume/schema), which make test puts
    in the virtualenv: it is another project's file, so not kept in ours."""
    import json
    import sys

    path = Path(sys.prefix) / "share/jsonresume-schema/schema.json"
    assert path.is_file(), f"{path} is missing: run make test (it fetches it with npm pack)"
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return schema


def squash(text: str) -> str:
    """Whitespace folded to single spaces, for comparing text across line breaks."""
    return " ".join(text.split())


def drawn_words(pdf: Path) -> list[tuple[str, tuple[float, ...]]]:
    """Every piece of text on every page with the fill colour it is drawn in
    (RGB 0-1, rounded; grey as one value), as pypdf walks the content streams."""
    from pypdf import PdfReader

    words: list[tuple[str, tuple[float, ...]]] = []
    fill: list[tuple[float, ...]] = [(0.0,)]

    def operator(op: bytes, args: list[object], cm: object, tm: object) -> None:
        # XeLaTeX's rg and g; Typst's scn in its RGB or grey colour space
        numbers = all(isinstance(a, (int, float)) for a in args)
        if op in (b"rg", b"g") or (op in (b"scn", b"sc") and numbers and len(args) in (1, 3)):
            fill[0] = tuple(round(float(a), 3) for a in args)  # type: ignore[arg-type]

    def text(value: str, cm: object, tm: object, font: object, size: object) -> None:
        words.extend((word, fill[0]) for word in value.split())

    for page in PdfReader(pdf).pages:
        page.extract_text(visitor_operand_before=operator, visitor_text=text)
    return words


def cvgen_in_process(
    *args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``cvgen ARGS`` run in this process by click's CliRunner, as a subprocess
    would end (exit status, stdout, stderr): for a test about what a command
    does, not about the process (a new one costs 0.3-1 s of imports). ``env``:
    variables set for the command (the rest as they are). An exception the
    command lets through reaches stderr as a traceback with status 1, as Python
    prints it, so a test that asserts there is none still can fail."""
    import traceback

    from click.testing import CliRunner

    from cvgen.cli.main import main

    argv = [str(arg) for arg in args]
    with contextlib.chdir(cwd or Path.cwd()):
        result = CliRunner().invoke(main, argv, env=env, prog_name="cvgen")
    stderr, status = result.stderr, result.exit_code
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        stderr += "".join(traceback.format_exception(result.exception))
        status = 1
    return subprocess.CompletedProcess(["cvgen", *argv], status, result.stdout, stderr)


def git(repo: Path, *args: str) -> None:
    """Run git in ``repo`` for a test's temporary repository (a fixed identity,
    no signing, whatever the machine's configuration)."""
    identity = ["-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    subprocess.run(
        ["git", *identity, "-c", "commit.gpgsign=false", *args],
        cwd=repo,
        check=True,
        capture_output=True,
    )


def cv_paper(**fields: Any) -> CvPaper:
    """A paper on Ada Lovelace's CV, as merged: ``fields`` override the view's
    defaults; Ada is the owner, and ``equal_contribution``, ``corresponding``,
    ``students`` and ``presenters`` mark the authors."""
    from cvgen.cv.merge import Author, CvPaper
    from cvgen.model import Marks
    from cvgen.model.pubdb import PaperView

    values: dict[str, Any] = {
        "key": "k",
        "title": "A paper",
        "authors": ("Ada Lovelace", "Charles Babbage"),
        "equal_contribution": frozenset(),
        "venue": None,
        "status": "published",
        "year": 2024,
        "month": None,
        "location": "",
        "doi": "",
        "url": "",
        "abstract": "",
        "former_titles": (),
    }
    view = PaperView(**{**values, **fields})
    authors = tuple(
        Author(
            n,
            owner=n == "Ada Lovelace",
            equal=n in view.equal_contribution,
            corresponding=n in view.corresponding,
            student=n in view.students,
            presenter=n in view.presenters,
        )
        for n in view.authors
    )
    return CvPaper(view, authors, Marks())


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """One headless Chromium for the session (tests/browser.py): a test opens its pages
    with ``browser.open(path, width=...)``. It fails, never skips, without Chromium."""
    from tests.browser import Browser

    with Browser.start() as started:
        yield started


#: A senior academic's profile with grants, talks, supervision and service, and
#: its small publication database (papers with her students among the authors)
ACADEMIC = ROOT / "tests/e2e/academic/profiles/ada-quill.yaml"
ACADEMIC_DAY_ISO = "2024-10-10"


def academic_selection(variant: str = "long", locale: str | None = None) -> Any:
    """:data:`ACADEMIC` resolved as an export or a diff resolves it (no theme),
    dated :data:`ACADEMIC_DAY_ISO`: a :class:`~cvgen.cv.workspace.Selection`."""
    from cvgen.cv.workspace import Workspace
    from cvgen.model.dates import PartialDate

    day = PartialDate.parse(ACADEMIC_DAY_ISO)
    request = CvRequest(ACADEMIC, variant, date=day, locale=locale)
    return Workspace().resolve(request, typeset=False)


@pytest.fixture
def fonts_not_embedded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test of a web page's markup or files, which reads none of its fonts:
    the pages it makes have no ``@font-face`` rules. Subsetting takes 0.1-0.8 s
    of CPU a face, seven faces a page, and a page of characters no page had
    before (a test's own database, a locale's words) needs new subsets. The
    fonts themselves are tested in tests/render/html/test_webfonts.py, their
    embedding in the pages' own tests and in the browser (fonts_loaded, overflow)."""
    from cvgen.render.html import document

    monkeypatch.setattr(document, "font_face_css", lambda fonts, text: "")
