"""``cvgen.model`` names every model but loads pydantic only when one is used."""

import __future__

import importlib
import pkgutil
import subprocess
import sys

from pydantic import BaseModel

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


def test_the_modules_that_define_models_keep_their_annotations_evaluated() -> None:
    """No ``from __future__ import annotations`` where a model is defined: pydantic
    would compile and evaluate each field's annotation (cvgen/model/__init__.py)."""
    defining = []
    for found in pkgutil.iter_modules(cvgen.model.__path__):
        module = importlib.import_module(f"cvgen.model.{found.name}")
        models = [
            value
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, BaseModel)
            and value.__module__ == module.__name__
        ]
        if models:
            defining.append(module.__name__)
            assert getattr(module, "annotations", None) is not __future__.annotations, module
    assert "cvgen.model.profile" in defining and len(defining) >= 10
