"""The input fuzzer (tests/e2e/fuzz.py) in ``make test``: a few seeded cases,
every command as a subprocess, the build on every third case (it runs
XeLaTeX); ``make fuzz`` runs a longer campaign."""

from __future__ import annotations

import random

import pytest

from tests.e2e import fuzz
from tests.e2e import fuzz_mutations as m


def test_a_few_seeded_cases_give_no_traceback_hang_or_lost_file() -> None:
    result = fuzz.campaign(seed=15, cases=9, build_every=3)
    assert result.failures == [], "\n".join(result.failures)
    assert (result.cases, result.commands) == (9, 9 * 9 + 3)


@pytest.mark.parametrize("mutation", [*m.YAML_MUTATIONS, m.bib_mutation], ids=lambda f: f.__name__)
def test_a_mutation_is_seeded_and_changes_the_file(mutation: m.Mutation) -> None:
    original = (fuzz.ROOT / "profiles/variants.yaml").read_bytes()
    first = mutation(random.Random(3), original)
    assert first == mutation(random.Random(3), original)
    assert first != original


def test_the_json_mutations_break_a_json_resume() -> None:
    original = (fuzz.ROOT / "tests/jsonresume/full.resume.json").read_bytes()
    for mutation in (m.json_mutation, m.deep_json):
        assert mutation(random.Random(1), original) != original
