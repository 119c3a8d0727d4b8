"""The mutations of the input fuzzer (:mod:`tests.e2e.fuzz`): each takes a seeded
random generator and one input file's bytes and returns the broken bytes, or
names a replacement of the file itself (a folder, a dangling symlink).

The kinds are the issue's list: deleted keys and items; scalars changed to
lists, maps, numbers, null, booleans, timestamps; impossible dates; huge
strings and lists; duplicate keys; deep nesting; aliases and a billion-laughs
document; ``!!python`` tags; invalid UTF-8, a BOM, NUL and control characters,
tabs; unknown paper keys; broken BibTeX and JSON. And, for issue 29, the
project around the inputs (:data:`PLACES`): names that become paths, symlinks
in the output folder and the cache, special files, words thousands of
characters long.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

Mutation = Callable[[random.Random, bytes], bytes]

# replacing the file itself, not its bytes (done by the runner)
DIRECTORY, DANGLING, EMPTY = "<directory>", "<dangling symlink>", "<empty>"

BOMB = b"""
lol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]
lol1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]
lol2: &a2 [*a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1]
lol3: &a3 [*a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2]
lol4: &a4 [*a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3]
lol5: &a5 [*a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4]
lol6: &a6 [*a5, *a5, *a5, *a5, *a5, *a5, *a5, *a5, *a5]
lol7: &a7 [*a6, *a6, *a6, *a6, *a6, *a6, *a6, *a6, *a6]
lol8: &a8 [*a7, *a7, *a7, *a7, *a7, *a7, *a7, *a7, *a7]
"""

REPLACEMENTS: list[Any] = [
    [1, 2],
    {"a": 1},
    7,
    -1,
    3.5,
    None,
    True,
    False,
    "2024-13-40",
    "2024-02-30",
    "0000-01-01",
    "",
    "no-such-paper-2099",
]
TIMESTAMPS = [b"2024-13-40", b"2024-02-30", b"0000-01-01", b"2024-10-10 25:61:00", b"9999-99-99"]


def _insert(rng: random.Random, data: bytes, piece: bytes) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + piece + data[at:]


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True) or [b"\n"]


def control_char(rng: random.Random, data: bytes) -> bytes:
    return _insert(rng, data, rng.choice([b"\x1b", b"\x00", b"\x07", b"\x7f", b"\x1b[31m"]))


def invalid_utf8(rng: random.Random, data: bytes) -> bytes:
    return _insert(rng, data, rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe\xfe"]))


def bom(rng: random.Random, data: bytes) -> bytes:
    return b"\xef\xbb\xbf" + data


def tab_indent(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    i = rng.randrange(len(lines))
    lines[i] = b"\t" + lines[i].lstrip(b" ")
    return b"".join(lines)


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def duplicate_line(rng: random.Random, data: bytes) -> bytes:
    """A line written twice: in YAML, mostly a key written twice."""
    lines = _lines(data)
    i = rng.randrange(len(lines))
    return b"".join([*lines[: i + 1], lines[i], *lines[i + 1 :]])


def billion_laughs(rng: random.Random, data: bytes) -> bytes:
    return data.rstrip(b"\n") + b"\n" + BOMB


def python_tag(rng: random.Random, data: bytes) -> bytes:
    tag = rng.choice(
        [b"!!python/object/apply:os.system ['touch pwned']", b"!!python/name:os.system"]
    )
    lines = [line for line in _lines(data) if b": " in line and not line.lstrip().startswith(b"#")]
    if not lines:
        return data + b"\nx: " + tag + b"\n"
    line = rng.choice(lines)
    key = line.split(b": ", 1)[0]
    return data.replace(line, key + b": " + tag + b"\n", 1)


def timestamp(rng: random.Random, data: bytes) -> bytes:
    """An impossible date in place of a written one (YAML reads it as a timestamp)."""
    lines = [line for line in _lines(data) if b": " in line and not line.lstrip().startswith(b"#")]
    lines = [line for line in lines if b"20" in line] or lines  # a date, else any value
    if not lines:
        return data + b"\ndate: " + rng.choice(TIMESTAMPS) + b"\n"
    line = rng.choice(lines)
    key = line.split(b": ", 1)[0]
    return data.replace(line, key + b": " + rng.choice(TIMESTAMPS) + b"\n", 1)


def huge_string(rng: random.Random, data: bytes) -> bytes:
    return data.rstrip(b"\n") + b"\nsummary_x: " + b"A" * 1_000_000 + b"\n"


def huge_list(rng: random.Random, data: bytes) -> bytes:
    return data.rstrip(b"\n") + b"\nhuge_x: [" + b"1, " * 200_000 + b"1]\n"


def deep_nesting(rng: random.Random, data: bytes) -> bytes:
    depth = rng.choice([70, 500, 990, 5000])
    return data.rstrip(b"\n") + b"\ndeep_x: " + b"[" * depth + b"]" * depth + b"\n"


def _walk(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    items = (
        data.items()
        if isinstance(data, dict)
        else enumerate(data)
        if isinstance(data, list)
        else ()
    )
    for key, value in items:
        found += _walk(value, (*path, key))
    return found


def _structural(change: Callable[[random.Random, Any, Any], None]) -> Mutation:
    """A change made on the parsed YAML (written back with yaml.safe_dump)."""

    def mutate(rng: random.Random, data: bytes) -> bytes:
        try:
            tree = yaml.safe_load(data)
        except yaml.YAMLError:
            return data
        paths = [p for p in _walk(tree) if p]
        if not paths:
            return b"[]\n"
        path = rng.choice(paths)
        parent = tree
        for part in path[:-1]:
            parent = parent[part]
        change(rng, parent, path[-1])
        return yaml.safe_dump(tree, allow_unicode=True, sort_keys=False).encode()

    mutate.__name__ = change.__name__
    return mutate


@_structural
def delete(rng: random.Random, parent: Any, key: Any) -> None:
    del parent[key]


@_structural
def retype(rng: random.Random, parent: Any, key: Any) -> None:
    parent[key] = rng.choice(REPLACEMENTS)


def json_mutation(rng: random.Random, data: bytes) -> bytes:
    """Broken JSON Resume: syntax, or values of the wrong type."""
    tree = json.loads(data)
    paths = [p for p in _walk(tree) if p]
    path = rng.choice(paths)
    parent = tree
    for part in path[:-1]:
        parent = parent[part]
    if rng.random() < 0.5:
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(REPLACEMENTS)
    return json.dumps(tree, indent=2).encode()


def deep_json(rng: random.Random, data: bytes) -> bytes:
    depth = rng.choice([100, 3000, 100_000])
    return b'{"basics": ' + b"[" * depth + b"]" * depth + b"}"


def bib_mutation(rng: random.Random, data: bytes) -> bytes:
    """Broken BibTeX: unbalanced braces, a bad @string, a 1 MB field."""
    kind = rng.randrange(4)
    if kind == 0:
        return _insert(rng, data, rng.choice([b"{", b"}", b"{{{", b"@"]))
    if kind == 1:
        return b'@string{nsdi = "unclosed}\n@string{ = }\n' + data
    if kind == 2:
        return data + b"\n@misc{big2024,\n  title = {" + b"x" * 1_000_000 + b"},\n  year = 2024}\n"
    return data.replace(b"}", b"", rng.randrange(1, 6))


YAML_MUTATIONS: list[Mutation] = [
    control_char, invalid_utf8, bom, tab_indent, truncate, duplicate_line, billion_laughs,
    python_tag, timestamp, huge_string, huge_list, deep_nesting, delete, retype, delete, retype,
]  # fmt: skip
TEXT_MUTATIONS: list[Mutation] = [control_char, invalid_utf8, bom, truncate]
FILE_REPLACEMENTS = [DIRECTORY, DANGLING, EMPTY]


# The project around the inputs (issue 29): names that become paths, symlinks in
# the output folder and the cache, special files, long tokens. Each takes the
# case's folder (its inputs, out/ and cache/) and a folder outside it that no
# command may touch, changes the case and says what it did ("PATH: what", PATH
# being what a failing command's message must name) and which commands besides
# the usual ones meet the change.


@dataclass(frozen=True)
class Placed:
    what: str
    commands: tuple[tuple[str, ...], ...] = ()  # run besides the usual ones
    special: bool = False  # a special file: a command may block on it until the time limit


Place = Callable[[random.Random, Path, Path], Placed]
PROFILE = "profiles/zili-zhang.yaml"
DAY = "2024-10-10"
BUILD_ALL = ("build", PROFILE, "--variant", "all", "--date", DAY, "--out", "out")
SITE = ("site", "--date", DAY, "--out", "site")


def _path_names(outside: Path) -> list[str]:
    return [
        f"../../{outside.name}/ESCAPED",  # from out/: beside the case, in the outside folder
        "../ESCAPED",
        str(outside / "ABSOLUTE"),
        "a/b",
        "..",
        "a#b?c",
        "x" * 300,
    ]


def path_variant(rng: random.Random, case: Path, outside: Path) -> Placed:
    """A variant of the profile's own whose name is a path."""
    name = rng.choice(_path_names(outside))
    profile = case / PROFILE
    text = profile.read_text(encoding="utf-8")
    line = f"  {json.dumps(name)}: {{extends: long}}\n"
    profile.write_text(text.replace("variants:\n", "variants:\n" + line, 1), encoding="utf-8")
    return Placed(f"{PROFILE}: variant named {name!r}", (BUILD_ALL,))


