"""The ``cvgen`` command's entry point: XeLaTeX starts before the CLI loads.

A one-CV ``cvgen build`` spends most of its time in XeLaTeX loading the class
and fonts (see :mod:`cvgen.pipeline.early`). Importing click, the CLI and the
renderer's light part costs about 110 ms before the build command could start
TeX itself, so this launcher looks at the command line first, with the few
rules below, and starts TeX on the last early run's preamble straight away,
with the standard library alone, or on a first build on the standard preamble
that Jinja2 renders (:func:`cvgen.pipeline.early.launch`). The CLI
then parses the command line properly and takes the running TeX
(:meth:`cvgen.pipeline.early.EarlyCompiler.start`), or stops it when the command
is not what the launcher guessed or the preamble is stale.

Ctrl-C is taken first of all, with the standard library alone: while the
launcher's imports run it ends the command at once (status 130,
"interrupted"; nothing has started), then :func:`main` makes it a
KeyboardInterrupt that the command handles (it stops what it started and
says what it left as it was). Python's own start-up, before this module's
first line, is the only moment it cannot reach (a few ms).

The launcher must know which ``build`` options take a value;
``tests/cli/test_launch.py`` checks :data:`VALUE_OPTIONS` against the click command.

It ends the process with ``os._exit`` (:func:`_exit`), skipping the
interpreter's teardown of the few hundred modules a command loads. Kept, on a
measurement (2 cores shared with other work; 2 x 20 runs, interleaved, of
this entry point against the same one ending with ``sys.exit``): ``cvgen
--help`` 180 / 216 ms median with ``os._exit``, 205 / 244 ms without; an
unchanged ``cvgen build profiles/zili-zhang.yaml --date 2024-10-10`` 437 / 454
ms against 474 / 481 ms. That is 25-35 ms, a tenth of ``--help``, on every
command, and nothing is lost: the exit handlers run and the output is flushed.
"""

# No `from __future__ import annotations`: it imports a module, time in which a
# Ctrl-C would still print a traceback; os, sys and _signal are loaded with Python.
import os
import sys

TYPE_CHECKING = False  # not typing's: importing typing takes ms (see below)
if TYPE_CHECKING:
    import signal as _signal
    from typing import Any
else:  # the C module under `signal`, loaded with Python: `import signal` loads enum,
    import _signal  # functools and collections, ms in which a Ctrl-C prints a traceback


def _interrupted_while_loading(signum: int, frame: object) -> None:
    """Ctrl-C while the launcher's own imports run: nothing has started that
    needs stopping, so end at once, as the command would (Python's own handler
    would raise in the middle of an import and print a traceback)."""
    os.write(2, b"interrupted\n")
    os._exit(130)


def _run_by_the_cvgen_command() -> bool:
    """Whether this module was imported by the ``cvgen`` console script (not by
    a test or another program, whose Ctrl-C is theirs)."""
    script = getattr(sys.modules.get("__main__"), "__file__", None) or ""
    return os.path.basename(script).removesuffix(".exe") == "cvgen"


# First thing, with the standard library alone: from here on, Ctrl-C ends the
# command with "interrupted" and 130 whenever it comes (main() takes over below).
if _run_by_the_cvgen_command() and _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
    _signal.signal(_signal.SIGINT, _interrupted_while_loading)

#: ``cvgen build`` options followed by a value (as a separate argument).
VALUE_OPTIONS = frozenset(
    {
        "--variant",
        "--date",
        "--out",
        "--jobs",
        "-j",
        "--tex-timeout",
        "--db",
        "--png-dpi",
        "--theme",
        "--locale",
        "--format",
        "--engine",
    }
)


def _build_args(argv: list[str]) -> tuple[list[str], dict[str, str], set[str]] | None:
    """``argv`` (without the program name), if it is a ``build``: its profiles,
    its options' values (the last of each, as click reads them; "" when the
    value is missing) and its other flags; else None. The launcher's one reading
    of a command line, with the few rules of :data:`VALUE_OPTIONS`."""
    if not argv or argv[0] != "build":
        return None
    positional: list[str] = []
    values: dict[str, str] = {}
    flags: set[str] = set()
    args = iter(argv[1:])
    for arg in args:
        name, equals, value = arg.partition("=")
        if arg == "--":
            positional.extend(args)
        elif arg in VALUE_OPTIONS:
            values[arg] = next(args, "")
        elif equals and name in VALUE_OPTIONS:
            values[name] = value
        elif arg.startswith("-") and arg != "-":
            flags.add(arg)
        else:
            positional.append(arg)
    return positional, values, flags


def _one_pdf(positional: list[str], values: dict[str, str], flags: set[str]) -> bool:
    """Whether a build so read makes one CV's PDF, of one variant, and no more
    than builds (no help, no watching)."""
    formats = (f.strip() for f in values.get("--format", "pdf").split(","))
    return (
        len(positional) == 1
        and values.get("--variant") != "all"
        and "pdf" in formats  # a web page alone needs no typesetter
        and not flags & {"-h", "--help", "--watch"}
    )


def one_pdf_build(argv: list[str]) -> bool:
    """Whether ``argv`` (without the program name) builds one CV's PDF, of one
    variant, with either engine."""
    read = _build_args(argv)
    return read is not None and _one_pdf(*read)


def one_cv_build(argv: list[str]) -> bool:
    """Whether ``argv`` (without the program name) builds one CV of one
    variant with XeLaTeX: then XeLaTeX can start before anything else loads."""
    read = _build_args(argv)
    return read is not None and _one_pdf(*read) and read[1].get("--engine") != "typst"


