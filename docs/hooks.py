"""MkDocs hooks (mkdocs.yml names this file): the reference pages made from the code at
build time, and links to the repository's own files.

- ``reference/commands.md``: every command and option, walked from the click group
  (``cvgen.cli.main.main``), so the page cannot disagree with ``cvgen --help``.
- ``reference/profile.md``, ``reference/database.md``: every field, from the JSON
  Schema that ``cvgen schema`` writes (``cvgen.sources.schema.json_schema``).
- ``reference/themes.md``: every theme and every ``style:`` option.
- ``reference/locales.md``: every locale, with its language and file.

A page may link to a file of the repository outside docs/ (``../cvgen/errors.py``,
``../examples/web/cv-desktop.png``), which reads right on GitHub. On the site an image
is copied in beside the pages, and any other file becomes a link to it in the
repository (``repo_url``); a link to a file that does not exist fails the build.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import click
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parents[1]
GENERATED = {
    "reference/commands.md": "commands_page",
    "reference/profile.md": "profile_page",
    "reference/database.md": "database_page",
    "reference/themes.md": "themes_page",
    "reference/locales.md": "locales_page",
}
# a Markdown link or image whose target is a relative path: ](path) or ](path#anchor)
LINK = re.compile(r"\]\((?!https?:|mailto:|#)([^)\s]+?)(#[^)\s]*)?\)")
IMAGE_SUFFIXES = (".png", ".svg", ".jpg")


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for uri, maker in GENERATED.items():
        files.append(File.generated(config, uri, content=globals()[maker]()))
    for image in sorted((ROOT / "examples").rglob("*")):
        if image.suffix in IMAGE_SUFFIXES:
            uri = image.relative_to(ROOT).as_posix()
            files.append(File.generated(config, uri, abs_src_path=str(image)))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    return LINK.sub(lambda m: _repository_link(m, page.file.src_uri, config), markdown)


def _repository_link(match: re.Match[str], src_uri: str, config: MkDocsConfig) -> str:
    path, anchor = match.group(1), match.group(2) or ""
    target = posixpath.normpath(posixpath.join(posixpath.dirname(src_uri), path))
    if not target.startswith("../"):
        return match.group(0)  # a page or file of the site: MkDocs checks it
    in_repo = target.removeprefix("../")
    if not (ROOT / in_repo).exists():
        raise PluginError(f"{src_uri}: the link {path} names {in_repo}, which does not exist")
    if in_repo.startswith("examples/") and in_repo.endswith(IMAGE_SUFFIXES):
        return f"]({posixpath.relpath(in_repo, posixpath.dirname(src_uri) or '.')})"
    kind = "tree" if (ROOT / in_repo).is_dir() else "blob"
    return f"]({(config.repo_url or '').rstrip('/')}/{kind}/main/{in_repo}{anchor})"


# -- the pages made from the code --------------------------------------------------------


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _prose(text: str) -> str:
    """A description from the code as a table cell: the markup it names (``**bold**``,
    ``[text](https://...)``) shown as written, code spans kept."""
    parts = re.split(r"(``?[^`]+``?)", _cell(text))
    return "".join(
        part if part.startswith("`") else re.sub(r"([*_\[\]])", r"\\\1", part).replace("<", "&lt;")
        for part in parts
    )


def _help_text(text: str) -> str:
    """click's help text as Markdown: the ``\\b`` paragraphs (examples) as code lines."""
    out: list[str] = []
    for paragraph in text.strip().split("\n\n"):
        lines = paragraph.strip().splitlines()
        if lines and lines[0].strip() == "\b":
            out.append("\n".join(f"    {line.strip()}" for line in lines[1:]))
        else:
            out.append(" ".join(line.strip() for line in lines))
    return "\n\n".join(out)


def _commands(group: click.Group, ctx: click.Context) -> Iterator[tuple[str, click.Command]]:
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is not None and not command.hidden:
            yield name, command


def _option_rows(command: click.Command, ctx: click.Context) -> Iterable[str]:
    for param in command.get_params(ctx):
        if isinstance(param, click.Argument):
            continue
        record = param.get_help_record(ctx)
        if record is None:
            continue
        names, help_text = record
        yield f"| `{_cell(names)}` | {_prose(help_text)} |"


def commands_page() -> str:
    from cvgen.cli.main import main

    root = click.Context(main, info_name="cvgen")
    lines = [
        "# Commands",
        "",
        "Every command and option of `cvgen`, as `cvgen COMMAND --help` prints them "
        "(this page is made from the commands themselves when the documentation is built). "
        "What each does, with examples: [Building CVs](build.md), "
        "[Other outputs](outputs.md), [Importing](../how-to/import.md), "
        "[Comparing versions](../how-to/diff.md), [The web](../how-to/web.md).",
        "",
        "```text",
        f"{root.command_path} {' '.join(main.collect_usage_pieces(root))}",
        "```",
        "",
        _help_text(main.help or ""),
        "",
        *(f"- [`cvgen {name}`](#cvgen-{name})" for name, _ in _commands(main, root)),
        "",
    ]
    for name, command in _commands(main, root):
        ctx = click.Context(command, info_name=name, parent=root)
        lines += [
            f"## `cvgen {name}` {{#cvgen-{name}}}",
            "",
            "```text",
            f"{ctx.command_path} {' '.join(command.collect_usage_pieces(ctx))}",
            "```",
            "",
            _help_text(command.help or ""),
            "",
            "| option | what it does |",
            "| --- | --- |",
            *_option_rows(command, ctx),
            "",
        ]
    lines += ["## Exit status", "", _help_text(main.epilog or ""), ""]
    return "\n".join(lines)


def _type(spec: dict[str, Any]) -> str:
    if "$ref" in spec:
        name = spec["$ref"].rsplit("/", 1)[1]
        return f"[{name}](#{name.lower()})"
    if "anyOf" in spec:
        kinds = [_type(s) for s in spec["anyOf"] if s.get("type") != "null"]
        return " or ".join(dict.fromkeys(kinds))
    if "enum" in spec:
        return " \\| ".join(f"`{v}`" for v in spec["enum"])
    if "const" in spec:
        return f"`{spec['const']}`"
    kind = spec.get("type", "any")
    if isinstance(kind, list):
        return " or ".join(_type({**spec, "type": k}) for k in kind if k != "null")
    if kind == "array":
        return f"list of {_type(spec.get('items', {}))}"
    if kind == "object" and "additionalProperties" in spec:
        values = spec["additionalProperties"]
        if isinstance(values, dict) and values:
            return f"mapping to {_type(values)}"
    if "pattern" in spec and kind == "string":
        return (
            "text (a pattern)" if "examples" not in spec else f"text, e.g. `{spec['examples'][0]}`"
        )
    return {"string": "text", "integer": "whole number", "number": "number"}.get(kind, str(kind))


def _fields(model: dict[str, Any]) -> list[str]:
    required = set(model.get("required", []))
    rows = ["| field | type | what it is |", "| --- | --- | --- |"]
    for name, spec in model.get("properties", {}).items():
        mark = " (required)" if name in required else ""
        default = ""
        if spec.get("default") not in (None, "", [], {}):
            default = f" Default: `{spec['default']}`."
        description = spec.get("description", "")
        rows.append(f"| `{name}`{mark} | {_cell(_type(spec))} | {_prose(description + default)} |")
    return rows


def _schema_page(kind: str, title: str, intro: str) -> str:
    from cvgen.sources.schema import json_schema

    schema = json_schema(kind)  # type: ignore[arg-type]
    lines = [f"# {title}", "", intro, "", "## Top level", "", *_fields(schema), ""]
    for name, model in sorted(schema.get("$defs", {}).items()):
        lines += [f"## {name} {{#{name.lower()}}}", "", _prose(model.get("description", ""))]
        if "properties" in model:
            lines += ["", *_fields(model)]
        else:
            lines += ["", f"A value of type {_cell(_type(model))}."]
        lines.append("")
    return "\n".join(lines)


def profile_page() -> str:
    return _schema_page(
        "profile",
        "Profile fields",
        "Every field of a profile, from the JSON Schema `cvgen schema` writes (made from "
        "cvgen's models when the documentation is built). The same descriptions show in "
        "your editor ([Help in your editor](../how-to/editor.md)); "
        "[Writing a profile](profiles.md) says how the fields work together.",
    )


def database_page() -> str:
    return _schema_page(
        "database",
        "Publication database fields",
        "Every field of the publication database (`profiles/publications.yaml`), from "
        "`cvgen schema --kind database` (made from cvgen's models when the documentation "
        "is built). [Writing a profile](profiles.md#the-publication-database) says how "
        "papers reach a CV.",
    )


def themes_page() -> str:
    from cvgen.sources.schema import json_schema
    from cvgen.sources.themes import available_themes, read_theme

    lines = [
        "# Themes and style options",
        "",
        "The built-in themes (`cvgen themes` also lists a group's own) and every option of "
        "`style:`, which works the same in every theme; made from the code when the "
        "documentation is built. [Choosing a theme](../how-to/themes.md); "
        "[making one](../themes.md).",
        "",
        "| theme | what it looks like |",
        "| --- | --- |",
    ]
    for name, theme in available_themes(ROOT / "profiles").items():
        loaded, _ = read_theme(theme)
        if theme.where == "built-in":
            lines.append(f"| `{name}` | {_cell(loaded.description)} |")
    style = json_schema("profile")["$defs"]["Style"]
    lines += ["", "## `style:` options", "", _cell(style.get("description", "")), ""]
    lines += [row.replace("](#", "](profile.md#") for row in _fields(style)]
    return "\n".join(lines) + "\n"


def locales_page() -> str:
    from cvgen.sources.locales import available_locales, load_locale

    lines = [
        "# Locales",
        "",
        "The locales cvgen ships (`cvgen locales` also lists a group's own), made from "
        "the locale files when the documentation is built. "
        "[A CV in another language](../locales.md) says how to choose one, translate a "
        "profile's texts and add a locale.",
        "",
        "| code | language | tag | file |",
        "| --- | --- | --- | --- |",
    ]
    for code, file in available_locales(ROOT / "profiles").items():
        if file.builtin:
            locale = load_locale(file)
            lines.append(
                f"| `{code}` | {_cell(locale.name)} | `{locale.language}` "
                f"| `locales/{file.path.name}` |"
            )
    return "\n".join(lines) + "\n"
