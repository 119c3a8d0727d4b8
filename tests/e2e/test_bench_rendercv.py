"""bench/rendercv_offline.py, which lets ``make bench`` time RenderCV on cvgen's
CV offline: the CV it writes as RenderCV input keeps the facts (read back by
``cvgen import-rendercv``), and its stand-in for Typst Universe's
``@preview/fontawesome`` draws the icons RenderCV asks for, from the Font
Awesome fonts cvgen uses. RenderCV itself is not needed (``make bench-rendercv``)."""

from __future__ import annotations

import importlib.util
import io
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
import typst
import yaml
from pypdf import PdfReader

from tests.conftest import ROOT

CVGEN = str(Path(sys.executable).parent / "cvgen")
#: the icons RenderCV 2.3's templates and header ask ``fa-icon`` for
RENDERCV_ICONS = (
    *("location-dot", "envelope", "phone", "link", "external-link", "linkedin", "github"),
    *("gitlab", "imdb", "instagram", "mastodon", "orcid", "stack-overflow", "researchgate"),
    *("youtube", "graduation-cap", "telegram", "code", "x-twitter"),
)


@pytest.fixture(scope="module")
def offline() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "rendercv_offline", ROOT / "bench/rendercv_offline.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_zilis_cv_as_rendercv_input_keeps_the_facts(offline: ModuleType, tmp_path: Path) -> None:
    resume = offline.exported_resume(CVGEN, "profiles/zili-zhang.yaml", ROOT)
    document = offline.to_rendercv(resume)
    cv = document["cv"]
    assert list(cv["sections"]) == [
        *("education", "experience", "teaching experience", "publications"),
        *("honors and awards", "skills and interests"),
    ]
    assert cv["social_networks"] == [{"network": "GitHub", "username": "Gold-Sea"}]
    assert [e["company"] for e in cv["sections"]["experience"]] == [
        w["name"] for w in resume["work"]
    ]
    assert cv["sections"]["experience"][0]["end_date"] == "present"  # an open end
    assert cv["sections"]["education"][1]["highlights"] == ["GPA: 3.71/4.0 (top 9%)"]
    papers = cv["sections"]["publications"]
    assert len(papers) == len(resume["publications"]) == 12
    assert all("summary" not in p for p in papers)  # no abstracts: the PDF shows none
    # read back by cvgen's own RenderCV importer: the same people, places and papers
    source = tmp_path / "Zili_Zhang_CV.yaml"
    source.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    subprocess.run(
        [CVGEN, "import-rendercv", str(source), "--out", str(tmp_path / "profiles")],
        cwd=tmp_path, check=True, capture_output=True,
    )  # fmt: skip
    profile = yaml.safe_load((tmp_path / "profiles/zili-zhang.yaml").read_text(encoding="utf-8"))
    database = yaml.safe_load((tmp_path / "profiles/publications.yaml").read_text("utf-8"))
    assert [e["organization"] for e in profile["experience"]] == [w["name"] for w in resume["work"]]
    assert [p["title"] for p in database["papers"].values()] == [
        p["name"] for p in resume["publications"]
    ]
    assert [p["authors"] for p in database["papers"].values()] == [
        p["authors"] for p in resume["publications"]
    ]


def test_text_shows_as_written(offline: ModuleType) -> None:
    resume = {
        "basics": {"name": "A B", "profiles": [{"network": "Dblp", "username": "x"}]},
        "work": [{"name": "Lab_1", "position": "*Lead*", "startDate": "2020", "endDate": "2021"}],
    }
    cv = offline.to_rendercv(resume)["cv"]
    assert "social_networks" not in cv  # a network RenderCV does not know
    (entry,) = cv["sections"]["experience"]
    assert entry == {
        "company": "Lab\\_1",
        "position": "\\*Lead\\*",
        "start_date": "2020",
        "end_date": "2021",
    }


def test_the_stand_in_draws_every_icon_rendercv_asks_for(
    offline: ModuleType, tmp_path: Path
) -> None:
    fonts = offline.font_awesome_files()
    table = offline.icon_table(fonts)
    assert set(RENDERCV_ICONS) <= set(table)
    assert table["github"][0] == "Font Awesome 5 Brands"
    assert table["location-dot"] == table["map-marker-alt"]  # Font Awesome 6's name
    offline.write_fontawesome(tmp_path / "packages", fonts)
    calls = "".join(f'#fa-icon("{name}", size: 0.9em) ' for name in RENDERCV_ICONS)
    main = tmp_path / "main.typ"
    for version in ("0.5.0", "0.6.0"):  # RenderCV 2.3's, and 2.4 to 2.8's
        main.write_text(f'#import "@preview/fontawesome:{version}": fa-icon\n{calls}\n', "utf-8")
        pdf = typst.compile(
            main, font_paths=[f.parent for f in fonts], ignore_system_fonts=True,
            package_cache_path=tmp_path / "packages",
        )  # fmt: skip
        page = PdfReader(io.BytesIO(pdf)).pages[0]
        used = {str(font["/BaseFont"]) for font in page["/Resources"]["/Font"].values()}
        assert {name.split("+")[1].split("-")[0] for name in used} >= {
            "FontAwesome5FreeSolid", "FontAwesome5FreeRegular", "FontAwesome5BrandsRegular",
        }  # fmt: skip
    main.write_text('#import "@preview/fontawesome:0.5.0": fa-icon\n#fa-icon("nope")\n', "utf-8")
    with pytest.raises(typst.TypstError, match="the stand-in has no icon nope"):
        typst.compile(main, font_paths=[fonts[0].parent], package_cache_path=tmp_path / "packages")


def test_make_bench_rendercv_installs_the_pinned_rendercv() -> None:
    done = subprocess.run(
        ["make", "-n", "-B", "bench-rendercv"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert ".venv-rendercv/bin/python -m pip install -q -r bench/rendercv-requirements.txt" in (
        done.stdout
    )
    pins = (ROOT / "bench/rendercv-requirements.txt").read_text(encoding="utf-8").splitlines()
    assert "rendercv[full]==2.3" in pins
    pinned = [line for line in pins if line and not line.startswith("#")]
    assert all("==" in line for line in pinned)  # the same RenderCV every time
