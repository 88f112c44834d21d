"""Ranking on real excerpts of Laws 50, 63 and 64: BM25 over lemmas with field weights."""

from laws.search import vocabulary
from laws.search.lexicon import Lexicon
from laws.search.query import Alternative, Concept, Query, Slot, parse
from laws.search.ranking import Document, SearchIndex
from tests.laws.search.rows import LAW_50, LAW_63, LAW_64, TITLES


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
                    heading=heading if path else TITLES[number],
                    text=text,
                    order=order,
                    chapter="VI",
                    kind="clause" if path else "law",
                    title=TITLES[number] if path else "",
                )
            )
    return SearchIndex(docs)


INDEX = index()
VOCABULARY = vocabulary.load()
LEXICON = Lexicon(INDEX.surface, INDEX.frequency, VOCABULARY)


def found(query, **scope):
    parsed = parse(query, VOCABULARY, LEXICON)
    hits = INDEX.search(parsed, completions=LEXICON.completions, **scope)
    return [f"{h.doc.law}{h.doc.path}" for h in hits]


def test_penalty_card_forms_find_law_50_first():
    hits = found("штрафными картами ")
    assert {"50A", "50B", "50C", "50D"} <= set(hits)
    assert all(h.startswith("50") for h in hits[:5])


def test_headings_rank_above_body_text():
    hits = found("фальшренонс ")
    # 63B and 64A1/A2 carry the word in their headings; 50C only in its text.
    assert hits.index("63B") < hits.index("50C")
    assert hits.index("64A1") < hits.index("50C")


def test_the_law_title_lifts_its_clauses():
    # «Процедура после выявления фальшренонса» is Law 64's title, not in 64A1's own words.
    assert found("процедура после выявления ")[0].startswith("64")


def test_no_word_decides_alone():
    # One word of the query is nowhere in the laws, another nowhere in 50C: 50C still leads.
    assert found("младшая штрафная карта хрюндель ")[0] in {"50C", "50D"}
    assert found("штрафная карта фальшренонс ")[0] == "50C"


def test_a_clause_with_more_of_the_words_ranks_first():
    assert found("онер намеренной игры старшей штрафной ")[0] == "50C"


def test_a_rare_word_outweighs_a_common_one():
    # «карта» is everywhere in Law 50, «фальшренонс» in one of its clauses.
    assert found("карта фальшренонс ")[0] in {"50C", "63B", "64A1", "64A2"}
    assert "50C" in found("карта фальшренонс ")[:4]


def test_question_and_filler_words_never_decide():
    assert found("что делать если штрафная карта ") == found("штрафная карта ")
    assert found("можно ли сколько когда фальшренонс ") == found("фальшренонс ")


def test_english_and_slang_reach_the_russian_text():
    assert set(found("revoke ")[:3]) == set(found("фальшренонс ")[:3])
    assert found("ренонс ")[:3] == found("фальшренонс ")[:3]
    assert found("penalty card ")[0].startswith("50")


def test_prefix_while_typing():
    assert "63B" in found("фальшрен")
    # A finished word that only begins a word of the laws is taken as related to it.
    assert "63B" in found("фальшрен ")


def test_scope_to_one_law_and_chapter():
    assert set(found("фальшренонс ", law=64)) <= {"64", "64A", "64A1", "64A2"}
    assert found("фальшренонс ", chapter="X") == []
    assert found("фальшренонс ", chapter="VI")


def test_problem_queries_find_nothing():
    assert found("") == [] and found("!!!") == [] and found("что делать ") == []


def test_marks_are_the_matched_lemmas():
    hit = INDEX.search(parse("штрафной картой", VOCABULARY, LEXICON))[0]
    assert {"штрафной", "карта"} <= hit.marks


def test_half_a_phrase_scores_less_than_its_words_would():
    # Law 16B: «увидев карты за другим столом»; Law 47D only shares «другой» and «карта».
    seen = Document.build(
        key=1, law=16, path="B", anchor="16B", heading="", text="Увидев карты за другим столом."
    )
    other = Document.build(
        key=2, law=47, path="D", anchor="47D", heading="", text="Заменить её другой картой."
    )
    index = SearchIndex([seen, other])

    def scores(*alternatives):
        query = Query("q", [Concept("q", tuple(alternatives))])
        return {h.doc.key: h.score for h in index.search(query)}

    def words(*lemmas):
        return Alternative(tuple(Slot(frozenset({lem})) for lem in lemmas))

    phrase = scores(words("увидеть", "карта", "другой", "стол"))
    assert phrase[1] > phrase[2]
    # Two of four words found count less than the two words would in a phrase of four.
    in_full = (scores(words("карта"))[2] + scores(words("другой"))[2]) / 4**0.5
    assert phrase[2] < 0.8 * in_full
