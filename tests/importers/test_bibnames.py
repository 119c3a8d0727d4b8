"""Author lists: order, "and others", braces, and the marks on names."""

import pytest

from cvgen.importers.bibnames import Authors, read_authors, split_authors
from cvgen.model.pubdb import ET_AL


@pytest.mark.parametrize(
    ("field", "names"),
    [
        ("Zhang, Zili and Jin, Xin", ["Zili Zhang", "Xin Jin"]),
        ("Zili Zhang AND Xin Jin and others", ["Zili Zhang", "Xin Jin", ET_AL]),
        ("M{\\\"u}ller, J{\\\"o}rg and\n   Jos\\'{e} P\\'{e}rez", ["Jörg Müller", "José Pérez"]),
        ("{Barnes and Noble} and Ye, Z.", ["Barnes and Noble", "Z. Ye"]),
        ("King, Jr., Martin Luther", ["Martin Luther King Jr."]),
        ("Zhong, Yinmin and others and Jin, Xin", ["Yinmin Zhong", "Xin Jin", ET_AL]),
        ("", []),
    ],
)
def test_authors_are_split_and_turned(field: str, names: list[str]) -> None:
    assert split_authors(field) == names


@pytest.mark.parametrize(
    ("field", "names", "equal", "corresponding"),
    [
        ("Einstein*, Albert and Bohr, Niels", ["Albert Einstein", "Niels Bohr"], [0], []),
        (
            "Albert Einstein$^*$ and Niels Bohr$^{\\ast}$",
            ["Albert Einstein", "Niels Bohr"],
            [0, 1],
            [],
        ),
        ("Einstein\\textsuperscript{*}, Albert", ["Albert Einstein"], [0], []),
        ("Tian$^{\\dagger}$, Yuan and Li, Bo\\dag", ["Yuan Tian", "Bo Li"], [], [0, 1]),
        ("Einstein*†, A. and Bohr‡, N.", ["A. Einstein", "N. Bohr"], [0], [0]),
        (
            "Yuan Tian✉ and Bo Li$^{1,2}$ and Kim, Eun$^3$",
            ["Yuan Tian", "Bo Li", "Eun Kim"],
            [],
            [0],
        ),
        ("Tian, Yuan* and others", ["Yuan Tian", ET_AL], [0], []),
    ],
)
def test_marks_are_read_for_this_paper_and_removed_from_the_name(
    field: str, names: list[str], equal: list[int], corresponding: list[int]
) -> None:
    assert read_authors(field) == Authors(
        names, [names[i] for i in equal], [names[i] for i in corresponding]
    )


@pytest.mark.parametrize(
    ("field", "names", "dblp"),
    [
        (
            "Wei Wang 0002 and Jing Li 0001 and Marta Kowalczyk",
            ["Wei Wang", "Jing Li", "Marta Kowalczyk"],
            {"Wei Wang": "0002", "Jing Li": "0001"},
        ),
        (
            "Wang 0002, Wei and Li, Jing 0001",
            ["Wei Wang", "Jing Li"],
            {"Wei Wang": "0002", "Jing Li": "0001"},
        ),
        ("{Team 2020} and Wei Wang", ["Team 2020", "Wei Wang"], {}),  # a group's own number
        ("Apollo Team 2020 and Wei Wang", ["Apollo Team 2020", "Wei Wang"], {}),
    ],
)
def test_dblps_homonym_numbers_are_kept_apart_from_the_names(
    field: str, names: list[str], dblp: dict[str, str]
) -> None:
    authors = read_authors(field)
    assert (authors.names, authors.dblp) == (names, dblp)


@pytest.mark.parametrize(
    ("field", "names"),
    [
        ("{COVID, Canadian} and Raman, Priya", ["COVID, Canadian", "Priya Raman"]),
        ("{The ENCODE Project Consortium} and Li, Bo", ["The ENCODE Project Consortium", "Bo Li"]),
        ("Consortium, Open Cluster Traces and Li, Bo", ["Open Cluster Traces Consortium", "Bo Li"]),
        ("Li, Bo and others", ["Bo Li", "et al."]),
    ],
)
def test_groups_stay_whole_and_others_is_a_marker(field: str, names: list[str]) -> None:
    assert read_authors(field).names == names
