"""Which papers are versions of one work, and a preprint folded into its published version."""

from cvgen.importers.versions import arxiv_id, fold, similar_title, venue_kind
from cvgen.model import Paper, Venue


def _paper(title: str, year: int, **fields: object) -> Paper:
    return Paper.model_validate(
        {"title": title, "authors": ["Ada Lovelace", "C. Babbage"], "year": year, **fields}
    )


def test_a_grown_title_is_the_same_work_and_a_changed_word_is_not() -> None:
    short = _paper("Fair Scheduling for Shared GPU Clusters", 2022, status="preprint")
    grown = _paper("Fair Scheduling for Shared GPU Clusters with Deadlines", 2023)
    other = _paper("Fair Placement for Shared GPU Clusters", 2023)
    assert similar_title(short, grown)
    assert not similar_title(short, other)
    assert not similar_title(short, grown.model_copy(update={"year": 2026}))
    assert not similar_title(
        short, grown.model_copy(update={"authors": ["C. Babbage", "Ada Lovelace"]})
    )
    assert not similar_title(
        _paper("A: Fast Shared GPU Cluster Scheduling", 2022),
        _paper("B: Fast Shared GPU Cluster Scheduling", 2022),
    )


def test_arxiv_ids_and_venue_kinds() -> None:
    assert arxiv_id(_paper("T", 2024, url="https://arxiv.org/abs/2401.01234v2")) == "2401.01234"
    assert arxiv_id(_paper("T", 2024, doi="10.48550/arXiv.2401.01234")) == "2401.01234"
    journal = _paper(
        "T",
        2024,
        venue=Venue(short="TPDS'24", long="IEEE Transactions on Parallel and Distributed Systems"),
    )
    assert (venue_kind(journal), venue_kind(journal, "inproceedings")) == ("journal", "conference")
    assert venue_kind(_paper("T", 2024, status="preprint")) is None


def test_a_later_arxiv_copy_is_no_history_but_keeps_its_id() -> None:
    published = _paper("Title", 2023, month=5)
    later = _paper("Title", 2024, status="preprint", url="https://arxiv.org/abs/2401.00001")
    folded = fold(published, later)
    assert (folded.history, folded.arxiv, folded.former_titles) == ([], "2401.00001", [])


def test_titles_that_share_nothing_differ_and_a_renamed_preprint_does_not() -> None:
    from cvgen.importers.versions import titles_differ, without_id

    def paper(title: str, **fields: object) -> Paper:
        return Paper(title=title, authors=["Ada Lovelace"], year=2024, **fields)  # type: ignore[arg-type]

    slip = paper("Tidal Heating of Icy Moons")
    assert titles_differ(slip, paper("Sparse Attention for Long Documents"))
    renamed = paper("Optimizing RLHF Training for Large Language Models with Stage Fusion")
    assert not titles_differ(
        renamed, paper("Efficient RLHF Training of Large Language Models with Inter-Stage Fusion")
    )
    assert not titles_differ(slip, paper("Other", former_titles=["Tidal heating of icy moons"]))
    arxiv = paper(
        "A",
        arxiv="2401.01234",
        doi="10.48550/arXiv.2401.01234",
        url="https://arxiv.org/abs/2401.01234",
    )
    assert (without_id(arxiv, "arxiv").arxiv, without_id(arxiv, "arxiv").doi) == ("", "")
    assert without_id(arxiv, "arxiv").url == ""
    assert without_id(paper("B", doi="10.5555/x"), "doi").doi == ""
