"""The director's wording file: every section the pages use is there, and every note cites a
clause and is marked as our explanation."""

import re

import pytest

from quizzes.director.wording import SECTIONS, WORDING, load, notes


def test_every_note_cites_a_clause_and_explains_in_our_words():
    for name in WORDING["notes"]:
        for text, law in notes(name):
            assert re.fullmatch(r"\d{1,2}[A-Z0-9()]*", law), (name, law)
            assert text.strip(), name


def test_notes_other_than_a_plain_outcome_are_marked_as_ours():
    marked = [n for n in WORDING["notes"] if n != "premature_play_both_hands"]
    for name in marked:
        assert all(text.startswith("Пояснение:") for text, _law in notes(name)), name


@pytest.mark.parametrize("missing", SECTIONS)
def test_a_missing_section_fails_when_the_file_is_read(tmp_path, missing):
    path = tmp_path / "wording.yaml"
    path.write_text("\n".join(f"{name}: {{}}" for name in SECTIONS if name != missing))
    with pytest.raises(ValueError, match=missing):
        load(path)
