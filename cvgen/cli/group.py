"""How a command is found and how it ends: a command's module is imported
when it is asked for; the library's errors become exit statuses here (see the
epilog of every command's help), and a bug becomes one line and a log."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

import click

from cvgen import __version__

EXIT_BUG = 70  # an internal error (sysexits.h's EX_SOFTWARE): a bug in cvgen
EXIT_PIPE = 141  # the output's reader closed the pipe (128 + SIGPIPE, as a shell reports it)


class CvgenGroup(click.Group):
    """The command group, where the library's errors become exit statuses: a
    :class:`~cvgen.errors.CvgenError` is printed (no traceback) and ends the
    command with its ``exit_code``; anything else is a bug: one line asks for
    a report and names a log holding the traceback (status 70); Ctrl-C ends
    it with 130, as cvgen/cli/build.py and cvgen/cli/launch.py do.

    Its commands are named in ``lazy_commands`` (cvgen/cli/main.py's table:
    a command's name, the module of cvgen/cli and the name in it that define
    it), each imported when click asks for it, so that a command loads no
    other command's module."""

    def __init__(
        self, *args: Any, lazy_commands: Mapping[str, tuple[str, str]] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands = dict(lazy_commands or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *self.lazy_commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy_commands:
            module, name = self.lazy_commands[cmd_name]
            self.add_command(getattr(importlib.import_module(f"cvgen.cli.{module}"), name))
        return super().get_command(ctx, cmd_name)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as error:
            # click (8.2 and later) suggests the loaded commands close to an
            # unknown name: every command, not just those loaded
            no_such = getattr(click.exceptions, "NoSuchCommand", None)
            if no_such is None or not isinstance(error, no_such) or error.possibilities:
                raise
            names = self.list_commands(ctx)
            raise no_such(error.command_name, possibilities=names, ctx=ctx) from None

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except KeyboardInterrupt:  # while parsing: click would say "Aborted!" and exit 1
            click.echo("interrupted", err=True)
            raise SystemExit(130) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise  # click's own ways of ending: usage errors, --help, ctx.exit
        except KeyboardInterrupt:  # click would say "Aborted!" and exit 1
            click.echo("interrupted", err=True)
            ctx.exit(130)
        except BrokenPipeError:  # the reader left (cvgen publications | head): as git does,
            _drop_stdout()  # stop quietly with 128 + SIGPIPE, not an internal error
            ctx.exit(EXIT_PIPE)
        except Exception as exc:
            from cvgen.errors import CvgenError  # here: `cvgen --help` stays light

            if _interrupted(exc):  # a Ctrl-C a library reported as its own error
                click.echo("interrupted", err=True)
                ctx.exit(130)
            if not isinstance(exc, CvgenError):
                click.echo(f"cvgen: internal error: {_bug_report(exc)}", err=True)
                ctx.exit(EXIT_BUG)
            click.echo(f"{exc.prefix}{exc.message}", err=True)
            ctx.exit(exc.exit_code)


def _interrupted(exc: BaseException) -> bool:
    """Whether ``exc`` is a Ctrl-C another library wrapped in an error of its
    own: pydantic-core, building a model's validator while its module is
    imported, reports the KeyboardInterrupt it met as a SchemaError whose last
    line names it (and chains nothing)."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, KeyboardInterrupt):
            return True
        seen = seen.__cause__ or seen.__context__
    lines = str(exc).splitlines()
    return bool(lines) and lines[-1].strip().startswith("KeyboardInterrupt")


def _drop_stdout() -> None:
    """Point standard output at /dev/null, so that flushing what is left of it
    at exit raises nothing more."""
    import os
    import sys

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real stdout (a test's runner): nothing to flush
        pass


def _bug_report(exc: BaseException) -> str:
    """Save the traceback to a log; the line that says where and what to do."""
    import sys
    import tempfile
    import traceback

    what = f"{type(exc).__name__}: {exc}".splitlines()[0][:200]
    text = "".join(traceback.format_exception(exc))
    try:
        handle, name = tempfile.mkstemp(prefix="cvgen-crash-", suffix=".log")
        with open(handle, "w", encoding="utf-8") as log:
            log.write(f"cvgen {__version__}, Python {sys.version.split()[0]}\n")
            log.write(f"command: {' '.join(sys.argv)}\n\n{text}")
    except OSError:  # nowhere to write it: the line still says what happened
        return f"{what} (a bug in cvgen; please report it with the command you ran)"
    return f"{what} (a bug in cvgen; please report it with the log {name})"
