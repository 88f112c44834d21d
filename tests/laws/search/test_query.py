import pytest

from laws.search import query as q
from laws.search import vocabulary
from laws.search.lexicon import Lexicon
from laws.search.query import parse
from tests.laws.search.test_ranking import INDEX

VOCABULARY = vocabulary.load()
LEXICON = Lexicon(INDEX.surface, INDEX.frequency, VOCABULARY)


def read(raw):
    return parse(raw, VOCABULARY, LEXICON)


def lemma_sets(parsed):
    return [
        [frozenset().union(*(s.lemmas for s in alt.slots)) for alt in c.alternatives]
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
        ("что делать если", q.ONLY_STOPWORDS),
        ("хрюндель", q.NOT_IN_LAWS),
    ],
)
def test_hostile_queries_get_a_russian_message(raw, problem):
    parsed = read(raw)
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
        ("засветил", {"показать", "карта"}),
        ("уронила карту", {"случайно", "обронить", "карта"}),
    ],
)
def test_vocabulary_adds_the_laws_wording(raw, russian):
    parsed = read(raw + " ")
    assert len(parsed.concepts) == 1
    assert russian in lemma_sets(parsed)[0]


def test_phrase_words_match_in_any_order_and_form():
    fell, dropped = lemma_sets(read("карта упала ")), lemma_sets(read("уронил карту "))
    assert fell[0][0] == dropped[0][0] == {"случайно", "обронить", "карта"}
    # The words as typed stay an alternative: the table situations are told in them.
    assert {"упасть", "карта"} in fell[0] and {"уронить", "карта"} in dropped[0]


def test_question_and_filler_words_are_set_aside():
    parsed = read("что делать если партнёр сходил не в очередь ")
    assert {"что", "делать", "если"} <= set(parsed.fillers)
    assert "что" not in [c.label for c in parsed.concepts]


def test_a_bare_no_is_filler():
    # «…а у разыгрывающего нет»: «нет» alone asks nothing; «нет масти» is a phrase.
    parsed = read("почему у разыгрывающего нет штрафной карты ")
    assert "нет" in parsed.fillers
    assert "нет" not in [c.label for c in parsed.concepts]


def test_an_english_article_does_not_break_a_phrase():
    for raw in ("wins a trick ", "wins the trick ", "claim with a trump "):
        parsed = read(raw)
        assert parsed.ok and not parsed.unknown, raw
    assert {"выигрываться", "игрок"} in lemma_sets(read("wins a trick "))[0]


@pytest.mark.parametrize(
    "raw",
    [
        "противник отменил заявку можно ли его партнеру теперь ходить в эту масть ",
        "заявку отменили, что с ходом партнёра ",
    ],
)
def test_question_words_between_the_words_of_a_phrase_do_not_part_them(raw):
    # «отменил заявку … ходить»: a lead after a cancelled call (Law 26), not a change of call.
    labels = [c.label for c in read(raw).concepts]
    assert any("отменил" in label and "ход" in label for label in labels), labels


@pytest.mark.parametrize(
    "raw, wording",
    [
        ("можно ли отменить заявку ", "изменение заявок"),  # Law 25
        ("противник отменил заявку, можно ли ему ходить ", "ограничения на ход"),  # Law 26
    ],
)
def test_cancelling_a_call_and_leading_after_it_are_told_apart(raw, wording):
    understood = [means for typed, means in read(raw).understood if "отмен" in typed]
    assert len(understood) == 1 and wording in understood[0], understood


def test_words_the_laws_never_use_are_named():
    parsed = read("хрюндель штрафная карта ")
    assert parsed.ok and parsed.unknown == ["хрюндель"]


@pytest.mark.parametrize(
    ("raw", "meant"),
    [
        ("фальшернонс", "фальшренонс"),  # two letters swapped
        ("штрафнная", "штрафная"),  # one letter doubled
        ("вистуюший", "вистующий"),  # one letter mistyped
        ("afkmihtyjyc", "фальшренонс"),  # typed with the English keyboard layout
    ],
)
def test_typing_slips_are_repaired(raw, meant):
    parsed = read(raw + " ")
    assert parsed.corrections == [(raw, meant)]
    assert parsed.ok and not parsed.unknown


def test_a_real_word_is_not_taken_for_a_slip():
    # «карма» is a dictionary word one letter from «карта»: named, not «corrected».
    parsed = read("карма ")
    assert parsed.corrections == [] and parsed.unknown == ["карма"]


def test_an_english_term_without_counterpart_says_so():
    parsed = read("alert ")
    assert not parsed.ok
    assert parsed.no_counterpart and "1987" in parsed.no_counterpart[0][1]
    assert parsed.problem == parsed.no_counterpart[0][1]


def test_last_word_being_typed_is_a_prefix():
    assert parse("фальшрен").concepts[-1].alternatives[0].slots[0].prefix == "фальшрен"
    assert parse("фальшрен ").concepts[-1].alternatives[0].slots[0].prefix == ""


def test_stopwords_and_single_letters_are_dropped():
    assert [c.label for c in parse("ход в игре ").concepts] == ["ход", "игре"]


@pytest.mark.parametrize(
    ("raw", "parts"),
    [
        ("штрафнаякарта", "штрафная карта"),
        ("ходвнеочереди", "ход вне очереди"),
        ("упалакарта", "упала карта"),
    ],
)
def test_words_typed_without_a_space_are_taken_apart(raw, parts):
    parsed = read(raw + " ")
    assert (raw, parts) in parsed.corrections  # the page says «Возможно, вы искали …»
    assert parsed.ok and not parsed.unknown


@pytest.mark.parametrize("raw", ["фальшренонс", "недостаточное", "хрюндельбрюндель"])
def test_a_word_is_not_taken_apart_without_cause(raw):
    assert not [c for c in read(raw + " ").corrections if " " in c[1]]


def test_of_two_phrases_sharing_a_word_the_one_typed_first_wins():
    # «fifth card played»: «fifth card» and «played card» share «card»; the reader named the
    # fifth card (Law 45E), the card being played is what happened to it.
    parsed = parse("fifth card played to a trick", VOCABULARY, LEXICON)
    assert parsed.concepts[0].label == "fifth card"
    assert ("fifth card", "пятая карта сыгранная во взятку") in parsed.understood


def test_a_phrase_typed_as_the_laws_word_it_is_not_echoed_as_understood():
    # «Искали в словах правил: «вне очереди» → вне очереди» tells the reader nothing.
    assert read("контра вне очереди ").understood == []
    assert ("не в свою очередь", "вне очереди") in read("контра не в свою очередь ").understood