def path_setting(rng: random.Random, case: Path, outside: Path) -> Placed:
    """A theme or locale name that is a path."""
    key = rng.choice(["theme", "locale"])
    name = rng.choice(_path_names(outside))
    profile = case / PROFILE
    text = profile.read_text(encoding="utf-8")
    profile.write_text(text.replace("\nname:", f"\n{key}: {json.dumps(name)}\nname:", 1), "utf-8")
    return Placed(f"{PROFILE}: {key} {name!r}")


def odd_stem(rng: random.Random, case: Path, outside: Path) -> Placed:
    """A second profile whose file name (its stem: the PDF's and the page's name) is odd."""
    stem = rng.choice(["..", "...", "a#b?c", ".hidden", "-rf", " spaced ", "x" * 200, "名前"])
    shutil.copyfile(case / PROFILE, case / "profiles" / f"{stem}.yaml")
    every = ("build", "--date", DAY, "--out", "out")  # every profile in profiles/
    return Placed(f"profiles/{stem}.yaml: a profile of that stem", (every, SITE))


def linked_output(rng: random.Random, case: Path, outside: Path) -> Placed:
    """A symlink in the output folder: the PDF's own name to a file outside, or a
    folder outside named in the site's manifest (its files must never be deleted)."""
    kind = rng.choice(["pdf", "folder"])
    if kind == "pdf":
        pdf = next((case / "out").glob("*.pdf"))
        pdf.unlink()
        pdf.symlink_to(outside / "target.pdf")
        force = ("build", PROFILE, "--force", "--date", DAY, "--out", "out")
        return Placed(f"out/{pdf.name}: a symlink to {outside}/target.pdf", (force,))
    site = case / "site"
    site.mkdir(exist_ok=True)
    (site / "evil").symlink_to(outside, target_is_directory=True)
    manifest = {"generator": "cvgen site", "files": ["evil/important.txt", "../outside.txt"]}
    (site / ".cvgen-site.json").write_text(json.dumps(manifest), encoding="utf-8")
    return Placed(f"site/evil: a symlink to {outside}, named in site/.cvgen-site.json", (SITE,))


