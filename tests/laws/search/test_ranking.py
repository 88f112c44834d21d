from laws.search.query import parse
from laws.search.ranking import Document, SearchIndex
from tests.laws.search.rows import LAW_50, LAW_63, LAW_64


def index():
    docs = []
    for number, rows in ((50, LAW_50), (63, LAW_63), (64, LAW_64)):
        for order, (path, heading, text) in enumerate(rows):
            docs.append(
                Document.build(
                    key=number * 100 + order,
                    law=number,
                    path=path,
                    anchor=f"{number}{path}",
                    heading=heading,
                    text=text,
                    order=order,
                    chapter="VI",
                )
            )
    return SearchIndex(docs)


def found(query, **scope):
    return [f"{h.doc.law}{h.doc.path}" for h in index().search(parse(query), **scope)]


def test_penalty_card_forms_find_law_50():
    hits = found("штрафная карта")
    assert set(hits) == {"50A", "50B", "50C", "50D"}


def test_headings_rank_above_body_text():
    hits = found("фальшренонс ")
    # 63B and 64A1/A2 carry the word in their headings; 64A only in its text; 50C only in text.
    assert hits.index("63B") < hits.index("50C")
    assert hits.index("64A1") < hits.index("64A")
    assert set(hits[-2:]) == {"50C", "64A"}


def test_english_terms_reach_the_russian_text():
    assert set(found("revoke")) == set(found("фальшренонс "))
    assert set(found("penalty card")) == set(found("штрафная карта"))


def test_every_word_must_be_present():
    assert found("штрафная фальшренонс ") == ["50C"]


def test_prefix_while_typing():
    assert "63B" in found("фальшрен")
    assert found("фальшрен ") == []


def test_scope_to_one_law_and_chapter():
    assert set(found("фальшренонс ", law=64)) == {"64A", "64A1", "64A2"}
    assert found("фальшренонс ", chapter="X") == []
    assert found("фальшренонс ", chapter="VI")


def test_problem_queries_find_nothing():
    assert found("") == [] and found("!!!") == []


def test_marks_are_the_matched_lemmas():
    hit = index().search(parse("штрафной картой"))[0]
    assert {"штрафной", "карта"} <= hit.marks


def test_a_complete_word_is_not_taken_as_a_prefix():
    # «онер» is a word of the text, so it stays itself; «фальшрен» is not, so it is completed.
    idx = index()
    assert idx.expand(parse("фальшрен").concepts[0].alternatives[0][0]) > {"фальшрен"}
    assert idx.expand(parse("онер").concepts[0].alternatives[0][0]) == {"онер"}
