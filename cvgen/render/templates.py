"""cvgen's own TeX and Typst templates (``latex_templates/``, the bundled
themes' own included): the Jinja2 environment both engines render them in;
their code compiled ahead of time, with the web page's ``cv.html.j2`` and
the stylesheets it includes (:data:`PRECOMPILED`, ``make templates``).

Jinja2 compiling them costs a build that renders 60-70 ms for ``cv.typ.j2``,
80-90 for ``cv.tex.j2`` and the files it includes, 50 for ``cv.html.j2``;
loading the module's bytecode, a millisecond or two (docs/speed.md). One
module holds them all, each under its own fingerprint, one generator writes
it and one test checks it is current: the engines' templates share one folder
and one environment, which a module per engine would split by the files'
endings, a list each; the web page's few templates come along for the same
reason. What it costs: the whole module's bytecode is read, once a process.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.support.resources import page_template_dir, template_dir
from cvgen.support.templates import (
    ANGLE_SYNTAX,
    precompiled_source,
    sandboxed_environment,
    use_precompiled,
)

if TYPE_CHECKING:
    import jinja2

#: The web page's template, in ``page_templates/`` or a theme's own
WEB_TEMPLATE = "cv.html.j2"
#: The module of every template of :func:`precompiled_templates`, compiled
#: (``cvgen/render/precompiled.py``)
PRECOMPILED = "cvgen.render.precompiled"


@lru_cache(maxsize=8)
def angle_environment(*folders: Path) -> jinja2.Environment:
    """The sandboxed environment of the TeX and Typst templates in ``folders``,
    the first that has a template giving it (a theme, the themes it extends,
    the shared templates): delimiters neither language writes (``<< >>``,
    ``<% %>``, ``<# #>``), a missing value fails, and cvgen's own templates
    come precompiled while their code is current."""
    environment = sandboxed_environment(folders, **ANGLE_SYNTAX)
    use_precompiled(environment, PRECOMPILED, template_dir())
    return environment


def web_page_environment(folders: tuple[Path, ...], own: Path) -> jinja2.Environment:
    """The sandboxed environment of the web page: its templates in ``folders``
    (a theme's own), then in ``own``, cvgen's (``page_templates/``); HTML
    escaping, and cvgen's own ``cv.html.j2`` precompiled while its code is current."""
    environment = sandboxed_environment(
        (*folders, own),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    use_precompiled(environment, PRECOMPILED, own)
    return environment


def precompiled_templates() -> dict[Path, jinja2.Environment]:
    """Every template a build renders that cvgen ships, and the environment
    that renders it: the TeX and Typst templates (the shared ones, then the
    bundled themes' own, each found through its theme's folder), then the web
    page's ``cv.html.j2`` and the stylesheets it includes."""
    shared = sorted(template_dir().glob("*.j2"))
    themes = sorted(template_dir().glob("themes/*/*.j2"))
    page = (page_template_dir() / WEB_TEMPLATE, *sorted(page_template_dir().glob("*.css")))
    return {
        **{path: angle_environment(template_dir()) for path in shared},
        **{path: angle_environment(path.parent, template_dir()) for path in themes},
        **{path: web_page_environment((), page_template_dir()) for path in page},
    }


def precompiled_module() -> str:
    """The text of :data:`PRECOMPILED`, as ``make templates`` writes it."""
    return precompiled_source(precompiled_templates())


def write_precompiled() -> Path:
    """Write :data:`PRECOMPILED` again (``make templates``)."""
    from cvgen.support.files import write_atomically

    module = Path(__file__).with_name("precompiled.py")
    write_atomically(module, precompiled_module().encode())
    return module
