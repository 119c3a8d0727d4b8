"""The LaTeX of a BibTeX field as the text a reader of a CV would write.

pylatexenc turns the text into Unicode; bibtexparser's own
``convert_to_unicode`` was not enough (it leaves ``\\r{a}`` as a stray combining
ring, ``\\url{x}`` as ``r̆lx``, and keeps ``--`` and ``~`` as written).

Math (``$...$``, ``\\(...\\)``, ``\\[...\\]``, ``\\ensuremath``) and
``\\textsuperscript``/``\\textsubscript`` are rendered here, not by pylatexenc,
which knows no scripts (``AC\\({}^{\\mbox{0}}\\)`` came out as "AC^"): each is
replaced by a placeholder character before pylatexenc runs, and by its text
after. A script becomes Unicode super- or subscript characters when every
character has one (``H₂O``, ``¹³CO``, ``AC⁰``), else ``^``/``_`` with
parentheses around more than one character (``x^(n+1)``). Font macros
(``\\mathcal{O}``, ``\\mathrm``, ``\\mbox``) print their argument plainly, a
named operator (``\\log``) its name between spaces, a relation (``\\sim``)
its symbol between spaces: ``O(n log n)``, ``z ∼ 6``.
"""

from __future__ import annotations

import re

from pylatexenc.latex2text import (  # type: ignore[import-untyped]
    LatexNodes2Text,
    MacroTextSpec,
    get_default_latex_context_db,
)

