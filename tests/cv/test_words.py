"""Words: the user's marked-up pieces and cvgen's own words, kept apart."""

from cvgen.cv.words import Piece, Words, joined, marked, own


def test_empty_texts_make_no_pieces() -> None:
    assert marked("") == own("") == Words()
    assert not Words() and not marked("")
    assert marked(" ") and own("x")


def test_plain_drops_the_markup_of_the_users_pieces_only() -> None:
    words = own("**Advisor**: ") + marked("**Prof.** [Jin](https://example.org)")
    assert words.plain() == "**Advisor**: Prof. Jin"
    assert words.pieces[0] == Piece("**Advisor**: ", markup=False)


def test_joined_keeps_each_text_a_piece_of_its_own_and_skips_empty_ones() -> None:
    words = joined(" / ", ["*Systems*", "", "Networks"])
    assert words.pieces == (
        Piece("*Systems*", markup=True),
        Piece(" / ", markup=False),
        Piece("Networks", markup=True),
    )
    assert joined(", ", ["", ""]) == Words()
