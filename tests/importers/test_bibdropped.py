"""The report's lines for left-out fields stay few on a large file."""

from cvgen.importers.bibdropped import dropped_lines

DBLP = (("timestamp", "DBLP metadata"), ("biburl", "DBLP metadata"))


def test_fields_with_one_reason_and_the_same_entries_share_a_line() -> None:
    dropped = [(f"DBLP:conf/x/{i}", DBLP) for i in range(41)]
    dropped.append(("hand", (("keywords", "no place for it"),)))
    assert dropped_lines(dropped, 42) == [
        "fields not kept:",
        "  timestamp, biburl (DBLP metadata): 41 entries ("
        + ", ".join(f"DBLP:conf/x/{i}" for i in range(41))
        + ")",
        "  keywords (no place for it): 1 entry (hand)",
    ]


def test_fields_left_out_of_every_entry_say_so() -> None:
    dropped = [(f"DBLP:conf/x/{i}", DBLP) for i in range(41)]
    assert dropped_lines(dropped, 41) == [
        "fields not kept:",
        "  timestamp, biburl (DBLP metadata): every entry (41)",
    ]


def test_the_same_reason_for_other_entries_is_another_line() -> None:
    dropped = [("a", DBLP), ("b", DBLP[:1])]
    assert dropped_lines(dropped, 3) == [
        "fields not kept:",
        "  timestamp (DBLP metadata): 2 entries (a, b)",
        "  biburl (DBLP metadata): 1 entry (a)",
    ]


def test_nothing_left_out_is_no_line() -> None:
    assert dropped_lines([("a", ())], 1) == []