def typst_build(argv: list[str]) -> "dict[str, Any] | None":
    """The profile, variant and ``--force`` of ``argv`` (without the program
    name) if it builds one CV's PDF with ``--engine typst``: then Typst can
    compile the document this profile's last build rendered while the rest
    loads (:mod:`cvgen.pipeline.earlytypst`, which says how a wrong guess
    costs only time); else None."""
    read = _build_args(argv)
    if read is None or not _one_pdf(*read):
        return None
    positional, values, flags = read
    if values.get("--engine") != "typst":
        return None
    variant = values.get("--variant", "long")
    return {"profile": positional[0], "variant": variant, "force": "--force" in flags}


def start_typst(profile: str, *, variant: str = "long", force: bool = True) -> bool:
    """Start compiling the Typst document that the last build of ``profile``'s
    ``variant`` rendered, kept in the cache (:mod:`cvgen.pipeline.rendered`):
    the build's own when the profile has not changed since and ``--force``
    builds it again (whatever the other options: the build takes the PDF only
    if its document is the same); a document close to it after an edit,
    whose compile fills Typst's caches for the build's own, on two cores or
    more (on one it would only add a compile); nothing when the build is
    most likely up to date (no ``--force``, the profile unchanged). Whether a
    compile started: no source key is computed, no YAML read."""
    from pathlib import Path

    from cvgen.pipeline.earlytypst import last_build, start
    from cvgen.support.children import usable_cores

    try:
        path = Path(profile)
        found = last_build(path, variant)
        if found is None:
            return False
        key, changed = found
        if not (changed and usable_cores() > 1) and not (force and not changed):
            return False
        from cvgen.pipeline.rendered import find_rendered

        rendered = find_rendered(key, path.parent)
    except Exception:  # any failure here: the build itself says what is wrong
        return False
    from cvgen.typst.compile import TypstDocument

    if rendered is None or not isinstance(rendered.document, TypstDocument):
        return False
    start(rendered.document)
    return True


def tex_timeout(argv: list[str]) -> float | None:
    """The ``--tex-timeout`` that ``argv`` gives (the last one, as click
    reads it); None when it gives none or not a number (click says so)."""
    read = _build_args(argv)
    value = read[1].get("--tex-timeout") if read is not None else None
    try:
        seconds = float(value) if value is not None else None
    except ValueError:
        return None
    return seconds if seconds is not None and 0 < seconds < float("inf") else None


def main() -> None:
    try:
        if _signal.getsignal(_signal.SIGINT) is _interrupted_while_loading:
            # from here on Ctrl-C is a KeyboardInterrupt: the command stops what it
            # started (an early TeX run, builds) and says what it left as it was
            _signal.signal(_signal.SIGINT, _signal.default_int_handler)
            sys.unraisablehook = _interrupt_again
        if one_pdf_build(sys.argv[1:]):
            _no_cycle_collector()
        if one_cv_build(sys.argv[1:]):
            from cvgen.pipeline.early import launch

            launch(tex_timeout(sys.argv[1:]))  # the early run's CPU-time limit
        elif (typst := typst_build(sys.argv[1:])) is not None:
            start_typst(**typst)
        from cvgen.model.plugins import turn_off

        turn_off()  # pydantic's plugins: the command has none, and looking costs 35 ms
        from cvgen.cli.main import main as cli

        cli()
        status: object = 0
    except SystemExit as exc:  # click ends every command this way
        status = exc.code
    except KeyboardInterrupt:  # before a command could take it (see cvgen/cli/build.py)
        # a build stopped here has written nothing; its early TeX run (if any)
        # is stopped by the exit handlers
        from cvgen.cli import NO_PDF_HALF_WRITTEN  # loaded with this module

        building = _build_args(sys.argv[1:]) is not None
        said = f"{NO_PDF_HALF_WRITTEN}; nothing was built" if building else "interrupted"
        print(said, file=sys.stderr)
        status = 130
    _exit(status)


def _no_cycle_collector() -> None:
    """Python's cycle collector off for a build of one CV's PDF. While the
    models, Jinja2 and the renderer load, it walks every object they make
    several times over (165 collections, 70-85 ms of CPU, 7% of a build after
    an edit), and frees little: the build makes about 40,000 objects of
    garbage in cycles, 2 MB, which the process ends with. A command that runs
    long or builds many CVs (``--watch``, ``--variant all``, several
    profiles, ``cvgen site``) keeps it."""
    import gc

    gc.disable()


def _interrupt_again(unraisable: "sys.UnraisableHookArgs") -> None:
    """Python's hook for an exception it cannot raise (in a weakref callback,
    as every import ends, or a ``__del__``): a Ctrl-C that lands there would
    be printed with a traceback and then forgotten, the command going on.
    The signal comes again instead, a moment later, from a thread: sent from
    here, it would land in this hook."""
    if isinstance(unraisable.exc_value, KeyboardInterrupt):
        import threading

        again = threading.Timer(0.01, os.kill, (os.getpid(), _signal.SIGINT))
        again.daemon = True
        again.start()
    else:
        sys.__unraisablehook__(unraisable)


def _exit(status: object) -> None:
    """End the process without the interpreter's teardown of its few hundred
    modules (25-35 ms; see the module's note). The command has finished:
    its files are written and closed; the exit handlers still run (they stop
    an early TeX run nobody took) and the output is flushed."""
    import atexit

    # the command has ended: a Ctrl-C now would only cut the clean-up short
    # (stopping an early TeX run nobody took) and print a traceback
    if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
        _signal.signal(_signal.SIGINT, _signal.SIG_IGN)
    if status is None:
        code = 0
    elif isinstance(status, int):
        code = status
    else:  # sys.exit("message")
        print(status, file=sys.stderr)
        code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (cvgen ... | head)
            code = code or 1
    os._exit(code)
