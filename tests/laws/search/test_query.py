import pytest

from laws.search import query as q
from laws.search.query import parse


def lemma_sets(parsed):
    return [
        [frozenset().union(*(s.lemmas for s in alt)) for alt in c.alternatives]
        for c in parsed.concepts
    ]


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        ("", q.EMPTY),
        ("   ", q.EMPTY),
        (None, q.EMPTY),
        ("а", q.TOO_SHORT),
        ("ж", q.TOO_SHORT),
        ("!!! ??? ...", q.NO_WORDS),
        ("♠♥♦♣ — « »", q.NO_WORDS),
        ("и в на", q.ONLY_STOPWORDS),
    ],
)
def test_hostile_queries_get_a_russian_message(raw, problem):
    parsed = parse(raw)
    assert parsed.problem == problem
    assert not parsed.ok


def test_ten_thousand_characters_are_capped():
    parsed = parse("карта " * 2000)
    assert parsed.truncated
    assert len(parsed.text) <= q.MAX_CHARS
    assert len(parsed.concepts) <= q.MAX_WORDS


def test_markup_is_only_words():
    parsed = parse('<script>alert("x")</script>')
    assert [c.label for c in parsed.concepts] == ["script", "alert", "script"]
    assert all("<" not in c.label for c in parsed.concepts)


@pytest.mark.parametrize(
    ("raw", "markup"),
    [("<b>карта</b>", True), ("{{ x }}", True), ("a &amp; b", True), ("штрафная карта", False)],
)
def test_markup_is_noticed(raw, markup):
    assert parse(raw).markup is markup


def test_words_become_lemmas():
    parsed = parse("штрафной картой ")
    assert lemma_sets(parsed) == [[{"штрафной"}], [{"карта"}]]


@pytest.mark.parametrize(
    ("raw", "russian"),
    [
        ("revoke", {"фальшренонс"}),
        ("penalty card", {"штрафной", "карта"}),
        ("Penalty Card", {"штрафной", "карта"}),
        ("dummy", {"болван"}),
        ("lead out of turn", {"ход", "вне", "очередь"}),
        ("claim", {"претензия"}),
        ("ренонса", {"фальшренонс"}),
    ],
)
def test_synonyms_add_the_russian_wording(raw, russian):
    parsed = parse(raw + " ")
    assert len(parsed.concepts) == 1
    assert russian in lemma_sets(parsed)[0]


def test_last_word_being_typed_is_a_prefix():
    assert parse("фальшрен").concepts[-1].alternatives[0][0].prefix == "фальшрен"
    assert parse("фальшрен ").concepts[-1].alternatives[0][0].prefix == ""


def test_stopwords_and_single_letters_are_dropped():
    assert [c.label for c in parse("ход в игре ").concepts] == ["ход", "игре"]
