"""cvgen's own TeX and Typst templates (``latex_templates/``, the bundled
themes' own included): the Jinja2 environment both engines render them in,
and their code compiled ahead of time (:data:`PRECOMPILED`, ``make templates``).

Jinja2 compiling them costs a build that renders 60-70 ms for ``cv.typ.j2``,
more for ``cv.tex.j2`` and the files it includes; loading the module's
bytecode, a millisecond or two (docs/speed.md). Both engines' templates share
one folder and one syntax, so one module holds them all, one generator writes
it, and one test checks it is current.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.support.resources import template_dir
from cvgen.support.templates import (
    ANGLE_SYNTAX,
    precompiled_source,
    sandboxed_environment,
    use_precompiled,
)

if TYPE_CHECKING:
    import jinja2

#: The module of every template of :func:`precompiled_templates`, compiled
PRECOMPILED = "cvgen.render.precompiled"


@lru_cache(maxsize=8)
def angle_environment(*folders: Path) -> jinja2.Environment:
    """The sandboxed environment of the TeX and Typst templates in ``folders``,
    the first that has a template giving it (a theme, the themes it extends,
    the shared templates): delimiters neither language writes (``<< >>``,
    ``<% %>``, ``<# #>``), a missing value fails, and cvgen's own templates
    come precompiled while their code is current."""
    environment = sandboxed_environment(folders, **ANGLE_SYNTAX)
    use_precompiled(environment, PRECOMPILED)
    return environment


def precompiled_templates() -> tuple[Path, ...]:
    """Every template cvgen ships: the shared ones, then the bundled themes' own."""
    return (*sorted(template_dir().glob("*.j2")), *sorted(template_dir().glob("themes/*/*.j2")))


def precompiled_module() -> str:
    """The text of :data:`PRECOMPILED`, as ``make templates`` writes it."""
    return precompiled_source(angle_environment(template_dir()), precompiled_templates())


def write_precompiled() -> Path:
    """Write :data:`PRECOMPILED` again (``make templates``)."""
    from cvgen.support.files import write_atomically

    module = Path(__file__).with_name("precompiled.py")
    write_atomically(module, precompiled_module().encode())
    return module
