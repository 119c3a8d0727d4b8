"""Every Jinja2 environment cvgen renders with: Jinja2's sandbox, bounded.

A group's theme (``themes/NAME/*.tex.j2``, ``cv.html.j2``) is a template its
users write, and a pull request can add one, so a template is data, never
code: it renders in :class:`jinja2.sandbox.ImmutableSandboxedEnvironment`
(no ``_``-attributes, no ``__globals__``, no ``str.format`` reaching
attributes, no changing the values it is given), without the ``lipsum``
global, with ``**`` and ``*`` kept to sizes a page could use (``range`` is
bounded by the sandbox), with every rendered text kept under
:data:`MAX_OUTPUT` characters, and reading only files inside the folders it
was given (a symlink that leads out of one is not a template).

cvgen's own templates render the same way, so no template has a way around
it. A fault in a template of a group's own is a :class:`TemplateFault`,
``themes/evil/cv.tex.j2:3: ...``; one in cvgen's own is a bug.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import CodeType
from typing import TYPE_CHECKING, Any

from cvgen.errors import CvgenError, display_path
from cvgen.support.resources import template_dir

if TYPE_CHECKING:
    import jinja2

#: The most characters one render may write: ten times the longest CV's .tex
MAX_OUTPUT = 20_000_000
#: The largest string or list ``*`` may make, and the largest power ``**``
MAX_PRODUCT = 1_000_000
_MAX_EXPONENT = 64
_MAX_BITS = 4096
_DOCS = "docs/themes.md"


class TemplateFault(CvgenError):
    """A template of a group's own that cannot render (it tried something a
    theme may not, or it has a mistake); the message says at which line."""


#: The syntax of the TeX and Typst templates: delimiters neither language writes
#: (``<< >>``, ``<% %>``, ``<# #>``), lines as the blocks leave them, no escaping
#: by Jinja2 (each renderer's view holds only its own escaped type of text)
ANGLE_SYNTAX: dict[str, Any] = {
    "block_start_string": "<%",
    "block_end_string": "%>",
    "variable_start_string": "<<",
    "variable_end_string": ">>",
    "comment_start_string": "<#",
    "comment_end_string": "#>",
    "trim_blocks": True,
    "lstrip_blocks": True,
    "keep_trailing_newline": True,
    "autoescape": False,
}


def escaped_strings(value: Any, kind: type[str], path: str = "cv") -> list[str]:
    """Every string of a template's view, in the view's order, each checked to
    be of the renderer's escaped type ``kind`` (LaTeX's ``Tex``, Typst's
    ``Typ``): a raw string that reached it is a bug in cvgen, named by where it is."""
    strings: list[str] = []
    stack: list[tuple[str, Any]] = [(path, value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, str):
            if not isinstance(item, kind):
                raise TypeError(f"{where} reached the templates unescaped: {item!r:.60}")
            strings.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed([(f"{where}.{k}", v) for k, v in item.items()]))
        elif isinstance(item, (list, tuple)):
            stack.extend(reversed([(f"{where}[{i}]", v) for i, v in enumerate(item)]))
    return strings


def escaped_text(value: Any, kind: type[str], path: str = "cv") -> str:
    """All the text of a template's view, checked as :func:`escaped_strings` checks it."""
    return "".join(escaped_strings(value, kind, path))


def sandboxed_environment(folders: tuple[Path, ...], **options: Any) -> jinja2.Environment:
    """A sandboxed environment whose templates are in ``folders`` (the first
    that has a template gives it); ``options``: the environment's syntax and
    escaping (delimiters, ``autoescape``, ...)."""
    from jinja2 import StrictUndefined
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class _Sandbox(ImmutableSandboxedEnvironment):
        intercepted_binops = frozenset({"*", "**", "%"})

        def call_binop(self, context: Any, op: str, left: Any, right: Any) -> Any:
            return _bounded(op, left, right)

        def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
            _check_arguments(args, kwargs)
            return super().call(__context, __obj, *args, **kwargs)

        def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
            wrapped = super().wrap_str_format(value)
            if wrapped is not None:
                _check_spec(getattr(value, "__self__", ""))
            return wrapped

    options.setdefault("undefined", StrictUndefined)
    env = _Sandbox(loader=_folder_loader(folders), **options)
    env.globals.pop("lipsum", None)  # lipsum(n=10**5) is a page-sized allocation per call
    env.filters = {name: _checked(f) for name, f in env.filters.items()}
    return env


