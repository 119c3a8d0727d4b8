"""The documentation says what cvgen does. Every ``console`` block of README.md and of
docs/ is run, command by command, and prints what the page shows (times and today's
date aside; a line ``...`` stands for any lines): a plain ``cvgen ARGS`` line in the
test's process, any other by bash; a ``text`` or ``sh`` block is only shown.
README.md and the tutorial run in an empty home folder, as a newcomer would; the
other pages in a folder holding a copy of the repository's profiles/, examples/ and
tests/. The README stays short and names the two commands, every page of docs/ is
in the site's nav, and the site builds with ``mkdocs build --strict`` in make test."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
IN_AN_EMPTY_HOME = {"README.md", "docs/tutorial.md"}
BLOCK = re.compile(r"^```console\n(.*?)^```", re.S | re.M)


def _pages() -> list[str]:
    pages = [README, *sorted(DOCS.rglob("*.md"))]
    return [p.relative_to(ROOT).as_posix() for p in pages if BLOCK.search(p.read_text("utf-8"))]


def _commands(page: str) -> list[tuple[str, str]]:
    """Each ``$ command`` of the page's console blocks, with the output shown under it."""
    commands: list[tuple[str, str]] = []
    for block in BLOCK.findall((ROOT / page).read_text(encoding="utf-8")):
        for line in block.splitlines(keepends=True):
            if line.startswith("$ "):
                commands.append((line[2:].strip(), ""))
            else:
                assert commands, f"{page}: a console block starts with output: {line!r}"
                command, shown = commands[-1]
                commands[-1] = (command, shown + line)
    return commands


def _normalized(text: str) -> str:
    # the pages run in a copy of the checkout; cvgen's own files are shown as from the checkout
    text = text.replace(f"{ROOT}{os.sep}", "")
    text = re.sub(r"\d+\.\d\d s\b", "T s", text)
    return re.sub(r"\d{4}-\d\d-\d\d", "DATE", text)


def _matches(shown: str, printed: str) -> bool:
    """``printed`` is what ``shown`` shows, a line ``...`` standing for any lines."""
    pattern = "".join(
        r"(?:.*\n)*?" if line == "...\n" else re.escape(line)
        for line in _normalized(shown).splitlines(keepends=True)
    )
    return re.fullmatch(pattern, _normalized(printed)) is not None


def _workspace(page: str, tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    if page in IN_AN_EMPTY_HOME:
        return home
    for folder in ("profiles", "examples", "tests"):
        shutil.copytree(ROOT / folder, home / folder, ignore=shutil.ignore_patterns("__pycache__"))
    return home


#: what makes a command line the shell's to run (a pipe, a redirection, a variable...)
SHELL = re.compile(r"[|&;<>()$`*?\[\]{}\\!#]")


#: ``cvgen ARGS | head -N``: the first lines of what the command prints
HEAD = re.compile(r"^(cvgen [^|]*)\| head -(\d+)$")


def _in_process(command: str, cwd: Path, env: dict[str, str]) -> tuple[int, str] | None:
    """A plain ``cvgen ARGS`` line (or ``cvgen ARGS | head -N``, when the command
    prints nothing on stderr) run by click's CliRunner in the test's process,
    stdout and stderr as a terminal shows them, with ``~`` the page's home (each
    process would cost a second of imports); None for a line the shell must run."""
    head = HEAD.match(command)
    line = head.group(1) if head else command
    if SHELL.search(line) or not line.startswith("cvgen "):
        return None
    from click.testing import CliRunner

    from cvgen.cli.main import main

    args = [re.sub(r"^~(?=/|$)", env["HOME"], arg) for arg in shlex.split(line)[1:]]
    with contextlib.chdir(cwd):
        result = CliRunner().invoke(main, args, env=env, prog_name="cvgen")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    if not head:
        return result.exit_code, result.output
    if result.stderr:  # where it shows among the lines is the shell's: let bash run it
        return None
    lines = result.stdout.splitlines(keepends=True)[: int(head.group(2))]
    return 0, "".join(lines)  # the status of a pipe is head's


# what a command prints is checked, not the fonts of a web page it writes
@pytest.mark.usefixtures("fonts_not_embedded")
@pytest.mark.parametrize("page", _pages())
def test_the_console_blocks_print_what_the_page_shows(page: str, tmp_path: Path) -> None:
    home = _workspace(page, tmp_path)
    env = {**os.environ, "HOME": str(home), "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"}
    env |= {"PYTHONUNBUFFERED": "1", "COLUMNS": "80", "NO_COLOR": "1"}
    cwd, status = home, 0
    for command, shown in _commands(page):
        if command.startswith("cd "):
            cwd = (cwd / os.path.expanduser(command[3:].replace("~", str(home)))).resolve()
            continue
        ran = _in_process(command, cwd, env)
        if ran is None:
            result = subprocess.run(
                ["bash", "-c", f"(exit {status}); {command}"],
                cwd=cwd,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                check=False,
            )
            ran = result.returncode, result.stdout
        status, printed = ran
        assert _matches(shown, printed), f"{page}: $ {command}\n{printed}"


def test_a_console_block_is_checked_line_by_line() -> None:
    assert _matches(
        "built out/a-2024-10-10.pdf (0.24 s)\n", "built out/a-2026-01-02.pdf (9.99 s)\n"
    )
    assert not _matches("ok a\n", "ok b\n")
    assert _matches("first\n...\nlast\n", "first\nsecond\nthird\nlast\n")
    assert not _matches("first\n...\nlast\n", "first\nsecond\n")


def test_every_console_block_is_one_the_tests_find() -> None:
    for page in [README, *DOCS.rglob("*.md")]:
        text = page.read_text(encoding="utf-8")
        assert text.count("```console") == len(BLOCK.findall(text)), page


def test_the_quick_start_is_run() -> None:
    commands = [shlex.split(command)[:2] for command, _ in _commands("README.md")]
    assert ["cvgen", "new"] in commands and ["cvgen", "build"] in commands


def test_the_readme_is_short_and_names_the_two_commands() -> None:
    readme = README.read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 200
    for command in ("make cv", "make test"):
        assert f"{command} " in readme or f"`{command}`" in readme, command
    for target in re.findall(r"\]\((?!https?:)([^)#\s]+)", readme):
        assert (ROOT / target).exists(), f"README.md links {target}, which does not exist"
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert re.search(r"^make test$", ci, re.M), "CI runs the README's test command"


def _nav_pages(nav: object) -> list[str]:
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, dict):
        return [p for value in nav.values() for p in _nav_pages(value)]
    if isinstance(nav, list):
        return [p for item in nav for p in _nav_pages(item)]
    return []