_SUPER = dict(zip("0123456789+-=()ni*", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ*", strict=True))
_SUPER |= {"−": "⁻", "∗": "*", "′": "′", "∘": "°", "†": "†", "‡": "‡"}
_SUB = dict(zip("0123456789+-=()aeoxhklmnpst", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜ", strict=True))
_SUB["−"] = "₋"
# macros that print their argument: fonts, boxes, accents
_FONTS = {"mbox", "hbox", "text", "operatorname", "ensuremath", "boldsymbol", "bm"}
_FONTS |= {"hat", "bar", "tilde", "vec", "dot", "ddot", "overline", "underline", "widehat"}
_OPERATORS = {
    *["log", "ln", "lg", "exp", "sin", "cos", "tan", "max", "min", "sup", "inf", "lim"],
    *["det", "dim", "ker", "deg", "gcd", "arg", "Pr", "poly", "polylog", "mod", "bmod"],
}
_RELATIONS = {
    *["sim", "simeq", "approx", "le", "leq", "ge", "geq", "ne", "neq", "ll", "gg", "equiv"],
    *["lesssim", "gtrsim", "propto", "times", "pm", "mp", "to", "rightarrow", "in", "cdot"],
    *["leftarrow", "Rightarrow", "mapsto", "subset", "subseteq", "cup", "cap", "notin"],
}
_APPLIED = re.compile(rf"\b({'|'.join(sorted(_OPERATORS))}) \(")
# placeholders for rendered math: private-use characters pylatexenc passes through
_SLOT = 0xE000
_MATH = re.compile(
    r"(?<!\\)\$\$(?P<a>.+?)(?<!\\)\$\$|(?<!\\)\$(?P<b>.+?)(?<!\\)\$"
    r"|\\\((?P<c>.+?)\\\)|\\\[(?P<d>.+?)\\\]"
    r"|\\(?P<macro>textsuperscript|textsubscript|ensuremath)\s*(?=\{)",
    re.DOTALL,
)
_TOKEN = re.compile(r"\\[A-Za-z]+\s*|\\.|[{}^_]|\s+|[^\\{}^_\s]")


# The text macros real files use, each as the character it prints: pylatexenc
# dropped some ({\S}846 lost its §), so cvgen says them all here. (\&, \%, \$,
# \# and \_ are escapes pylatexenc reads; \textsuperscript and \textsubscript
# are scripts, below.)
TEXT_MACROS = {
    "S": "§",
    "P": "¶",
    "dag": "†",
    "ddag": "‡",
    "textsection": "§",
    "textparagraph": "¶",
    "textdagger": "†",
    "textdaggerdbl": "‡",
    "copyright": "©",
    "pounds": "£",
    "textbar": "|",
    "textless": "<",
    "textgreater": ">",
    "LaTeX": "LaTeX",
    "TeX": "TeX",
    "BibTeX": "BibTeX",
}
# Google Scholar escapes the braces that protect a word's case as math:
# $\{$GPU$\}$ is {GPU}, which is GPU
_SCHOLAR_BRACE = re.compile(r"\$\\([{}])\$")


def _latex_context() -> object:
    context = get_default_latex_context_db()
    macros = [MacroTextSpec(name, text) for name, text in TEXT_MACROS.items()]
    context.add_context_category("cvgen", prepend=True, macros=macros)
    return context


_TO_TEXT = LatexNodes2Text(
    latex_context=_latex_context(), math_mode="text", strict_latex_spaces=True
)


def latex_to_text(value: str) -> str:
    """LaTeX to Unicode, whitespace (``~`` too) folded to single spaces. A bare
    ``%`` or ``&`` is taken literally: in a title it is never a comment or a column."""
    rendered: list[str] = []
    value = _replace_math(_SCHOLAR_BRACE.sub("", value), rendered)
    escaped = re.sub(r"(?<!\\)([%&])", r"\\\1", value)
    text = " ".join(_TO_TEXT.latex_to_text(escaped).split())
    for i, math in enumerate(rendered):
        text = text.replace(chr(_SLOT + i), math)
    return text


def _replace_math(value: str, rendered: list[str]) -> str:
    """``value`` with each piece of math replaced by a placeholder; their text in ``rendered``."""
    out, pos = [], 0
    while match := _MATH.search(value, pos):
        out.append(value[pos : match.start()])
        macro = match.group("macro")
        if macro:
            body, pos = _group(value, match.end())
            text = math_to_text(body)
            if macro != "ensuremath":
                text = script(text, _SUPER if macro == "textsuperscript" else _SUB, "")
        else:
            body = next(g for g in match.group("a", "b", "c", "d") if g is not None)
            text, pos = math_to_text(body), match.end()
        out.append(chr(_SLOT + len(rendered)))
        rendered.append(text)
    return "".join([*out, value[pos:]])


def _group(text: str, start: int) -> tuple[str, int]:
    """The inside of the brace group at ``start`` and where it ends (to the end if unclosed)."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1 : i], i + 1
    return text[start + 1 :], len(text)


def math_to_text(math: str) -> str:
    """Math as plain text: ``n \\log n`` -> ``n log n``, ``x^{n+1}`` -> ``x^(n+1)``."""
    text = " ".join(_render(_TOKEN.findall(math)).split())
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))
    return _APPLIED.sub(r"\1(", text)  # "log (n)" -> "log(n)", "n log n" stays


def _render(tokens: list[str]) -> str:
    """Render tokens, consuming them from the front (arguments are taken as needed)."""
    out: list[str] = []
    while tokens:
        out.append(_one(tokens))
    return "".join(out)


def _argument(tokens: list[str]) -> str:
    """The next argument: a brace group or a single token."""
    while tokens and tokens[0].isspace():
        tokens.pop(0)
    if not tokens:
        return ""
    if tokens[0] == "{":
        tokens.pop(0)
        inner: list[str] = []
        depth = 1
        while tokens:
            token = tokens.pop(0)
            depth += {"{": 1, "}": -1}.get(token, 0)
            if depth == 0:
                break
            inner.append(token)
        return _render(inner)
    return _one(tokens)


def _one(tokens: list[str]) -> str:
    token = tokens.pop(0)
    if token == "{":
        tokens.insert(0, "{")
        return _argument(tokens)
    if token == "}":
        return ""
    if token in "^_":
        return script(_argument(tokens), _SUPER if token == "^" else _SUB, token)
    if not token.startswith("\\"):
        return token
    name = token[1:].strip()
    if name in _FONTS or (name.startswith(("math", "text")) and name != "mathbb"):
        return _argument(tokens)
    if name == "sqrt":
        inner = _argument(tokens)
        return f"√{inner}" if len(inner) == 1 or inner.isalnum() else f"√({inner})"
    if name in {"frac", "dfrac", "tfrac"}:
        top, bottom = _argument(tokens), _argument(tokens)
        return f"{_wrap(top)}/{_wrap(bottom)}"
    if name in _OPERATORS:
        return f" {name} "
    if name in {"ast", "star"}:
        return "*"
    if name in {",", ";", ":", "!", " ", "quad", "qquad"}:
        return " "
    if name in {"left", "right", "big", "Big", "bigl", "bigr", "Bigl", "Bigr", "displaystyle"}:
        return ""
    arg = f"{{{_argument(tokens)}}}" if name == "mathbb" else ""
    symbol = _TO_TEXT.latex_to_text(f"${token.strip()}{arg}$").strip()
    symbol = symbol or (name if name.isalpha() else "")
    return f" {symbol} " if name in _RELATIONS else symbol


def _wrap(text: str) -> str:
    return text if len(text) == 1 or text.isalnum() else f"({text})"


def script(text: str, table: dict[str, str], mark: str) -> str:
    """``text`` raised or lowered: in Unicode if every character has a form, else after ``mark``."""
    text = text.strip()
    if text and all(c in table for c in text):
        return "".join(table[c] for c in text)
    return f"{mark}{_wrap(text)}" if text else ""
