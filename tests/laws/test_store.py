import pytest

from laws.models import Clause, CorpusVersion, Law, Reference, TermMark
from laws.store import plan_corpus, write_plan
from tests.laws.sample_corpus import fake_find_references, sample_corpus


def test_plan_digest_is_stable():
    first = plan_corpus(sample_corpus(), find_references=fake_find_references)
    second = plan_corpus(sample_corpus(), find_references=fake_find_references)
    assert first.digest() == second.digest()


def test_plan_digest_changes_with_text():
    corpus = sample_corpus()
    before = plan_corpus(corpus).digest()
    corpus.laws[56].clauses[0].paragraphs[0].text += " Изменено."
    assert plan_corpus(corpus).digest() != before


def test_stores_every_law_and_clause_tree(sample_db):
    assert Law.objects.count() == 93
    c4b = Clause.objects.get(anchor="45C4B")
    assert c4b.path == "C4(B)"
    assert c4b.parent.anchor == "45C4"
    assert c4b.parent.parent.anchor == "45C"
    assert c4b.depth == 3
    assert c4b.citation == "Правило 45C4(B)"


def test_law_gets_its_divisions(sample_db):
    law = Law.objects.get(number=53)
    assert law.part.title == "ЗАПРЕЩЁННЫЙ ХОД ИЛИ ИГРА"
    assert law.section.title == "Ход вне очереди"
    # Law 54 is absent in the sample: a heading never carries across a law with no text.
    assert Law.objects.get(number=56).section is None


def test_reference_lands_on_clause(sample_db):
    ref = Reference.objects.get(source__anchor="47C")
    assert ref.target.anchor == "45C4B"
    assert ref.note == ""
    assert ref.text == "правилом 45C4(B)"


def test_list_reference_gets_one_span_per_target(sample_db):
    refs = list(Reference.objects.filter(source__anchor="47D").order_by("start"))
    by_law = {r.target_law: r for r in refs}
    text = refs[0].paragraph.text
    assert text[by_law[53].start : by_law[53].end] == "правило 53"
    assert text[by_law[56].start : by_law[56].end] == "56"
    assert by_law[56].target.anchor == "56"


def test_unresolved_reference_is_kept_with_a_note(sample_db):
    ref = Reference.objects.get(target_law=69)
    assert ref.target is None
    assert "текста правила 69 в источниках нет" in ref.note


def test_reference_to_toc_only_clause_is_explained(db):
    corpus = sample_corpus()
    corpus.laws[56].clauses[0].paragraphs[0].text = "См. правило 62D."
    write_plan(plan_corpus(corpus, find_references=fake_find_references))
    ref = Reference.objects.get(target_law=62)
    assert ref.target.anchor == "62D"
    assert "только по" in ref.note


def test_glossary_term_marked_once_per_clause(sample_db):
    marks = TermMark.objects.filter(clause__anchor="45E")
    assert [(m.entry.term, m.paragraph.text[m.start : m.end]) for m in marks] == [
        ("Козырь", "козырь")
    ]


def test_search_fields_filled(sample_db):
    clause = Clause.objects.get(anchor="45A")
    assert "лицевой стороной вверх" in clause.plain_text
    assert "первый ход" in clause.text_lemmas  # the footnote is searchable too
    assert clause.heading_lemmas == "игра карта с рука"


@pytest.mark.django_db
def test_rewrite_replaces_everything_and_records_version(sample_plan):
    write_plan(sample_plan)
    write_plan(sample_plan)
    assert Law.objects.count() == 93
    assert Clause.objects.filter(anchor="45C4B").count() == 1
    versions = list(CorpusVersion.objects.all())
    assert len(versions) == 2
    assert versions[0].content_digest == versions[1].content_digest == sample_plan.digest()


def test_section_one_keeps_the_chapter_it_opens_with(db):
    from laws.ingest.corpus import Division

    corpus = sample_corpus()
    corpus.divisions = [
        Division("chapter", "X", "СУДЬЯ", 53),
        Division("section", "I", "Обязанности", 53),
        Division("section", "I", "Другое", 56),
    ]
    write_plan(plan_corpus(corpus))
    law = Law.objects.get(number=53)
    assert (law.chapter.number, law.section.title) == ("X", "Обязанности")
    # A new «Раздел I» means a new part we cannot name; Law 54 (absent) broke the run anyway.
    assert Law.objects.get(number=56).chapter is None
