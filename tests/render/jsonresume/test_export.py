"""Selected CVs as JSON Resume documents: valid against the vendored schema
(1.3.1), with no key the schema does not define but the ``authors`` extension."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft7Validator

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.jsonresume.export import to_jsonresume
from tests.conftest import jsonresume_schema

SCHEMA = jsonresume_schema()
DAY = PartialDate(2024, 10, 10)
EXTENSIONS = {("publications", "authors")}  # documented: the papers' author lists


def undefined_keys(value: Any, schema: dict[str, Any], path: tuple[str, ...] = ()) -> list[str]:
    """Keys of ``value`` the schema does not name (it allows any, so a misspelt
    key would pass validation unseen)."""
    if "$ref" in schema:
        schema = SCHEMA["definitions"][schema["$ref"].rsplit("/", 1)[1]]
    found: list[str] = []
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for key, item in value.items():
            if key in properties:
                found += undefined_keys(item, properties[key], (*path, key))
            elif (*path[:1], key) not in EXTENSIONS:
                found.append(".".join((*path, key)))
    elif isinstance(value, list):
        for item in value:
            found += undefined_keys(item, schema.get("items", {}), path)
    return found


def urls(value: Any, key: str = "") -> list[str]:
    """Every value the schema says is a URI (jsonschema checks no "uri" format
    without an extra package)."""
    if isinstance(value, dict):
        return [u for k, v in value.items() for u in urls(v, k)]
    if isinstance(value, list):
        return [u for item in value for u in urls(item, key)]
    return [value] if key in ("url", "$schema", "canonical") else []


def check(document: dict[str, Any]) -> None:
    validator = Draft7Validator(SCHEMA, format_checker=Draft7Validator.FORMAT_CHECKER)
    assert [e.message for e in validator.iter_errors(document)] == []
    assert undefined_keys(document, SCHEMA) == []
    assert [u for u in urls(document) if not u.startswith(("https://", "http://"))] == []


def test_the_key_check_catches_a_misspelt_key() -> None:
    document: dict[str, Any] = {"basics": {"nmae": "x", "location": {"city": "A", "town": "B"}}}
    document |= {"work": [{"name": "A", "hightlights": []}], "publications": [{"authors": []}]}
    assert undefined_keys(document, SCHEMA) == [
        "basics.nmae",
        "basics.location.town",
        "work.hightlights",
    ]


@pytest.mark.parametrize("name", ["zili-zhang", "yinmin-zhong", "zhisheng-ye"])
def test_the_bundled_profiles_export_valid_documents(name: str) -> None:
    selected = select_cv(Path(f"profiles/{name}.yaml")).selected
    document = to_jsonresume(selected, DAY)
    check(document)
    assert document["basics"]["name"] == selected.profile.name
    assert [p["name"] for p in document["publications"]] == [p.paper.title for p in selected.papers]
    assert len(document["work"]) == len(selected.profile.experience)


def test_zilis_document() -> None:
    document = to_jsonresume(select_cv(Path("profiles/zili-zhang.yaml")).selected, DAY)
    assert document["basics"] == {
        "name": "Zili Zhang",
        "label": "Ph.D. Student, Peking University",
        "email": "zzlcs@pku.edu.cn",
        "url": "https://www.zilizhang.site",
        "location": {
            "address": "Yanyuan Building 818, No.5 Yiheyuan Road, Haidian District, Beijing, "
            "Republic of China"
        },
        "profiles": [
            {"network": "GitHub", "username": "Gold-Sea", "url": "https://github.com/Gold-Sea"}
        ],
    }
    papers = {p["name"]: p for p in document["publications"]}
    assert papers["Fast Distributed Inference Serving for Large Language Models"] == {
        "name": "Fast Distributed Inference Serving for Large Language Models",
        "publisher": "Preprint",
        "releaseDate": "2023-05",
        # the long variant shows no abstracts, but a JSON Resume theme may: it is kept
        "summary": "This paper presents FastServe, a distributed inference serving system for "
        "LLMs. FastServe exploits the autoregressive pattern of LLM inference to enable "
        "preemption at the granularity of each output token. FastServe uses preemptive "
        "scheduling to minimize JCT with a novel skip-join Multi-Level Feedback Queue scheduler.",
        "authors": [
            "Bingyang Wu",
            "Yinmin Zhong",
            "Zili Zhang",
            "Gang Huang",
            "Xuanzhe Liu",
            "Xin Jin",
        ],
    }
    assert papers["Jolteon: Unleashing the Promise of Serverless for Serverless Workflows"][
        "publisher"
    ] == ("USENIX Symposium on Networked Systems Design and Implementation (NSDI'24)")
    assert document["work"][0] == {
        "name": "Software Engineering Institute, PKU",
        "location": "Beijing, China",
        "position": "Research Assistant",
        "startDate": "2020-10",
        "highlights": [
            "Topic: Machine Learning System and Cloud Computing",
            "Advisor: Prof. Xin Jin",
        ],
    }
    assert document["education"][1] == {
        "institution": "Peking University",
        "area": "Computer Science and Engineering",
        "studyType": "B.E.",
        "startDate": "2019-09",
        "endDate": "2023-06",
        "score": "3.71/4.0 (top 9%)",
    }
    assert document["awards"][0] == {
        "title": "Presidential Scholarship of Peking University",
        "date": "2024",
        "awarder": "Peking University Award",
        "summary": "4/200",
    }
    # markup is plain text: the link keeps its text
    assert document["interests"][0] == {
        "name": "Running (www.itra.run/RunnerSpace/ZHANG.Zili/4938114)"
    }
    assert [(p["name"], p["type"]) for p in document["projects"]] == [
        ("Introduction to Computer System (Honor Track)", "teaching"),
        ("Introduction to Computer System", "teaching"),
    ]


def test_a_variant_shows_only_its_sections() -> None:
    selected = select_cv(Path("profiles/zili-zhang.yaml"), variant="short").selected
    document = to_jsonresume(selected, DAY)
    check(document)
    assert list(document) == [
        *("$schema", "basics", "work", "education", "awards", "publications", "meta")
    ]
    assert len(document["publications"]) == 8
    assert len(document["awards"]) == 5


PROFILE = """\
name: Ada *Lovelace*
position: Analyst
contacts: {orcid: 0000-0002-1825-0097, linkedin: ada, google_scholar: AbC}
summary: Writes **programs** for [engines](https://example.org/engine).
education:
  - {institution: "[Analytical College](https://example.org/college)", degree: Autodidact,
     start: 1830, when: "1830s"}
experience:
  - organization: Engine Works
    role: Analyst
    start: 1842-05
    bullets:
      - text: Wrote notes
        items: [on Bernoulli numbers, "on *loops*"]
projects:
  - {name: Note G, url: example.org/g, role: Author, location: London, end: 1843}
custom_sections:
  - title: Volunteering
    entries: [{title: Soup kitchen, subtitle: Cook, start: 1840, end: 1841}]
  - title: Certificates
    entries: [{title: "[Mathematics](https://example.org/m)", subtitle: De Morgan, start: 1841}]
  - title: Talks
    entries: [{title: On Engines, subtitle: Speaker, location: Turin, start: 1840-09-01,
               bullets: [Well received]}]
"""


def test_every_section_finds_a_place(tmp_path: Path) -> None:
    (tmp_path / "ada.yaml").write_text(PROFILE)
    document = to_jsonresume(select_cv(tmp_path / "ada.yaml").selected, DAY)
    check(document)
    basics = document["basics"]
    assert (basics["name"], basics["summary"]) == (
        "Ada Lovelace",
        "Writes programs for engines.",
    )
    assert [p["network"] for p in basics["profiles"]] == ["LinkedIn", "Google Scholar", "ORCID"]
    assert document["education"] == [
        {
            "institution": "Analytical College",
            "url": "https://example.org/college",
            "studyType": "Autodidact",
            "startDate": "1830",
            "endDate": "1830",
        }
    ]
    assert document["work"][0]["highlights"] == ["Wrote notes: on Bernoulli numbers; on loops"]
    assert document["work"][0]["endDate"] == "1842-05"  # no end: the PDF shows one date
    assert document["volunteer"] == [
        {"organization": "Soup kitchen", "position": "Cook", "startDate": "1840", "endDate": "1841"}
    ]
    assert document["certificates"] == [
        {
            "name": "Mathematics",
            "date": "1841",
            "url": "https://example.org/m",
            "issuer": "De Morgan",
        }
    ]
    assert document["projects"] == [
        {
            "name": "Note G",
            "startDate": "1843",
            "endDate": "1843",
            "url": "https://example.org/g",
            "roles": ["Author"],
            "entity": "London",
        },
        {
            "name": "On Engines",
            "highlights": ["Well received"],
            "startDate": "1840-09-01",
            "endDate": "1840-09-01",
            "roles": ["Speaker"],
            "entity": "Turin",
            "type": "Talks",
        },
    ]


def test_grants_service_and_talks_find_a_place() -> None:
    """Grants (JSON Resume has none) are awards, service volunteer work, talks
    projects of type "talks"; students are projects typed by their heading."""
    from tests.conftest import academic_selection

    selection = academic_selection()
    document = to_jsonresume(selection.selected, selection.version_date)
    check(document)
    assert document["awards"][2] == {
        "title": "Shared Accelerator Testbed",
        "date": "2020-09",
        "awarder": "National Science Foundation, CNS Core",
        "summary": "Role: Co-PI, Amount: USD 1,200,000, Share: USD 400,000",
    }
    assert [(v["organization"], v["summary"]) for v in document["volunteer"]] == [
        ("OSDI 2024", "Program Committees"),
        ("NSDI 2023", "Program Committees"),
        ("IEEE Transactions on Parallel and Distributed Systems", "Reviewing"),
        ("Graduate Admissions Committee", "Department Service"),
    ]
    talks = [p for p in document["projects"] if p["type"] == "talks"]
    assert (talks[0]["roles"], talks[0]["url"]) == (
        ["Keynote"],
        "https://example.org/slides/serving.pdf",
    )
    students = [p["name"] for p in document["projects"] if p["type"] == "Students Supervised"]
    assert students == ["Lin Wei", "Bram Okafor", "Sara Lind", "Omar Haddad"]
    assert "Total as PI" not in str(document)  # a summary is made from what is there


def test_academic_contacts_and_own_links_are_profiles(tmp_path: Path) -> None:
    (tmp_path / "ada.yaml").write_text(
        "name: Ada\ncontacts:\n  mastodon: '@ada@mastodon.social'\n  dblp: 62/1234\n"
        "  links: [{label: Lab page, url: lab.example.org}]\n"
    )
    profiles = to_jsonresume(select_cv(tmp_path / "ada.yaml").selected, DAY)["basics"]["profiles"]
    assert profiles == [
        {"network": "DBLP", "username": "62/1234", "url": "https://dblp.org/pid/62/1234.html"},
        {
            "network": "Mastodon",
            "username": "@ada@mastodon.social",
            "url": "https://mastodon.social/@ada",
        },
        {"network": "Lab page", "url": "https://lab.example.org"},
    ]
