"""Turn pydantic's validation errors into located, fixable problems."""

from __future__ import annotations

import calendar
import copy
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from cvgen.errors import InputError, Problem, did_you_mean
from cvgen.model.names import NAME_ERROR
from cvgen.model.style import LENGTH_FIX
from cvgen.sources.yamlsource import PathKey, YamlDocument, format_path

M = TypeVar("M", bound=BaseModel)

_TYPE_NAMES = {
    "string_type": "text",
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list (lines starting with '- ')",
    "dict_type": "a mapping (key: value lines)",
    "model_type": "a mapping (key: value lines)",
    "model_attributes_type": "a mapping (key: value lines)",
}


class InvalidInput(InputError):
    """The problems of one file, with what of it still validates: ``partial``
    (a model, or what the loader made of one) is the file with each faulty
    part left out, so that the checks that need a model (a profile's locale,
    theme, paper keys and variants; the database's cross-checks) still run on
    the rest and one ``cvgen validate`` reports everything. None: nothing
    validates (a required field is wrong)."""

    def __init__(self, problems: list[Problem], partial: object = None) -> None:
        super().__init__(problems)
        self.partial = partial


def validate_document(model: type[M], document: YamlDocument) -> M:
    """Validate a YAML document against ``model``; every problem at once (an
    :class:`InvalidInput` holding the partial model)."""
    data = {} if document.data is None else document.data
    problems = list(document.problems)  # duplicate keys, found while reading
    context = {"folder": document.source.file.parent}  # a file the input names (a font)
    try:
        validated = model.model_validate(data, context=context)
    except ValidationError as exc:
        problems += [_problem(model, document, error) for error in exc.errors()]
        raise InvalidInput(_unique(problems), _partial(model, data, exc, context)) from None
    if problems:
        raise InvalidInput(_unique(problems), validated)
    return validated


def _partial(
    model: type[M], data: Any, error: ValidationError, context: dict[str, Any]
) -> M | None:
    """``data`` validated with the key holding each error left out (the
    innermost key on the error's path: a list's items are never removed, so
    the others keep their indices and positions), again until it validates;
    None when a required key of the file is at fault."""
    data = copy.deepcopy(data)
    for _ in range(10):  # each round removes at least one key
        if not any(_prune(data, _clean_loc(e["loc"], data)) for e in error.errors()):
            return None
        try:
            return model.model_validate(data, context=context)
        except ValidationError as again:
            error = again
    return None


