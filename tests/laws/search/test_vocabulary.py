"""The search vocabulary (laws/search/vocabulary.yaml), entry by entry, against the real corpus:
every wording it maps to occurs in the laws, and a search made of an entry's first phrase shows
the law the entry was written for among its first results."""

import pytest

from laws import search_page
from laws.search import vocabulary
from laws.search.query import STOPWORDS

VOCABULARY = vocabulary.load()
ENTRIES = list(VOCABULARY.entries)
MAPPED = [e for e in ENTRIES if e.means]
WITHOUT_COUNTERPART = [e for e in ENTRIES if e.none]
FIRST_RESULTS = 5

pytestmark = pytest.mark.django_db


def test_the_vocabulary_is_broad():
    assert len(ENTRIES) >= 250
    assert sum(len(e.say) for e in ENTRIES) >= 1200
    english = [p for e in ENTRIES for p in e.say if p.text.isascii()]
    assert len(english) >= 300


@pytest.mark.parametrize("entry", MAPPED, ids=[e.label for e in MAPPED])
def test_every_wording_occurs_in_the_laws(searchable_site, entry):
    lemmas = searchable_site.finder.index.lemmas()
    for phrase in entry.means:
        missing = [lem for lem in phrase.lemmas if lem not in lemmas and lem not in STOPWORDS]
        assert not missing, f"«{phrase.text}»: {missing} нет в тексте правил"


@pytest.mark.parametrize("entry", MAPPED, ids=[e.label for e in MAPPED])
def test_a_search_with_the_entry_finds_its_law(searchable_site, entry):
    shown = search_page.ranked_laws(entry.say[0].text)[:FIRST_RESULTS]
    assert set(entry.law) & set(shown), f"{entry.label}: {shown}, ждали {entry.law}"


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.label for e in ENTRIES])
def test_every_phrase_is_read_as_its_entry(searchable_site, entry):
    finder = searchable_site.finder
    for phrase in entry.say:
        query = finder.parse(phrase.text + " ")
        if entry.none:
            assert entry.none in [why for _, why in query.no_counterpart], phrase.text
            continue
        wanted = {tuple(lem for lem in p.lemmas if lem not in STOPWORDS) for p in entry.means}
        got = {
            tuple(sorted(lem for slot in alt.slots for lem in slot.lemmas))
            for concept in query.concepts
            for alt in concept.alternatives
        }
        assert {tuple(sorted(w)) for w in wanted} <= got, phrase.text


@pytest.mark.parametrize("entry", WITHOUT_COUNTERPART, ids=[e.label for e in WITHOUT_COUNTERPART])
def test_a_term_without_counterpart_says_so_on_the_page(client, searchable_site, entry):
    html = client.get("/search/", {"q": entry.say[0].text}).content.decode()
    assert entry.none.replace("«", "&laquo;")[:20] in html or entry.none[:20] in html


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"say": ["x"]}, "список"),
        ([{"means": ["карта"], "law": 50}], "нет «say»"),
        ([{"say": ["x"], "law": 50}], "ровно одно"),
        ([{"say": ["x"], "means": ["карта"], "none": "нет", "law": 50}], "ровно одно"),
        ([{"say": ["x"], "means": ["карта"]}], "нет «law»"),
        ([{"say": ["x"], "means": [""], "law": 50}], "непустых"),
        ([{"say": "x", "means": "карта", "law": 50, "extra": 1}], "лишние поля"),
    ],
)
def test_a_malformed_entry_is_named(data, message):
    with pytest.raises(vocabulary.VocabularyError, match=message):
        vocabulary.parse(data)
