import pytest

from laws.rendering import FootnoteTarget, LinkSpan, TermSpan, render_text

LINK = LinkSpan(8, 18, "/laws/45/#45C4B", "/laws/45/C4(B)/preview/", "Правило 45C4(B)")


def test_plain_text_is_escaped():
    html = render_text('<script>alert("x")</script> & <b>')
    assert html == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;"


def test_link_over_its_span():
    html = render_text("см. в <правило 45C4(B)>", [LinkSpan(7, 22, "/laws/45/#45C4B", "/p/", "П")])
    assert html == (
        'см. в &lt;<a class="xref" href="/laws/45/#45C4B" hx-get="/p/" '
        'hx-trigger="mouseenter delay:200ms, focus" hx-target="#law-popover" '
        'hx-swap="innerHTML" aria-describedby="law-popover" title="П">правило 45C4(B)</a>&gt;'
    )


def test_link_text_with_markup_is_escaped():
    text = "a <i>b</i> c"
    html = render_text(text, [LinkSpan(2, 10, "/x/", "/y/", '"><script>')])
    assert "<i>" not in html
    assert 'title="&quot;&gt;&lt;script&gt;"' in html
    assert ">&lt;i&gt;b&lt;/i&gt;</a>" in html


def test_term_inside_link_is_dropped():
    text = "правило Козырь"
    html = render_text(text, [LinkSpan(0, 14, "/l/", "/p/", "П")], [TermSpan(8, 14, "def", "/t/")])
    assert "<dfn" not in html and html.count("<a ") == 1


def test_term_carries_definition_and_preview():
    html = render_text("играет козырем", terms=[TermSpan(7, 14, 'Козырь: "карта"', "/t/")])
    assert 'title="Козырь: &quot;карта&quot;"' in html and 'hx-get="/t/"' in html
    assert ">козырем</dfn>" in html


def test_footnote_marker_becomes_link_with_unique_ids():
    seen = set()
    notes = {"*": FootnoteTarget("fn-53A-1", "ref-fn-53A-1")}
    first = render_text("ход(*) и (*)", footnotes=notes, seen_markers=seen)
    assert first.count('href="#fn-53A-1"') == 2
    assert 'id="ref-fn-53A-1"' in first and 'id="ref-fn-53A-1-1"' in first


def test_marker_without_footnote_stays_text():
    assert render_text("ход(**)", footnotes={"*": FootnoteTarget("a", "b")}) == "ход(**)"


def test_marker_inside_reference_is_not_a_footnote_link():
    text = "см. сноску (*) к правилу 69."
    html = render_text(
        text,
        [LinkSpan(4, 27, "/laws/69/", "/p/", "Сноска")],
        footnotes={"*": FootnoteTarget("a", "b")},
    )
    assert 'href="#a"' not in html


@pytest.mark.parametrize("bad", [LinkSpan(5, 3, "/", "/", ""), LinkSpan(0, 999, "/", "/", "")])
def test_bad_spans_are_ignored(bad):
    assert render_text("abc", [bad]) == "abc"


def test_line_breaks_kept_and_escaped():
    assert render_text("ПРИМЕР 1 <a>\nПРИМЕР 2") == "ПРИМЕР 1 &lt;a&gt;<br>\nПРИМЕР 2"
