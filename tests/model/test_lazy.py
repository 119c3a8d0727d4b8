"""``cvgen.model`` names every model but loads pydantic only when one is used."""

import importlib
import subprocess
import sys

import cvgen.model


def test_every_name_is_exported_and_found() -> None:
    assert sorted(cvgen.model.__all__) == sorted(cvgen.model._HOMES)
    for name in cvgen.model.__all__:
        home = importlib.import_module(cvgen.model._HOMES[name])
        assert getattr(cvgen.model, name) is getattr(home, name)


def test_dates_and_the_cli_load_no_pydantic() -> None:
    code = "import sys, cvgen.model.dates, cvgen.cli.main; print('pydantic' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        cvgen.model.Nothing  # noqa: B018
    except AttributeError as exc:
        assert "Nothing" in str(exc)
    else:
        raise AssertionError("no AttributeError")
