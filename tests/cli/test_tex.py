"""``cvgen tex``: a folder plain XeLaTeX compiles (CliRunner in-process)."""

import subprocess
from pathlib import Path

from click.testing import CliRunner

from cvgen.cli.main import main


def test_tex_folder_compiles_with_plain_xelatex(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["tex", "profiles/zili-zhang.yaml", "--date", "2024-10-10", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    main_tex = Path(result.stdout.strip().splitlines()[-1])
    assert main_tex == tmp_path / "zili-zhang-long-2024-10-10.tex"
    assert (tmp_path / "cvgen.cls").is_file()
    subprocess.run(
        ["xelatex", "-interaction=batchmode", "-halt-on-error", main_tex.name],
        cwd=tmp_path,
        check=True,
        capture_output=True,
    )
    assert main_tex.with_suffix(".pdf").stat().st_size > 10_000


def test_tex_engine_typst_writes_a_folder_typst_compiles(tmp_path: Path) -> None:
    """``--engine typst``: the CV's .typ and its theme's cvgen.typ, which Typst
    compiles with the fonts the command prints, to the text cvgen's own build
    shows (Yinmin's CV is in classic: its cvgen.typ, not the default's)."""
    import shlex

    import typst

    from tests.conftest import pdf_text, squash

    args = ["profiles/yinmin-zhong.yaml", "--date", "2024-10-10"]
    result = CliRunner().invoke(main, ["tex", *args, "--engine", "typst", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    main_typ = Path(result.stdout.strip().splitlines()[-1])
    assert main_typ == tmp_path / "yinmin-zhong-long-2024-10-10.typ"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cvgen.typ", main_typ.name]
    assert "classic theme" in (tmp_path / "cvgen.typ").read_text(encoding="utf-8")
    (command,) = [line for line in result.stderr.splitlines() if "compile with:" in line]
    words = shlex.split(command.split("compile with: ", 1)[1])
    fonts = [words[i + 1] for i, word in enumerate(words) if word == "--font-path"]
    inputs = dict(words[i + 1].split("=", 1) for i, word in enumerate(words) if word == "--input")
    assert words[-1] == str(main_typ) and fonts
    assert list(inputs) == ["cvgen-look"]  # the look the theme reads (cvgen/typst/compile.py)
    pdf = tmp_path / "plain.pdf"
    pdf.write_bytes(
        typst.compile(str(main_typ), font_paths=fonts, ignore_system_fonts=True, sys_inputs=inputs)
    )
    built = CliRunner().invoke(
        main, ["build", *args, "--engine", "typst", "--out", str(tmp_path / "built")]
    )
    assert built.exit_code == 0, built.output
    (own,) = (tmp_path / "built").glob("*.pdf")
    assert squash(pdf_text(pdf)) == squash(pdf_text(own))
    assert "Yinmin Zhong" in squash(pdf_text(pdf))
