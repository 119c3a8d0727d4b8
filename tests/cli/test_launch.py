"""The launcher starts XeLaTeX before the CLI loads, only for a one-CV build,
and never leaves a run or its scratch folder behind."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cvgen import __version__
from cvgen.cli import NO_PDF_HALF_WRITTEN, launch
from cvgen.cli.launch import (
    VALUE_OPTIONS,
    one_cv_build,
    one_pdf_build,
    start_typst,
    tex_timeout,
    typst_build,
)
from cvgen.cli.main import main
from cvgen.pipeline import early
from cvgen.pipeline.early import EarlyCompiler, EarlyRun
from cvgen.render.latex.document import BODY_MARKER, DEFAULT_CLASS, standard_preamble
from cvgen.support import cache
from cvgen.support.defaults import TEX_TIMEOUT
from cvgen.support.resources import template_dir
from cvgen.tex.compile import TexDocument
from cvgen.tex.xelatex import find_tex_engine, tex_command
from tests.conftest import HANG, campaign_beyond, link_kinds, pdf_text

ROOT = Path(__file__).resolve().parents[2]
CVGEN = Path(sys.executable).parent / "cvgen"


@pytest.mark.parametrize(
    ("argv", "seconds"),
    [
        (["build", "p.yaml"], None),
        (["build", "p.yaml", "--tex-timeout", "30"], 30.0),
        (["build", "--tex-timeout=7.5", "p.yaml"], 7.5),
        (["build", "p.yaml", "--tex-timeout", "5", "--tex-timeout", "9"], 9.0),  # as click
        (["build", "p.yaml", "--tex-timeout", "soon"], None),  # click says what is wrong
        (["build", "p.yaml", "--tex-timeout", "-1"], None),
        (["build", "p.yaml", "--tex-timeout", "inf"], None),
        (["build", "p.yaml", "--tex-timeout"], None),
    ],
)
def test_the_launcher_reads_the_tex_timeout_for_the_early_runs_cpu_limit(
    argv: list[str], seconds: float | None
) -> None:
    assert tex_timeout(argv) == seconds


def test_value_options_are_those_of_the_build_command() -> None:
    build = main.get_command(click.Context(main), "build")
    assert build is not None
    taking_values = {
        name
        for param in build.params
        if isinstance(param, click.Option) and not param.is_flag
        for name in param.opts
    }
    assert taking_values == VALUE_OPTIONS


@pytest.mark.parametrize(
    ("argv", "early"),
    [
        (["build", "p.yaml"], True),
        (["build", "p.yaml", "--force", "--date", "2024-10-10", "--out", "x"], True),
        (["build", "--variant", "short", "p.yaml", "-j", "2"], True),
        (["build", "--", "-odd-name.yaml"], True),
        (["build"], False),  # every profile
        (["build", "a.yaml", "b.yaml"], False),
        (["build", "p.yaml", "--variant", "all"], False),
        (["build", "p.yaml", "--variant=all"], False),
        (["build", "--out", "p.yaml"], False),  # p.yaml is the folder: no profile named
        (["build", "p.yaml", "--help"], False),
        (["build", "p.yaml", "--watch"], False),
        (["build", "p.yaml", "--format", "html"], False),  # a web page alone needs no TeX
        (["build", "p.yaml", "--format=html"], False),
        (["build", "--format", "html", "p.yaml"], False),
        (["build", "p.yaml", "--format", "pdf,html"], True),
        (["build", "p.yaml", "--format=html,pdf"], True),
        (["build", "p.yaml", "--format", "html, pdf"], True),
        (["build", "p.yaml", "--format", "pdf"], True),
        (["build", "--format", "p.yaml"], False),  # p.yaml is the format: no profile named
        (["build", "p.yaml", "--engine", "typst"], False),  # Typst: no TeX run to start
        (["build", "p.yaml", "--engine=typst"], False),
        (["build", "p.yaml", "--engine", "xelatex"], True),
        (["validate", "p.yaml"], False),
        ([], False),
    ],
)
def test_one_cv_build_is_recognised(argv: list[str], early: bool) -> None:
    assert one_cv_build(argv) is early


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    scratch = tmp_path / "scratch"
    scratch.mkdir(exist_ok=True)
    env = {**os.environ, "TMPDIR": str(scratch)}
    return subprocess.run(
        [str(CVGEN), *args], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )


def test_a_launched_build_makes_the_pdf_and_cleans_up(tmp_path: Path) -> None:
    out = tmp_path / "out"
    profile = tmp_path / "ada.yaml"  # one line: the launcher's part, not the CV's, is tested
    profile.write_text("name: Ada Lovelace\n", encoding="utf-8")
    pdfs = []
    for _ in range(2):  # the first leaves the recipe the second is launched from
        result = _run(tmp_path, "build", str(profile), "--out", str(out), "--force")
        assert result.returncode == 0, result.stderr
        assert "built" in result.stdout
        (pdf,) = out.glob("*.pdf")
        pdfs.append(pdf.read_bytes())
        assert list((tmp_path / "scratch").iterdir()) == []
    assert pdfs[0].startswith(b"%PDF") and pdfs[0] == pdfs[1]


@pytest.mark.parametrize(
    "args",
    [
        ["build", "profiles/zili-zhang.yaml", "--jobs", "0"],  # a usage error after the start
        ["build", "profiles/no-such-person.yaml"],
    ],
)
def test_a_failed_command_stops_the_early_run(tmp_path: Path, args: list[str]) -> None:
    result = _run(tmp_path, *args, "--out", str(tmp_path / "out"))
    assert result.returncode in (1, 2)
    assert "Traceback" not in result.stderr
    assert list((tmp_path / "scratch").iterdir()) == []


def _launch() -> EarlyRun:
    """What the launcher does, after an early run left its preamble in the cache."""
    EarlyCompiler.start().close()
    early.launch()
    launched = early._launched
    assert launched is not None
    return launched


def test_the_build_takes_the_run_the_launcher_started(tmp_path: Path) -> None:
    launched = _launch()
    out = tmp_path / "out"
    args = ["build", "profiles/zili-zhang.yaml", "--out", str(out), "--force"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert launched.process.returncode == 0  # it made the PDF: it was not killed
    assert early.take_launched() is None
    assert not launched.folder.exists()


def test_a_wrong_guess_stops_the_run(tmp_path: Path) -> None:
    launched = _launch()
    # a batch: every variant of a one-line profile (one-page PDFs, as good as every
    # bundled profile's 11)
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada Lovelace\n", encoding="utf-8")
    args = ["build", str(profile), "--variant", "all", "--out", str(tmp_path / "out")]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert len(list((tmp_path / "out").glob("ada-*.pdf"))) > 1  # a batch indeed
    assert launched.process.returncode is not None and launched.process.returncode != 0
    assert not launched.folder.exists()


def test_a_stale_preamble_is_not_used() -> None:
    cache.write("early", f"preamble-{__version__}.tex", b"\\documentclass{cvgen}% old\n")
    early.launch()
    stale = early.take_launched()
    assert stale is not None
    early._launched = stale
    compiler = EarlyCompiler.start()  # stops the stale run, starts one on the standard preamble
    try:
        assert stale.process.returncode is not None and not stale.folder.exists()
        assert cache.read("early", f"preamble-{__version__}.tex") == standard_preamble().encode()
    finally:
        compiler.close()


def test_no_cached_preamble_the_standard_one_starts_and_is_kept() -> None:
    early.launch()  # this test's cache is empty: a first build
    run = early.take_launched()
    assert run is not None
    try:
        assert run.preamble == standard_preamble()
        assert cache.read("early", f"preamble-{__version__}.tex") == run.preamble.encode()
        compiler = EarlyCompiler(run)
        compiler.check()  # the build's check keeps it
        assert compiler._run is run and run.process.poll() is None
    finally:
        run.stop()


def test_broken_templates_start_nothing_early(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> str:
        raise RuntimeError("a template that does not render")

    monkeypatch.setattr("cvgen.render.latex.document.standard_preamble", broken)
    early.launch()
    assert early.take_launched() is None
    assert cache.read("early", f"preamble-{__version__}.tex") is None


def _argv_once_started(pid: int) -> list[str]:
    """The command line of a child process once it has replaced this Python
    (while it does, the file is empty for a moment)."""
    own = Path("/proc/self/cmdline").read_bytes()
    deadline = time.monotonic() + HANG  # for a started process to become XeLaTeX
    while (cmdline := Path(f"/proc/{pid}/cmdline").read_bytes()) in (own, b""):
        assert time.monotonic() < deadline
        time.sleep(0.001)
    return cmdline.decode().split("\0")[:-1]


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc (Linux)")
def test_an_edited_cache_cannot_change_what_runs(tmp_path: Path) -> None:
    """The command and environment are cvgen's own, whatever the cache says:
    a recipe file of an older cvgen asking for shell escape is ignored, and a
    preamble that asks the shell for something is refused by TeX."""
    pwned = tmp_path / "pwned"
    recipe = {"command": ["xelatex", "-shell-escape", "cv.tex"], "env": {"shell_escape": "t"}}
    cache.write("warm", f"recipe-{__version__}.json", json.dumps(recipe).encode())
    preamble = standard_preamble() + f"\\immediate\\write18{{touch {pwned}}}\n"
    cache.write("early", f"preamble-{__version__}.tex", preamble.encode())
    early.launch()
    launched = early.take_launched()
    assert launched is not None and launched.preamble == preamble
    argv = _argv_once_started(launched.process.pid)
    assert argv == tex_command(str(find_tex_engine()), "cv.tex")
    assert "-no-shell-escape" in argv and "-shell-escape" not in argv
    environ = Path(f"/proc/{launched.process.pid}/environ").read_bytes().split(b"\0")
    assert b"shell_escape=f" in environ and b"openout_any=p" in environ
    # a document with that preamble goes to the run: TeX reads the \write18 and refuses it
    body = BODY_MARKER + "\\begin{document}x\\end{document}\n"
    support = (template_dir() / DEFAULT_CLASS,)
    compiled = EarlyCompiler(launched).compile(
        TexDocument(preamble + body, support), keep=None, timeout=TEX_TIMEOUT
    )
    assert launched.process.returncode == 0 and compiled.pdf.startswith(b"%PDF")
    assert not pwned.exists()


@pytest.mark.parametrize(
    ("args", "status", "stream", "text"),
    [
        (["--help"], 0, "stdout", "Exit status: 0 success"),
        (["validate", "tests/bad_inputs/many_at_once.yaml"], 1, "stderr", "4 problems found"),
        (["build", "--jobs", "0"], 2, "stderr", "Invalid value for '--jobs'"),
    ],
)
def test_the_launcher_keeps_the_status_and_flushes_the_output(
    tmp_path: Path, args: list[str], status: int, stream: str, text: str
) -> None:
    """The launcher ends the process without the interpreter's teardown."""
    result = _run(tmp_path, *args)
    assert result.returncode == status
    assert text in getattr(result, stream)
    assert "Traceback" not in result.stderr


