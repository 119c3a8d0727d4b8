"""CVs in other languages, built for real: Zili's Chinese CV, a German and a
Japanese one, a group's own locale, and the diff of two languages."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import cvgen_in_process, pdf_text, squash

ROOT = Path(__file__).resolve().parents[2]
CVGEN = [str(Path(sys.executable).parent / "cvgen")]
DATE = "2024-10-10"


def cvgen(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """The command in the test's process (what it does is the test, not the process)."""
    return cvgen_in_process(*args, cwd=cwd)


def cvgen_process(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """The installed command in a process of its own (another hash seed)."""
    return subprocess.run([*CVGEN, *args], cwd=cwd, capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def group(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the bundled group whose only variant of its own is a short CV
    of education and experience: ``--variant all`` then builds Zili's long,
    short, long-zh and short-zh CVs, none over its page budget (the bundled
    short and teaching CVs are page-budget searches of 6-8 TeX runs, 2-3
    times as long in Chinese, that these tests do not read)."""
    folder = tmp_path_factory.mktemp("group")
    shutil.copytree(ROOT / "profiles", folder / "profiles")
    variants = "variants:\n  short: {sections: [education, experience]}\n"
    (folder / "profiles/variants.yaml").write_text(variants, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def zili_zh(group: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("zh")
    done = cvgen("build", "profiles/zili-zhang.yaml", "--variant", "all", "--date", DATE,
                 "--out", str(out), "--verbose", cwd=group)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in out.glob("*.pdf")) == [
        f"zili-zhang-{variant}-{DATE}.pdf" for variant in ("long", "long-zh", "short", "short-zh")
    ]
    return out, done.stderr


def test_zilis_chinese_cv_has_chinese_words_dates_and_metadata(zili_zh: tuple[Path, str]) -> None:
    out, _ = zili_zh
    pdf = out / f"zili-zhang-long-zh-{DATE}.pdf"
    text = squash(pdf_text(pdf))
    words_of_the_cv = ("张子力", "教育经历", "工作经历", "发表论文", "北京大学", "至今")
    words_of_the_cv += (
        "2024 年 10 月 10 日",  # the quarter em between digits and CJK reads as a space
        "第 1 页",
        "导师：金鑫 教授",
        "预印本",
        "张子力 · 个人简历",
    )
    for words in words_of_the_cv:
        assert words in text, words
    assert "Present" not in text and "Education" not in text
    # papers keep their original titles
    assert "RLHFuse: Efficient RLHF Training for Large Language Models" in text
    reader = PdfReader(pdf)
    assert reader.trailer["/Root"]["/Lang"] == "zh-CN"
    assert reader.metadata is not None and reader.metadata.title == "张子力 - 个人简历"
    assert "版本日期：2024年10月10日" in str(reader.metadata.subject)
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True).stdout
    assert "NotoSansCJK" in fonts or "NotoSansCJKsc" in fonts


def test_the_english_cv_is_english_and_says_so(zili_zh: tuple[Path, str]) -> None:
    out, _ = zili_zh
    pdf = out / f"zili-zhang-long-{DATE}.pdf"
    text = squash(pdf_text(pdf))
    assert "Education" in text and "Zili Zhang" in text and "教育经历" not in text
    assert PdfReader(pdf).trailer["/Root"]["/Lang"] == "en-US"


def test_untranslated_fields_are_named_once_per_build(zili_zh: tuple[Path, str]) -> None:
    _, stderr = zili_zh
    lines = [line for line in stderr.splitlines() if "no zh text" in line]
    assert lines and len(lines) == len(set(lines))  # long-zh and short-zh share them
    assert all(line.startswith("warning: profiles/zili-zhang.yaml:") for line in lines)
    assert "Missing character" not in stderr and "no font has" not in stderr


def test_locale_on_the_command_line_names_the_pdf(tmp_path: Path) -> None:
    done = cvgen("build", "profiles/zhisheng-ye.yaml", "--locale", "de", "--date", DATE,
                 "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    pdf = tmp_path / f"zhisheng-ye-long-de-{DATE}.pdf"
    text = squash(pdf_text(pdf))
    assert "Ausbildung" in text and "10. Oktober 2024" in text
    assert PdfReader(pdf).trailer["/Root"]["/Lang"] == "de-DE"


def test_a_japanese_cv_uses_the_japanese_face(tmp_path: Path) -> None:
    done = cvgen("tex", "profiles/zili-zhang.yaml", "--locale", "ja", "--date", DATE,
                 "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    [source] = tmp_path.glob("*.tex")
    tex = source.read_text("utf-8")
    assert "FontIndex=0" in tex and "学歴" in tex  # Noto Sans CJK JP
    assert r"\renewcommand*{\cvpagelabel}" not in tex or "ページ" in tex


def test_an_unknown_locale_is_a_usage_error_naming_the_locales() -> None:
    done = cvgen("build", "profiles/zili-zhang.yaml", "--locale", "pt")
    assert done.returncode == 2
    assert "no locale 'pt'" in done.stderr and "de, en, es, fr, ja, ko, zh" in done.stderr


def test_a_groups_own_locale_beside_the_profiles(tmp_path: Path) -> None:
    profiles = tmp_path / "profiles"
    (profiles / "locales").mkdir(parents=True)
    (profiles / "ada.yaml").write_text("name: Ada Lovelace\nlocale: pt\n"
        "education: [{institution: Cambridge, degree: BA, start: 1830, end: present}]\n",
        "utf-8")  # fmt: skip
    english = (ROOT / "locales" / "en.yaml").read_text("utf-8")
    portuguese = english.replace("education: Education", "education: Formação").replace(
        "present: Present", "present: atual"
    )
    (profiles / "locales" / "pt.yaml").write_text(portuguese, "utf-8")
    done = cvgen("build", "profiles/ada.yaml", "--date", DATE, "--out", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = squash(pdf_text(tmp_path / "out" / f"ada-long-{DATE}.pdf"))
    assert "Formação" in text and "1830 - atual" in text


def test_diff_reads_a_profile_in_the_pdfs_language(zili_zh: tuple[Path, str]) -> None:
    out, _ = zili_zh
    pdf = str(out / f"zili-zhang-long-zh-{DATE}.pdf")
    same = cvgen("diff", pdf, "profiles/zili-zhang.yaml")
    assert same.returncode == 0 and "no differences" in same.stdout, same.stdout
    other = cvgen("diff", str(out / f"zili-zhang-long-{DATE}.pdf"), pdf)
    assert "different languages (en and zh)" in other.stdout + other.stderr


def test_same_input_same_bytes_in_chinese(
    tmp_path: Path, group: Path, zili_zh: tuple[Path, str]
) -> None:
    out, _ = zili_zh  # built in the test's process, this one in another
    done = cvgen_process("build", "profiles/zili-zhang.yaml", "--variant", "long-zh",
                         "--date", DATE, "--out", str(tmp_path), "--force", cwd=group)  # fmt: skip
    assert done.returncode == 0, done.stderr
    name = f"zili-zhang-long-zh-{DATE}.pdf"
    assert (tmp_path / name).read_bytes() == (out / name).read_bytes()


def test_the_exports_speak_the_locale(tmp_path: Path) -> None:
    markdown = cvgen("export", "profiles/zili-zhang.yaml", "--format", "markdown", "--variant",
                     "long-zh", "--date", DATE)  # fmt: skip
    assert markdown.returncode == 0, markdown.stderr
    assert "## 教育经历" in markdown.stdout and "*最后更新于2024年10月10日。*" in markdown.stdout
    german = cvgen("export", "profiles/zili-zhang.yaml", "--format", "markdown", "--locale",
                   "de", "--date", DATE)  # fmt: skip
    assert "## Ausbildung" in german.stdout and "heute" in german.stdout
    assert "no de text" in german.stderr  # his texts have no German: each field says so
