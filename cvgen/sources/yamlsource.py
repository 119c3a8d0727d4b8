"""Read YAML keeping the file, line and column of every value.

PyYAML's composer gives a node tree with marks; we build plain Python data
from it ourselves so that (a) every value's position is kept in a
:class:`SourceMap` keyed by its path, (b) a key written twice in one mapping is
an error instead of PyYAML silently keeping the last, and (c) dates stay
strings, because cvgen parses its own partial dates (``2023``, ``2023-07``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from cvgen.errors import InputError, Location, Problem
from cvgen.sources.limits import (
    MAX_DEPTH,
    control_character,
    position,
    read_text,
    too_deep,
    too_many_values,
    value_budget,
)

__all__ = ["PathKey", "SourceMap", "YamlDocument", "format_path", "load_yaml", "read_text"]

try:  # the C composer is several times faster on a large database
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

PathKey = tuple[str | int, ...]

_SCALAR_TAGS = {
    "tag:yaml.org,2002:null": "construct_yaml_null",
    "tag:yaml.org,2002:bool": "construct_yaml_bool",
    "tag:yaml.org,2002:int": "construct_yaml_int",
    "tag:yaml.org,2002:float": "construct_yaml_float",
}


@dataclass
class SourceMap:
    """Positions of the values (and of the keys) of one YAML document.

    A document read from the cache has its data but not its positions: they
    are found (by parsing ``text`` again) the first time one is asked for,
    which is only when there is a problem to report."""

    file: Path
    _values: dict[PathKey, Location] | None = field(default_factory=dict)
    _keys: dict[PathKey, Location] | None = field(default_factory=dict)
    text: str | None = field(default=None, repr=False)

    @property
    def values(self) -> dict[PathKey, Location]:
        self._find()
        assert self._values is not None
        return self._values

    @property
    def keys(self) -> dict[PathKey, Location]:
        self._find()
        assert self._keys is not None
        return self._keys

    def _find(self) -> None:
        if self._values is None:
            parsed = _parse(self.file, self.text or "").source
            self._values, self._keys = parsed.values, parsed.keys

    def locate(self, path: PathKey, *, key: bool = False) -> Location:
        """The position of ``path``, or of its nearest ancestor that has one."""
        table = self.keys if key else self.values
        for end in range(len(path), -1, -1):
            prefix = path[:end]
            if prefix in table:
                return table[prefix]
            if prefix in self.values:
                return self.values[prefix]
        return Location(self.file, 1, 1)


@dataclass
class YamlDocument:
    """A parsed YAML file: its data and where each value came from."""

    data: Any
    source: SourceMap
    problems: list[Problem] = field(default_factory=list)  # keys written twice


def format_path(path: PathKey) -> str:
    """``("education", 1, "end")`` -> ``education[1].end``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


CACHE_ABOVE = 32 * 1024  # parsing a file this big costs more than reading the cache
_CACHE_FORMAT = "yaml-data/1"


def load_yaml(path: Path, text: str | None = None) -> YamlDocument:
    """Parse one YAML file; a syntax error is an InputError, a duplicate key a problem
    kept with the document (reported with the validation problems).

    A big file's data is cached by its content (see :mod:`cvgen.support.cache`): a
    3 MB database is read back in a fraction of the time PyYAML takes."""
    if text is None:
        text = read_text(path)
    if len(text) < CACHE_ABOVE:
        return _parse(path, text)
    from cvgen.support import cache

    name = cache.digest(_CACHE_FORMAT, text) + ".json"
    cached = cache.read("yaml", name)
    if cached is not None:
        return YamlDocument(json.loads(cached), SourceMap(path, None, None, text))
    document = _parse(path, text)
    if not document.problems:
        cache.write("yaml", name, json.dumps(document.data).encode())
    return document


def _parse(path: Path, text: str) -> YamlDocument:
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
    except yaml.reader.ReaderError as exc:  # not a MarkedYAMLError: no line, an offset
        offset = exc.position
        if _Loader is not yaml.SafeLoader:  # libyaml's offset counts the UTF-8 bytes
            offset = len(text.encode("utf-8")[:offset].decode("utf-8", "ignore"))
        raise control_character(path, text, offset, chr(exc.character)) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        tab = _indenting_tab(path, text, mark.line) if mark else None
        if tab is not None:
            message = "YAML does not allow tabs for indentation; use spaces"
            raise InputError([Problem(tab, "", message)]) from None
        loc = Location(path, mark.line + 1, mark.column + 1) if mark else None
        what = exc.problem or "invalid YAML"
        raise InputError(
            [Problem(loc, "", f"YAML syntax error: {what}", _syntax_hint(what))]
        ) from None
    except yaml.YAMLError as exc:  # any other: still this file's fault, not a bug
        raise InputError([Problem(position(path, text, 0), "", f"not YAML: {exc}")]) from None
    finally:
        loader.dispose()
    builder = _Builder(path, loader, value_budget(text))
    data = builder.build(node, ()) if node is not None else None
    return YamlDocument(data, builder.source, builder.problems)


def _indenting_tab(path: Path, text: str, line: int) -> Location | None:
    """The tab in the indentation of the line of a syntax error (0-based
    ``line``) or of one of the two lines above it (PyYAML often notices a
    tab a line late), nearest first; None when there is none."""
    lines = text.splitlines()
    for number in range(min(line, len(lines) - 1), max(line - 3, -1), -1):
        indent = lines[number][: len(lines[number]) - len(lines[number].lstrip(" \t"))]
        if "\t" in indent:
            return Location(path, number + 1, indent.index("\t") + 1)
    return None


def _syntax_hint(problem: str) -> str:
    if "mapping values are not allowed" in problem:
        return "quote a value that contains ': '"
    return "check the indentation and quoting on this line"


class _Builder:
    def __init__(self, file: Path, loader: Any, budget: int) -> None:
        self.file = file
        self.loader = loader
        self.budget = budget  # values left to build: aliases may not expand past it
        self.source = SourceMap(file)
        self.problems: list[Problem] = []

    def _loc(self, node: yaml.Node) -> Location:
        return Location(self.file, node.start_mark.line + 1, node.start_mark.column + 1)

    def build(self, node: yaml.Node, path: PathKey) -> Any:
        self.budget -= 1
        if self.budget < 0:
            raise too_many_values(self._loc(node))
        if len(path) > MAX_DEPTH:
            raise too_deep(self._loc(node), format_path(path[:MAX_DEPTH]))
        self.source.values[path] = self._loc(node)
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        constructor = _SCALAR_TAGS.get(node.tag)
        if constructor is None:  # strings, and timestamps kept as written
            return str(node.value)
        return getattr(self.loader, constructor)(node)

    def _mapping(self, node: yaml.MappingNode, path: PathKey) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                self.problems.append(
                    Problem(self._loc(key_node), format_path(path), "a key must be plain text")
                )
                continue
            key = str(key_node.value)
            if key in result:
                first = self.source.keys[(*path, key)]
                self.problems.append(
                    Problem(
                        self._loc(key_node),
                        format_path((*path, key)),
                        f"key written twice (first at line {first.line})",
                        "keep one of the two",
                    )
                )
                continue
            self.source.keys[(*path, key)] = self._loc(key_node)
            result[key] = self.build(value_node, (*path, key))
        return result
