"""One spelling per author: the database's, else the file's most frequent."""

from cvgen.importers.spellings import choose_spellings, respell, respellings
from cvgen.model import Paper, PublicationDatabase


def _paper(*authors: str) -> Paper:
    return Paper(title="T", authors=list(authors), year=2020)


def test_the_most_frequent_spelling_wins_ties_to_fewer_spaces() -> None:
    papers = [
        _paper("Scott Mc Gaugh"),
        _paper("Scott McGaugh"),
        _paper("Li Chen"),
        _paper("Li  Chen"),
    ]
    spellings = choose_spellings(PublicationDatabase(), papers)
    assert spellings.chosen["scottmcgaugh"] == "Scott McGaugh"
    more = [*papers, _paper("Scott Mc Gaugh")]
    assert choose_spellings(PublicationDatabase(), more).chosen["scottmcgaugh"] == "Scott Mc Gaugh"


def test_the_database_wins_and_marked_authors_follow() -> None:
    database = PublicationDatabase(papers={"a": _paper("Scott McGaugh")})
    paper = Paper(
        title="T", authors=["Scott Mc Gaugh"], corresponding=["Scott Mc Gaugh"], year=2021
    )
    spellings = choose_spellings(database, [paper])
    spelled = respell(paper, spellings.chosen)
    assert (spelled.authors, spelled.corresponding) == (["Scott McGaugh"], ["Scott McGaugh"])
    [change] = respellings([("k", paper)], spellings)
    assert (change.written, change.spelled, change.entries, change.usual) == (
        "Scott Mc Gaugh",
        "Scott McGaugh",
        ("k",),
        0,
    )


def test_a_dblp_number_follows_its_name_when_it_is_respelled() -> None:
    paper = Paper(title="T", authors=["Wei WANG", "Bo Li"], dblp={"Wei WANG": "0002"}, year=2020)
    respelled = respell(paper, {"weiwang": "Wei Wang"})
    assert (respelled.authors, respelled.dblp) == (["Wei Wang", "Bo Li"], {"Wei Wang": "0002"})
