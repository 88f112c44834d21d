"""Whatever is typed, the search layer answers without crashing and its HTML stays inert."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from laws.search.jump import jump_target
from laws.search.query import MAX_CHARS, parse
from laws.search.snippet import highlight, snippet
from tests.laws.search.test_ranking import index

INDEX = index()
TYPED = st.text(
    alphabet=st.sampled_from(list("штрафнякаотсделвуёЁ ABCE()<>&\"'/=;.,-0123456789\n\t\x00🂡♠")),
    max_size=300,
) | st.text(max_size=300)


@settings(max_examples=300, deadline=None)
@given(TYPED)
@example("\U00017000карта")  # a letter Unicode has no name for: pymorphy3 raises on it
def test_any_query_is_answered(raw):
    query = parse(raw)
    assert len(query.text) <= MAX_CHARS
    assert query.ok or query.problem
    for hit in INDEX.search(query):
        html = snippet(hit.doc.text, hit.marks) + highlight(hit.doc.heading, hit.marks)
        assert "<" not in html.replace("<mark>", "").replace("</mark>", "")
    jump_target(raw)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400), st.sets(st.text(max_size=10), max_size=5))
def test_snippets_never_leak_markup(text, marks):
    html = snippet(text, marks, width=80) + highlight(text, marks)
    assert "<" not in html.replace("<mark>", "").replace("</mark>", "")
