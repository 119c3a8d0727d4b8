"""A synthetic research group for the benchmark: N people, M papers, written
as cvgen profiles and a publication database (deterministic: seeded)."""

from __future__ import annotations

import random
from pathlib import Path

import yaml

VENUES = ["NSDI", "OSDI", "SOSP", "EuroSys", "SIGCOMM", "ATC", "FAST", "MLSys"]
WORDS = [
    "efficient",
    "scalable",
    "serving",
    "training",
    "inference",
    "distributed",
    "memory",
    "storage",
    "scheduling",
    "caching",
    "compilation",
    "networks",
    "accelerators",
    "clusters",
    "models",
    "graphs",
]


def write_group(folder: Path, *, people: int, papers: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    profiles = folder / "profiles"
    profiles.mkdir(parents=True, exist_ok=True)
    names = [f"Member{i:03d} Researcher{i:03d}" for i in range(people)]
    for i, name in enumerate(names):
        profile = {
            "date": "2025-01-15",
            "name": name,
            "position": "Ph.D. Student",
            "affiliation": "Example University",
            "contacts": {"email": f"member{i}@example.org"},
            "education": [
                {
                    "institution": "Example University",
                    "degree": "Ph.D. in Computer Science",
                    "start": "2021-09",
                    "end": "present",
                    "advisor": "Prof. Example",
                },
                {
                    "institution": "Another University",
                    "degree": "B.S. in Computer Science",
                    "start": "2017-09",
                    "end": "2021-06",
                },
            ],
            "experience": [
                {
                    "organization": f"Company {j}",
                    "role": "Research Intern",
                    "start": f"20{18 + j}-06",
                    "end": f"20{18 + j}-09",
                    "bullets": [" ".join(rng.sample(WORDS, 6)).capitalize()],
                }
                for j in range(3)
            ],
            "honors": [{"year": 2019 + j, "title": f"Scholarship {j}"} for j in range(3)],
            "skills": {"Programming": ["Python", "C++", "CUDA"]},
        }
        (profiles / f"member{i:03d}.yaml").write_text(yaml.safe_dump(profile, sort_keys=False))
    database = {}
    for k in range(papers):
        members = rng.sample(names, rng.randint(1, 3))
        outsiders = [f"Outside{rng.randint(0, 5000):04d} Author" for _ in range(rng.randint(1, 5))]
        authors = members + outsiders
        rng.shuffle(authors)
        year = rng.randint(2005, 2025)
        venue = rng.choice(VENUES)
        database[f"paper-{k:05d}"] = {
            "title": " ".join(rng.sample(WORDS, 7)).capitalize() + f" {k}",
            "authors": authors,
            "venue": {"short": f"{venue}'{year % 100:02d}", "long": f"Proceedings of {venue}"},
            "year": year,
            "month": rng.randint(1, 12),
        }
    (profiles / "publications.yaml").write_text(
        yaml.safe_dump({"papers": database}, sort_keys=False, width=200)
    )