def _checked(function: Callable[..., Any]) -> Callable[..., Any]:
    """A filter whose numbers are bounded (``|center(10**9)``) and whose format
    strings ask for no huge width (``'%999999999s'|format(x)``)."""

    @functools.wraps(function)  # keeps jinja_pass_arg (context, environment, ...)
    def checked(*args: Any, **kwargs: Any) -> Any:
        _check_arguments(args, kwargs)
        if function.__name__ == "do_format" and args:
            _check_spec(args[0])
        return function(*args, **kwargs)

    return checked


def _check_arguments(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    from jinja2.exceptions import SecurityError

    for value in (*args, *kwargs.values()):
        if isinstance(value, int) and abs(value) > MAX_PRODUCT:
            raise SecurityError(f"the number {value:,} (at most {MAX_PRODUCT:,})")


_HUGE_SPEC = re.compile(r"\d{6,}")  # a width or precision of 100,000 or more


def _check_spec(text: object) -> None:
    from jinja2.exceptions import SecurityError

    if isinstance(text, str) and _HUGE_SPEC.search(text):
        raise SecurityError(f"the format string {text[:40]!r} (a width is at most 99,999)")


def render_bounded(template: jinja2.Template, values: dict[str, Any]) -> str:
    """``template`` rendered with ``values``, stopped past :data:`MAX_OUTPUT` characters."""
    pieces: list[str] = []
    size = 0
    for piece in template.generate(values):
        size += len(piece)
        if size > MAX_OUTPUT:
            from jinja2.exceptions import SecurityError

            raise SecurityError(f"more than {MAX_OUTPUT:,} characters of output")
        pieces.append(piece)
    return "".join(pieces)


def _bounded(op: str, left: Any, right: Any) -> Any:
    from jinja2.exceptions import SecurityError

    if op == "%":
        _check_spec(left)
        return operator.mod(left, right)
    if op == "**":
        numbers = isinstance(left, int) and isinstance(right, int)
        if numbers and (abs(right) > _MAX_EXPONENT or left.bit_length() * abs(right) > _MAX_BITS):
            raise SecurityError(f"the power {left}**{right} (numbers are at most {_MAX_BITS} bits)")
        return operator.pow(left, right)
    for seq, count in ((left, right), (right, left)):
        sized = isinstance(seq, (str, list, tuple)) and isinstance(count, int)
        if sized and len(seq) * count > MAX_PRODUCT:
            raise SecurityError(f"a sequence of {len(seq) * count:,} items")
    return operator.mul(left, right)


def _folder_loader(folders: tuple[Path, ...]) -> jinja2.BaseLoader:
    """Jinja2's folder loader, refusing a file that resolves outside the folder
    it was found in (a symlink to ``~/.ssh/id_rsa`` is no template), taking
    cvgen's own templates precompiled (:func:`use_precompiled`) when their
    code is current."""
    from jinja2 import FileSystemLoader, TemplateNotFound

    class _Loader(FileSystemLoader):
        precompiled: tuple[str, Path] | None = None  # use_precompiled: module, own folder

        def get_source(
            self, environment: jinja2.Environment, template: str
        ) -> tuple[str, str, Callable[[], bool]]:
            source, filename, uptodate = super().get_source(environment, template)
            found = Path(filename)
            inside = (f.resolve() for f in folders if _is_below(found, f))
            if not any(found.resolve().is_relative_to(folder) for folder in inside):
                raise TemplateNotFound(template, f"{found} leads out of its folder")
            return source, filename, uptodate

        def load(
            self,
            environment: jinja2.Environment,
            name: str,
            globals: Any = None,  # Jinja2's name
        ) -> jinja2.Template:
            if self.precompiled is not None:
                module, own = self.precompiled
                source, filename, uptodate = self.get_source(environment, name)
                if Path(filename).resolve().is_relative_to(own.resolve()):
                    found = _precompiled(
                        environment, module, name, source, filename, globals, uptodate
                    )
                    if found is not None:
                        return found
            return super().load(environment, name, globals)

    return _Loader([str(folder) for folder in folders])


def use_precompiled(environment: jinja2.Environment, module: str, own: Path) -> None:
    """Load cvgen's own templates (the files under ``own``: :func:`template_dir`,
    its themes' included, or :func:`page_template_dir`) in ``environment`` (of
    :func:`sandboxed_environment`) from ``module``, which holds them compiled
    ahead of time (:func:`precompiled_source`): a template's code is taken when
    it was compiled from the text found, under the name asked for, by this
    Jinja2 for an environment like this one; else Jinja2 compiles the template.
    A group's own theme's templates are never taken from it."""
    environment.loader.precompiled = (module, own)  # type: ignore[union-attr]


def _fingerprint(environment: jinja2.Environment, name: str, source: str) -> str:
    """What the code Jinja2 makes of a template depends on: its name and text,
    Jinja2's version and the environment's syntax, escaping and sandbox
    settings, and its filters and tests (by name, and what each is passed)."""
    import hashlib

    import jinja2

    settings = (
        jinja2.__version__,
        type(environment).__mro__[1].__name__,
        environment.block_start_string,
        environment.block_end_string,
        environment.variable_start_string,
        environment.variable_end_string,
        environment.comment_start_string,
        environment.comment_end_string,
        environment.line_statement_prefix,
        environment.line_comment_prefix,
        environment.trim_blocks,
        environment.lstrip_blocks,
        environment.newline_sequence,
        environment.keep_trailing_newline,
        environment.autoescape,
        environment.optimized,
        environment.is_async,
        environment.finalize,
        sorted(environment.extensions),
        sorted(getattr(environment, "intercepted_binops", ())),
        sorted(getattr(environment, "intercepted_unops", ())),
        sorted((n, str(getattr(f, "jinja_pass_arg", ""))) for n, f in environment.filters.items()),
        sorted((n, str(getattr(f, "jinja_pass_arg", ""))) for n, f in environment.tests.items()),
    )
    return hashlib.sha256(f"{settings!r}\n{name}\n{source}".encode()).hexdigest()


_HEADER = '''"""cvgen's own templates compiled by Jinja2 ahead of time: made by `make
templates`, never edited by hand, never imported. Each template's code runs
only when FINGERPRINT, which cvgen sets before running this module, is that of
the template's name and text, this Jinja2 and its environment; else cvgen
compiles the template as Jinja2 does (cvgen/support/templates.py)."""
# fmt: off
'''

_DEBUG_INFO = re.compile(r"^debug_info = '([0-9=&]*)'$", re.MULTILINE)


def precompiled_source(templates: Mapping[Path, jinja2.Environment]) -> str:
    """The Python module that holds each of ``templates`` (files in flat
    folders, loaded by their file's name) compiled for its environment as
    Jinja2 compiles it on loading it, each in a branch that runs only under
    its own fingerprint (:func:`_precompiled`)."""
    lines = _HEADER.splitlines()
    keyword = "if"
    for path, environment in templates.items():
        name, source = path.name, path.read_text(encoding="utf-8")
        code = environment.compile(source, name, str(path), raw=True)
        where = path.relative_to(template_dir().parent).as_posix()
        fingerprint = _fingerprint(environment, name, source)
        lines.append(f"{keyword} FINGERPRINT == {fingerprint!r}:  # {where}")
        # Jinja2 maps each template line to a line of its code: here, lines further on
        code = _DEBUG_INFO.sub(functools.partial(_shifted, offset=len(lines)), code)
        lines += [f"    {line}" if line else "" for line in code.splitlines()]
        keyword = "elif"
    return "\n".join(lines) + "\n"


def _shifted(debug_info: re.Match[str], offset: int) -> str:
    pairs = (pair.split("=") for pair in debug_info[1].split("&") if pair)
    shifted = "&".join(f"{line}={int(code) + offset}" for line, code in pairs)
    return f"debug_info = {shifted!r}"


def _precompiled(
    environment: jinja2.Environment,
    module: str,
    name: str,
    source: str,
    filename: str,
    globals: Any,  # Jinja2's name
    uptodate: Callable[[], bool],
) -> jinja2.Template | None:
    """The template ``name`` in ``module`` (:func:`precompiled_source`), if it
    was compiled from ``source`` for an environment like ``environment``; else
    None. The module's code comes from Python's bytecode cache, and runs as
    Jinja2 runs a template it has just compiled, in a namespace of its own, in
    which FINGERPRINT picks the template's branch (none: the module is stale,
    and nothing of it runs, no import of what this Jinja2 may lack)."""
    code = _module_code(module)
    if code is None:
        return None
    fingerprint = _fingerprint(environment, name, source)
    if fingerprint not in code.co_consts:
        return None
    namespace = {"environment": environment, "__file__": filename, "FINGERPRINT": fingerprint}
    exec(code, namespace)  # Template.from_code's way, with the fingerprint set
    if namespace.get("name") != name:
        return None
    template = environment.template_class._from_namespace(environment, namespace, globals)
    template._uptodate = uptodate
    return template


def _module_code(module: str) -> CodeType | None:
    """The code of ``module``, from its bytecode cache, without importing it;
    read once while the file is the same."""
    import importlib.util

    try:
        spec = importlib.util.find_spec(module)
        origin = getattr(spec, "origin", None)
        if origin is None:
            return None
        stat = Path(origin).stat()
        return _code_of(module, origin, stat.st_mtime_ns, stat.st_size)
    except (ImportError, ValueError, OSError, SyntaxError):
        return None


@functools.cache
def _code_of(module: str, origin: str, mtime_ns: int, size: int) -> CodeType | None:
    import importlib.util

    spec = importlib.util.find_spec(module)
    loader = getattr(spec, "loader", None)
    return loader.get_code(module) if loader is not None else None


def _is_below(path: Path, folder: Path) -> bool:
    return path.is_relative_to(folder) or path.absolute().is_relative_to(folder.absolute())


@contextmanager
def user_templates(builtin: tuple[Path, ...]) -> Iterator[None]:
    """Turn a Jinja2 error into a :class:`TemplateFault` at the line of the
    template that caused it, unless that template is one of cvgen's own (in
    ``builtin``): a fault there is a bug, and keeps its traceback."""
    from jinja2 import TemplateError, TemplateSyntaxError

    try:
        yield
    except (TemplateError, MemoryError, RecursionError, OverflowError, ArithmeticError) as exc:
        if isinstance(exc, TemplateSyntaxError) and exc.filename:
            where: tuple[str, int] | None = (exc.filename, exc.lineno)
        else:
            where = _template_frame(exc)
        if where is None or any(Path(where[0]).is_relative_to(b) for b in builtin):
            raise
        raise TemplateFault(_fault(exc, *where)) from None


def _template_frame(exc: BaseException) -> tuple[str, int] | None:
    """The file and line of the innermost template in ``exc``'s traceback
    (Jinja2 rewrites its frames to name the template and its line)."""
    found = None
    tb = exc.__traceback__
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if name.endswith(".j2"):
            found = (name, tb.tb_lineno)
        tb = tb.tb_next
    return found


_UNSAFE = re.compile(r"attribute '([^']+)'|^(.+) is not safely callable")


def _fault(exc: BaseException, filename: str, line: int) -> str:
    from jinja2.exceptions import SecurityError, UndefinedError

    where = f"{display_path(Path(filename))}:{line}"
    what = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    if isinstance(exc, SecurityError):
        reached = _UNSAFE.search(what)
        if reached is None:  # one of the bounds above
            return f"{where}: the template asked for {what} ({_DOCS} says what a theme can use)"
        target = next(g for g in reached.groups() if g)
        return (
            f"{where}: the template tried to reach '{target}', which themes may not "
            f"({_DOCS} says what a theme can use)"
        )
    if isinstance(exc, UndefinedError):
        return f"{where}: {what} ({_DOCS} lists the values a template sees)"
    if isinstance(exc, (MemoryError, RecursionError, OverflowError, ArithmeticError)):
        return f"{where}: the template asked for too much ({type(exc).__name__}: {what})"
    return f"{where}: {what} (fix the template; {_DOCS})"