def _prune(data: Any, path: PathKey) -> bool:
    """Remove the innermost mapping key on ``path`` that ``data`` has; whether
    there was one."""
    node, found = data, None
    for part in path:
        if isinstance(node, dict) and part in node:
            found = (node, part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        # else: a missing key, or the name of a union's member (PaperRef): skipped
    if found is None:
        return False
    holder, key = found
    del holder[key]
    return True


def _unique(problems: list[Problem]) -> list[Problem]:
    seen: set[str] = set()
    result = []
    for problem in problems:
        if str(problem) not in seen:
            seen.add(str(problem))
            result.append(problem)
    return result


def _clean_loc(loc: tuple[Any, ...], data: Any) -> PathKey:
    """The path into the data, without pydantic's tags (``function-before[...]``).

    A part that names a key or index of the data is kept even when it looks
    like a tag (a paper key such as ``ok-key``); a missing field is kept too."""
    path: list[str | int] = []
    node = data
    for part in loc:
        if (isinstance(node, dict) and part in node) or (
            isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        ):
            node = node[part]
            path.append(part)
        elif isinstance(part, int) or ("[" not in part and "-" not in part):
            path.append(part)
            node = None
    return tuple(path)


def _problem(model: type[BaseModel], document: YamlDocument, error: Any) -> Problem:
    path = _clean_loc(error["loc"], document.data)
    kind: str = error["type"]
    ctx = error.get("ctx") or {}
    source = document.source
    if kind == "extra_forbidden":
        key = str(path[-1])
        allowed = _allowed_keys(model, path[:-1], document.data)
        guess = did_you_mean(key, allowed)
        fix = guess or "remove it or fix the spelling"
        if allowed and not guess:
            fix += "; allowed: " + ", ".join(sorted(allowed))
        return Problem(source.locate(path, key=True), format_path(path), "unknown key", fix)
    if kind == "missing":
        parent = path[:-1]
        return Problem(
            source.locate(parent),
            format_path(path),
            "is required",
            f"add '{path[-1]}:' to this entry",
        )
    if kind == NAME_ERROR:  # a name that becomes part of a file name (a key, or a value)
        if error["loc"][-1:] == ("[key]",):
            return Problem(
                source.locate(path, key=True), format_path(path[:-1]), ctx["message"], ctx["fix"]
            )
        return Problem(source.locate(path), format_path(path), ctx["message"], ctx["fix"])
    if "field" in ctx:  # our own validators name the field at fault (or its key path)
        field = ctx["field"]
        if isinstance(field, tuple):  # a key path below: as far down as it is written
            path = next(
                p
                for n in range(len(field), -1, -1)
                if (p := (*path, *field[:n])) in source.values or n == 0
            )
        else:
            path = (*path, field)
            if path not in source.values:
                path = path[:-1]
        return Problem(source.locate(path), format_path(path), error["msg"])
    if kind in _TYPE_NAMES:
        got = type(error.get("input")).__name__
        got = {"dict": "a mapping", "list": "a list", "NoneType": "nothing", "str": "text"}.get(
            got, got
        )
        return Problem(
            source.locate(path),
            format_path(path),
            f"expected {_TYPE_NAMES[kind]}, got {got}",
            "quote it: YAML read it as a number or true/false"
            if got in ("int", "float", "bool")
            else _type_fix(model, path, kind, error.get("input")),
        )
    if kind == "literal_error":
        return Problem(
            source.locate(path),
            format_path(path),
            f"'{error.get('input')}' is not allowed",
            f"use one of {ctx.get('expected')}",
        )
    if kind in _BOUNDS:
        message, fix = _out_of_bounds(path, kind, error.get("input"), ctx)
        return Problem(source.locate(path), format_path(path), message, fix)
    message = error["msg"]
    if kind == "string_pattern_mismatch":
        message = f"'{error.get('input')}' does not have the expected form"
        return Problem(source.locate(path), format_path(path), message, _pattern_fix(path))
    return Problem(source.locate(path), format_path(path), _lower_first(message))


# pydantic's bound errors: the bound's name in ``ctx``, how the value misses
# it, and what the value must be
_BOUNDS = {
    "less_than_equal": ("le", "more than", "at most"),
    "less_than": ("lt", "not less than", "less than"),
    "greater_than_equal": ("ge", "less than", "at least"),
    "greater_than": ("gt", "not more than", "more than"),
}


def _out_of_bounds(path: PathKey, kind: str, value: Any, ctx: dict[str, Any]) -> tuple[str, str]:
    """A number past a field's bound, in words, with the fix."""
    name = str(path[-1]) if path and isinstance(path[-1], str) else "value"
    if name == "month":
        return f"{value} is not a month", "write the month as a number, 1-12"
    bound, how, must = _BOUNDS[kind]
    limit = ctx.get(bound)
    return f"{value} is {how} {limit}", f"write a {name} that is {must} {limit}"


def _pattern_fix(path: PathKey) -> str:
    field = str(path[-1]) if path else ""
    return {
        "orcid": "write the 16-digit ORCID iD as 0000-0002-1825-0097",
        "accent_color": "write a colour as #RRGGBB, e.g. #DC3522",
        "doi": "write the DOI without https://doi.org/, e.g. 10.1145/3600006.3613152",
        **dict.fromkeys(("left", "right", "top", "bottom"), LENGTH_FIX),  # style.margins
    }.get(field, "see the schema: cvgen schema")


def _lower_first(text: str) -> str:
    text = text.removeprefix("Value error, ")
    return text[:1].lower() + text[1:]


def _allowed_keys(model: type[BaseModel], path: PathKey, data: Any) -> list[str]:
    """The keys the model accepts at ``path`` (for 'did you mean')."""
    current = _field_at(model, path)[0]
    return list(current.model_fields) if current else []


def _field_at(model: type[BaseModel], path: PathKey) -> tuple[type[BaseModel] | None, Any]:
    """The model at ``path`` and the field that holds it (None at the top).
    A part that is no field is a key of a ``dict[str, Model]`` (a paper's key)."""
    current: Any = model
    holder: Any = None
    for part in path:
        if isinstance(part, int):
            continue
        if not (isinstance(current, type) and issubclass(current, BaseModel)):
            return None, None
        field = current.model_fields.get(part)
        if field is None:
            if holder is None or getattr(holder.annotation, "__origin__", None) is not dict:
                return None, None
            holder = None  # the key of a dict: the model stays the same
            continue
        holder, current = field, _inner_model(field.annotation)
    if isinstance(current, type) and issubclass(current, BaseModel):
        return current, holder
    return None, holder


_MONTHS = [m.casefold() for m in calendar.month_name[1:]]


def _type_fix(model: type[BaseModel], path: PathKey, kind: str, value: Any) -> str:
    """How to write a value of the wrong type: the keys a mapping takes, with
    an example; a month as its number."""
    name = str(path[-1]) if path else ""
    if kind in ("model_type", "model_attributes_type") and name:
        inner, field = _field_at(model, path)
        if inner is None:
            return ""
        fix = f"{name} takes the keys {', '.join(inner.model_fields)}"
        examples = getattr(field, "examples", None) or []
        if examples and isinstance(examples[0], dict):
            flow = yaml.safe_dump(examples[0], default_flow_style=True, sort_keys=False, width=999)
            fix += f", e.g. {name}: {flow.strip()}"
        return fix
    if kind == "int_parsing" and name == "month" and isinstance(value, str):
        word = value.strip().rstrip(".").casefold()
        found = [i for i, m in enumerate(_MONTHS, 1) if len(word) >= 3 and m.startswith(word)]
        if found:
            return f"write the month as a number: {found[0]}"
        return "write the month as a number, 1-12"
    return ""


def _inner_model(annotation: Any) -> Any:
    """The model inside ``list[X]``, ``X | None``, ``dict[str, X]`` or ``Annotated``."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()) or getattr(annotation, "__metadata__", ()):
        found = _inner_model(arg)
        if found is not None:
            return found
    origin = getattr(annotation, "__origin__", None)
    if origin is not None and origin is not annotation:
        return _inner_model(origin)
    return None
