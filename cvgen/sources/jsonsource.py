"""Read JSON keeping the line and column of every value, as :mod:`cvgen.sources.yamlsource`
does for YAML, so that a problem in an imported document names its place.

:func:`json.loads` parses (and reports syntax errors with their line and
column); a second pass over the now known-good text records where each value
and key starts, in the same :class:`~cvgen.sources.yamlsource.SourceMap` YAML uses.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cvgen.errors import CvgenError, Location, display_path
from cvgen.sources.limits import MAX_DEPTH, read_text
from cvgen.sources.yamlsource import PathKey, SourceMap

_SPACE = re.compile(r"[ \t\n\r]*")
_HINTS = {
    "Expecting property name enclosed in double quotes": "write keys in double quotes, "
    "and no comma after the last member of an object",
    "Expecting ',' delimiter": "a comma is missing between two members",
    "Expecting ':' delimiter": "write a ':' between a key and its value",
    "Expecting value": "a value is missing here, or a comma follows the last item",
    "Extra data": "the document must be one JSON object: remove what follows it",
    "Invalid control character at": "write a line break inside a string as \\n",
    "Unterminated string starting at": "close the string with a double quote",
}


def _hint(exc: json.JSONDecodeError, text: str) -> str:
    if not text.strip():
        return "the file is empty; a JSON document is one {...} object"
    if exc.pos == len(text) - len(text.lstrip()) and exc.msg == "Expecting value":
        return "this is not JSON; a JSON document is one {...} object"
    if exc.pos >= len(text.rstrip()):
        return "the file ends too early: a closing } or ] is missing"
    found = (fix for start, fix in _HINTS.items() if exc.msg.startswith(start))
    return next(found, "fix the JSON syntax here")


class JsonSyntaxError(CvgenError):
    """The file is not JSON."""


@dataclass(frozen=True)
class JsonDocument:
    data: Any
    source: SourceMap


def load_json(path: Path) -> JsonDocument:
    """Parse ``path``; a syntax error names its line and column and how to fix it."""
    text = read_text(path)
    if text.startswith("\ufeff"):  # a byte-order mark: JSON readers refuse it, editors add it
        text = " " + text[1:]
    try:
        data = json.loads(text)
        if nesting_depth(data) > MAX_DEPTH:
            raise RecursionError
        source = SourceMap(path, {}, {}, text)
        _Positions(text, source).value(0, ())
    except json.JSONDecodeError as exc:
        raise JsonSyntaxError(
            f"{display_path(path)}:{exc.lineno}:{exc.colno}: not valid JSON: {exc.msg} "
            f"({_hint(exc, text)})"
        ) from None
    except RecursionError:  # json's own reader gives up near 1,000 levels
        raise JsonSyntaxError(
            f"{display_path(path)}: values nested more than {MAX_DEPTH} levels deep "
            "(check the brackets)"
        ) from None
    return JsonDocument(data, source)


def nesting_depth(data: Any) -> int:
    """How deep ``data`` nests (without recursion: it may nest very deep)."""
    deepest, todo = 0, [(data, 1)]
    while todo:
        value, depth = todo.pop()
        deepest = max(deepest, depth)
        if isinstance(value, dict):
            todo += [(v, depth + 1) for v in value.values()]
        elif isinstance(value, list):
            todo += [(v, depth + 1) for v in value]
    return deepest


class _Positions:
    """Walks valid JSON text, recording where each value and key starts."""

    def __init__(self, text: str, source: SourceMap) -> None:
        self.text = text
        self.source = source
        self.lines = [0] + [m.end() for m in re.finditer("\n", text)]
        self.decoder = json.JSONDecoder()

    def _at(self, offset: int) -> Location:
        line = bisect.bisect_right(self.lines, offset)
        return Location(self.source.file, line, offset - self.lines[line - 1] + 1)

    def _skip(self, i: int) -> int:
        match = _SPACE.match(self.text, i)
        assert match is not None  # the pattern matches the empty string
        return match.end()

    def value(self, i: int, path: PathKey) -> int:
        """Record the value at ``i`` (and everything in it); return where it ends."""
        i = self._skip(i)
        self.source.values[path] = self._at(i)
        opening = self.text[i]
        if opening not in "{[":
            return int(self.decoder.raw_decode(self.text, i)[1])
        closing = "}" if opening == "{" else "]"
        i = self._skip(i + 1)
        n = 0
        while self.text[i] != closing:
            if opening == "{":
                key, end = json.decoder.scanstring(self.text, i + 1)  # type: ignore[attr-defined]
                child: PathKey = (*path, key)
                self.source.keys[child] = self._at(i)
                i = self._skip(self._skip(end) + 1)  # past the ':'
            else:
                child = (*path, n)
                n += 1
            i = self._skip(self.value(i, child))
            if self.text[i] == ",":
                i = self._skip(i + 1)
        return i + 1
