"""The TeX toolchain: XeLaTeX found and run with no shell escape in a scratch
folder (``xelatex``, ``compile``, ``texruns``, ``scratch``), cvgen's format
(``texformat``, ``formatmaker``), the fonts loaded by path (``fonts``,
``fontdirs``, ``fontchoice``), characters no font has (``glyphs``), the
stamp in the PDF (``stamp``) and its PNG previews (``preview``). It takes a
:class:`~cvgen.tex.compile.TexDocument` that :mod:`cvgen.render.latex` wrote;
it never imports the renderers."""