COLLECTOR_CASES = [
    (["--format", "html"], True),  # no PDF: no typesetter to start either
    (["--variant", "all"], True),  # builds several CVs
    (["--watch", "--help"], True),
    ([], False),
    (["--engine", "typst"], False),
]


@pytest.mark.parametrize(("args", "collector"), COLLECTOR_CASES)
def test_one_pdf_build_is_recognised(args: list[str], collector: bool) -> None:
    """What decides whether the launcher turns the collector off, for each case
    of the command's test below (which make test runs for one command that keeps
    it and both that turn it off; the campaign for every one)."""
    assert one_pdf_build(["build", "p.yaml", *args]) is not collector


# make test: a command that keeps the collector (--watch --help, which builds
# nothing) and both that turn it off; the campaign also a web page alone (a page's
# fonts subset anew, 2 s) and a batch (two PDFs), the same decision's other cases
# (test_one_pdf_build_is_recognised)
@pytest.mark.parametrize(
    ("args", "collector"), campaign_beyond(COLLECTOR_CASES, *COLLECTOR_CASES[2:])
)
def test_a_one_cv_build_runs_without_the_cycle_collector(
    tmp_path: Path,
    args: list[str],
    collector: bool,
    _formats: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A build of one CV's PDF is short: it runs without Python's cycle collector;
    any other command keeps it (cvgen/cli/launch.py:_no_cycle_collector). (The
    collector is the subject, not TeX: the PDFs are built with the run's
    formats, as a user's later builds are, in half the TeX time.)"""
    link_kinds(_formats, Path(os.environ["CVGEN_CACHE_DIR"]), ("formats",))
    monkeypatch.setenv("CVGEN_TEX_FORMAT", "use")
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada Lovelace\n", encoding="utf-8")
    argv = ["cvgen", "build", str(profile), "--out", str(tmp_path / "out"), *args]
    code = (
        "import atexit, gc, sys; from cvgen.cli.launch import main; "
        "atexit.register(lambda: print('collector', gc.isenabled())); "
        f"sys.argv = {argv!r}; main()"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == f"collector {collector}"


def test_the_command_runs_pydantic_without_its_plugins() -> None:
    """The launcher turns pydantic's plugins off (cvgen/model/plugins.py) before the
    models load: a validation imports nothing that looks for them."""
    code = (
        "import atexit, sys; from cvgen.cli.launch import main; "
        "atexit.register(lambda: print('metadata', 'importlib.metadata' in sys.modules)); "
        "sys.argv = ['cvgen', 'validate', 'profiles/zili-zhang.yaml']; main()"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "metadata False"


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["build", "p.yaml", "--format", "html"], f"{NO_PDF_HALF_WRITTEN}; nothing was built\n"),
        (["validate", "p.yaml"], "interrupted\n"),
    ],
)
def test_a_ctrl_c_while_the_cli_loads_says_what_the_command_would(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    """A Ctrl-C that lands after the early TeX run started but before the build
    command takes it still says that no PDF was touched (the build's own words)."""

    def interrupted() -> None:
        raise KeyboardInterrupt

    ended: list[object] = []
    monkeypatch.setattr(sys, "argv", ["cvgen", *argv])
    monkeypatch.setattr("cvgen.cli.main.main", interrupted)
    monkeypatch.setattr(launch, "_exit", ended.append)
    launch.main()
    assert ended == [130]
    assert capsys.readouterr().err == said


TYPST = ["--engine", "typst", "--force"]


LONG = {"profile": "p.yaml", "variant": "long"}


@pytest.mark.parametrize(
    ("argv", "found"),
    [
        (["build", "p.yaml", *TYPST], {**LONG, "force": True}),
        (
            ["build", "--variant=short", "p.yaml", "--engine=typst", "--force", "--strict"],
            {"profile": "p.yaml", "variant": "short", "force": True},
        ),
        (
            ["build", "p.yaml", *TYPST, "--date", "2024-10-10", "--theme", "classic", "-q"],
            {**LONG, "force": True},
        ),
        (["build", "p.yaml", "--engine", "typst", "--out", "o"], {**LONG, "force": False}),
        (["build", "p.yaml", "--force"], None),  # XeLaTeX's, started by one_cv_build
        (["build", "p.yaml", "--engine", "typst", "--engine", "xelatex"], None),
        (["build", "p.yaml", "q.yaml", *TYPST], None),
        (["build", *TYPST], None),
        (["build", "p.yaml", *TYPST, "--variant", "all"], None),
        (["build", "p.yaml", *TYPST, "--format", "html"], None),
        (["build", "p.yaml", *TYPST, "--watch"], None),
        (["build", "p.yaml", *TYPST, "--help"], None),
        (["validate", "p.yaml", *TYPST], None),
    ],
)
def test_a_typst_build_is_recognised(argv: list[str], found: object) -> None:
    assert typst_build(argv) == found


def test_the_build_takes_the_typst_compile_the_launcher_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rendered before, the CV's Typst document is compiled before click loads;
    the build takes that PDF (it compiles nothing itself) and it is the same."""
    from cvgen.pipeline import earlytypst

    monkeypatch.chdir(ROOT)
    args = ["build", "profiles/zili-zhang.yaml", "--date", "2024-10-10", *TYPST]
    first = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "a")])
    assert first.exit_code == 0, first.output
    options = typst_build(args)
    assert options is not None and start_typst(**options)
    started = earlytypst._started
    assert started is not None
    started.thread.join()

    def compiled_again(*args: object, **kwargs: object) -> None:
        pytest.fail("the build compiled the document again")

    monkeypatch.setattr("cvgen.typst.compile.compile_typst", compiled_again)
    again = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "b")])
    assert again.exit_code == 0, again.output
    assert earlytypst._started is None
    (a,), (b,) = (tmp_path / "a").glob("*.pdf"), (tmp_path / "b").glob("*.pdf")
    assert a.read_bytes() == b.read_bytes()


def test_a_typst_cv_not_rendered_before_starts_nothing(tmp_path: Path) -> None:
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada Lovelace\n", encoding="utf-8")
    assert not start_typst(str(profile))
    assert not start_typst(str(tmp_path / "nobody.yaml"))
    assert not start_typst(str(profile), variant="../../not a variant")


def test_after_an_edit_the_launcher_compiles_the_last_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --force, on two cores: the profile changed since its last build,
    so the document that build rendered is compiled early (Typst's caches then
    hold most of the edited one); the build compiles its own, the same PDF as
    a build that started nothing. Unchanged, or on one core: nothing starts."""
    from cvgen.pipeline import earlytypst

    group = tmp_path / "group"
    shutil.copytree(ROOT / "profiles", group)
    profile = group / "zili-zhang.yaml"
    args = ["build", str(profile), "--date", "2024-10-10", "--engine", "typst"]
    first = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "a")])
    assert first.exit_code == 0, first.output
    options = typst_build(args)
    assert options is not None and not options["force"]
    monkeypatch.setattr("cvgen.support.children.usable_cores", lambda: 2)
    assert not start_typst(**options)  # unchanged: most likely up to date
    monkeypatch.setattr("cvgen.support.children.usable_cores", lambda: 1)
    assert start_typst(**{**options, "force": True})  # unchanged, --force: its own document
    assert earlytypst.take(earlytypst._started.document)  # type: ignore[union-attr]
    text = profile.read_text(encoding="utf-8")
    profile.write_text(text.replace("{en: Ph.D. Student", "{en: Ph.D. Candidate", 1), "utf-8")
    assert not start_typst(**options)  # one core: it would only add a compile
    assert not start_typst(**{**options, "force": True})
    monkeypatch.setattr("cvgen.support.children.usable_cores", lambda: 2)
    assert start_typst(**options)
    started = earlytypst._started
    assert started is not None and "Ph.D. Student" in started.document.source
    again = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "b")])
    assert again.exit_code == 0, again.output
    assert earlytypst._started is None and not started.thread.is_alive()
    # a fresh process: Typst's caches empty
    subprocess.run([CVGEN, *args, "--out", str(tmp_path / "c"), "--quiet"], check=True)
    (b,), (c,) = (tmp_path / "b").glob("*.pdf"), (tmp_path / "c").glob("*.pdf")
    assert b.read_bytes() == c.read_bytes()
    assert "Ph.D. Candidate" in pdf_text(b)
