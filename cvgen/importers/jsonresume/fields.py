"""Reading a JSON Resume document field by field, each value checked against the
type the schema gives it.

Nothing of a document's shape stops an import: a value of the wrong type or
a date cvgen cannot read is left out (a number where text is wanted is read
as its text) and a field cvgen has no place for is dropped, each with a
warning at its line and column and JSON path, with a fix, so that nothing is
dropped without a word. Only what makes a profile impossible (no name) is a
problem. The reader serves a RenderCV file (YAML, read with positions) as well.
``null`` counts as absent. A field the schema renamed is read under either name
(:meth:`ResumeReader.either`): documents written for the schema before 1.0
(``company``, ``website``, ``gpa``) are as common as those of 1.x.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from cvgen.errors import Location, Problem, did_you_mean
from cvgen.model.dates import PartialDate
from cvgen.model.markup import quote
from cvgen.sources.jsonsource import JsonDocument
from cvgen.sources.yamlsource import PathKey, YamlDocument, format_path


def describe(value: object) -> str:
    """What a JSON value is, in the words of an error message."""
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, (int, float)):
        return f"a number ({value})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "text"


_FIXES = {
    "text": 'write text in double quotes, e.g. "Acme"',
    "a list": 'write a list, e.g. ["first", "second"]',
    "an object": 'write an object, e.g. {"name": "..."}',
}


@dataclass
class ResumeReader:
    document: JsonDocument | YamlDocument
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)

    def where(self, path: PathKey, *, key: bool = False) -> Location:
        return self.document.source.locate(path, key=key)

    def error(self, path: PathKey, message: str, fix: str = "") -> None:
        problem = Problem(self.where(path), format_path(path), message, fix)
        if problem not in self.problems:  # a value read twice is reported once
            self.problems.append(problem)

    def warn(self, path: PathKey, message: str, fix: str = "", *, key: bool = False) -> None:
        where = self.where(path, key=key)
        self.warnings.append(Problem(where, format_path(path), message, fix, warning=True))

    def get(self, path: PathKey) -> Any:
        """The value at ``path``, or None when it (or a parent) is absent."""
        node = self.document.data
        for part in path:
            if isinstance(node, dict) and isinstance(part, str):
                node = node.get(part)
            elif isinstance(node, list) and isinstance(part, int) and part < len(node):
                node = node[part]
            else:
                return None
        return node

    def _wrong(self, path: PathKey, value: object, wanted: str) -> None:
        warning = Problem(
            self.where(path),
            format_path(path),
            f"left out: is {describe(value)}, not {wanted}",
            _FIXES[wanted],
            warning=True,
        )
        if warning not in self.warnings:  # a value read twice is reported once
            self.warnings.append(warning)

    def obj(
        self,
        path: PathKey,
        used: Collection[str] | None,
        unknown: str = "cvgen has no place for it",
    ) -> dict[str, Any] | None:
        """The object at ``path``; each key not in ``used`` is reported as left
        out (None: the caller reports them)."""
        value = self.get(path)
        if value is None:
            return None
        if not isinstance(value, dict):
            self._wrong(path, value, "an object")
            return None
        if used is None:
            return value
        for key in value:
            if key not in used and value[key] not in (None, "", [], {}):
                hint = did_you_mean(key, used) or ""
                self.warn((*path, key), f"left out: {unknown}", hint, key=True)
        return value

    def either(self, path: PathKey, *keys: str) -> PathKey:
        """The path of the first of ``keys`` the object at ``path`` has (the
        first key when it has none): the 1.x name, then the older ones. Another
        of them that says something else is reported as left out."""
        given = [k for k in keys if self.get((*path, k)) not in (None, "", [], {})]
        if not given:
            return (*path, keys[0])
        for key in given[1:]:
            if self.get((*path, key)) != self.get((*path, given[0])):
                self.warn((*path, key), f"left out: {given[0]} is used", "keep one", key=True)
        return (*path, given[0])

    def objects(self, path: PathKey) -> list[PathKey]:
        """The paths of the objects in the list at ``path``."""
        value = self._list(path)
        paths = []
        for i, item in enumerate(value):
            if isinstance(item, dict):
                paths.append((*path, i))
            elif item is not None:
                self._wrong((*path, i), item, "an object")
        return paths

    def _list(self, path: PathKey) -> list[Any]:
        """The list at ``path``; empty when absent, or not a list (an error)."""
        value = self.get(path)
        if value is None:
            return []
        if not isinstance(value, list):
            self._wrong(path, value, "a list")
            return []
        return value

    def text(self, path: PathKey) -> str:
        """The string at ``path``, stripped; empty when absent. A number is
        read as its text (``2020``, ``3.9``): JSON Resume's own tools write
        them so, and YAML reads an unquoted year as one."""
        value = self.get(path)
        if value is None:
            return ""
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return str(value)
        if not isinstance(value, str):
            self._wrong(path, value, "text")
            return ""
        return value.strip()

    def texts(self, path: PathKey) -> list[str]:
        """The non-empty strings of the list at ``path``."""
        value = self._list(path)
        return [text for i in range(len(value)) if (text := self.text((*path, i)))]

    def markup(self, path: PathKey) -> str:
        """The string at ``path`` as cvgen text: literal, its ``*`` and ``[`` quoted."""
        return quote(self.text(path))

    def date(self, path: PathKey) -> PartialDate | None:
        text = self.text(path)
        if not text:
            return None
        try:
            return PartialDate.parse(text)
        except ValueError as exc:
            message = str(exc).replace(", YYYY-MM-DD or present", " or YYYY-MM-DD")
            self.warn(path, f"left out: {message}")
            return None
