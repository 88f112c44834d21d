"""Pages that begin inside a paragraph, found by the first words of the page's first line."""

from laws.ingest.corpus import SourceLine, SourceRef
from laws.ingest.page_starts import page_starts

TEXT = (
    "Когда нарушитель сыграл более чем одной картой в дефектную взятку, судья смотрит "
    "сыгранные карты"
)
# 001 (web) line 127 on p. 91, 000 (print) line 133 on p. 92: Law 67B2.
LINES = {
    "001": [SourceLine("001", 127, "Когда нарушитель сыграл более чем одной", 91)],
    "000": [
        SourceLine("000", 132, "- 92 -", 92),
        SourceLine("000", 133, "картой в дефектную взятку, судья смотрит сыгран-", 92),
    ],
}
REFS = [SourceRef("001", 127, 127, 91), SourceRef("000", 133, 134, 92)]


def test_the_next_page_is_found_where_its_first_line_stands():
    starts = page_starts(TEXT, 91, REFS, LINES, {"000": 132, "001": 29})
    assert starts == [(TEXT.index("картой"), 92, False, False)]


def test_a_page_before_the_files_first_marker_is_derived():
    starts = page_starts(TEXT, 91, REFS, LINES, {"000": 140, "001": 29})
    assert starts[0][2] is True


def test_a_break_inside_a_word_is_marked_before_the_word():
    text = "Вполне корректно избегать давать оппонентам информацию, делая заявки и играя картами"
    lines = {"000": [SourceLine("000", 200, "формацию, делая заявки и играя картами в неиз-", 100)]}
    starts = page_starts(text, 99, [SourceRef("000", 200, 201, 100)], lines, {"000": 199})
    assert starts == [(text.index("информацию"), 100, False, True)]


def test_nothing_for_the_paragraphs_own_page_or_text_not_found():
    assert page_starts(TEXT, 92, REFS[1:], LINES, {}) == []
    lines = {"000": [SourceLine("000", 133, "совсем другие слова здесь", 92)]}
    assert page_starts(TEXT, 91, REFS, lines, {}) == []
