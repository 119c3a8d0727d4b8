"""The ``cvgen`` group (cvgen/cli/main.py): its help, every command's example,
shell completion, commands loaded only when used, and the import graph of cvgen/cli."""

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cvgen import __version__
from cvgen.cli.main import COMMANDS, main

CLI = Path(__file__).resolve().parents[2] / "cvgen/cli"


def test_version_and_help_document_exit_codes() -> None:
    assert CliRunner().invoke(main, ["--version"]).stdout == f"cvgen, version {__version__}\n"
    help_text = CliRunner().invoke(main, ["--help"]).stdout
    assert "Exit status: 0 success; 1 bad input" in help_text
    assert "Example: cvgen build" in help_text
    assert "cvgen diff follows diff(1) instead" in help_text
    diff_help = CliRunner().invoke(main, ["diff", "--help"]).stdout
    assert "Exit status (as diff(1)): 0 no differences" in diff_help


def test_every_command_shows_a_one_line_example() -> None:
    for name in main.list_commands(click.Context(main)):
        help_text = CliRunner().invoke(main, [name, "--help"]).stdout
        assert f"Example: cvgen {name}" in help_text, name


def _defined_commands() -> dict[tuple[str, str], click.Command]:
    """Every command that a module of cvgen/cli defines (not one it imports),
    by module and name; the group itself aside."""
    found: dict[tuple[str, str], click.Command] = {}
    for path in sorted(CLI.glob("*.py")):
        module = importlib.import_module(f"cvgen.cli.{path.stem}")
        for name, value in vars(module).items():
            if (
                isinstance(value, click.Command)
                and value is not main
                and getattr(value.callback, "__module__", None) == module.__name__
            ):
                found[path.stem, name] = value
    return found


def test_the_table_names_every_command_of_cvgen_cli() -> None:
    """A new command module that the table forgets would be no command at all."""
    defined = _defined_commands()
    assert sorted(COMMANDS.values()) == sorted(defined)
    assert len(defined) == 17
    for name, where in COMMANDS.items():
        assert defined[where].name == name  # the name click knows it by, as the table says


def test_help_lists_every_command_in_order() -> None:
    help_text = CliRunner().invoke(main, ["--help"]).stdout
    listed = help_text.split("\nCommands:\n", 1)[1].split("\n\n", 1)[0]
    assert [line.split()[0] for line in listed.splitlines()] == sorted(COMMANDS)


def test_an_unknown_command_is_a_usage_error_with_a_suggestion() -> None:
    result = CliRunner().invoke(main, ["bulid"])
    assert result.exit_code == 2
    assert "No such command 'bulid'." in result.stderr
    if hasattr(click.exceptions, "NoSuchCommand"):  # click 8.2 and later suggest
        assert "Did you mean 'build'?" in result.stderr
    assert "Did you mean" not in CliRunner().invoke(main, ["zzz"]).stderr


def _command_modules_loaded(args: list[str]) -> set[str]:
    """The command modules of cvgen/cli that ``cvgen ARGS`` loads, run in a
    fresh interpreter (this one has loaded them all)."""
    code = (
        "import sys\n"
        "from cvgen.cli.main import main\n"
        "try:\n"
        f"    main({args!r})\n"
        "except SystemExit as exc:\n"
        "    assert not exc.code, exc.code\n"
        "print(sorted(m for m in sys.modules if m.startswith('cvgen.cli.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    loaded = ast.literal_eval(done.stdout.splitlines()[-1])
    return {name.removeprefix("cvgen.cli.") for name in loaded} & {m for m, _ in COMMANDS.values()}


def test_a_build_loads_no_other_commands_module(tmp_path: Path) -> None:
    """``cvgen build`` of one CV loads the build command's module alone (not
    cvgen/cli/site.py, cvgen/cli/import_rendercv.py, ...)."""
    args = ["build", "profiles/zili-zhang.yaml", "--format", "html", "--out", str(tmp_path)]
    assert _command_modules_loaded(args) == {"build"}
    assert list(tmp_path.glob("zili-zhang-*.html"))  # it did build


def test_the_version_loads_no_command() -> None:
    assert _command_modules_loaded(["--version"]) == set()


def _with_env(env: dict[str, str]) -> str:
    """What ``cvgen`` with no arguments prints with ``env`` set, as the shell's
    completion script runs it (in the test's process: click reads the variables)."""
    result = CliRunner().invoke(main, [], env=env, prog_name="cvgen")
    assert result.exit_code == 0, result.output
    return result.stdout


def _complete(shell: str, words: str, env_extra: dict[str, str] | None = None) -> str:
    env = {"_CVGEN_COMPLETE": f"{shell}_complete", **(env_extra or {})}
    if shell == "bash":
        env |= {"COMP_WORDS": words, "COMP_CWORD": str(len(words.split(" ")) - 1)}
    else:
        env |= {"COMP_WORDS": words, "COMP_CWORD": words.split(" ")[-1]}
    return _with_env(env)


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_shell_completion_scripts_come_from_click(shell: str) -> None:
    script = _with_env({"_CVGEN_COMPLETE": f"{shell}_source"})
    assert "_CVGEN_COMPLETE" in script


def test_bash_completes_commands_and_variants() -> None:
    assert "plain,build" in _complete("bash", "cvgen bu")
    variants = _complete("bash", "cvgen build profiles/zili-zhang.yaml --variant ")
    assert variants.split() == [  # the variants of the profile named, its own too
        "plain,long",
        "plain,short",
        "plain,teaching",
        "plain,long-zh",
        "plain,short-zh",
        "plain,all",
    ]


def test_bash_completes_themes_locales_and_formats() -> None:
    themes = _complete("bash", "cvgen build profiles/zili-zhang.yaml --theme ")
    assert themes.split() == ["plain,awesome", "plain,classic", "plain,margin"]
    assert _complete("bash", "cvgen tex --locale z").split() == ["plain,zh"]
    assert _complete("bash", "cvgen build --format pdf,").split() == ["plain,pdf,html"]


def _cli_imports() -> dict[str, set[str]]:
    """Each module of cvgen/cli and the modules of cvgen/cli it imports, at
    its top or inside a function."""
    folder = CLI
    graph: dict[str, set[str]] = {}
    for path in folder.glob("*.py"):
        found = graph.setdefault(path.stem, set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "cvgen.cli":  # modules only
                found.update(a.name for a in node.names if (folder / f"{a.name}.py").is_file())
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("cvgen.cli."):
                found.add(node.module.split(".")[2])  # type: ignore[union-attr]
    return graph


def test_the_cli_has_no_import_circle() -> None:
    """One module per command, below the group: only the launcher imports the
    group, and no module of cvgen/cli reaches itself through its imports."""
    graph = _cli_imports()
    assert {name for name, found in graph.items() if "main" in found} == {"launch"}

    def reaches(start: str, seen: set[str]) -> set[str]:
        for name in graph[start] - seen:
            seen.add(name)
            reaches(name, seen)
        return seen

    assert [name for name in graph if name in reaches(name, set())] == []
