"""LaTeX of BibTeX fields as text: accents, braces, and math as a reader writes it."""

import pytest

from cvgen.importers.bibmath import latex_to_text, math_to_text


@pytest.mark.parametrize(
    ("latex", "text"),
    [
        (r"M{\"u}ller", "Müller"),
        (r"M\"{u}ller", "Müller"),
        (r"M\"uller", "Müller"),
        (r"Jos\'{e} {\'e}t\'e", "José été"),
        (r"{\v c}apek \v{C}apek {\v C}apek", "čapek Čapek Čapek"),
        (r"Fran\c{c}ois {\c C}", "François Ç"),
        (r"Gro\ss{} Gro{\ss}", "Groß Groß"),
        (r"S{\o}rensen {\O}", "Sørensen Ø"),
        (r"\L{}ukasz {\L}ukasz", "Łukasz Łukasz"),
        (r"\r{a} {\aa} \H{o} \k{a} \u{g} \`a \^o \~n", "å å ő ą ğ à ô ñ"),
        (r"{Braced Acronyms} for {GPU}s", "Braced Acronyms for GPUs"),
        (r"Fast \& Fair", "Fast & Fair"),
        (r"Fast & Fair, 50% off, 100\% on", "Fast & Fair, 50% off, 100% on"),
        ("Serving~at  Scale\n   today", "Serving at Scale today"),
        ("pages 1--10, a---b", "pages 1–10, a—b"),
        (r"$\alpha$-Fair $k$-NN", "α-Fair k-NN"),
        (r"\textit{Fast} \emph{and} \textbf{Fair}", "Fast and Fair"),
        ("``quoted''", "“quoted”"),
        (r"\LaTeX{} and \TeX", "LaTeX and TeX"),
    ],
)
def test_latex_becomes_unicode(latex: str, text: str) -> None:
    assert latex_to_text(latex) == text


@pytest.mark.parametrize(
    ("latex", "text"),
    [
        (r"Circuits in AC\({}^{\mbox{0}}\)", "Circuits in AC⁰"),
        (r"Sorting in $O(n \log n)$ time", "Sorting in O(n log n) time"),
        (r"Sorting in {\(O(n\log n)\)}", "Sorting in O(n log n)"),
        (r"$\alpha$-fair", "α-fair"),
        (r"H$_2$O and $^{13}$CO", "H₂O and ¹³CO"),
        (r"Galaxies at $z\sim 6$", "Galaxies at z ∼ 6"),
        (r"x\textsuperscript{0} and CO\textsubscript{2}", "x⁰ and CO₂"),
        (r"$\mathcal{O}(1)$ and $\mathrm{poly}(n)$", "O(1) and poly(n)"),
        (r"$\sqrt{n}$ and $\sqrt{n+1}$", "√n and √(n+1)"),
        (r"$x^{k+1}$ and $a_{i,j}$", "x^(k+1) and a_(i,j)"),
        (r"$2^{n}$ and $\ell_p$ and $\mathbb{R}^n$", "2ⁿ and ℓₚ and ℝⁿ"),
        (r"$\frac{1}{2}$ and $\frac{n+1}{2}$", "1/2 and (n+1)/2"),
        (r"$\{0,1\}^*$ and $n \leq m$", "{0,1}* and n ≤ m"),
        (r"$\hat{x}$ \ensuremath{\beta}", "x β"),
        (r"$$E = mc^2$$ and \[a \times b\]", "E = mc² and a × b"),
        (r"a \$5 fee", "a $5 fee"),
    ],
)
def test_math_is_written_as_a_reader_writes_it(latex: str, text: str) -> None:
    assert latex_to_text(latex) == text


def test_an_unknown_math_macro_keeps_its_name() -> None:
    assert math_to_text(r"\polylog(n) + \foo") == "polylog(n) + foo"


@pytest.mark.parametrize(
    ("latex", "text"),
    [
        (r"Under {\S}846 of the Act", "Under §846 of the Act"),
        (r"\S 3 and \P 2", "§3 and ¶2"),
        (r"Tian\dag{} and Li\ddag", "Tian† and Li‡"),
        (r"\textsection 4, \textparagraph 5", "§4, ¶5"),
        (r"\textdagger\textdaggerdbl", "†‡"),
        (r"the 19\textsuperscript{th} and H\textsubscript{2}", "the 19th and H₂"),
        (r"R\&D, 5\% and \$3 \#1 a\_b", "R&D, 5% and $3 #1 a_b"),
        (r"\copyright{} 2020, \pounds 5", "© 2020, £5"),
        (r"a \textless{} b \textgreater{} c \textbar{} d", "a < b > c | d"),
        (r"\BibTeX{} files", "BibTeX files"),
    ],
)
def test_the_text_macros_of_real_files_print_their_character(latex: str, text: str) -> None:
    assert latex_to_text(latex) == text


@pytest.mark.parametrize(
    ("latex", "text"),
    [
        (r"Efficient $\{$GPU$\}$ Kernels", "Efficient GPU Kernels"),
        (r"$\{$BERT$\}$-based $\{$NLP$\}$", "BERT-based NLP"),
        (r"the set $\{0,1\}$ stays", "the set {0,1} stays"),  # math that is a set
    ],
)
def test_scholars_escaped_braces_protect_case_and_print_nothing(latex: str, text: str) -> None:
    assert latex_to_text(latex) == text
