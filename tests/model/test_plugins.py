"""The cvgen command runs pydantic with its plugins off, without importing what
looks for them; a switch the environment sets is kept."""

from __future__ import annotations

import os
import subprocess
import sys

from cvgen.model.plugins import LOADER, SWITCH


def _python(code: str, **env: str) -> list[str]:
    environ = {k: v for k, v in os.environ.items() if k != SWITCH} | env
    done = subprocess.run(
        [sys.executable, "-c", code], env=environ, capture_output=True, text=True, check=True
    )
    return done.stdout.split()


_VALIDATE = (
    "import os, sys; from cvgen.model.plugins import turn_off; turn_off(); "
    "from cvgen.model.style import Margins; Margins.model_validate({'top': '1.5cm'}); "
    f"print('importlib.metadata' in sys.modules, os.environ.get('{SWITCH}'), "
    f"type(sys.modules['{LOADER}']).__name__)"
)


def test_turned_off_pydantic_validates_without_looking_for_plugins() -> None:
    assert _python(_VALIDATE) == ["False", "__all__", "_StandIn"]


def test_a_switch_the_environment_sets_is_kept() -> None:
    assert _python(_VALIDATE, **{SWITCH: "logfire"}) == ["True", "logfire", "module"]


def test_a_name_the_stand_in_does_not_know_loads_the_real_loader() -> None:
    code = (
        "import sys; from cvgen.model.plugins import turn_off; turn_off(); "
        f"import pydantic.plugin; stand_in = sys.modules['{LOADER}']; "
        "print(stand_in.PYDANTIC_ENTRY_POINT_GROUP, "
        f"sys.modules['{LOADER}'] is not stand_in, list(stand_in.get_plugins()))"
    )
    assert _python(code) == ["pydantic", "True", "[]"]
