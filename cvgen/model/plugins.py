"""pydantic without its plugins, in the ``cvgen`` command.

pydantic looks for plugins (packages that watch every validation, found by
their entry points) when it builds its first validator: it imports
:mod:`importlib.metadata`, and with it ``email``, ``zipfile``, ``csv`` and
``socket`` (25 ms), then reads the entry points of every installed package
(10 ms more): about 35 ms of every build after an edit. The ``cvgen`` command
has no use for them, so :func:`turn_off` (called by its launcher, never on
import: a program or a test that imports cvgen keeps pydantic as it is) sets
pydantic's own switch, ``PYDANTIC_DISABLE_PLUGINS=__all__``, and puts a
stand-in for pydantic's plugin loader in its place. The stand-in answers
``get_plugins()`` with none, as the real loader does when the switch is set;
a name it does not know (a newer pydantic asking for more) loads the real
loader. When the environment sets the switch itself, nothing changes.
"""

from __future__ import annotations

import os
import sys
import types
from typing import Any

LOADER = "pydantic.plugin._loader"
SWITCH = "PYDANTIC_DISABLE_PLUGINS"


def turn_off() -> None:
    """pydantic's plugins off in this process, before pydantic builds a validator."""
    if SWITCH in os.environ or LOADER in sys.modules:
        return  # the user's choice, or too late: pydantic looks as it would
    os.environ[SWITCH] = "__all__"
    sys.modules[LOADER] = _StandIn(LOADER)


class _StandIn(types.ModuleType):
    """pydantic's plugin loader with the plugins off."""

    @staticmethod
    def get_plugins() -> tuple[()]:
        return ()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        real = sys.modules.get(LOADER)
        return getattr(_real_loader() if real is self or real is None else real, name)


def _real_loader() -> types.ModuleType:
    """pydantic's own loader, loaded now in the stand-in's place."""
    import importlib.machinery
    import importlib.util

    package = sys.modules["pydantic.plugin"]  # imported before any of its modules
    spec = importlib.machinery.PathFinder.find_spec(LOADER, package.__path__)
    if spec is None or spec.loader is None:
        raise ImportError(f"{LOADER} not found")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules[LOADER] = module
    return module