def _hooks() -> Any:
    spec = importlib.util.spec_from_file_location("docs_hooks", DOCS / "hooks.py")
    assert spec is not None and spec.loader is not None
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    return hooks


def test_every_page_of_docs_is_in_the_nav() -> None:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    nav = _nav_pages(config["nav"])
    assert len(nav) == len(set(nav)), "a page is in the nav twice"
    written = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    generated = set(_hooks().GENERATED)
    assert written.isdisjoint(generated), "a generated page is also written by hand"
    assert set(nav) == written | generated


def test_the_make_test_target_builds_the_site_strictly() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    test_recipe = makefile.split("\ntest: ", 1)[1].split("\n\n", 1)[0]
    assert "mkdocs build --strict" in test_recipe


def test_the_commands_page_names_every_command_and_option() -> None:
    import click

    from cvgen.cli.main import main

    page = _hooks().commands_page()
    ctx = click.Context(main, info_name="cvgen")
    for name in main.list_commands(ctx):
        command = main.get_command(ctx, name)
        assert command is not None
        assert f"## `cvgen {name}`" in page, name
        for param in command.params:
            if isinstance(param, click.Option):
                for opt in param.opts:
                    assert opt in page, (name, opt)


def test_the_field_pages_name_every_field() -> None:
    from cvgen.sources.schema import json_schema

    hooks = _hooks()
    for kind, page in (("profile", hooks.profile_page()), ("database", hooks.database_page())):
        schema = json_schema(kind)
        for model in [schema, *schema["$defs"].values()]:
            for field in model.get("properties", {}):
                assert f"| `{field}`" in page, (kind, field)


def test_a_link_to_a_file_the_repository_lacks_fails_the_build() -> None:
    from mkdocs.exceptions import PluginError

    hooks = _hooks()
    config = type("Config", (), {"repo_url": "https://example.org/cvgen"})()
    link = hooks.LINK.search("[it](../cvgen/errors.py#L3)")
    assert hooks._repository_link(link, "how-to/x.md", config) == "](../cvgen/errors.py#L3)"
    link = hooks.LINK.search("[it](../../cvgen/errors.py#L3)")
    assert (
        hooks._repository_link(link, "how-to/x.md", config)
        == "](https://example.org/cvgen/blob/main/cvgen/errors.py#L3)"
    )
    link = hooks.LINK.search("[it](../../cvgen/no-such-module.py)")
    with pytest.raises(PluginError, match=r"no-such-module\.py, which does not exist"):
        hooks._repository_link(link, "how-to/x.md", config)
