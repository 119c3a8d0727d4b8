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