def linked_cache(rng: random.Random, case: Path, outside: Path) -> Placed:
    """The cache reaching outside: a kind's folder that is a symlink to a folder
    outside, with a sparse file dated 2030 that makes cvgen prune; or a cached
    file that is a symlink to a file outside."""
    cache = case / "cache"
    if rng.random() < 0.5:
        (cache / "evil").symlink_to(outside, target_is_directory=True)
        with (cache / "pdf" / "big.pdf").open("wb") as sparse:
            sparse.truncate(3 << 30)  # 3 GB, no block written: over any cache limit
        future = 1_900_000_000  # 2030
        os.utime(cache / "pdf" / "big.pdf", (future, future))
        return Placed(f"cache/evil: a symlink to {outside}; a sparse 3 GB file dated 2030 beside")
    cached = rng.choice(sorted(p for p in cache.glob("*/*") if p.is_file()))
    cached.unlink()
    cached.symlink_to(outside / "important.txt")
    return Placed(f"cache/{cached.relative_to(cache)}: a symlink to {outside}/important.txt")


def special_file(rng: random.Random, case: Path, outside: Path) -> Placed:
    """A FIFO, or a symlink to /dev/zero, as an input or in the cache."""
    where = rng.choice(["input", "cache"])
    if where == "input":
        inputs = [PROFILE, "profiles/variants.yaml", "profiles/publications.yaml"]
        target = case / rng.choice(inputs)
    else:
        target = rng.choice(sorted(p for p in (case / "cache").glob("*/*") if p.is_file()))
    target.unlink()
    if rng.random() < 0.5:
        os.mkfifo(target)
        made = "a FIFO"
    else:
        target.symlink_to("/dev/zero")
        made = "a symlink to /dev/zero"
    return Placed(f"{target.relative_to(case)}: {made}", special=True)


def long_token(rng: random.Random, case: Path, outside: Path) -> Placed:
    """A word of 1,000 to 10,000 characters (Latin, URL-like or CJK) in a text
    of the profile: validate accepts it, so every output must build."""
    size = rng.choice([1_000, 3_000, 10_000])
    word = rng.choice(["W" * size, "https://example.org/" + "a/" * (size // 2), "漢" * size])
    profile = case / PROFILE
    text = profile.read_text(encoding="utf-8")
    spots = [m.start(1) for m in re.finditer(r"\n *(?:- )?\w+: (?:\{en: )?([A-Z][^\n{}]*)", text)]
    at = rng.choice(spots)
    profile.write_text(f"{text[:at]}{word} {text[at:]}", encoding="utf-8")
    line = text.count("\n", 0, at) + 1
    kind = "CJK" if word[0] == "漢" else "URL-like" if word[0] == "h" else "Latin"
    return Placed(f"{PROFILE}:{line}: a {kind} word of {size:,} characters")


PLACES: list[Place] = [
    path_variant, path_setting, odd_stem, linked_output, linked_cache, special_file, long_token,
]  # fmt: skip
