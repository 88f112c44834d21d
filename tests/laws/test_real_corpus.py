"""The real corpus, imported from laws/sources, as a reader sees it on the law pages."""

import html
import re
import shutil
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from laws.models import Clause, CorpusVersion, Law, Reference

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("real_corpus")]

# Distinctive sentences from different laws and sources; each must be on exactly one law page,
# exactly once: overlapping copies merged, pages of different files stitched.
SENTENCES = [
    # 004 only (no ё in that file)
    "Каждый игрок, кроме болвана, играет картой, доставая ее из своей руки",
    "Первый ход делается сначала лицевой стороной вниз",  # footnote to 45A
    # 000 before p.80 and 004 overlap: merged once, with the ё of 000
    "На партнёра нарушителя не налагается",
    # 001 p.99 → 000 p.100, one word split across the two files (Law 73E)
    "Вполне корректно избегать давать оппонентам информацию, делая заявки",
    # 001 p.79 → 000 p.80 (Law 53A), also in 004
    "или если следующий по очереди игрок играет картой",
    # 002 p.43, Law 15A1
    "Судья обычно разрешает удержать результат, если никто из игроков ранее не играл эту сдачу",
    # 003 p.53, Law 24
    "Когда судья определяет, что во время торговли в результате некоторой акции игрока",
    # 001 p.87, Law 63A
    "Фальшренонс становится выявленным, если",
    # 000 p.108, Law 78A
    "При обсчёте по MP каждому участнику соревнования в каждой сдаче начисляется результат",
    # the footnote to Law 75, continued from 001 p.103 onto 000 p.104
    "Два примера могут пояснить обязанности игроков (и судьи)",
]


def visible_text(page: str) -> str:
    body = page.split('<main id="main"', 1)[1].split("</main>", 1)[0]
    # A page that begins inside a paragraph is marked in the line («с. 100»): not text.
    body = re.sub(r'<span class="page-mark page-mark--inline[^>]*>[^<]*</span>', "", body)
    text = re.sub(r"<[^>]+>", "", body)
    return re.sub(r"\s+", " ", html.unescape(text).replace("\xa0", " "))


@pytest.fixture(scope="module")
def law_pages(real_corpus, django_db_blocker):
    from django.test import Client, override_settings

    client = Client()
    # Module scope runs before the per-test plain static storage of tests/conftest.py.
    plain = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    pages = {}
    with django_db_blocker.unblock(), override_settings(STORAGES=plain):
        for number in range(1, 94):
            response = client.get(f"/laws/{number}/")
            assert response.status_code == 200, number
            pages[number] = response.content.decode()
    return pages


@pytest.mark.parametrize("sentence", SENTENCES, ids=range(len(SENTENCES)))
def test_sentence_appears_exactly_once(law_pages, sentence):
    counts = {n: visible_text(page).count(sentence) for n, page in law_pages.items()}
    found = {n: c for n, c in counts.items() if c}
    assert sum(found.values()) == 1, found


def test_law_50_every_clause_footnote_and_page(law_pages):
    page = law_pages[50]
    for anchor in ["50A", "50B", "50C", "50D", "50E", "50E1", "50E2", "50E2A", "50E2B"]:
        assert f'id="{anchor}"' in page, anchor
    assert "Если игрок не в состоянии сделать требуемый ход" in visible_text(page)
    footnote = re.search(r'<p class="footnote" id="(fn-50E2A-\d+)">', page)
    assert footnote and f'href="#{footnote.group(1)}"' in page  # the marker links to it
    # 000 p.76 before its first marker and 004 (no markers): the pages are derived
    assert "(с.&nbsp;76)</span>" in page and "(с.&nbsp;77)</span>" in page
    assert "полный текст" in page


def test_report_agrees_with_pages(law_pages, client):
    out = StringIO()
    call_command("import_laws", "--report", stdout=out)
    statuses = dict(re.findall(r"^Правило\s+(\d+) \[(\w+)\]", out.getvalue(), re.M))
    assert len(statuses) == 93
    toc = client.get("/laws/").content.decode()
    for number, status in statuses.items():
        assert f"badge--{status}" in law_pages[int(number)]
        assert f'<li class="toc__law status--{status}" id="law-{number}">' in toc
    counts = {s: list(statuses.values()).count(s) for s in set(statuses.values())}
    assert counts == {"complete": 24, "partial": 25, "title_only": 7, "absent": 37}


def test_second_import_is_idempotent():
    before = CorpusVersion.current()
    out = StringIO()
    call_command("import_laws", stdout=out)
    assert "Корпус не изменился" in out.getvalue()
    assert CorpusVersion.current().content_digest == before.content_digest


@pytest.mark.parametrize("damage", ["missing", "not_utf8"])
def test_broken_source_leaves_corpus_intact(tmp_path, damage):
    sources = tmp_path / "sources"
    shutil.copytree(settings.LAW_SOURCES_DIR, sources)
    victim = next(sources.glob("002_*.txt"))
    if damage == "missing":
        victim.unlink()
    else:
        victim.write_bytes(b"\xff\xfe broken")
    before = (CorpusVersion.current().pk, Clause.objects.count(), Reference.objects.count())
    with pytest.raises(CommandError) as error:
        call_command("import_laws", "--sources", str(sources), stdout=StringIO())
    assert victim.name in str(error.value)
    assert "Корпус в базе данных не изменён" in str(error.value)
    after = (CorpusVersion.current().pk, Clause.objects.count(), Reference.objects.count())
    assert after == before


def test_every_unresolved_reference_is_explained():
    assert (
        not Reference.objects.filter(target__isnull=True, note="")
        .exclude(target_law__isnull=False)
        .exists()
    )
    for ref in Reference.objects.filter(target__isnull=True):
        assert ref.note, ref.text


def test_law_50_references_open_with_previews(law_pages, client):
    page = law_pages[50]
    links = re.findall(r'<a class="xref[^"]*" href="([^"]+)" hx-get="([^"]+)"', page)
    assert links
    for href, preview in links:
        assert client.get(href.split("#")[0]).status_code == 200
        fragment = client.get(preview, HTTP_HX_REQUEST="true")
        assert fragment.status_code == 200 and "<html" not in fragment.content.decode()


def test_backlinks_to_law_50(law_pages):
    page = law_pages[50]
    assert "Ссылаются на это правило" in page
    assert 'href="/laws/60/#60B"' in page  # «правило 50» in 60B


def test_absent_law_shows_what_is_known(law_pages):
    page = visible_text(law_pages[62])
    assert "Исправление фальшренонса" in page
    assert "Текста этого правила в источниках нет" in page
    assert Law.objects.get(number=62).clauses.filter(has_text=False).count() >= 10


def test_permalink_to_real_clause(client):
    response = client.get("/laws/45/С4(В)/")
    assert response.status_code == 302 and response["Location"] == "/laws/45/#45C4B"


def test_page_numbers_in_the_margin(law_pages):
    # 004 has no markers; its pages come from the contents (45 starts on p. 70 of the edition).
    for page in (70, 71, 72):
        assert f"(с.&nbsp;{page})</span>" in law_pages[45]  # derived: shown as such
    assert "Номера страниц в скобках" in law_pages[45]
    assert ">с.&nbsp;80</span>" in law_pages[53]  # read from the marker «- 80 -»
    assert ">с.&nbsp;79</span>" not in law_pages[53]  # 001 p.79 before its first marker
    assert "(с.&nbsp;79)</span>" in law_pages[53]
    assert "Номера страниц в скобках" not in law_pages[78]  # all read from markers


@pytest.mark.parametrize(
    ("law", "label", "bare"),
    [(6, "E1.", "1."), (14, "B2.", "2."), (93, "B2.", "2.")],
)
def test_clause_under_a_lost_parent_shows_its_whole_path(law_pages, law, label, bare):
    # Law 6 starts inside 6E: its «1.» alone would not say which clause it is.
    labels = re.findall(r'class="clause__label"[^>]*>([^<]+)</a>', law_pages[law])
    assert label in labels and bare not in labels


def test_clause_under_a_present_parent_keeps_its_own_number(law_pages):
    labels = re.findall(r'class="clause__label"[^>]*>([^<]+)</a>', law_pages[67])
    assert labels == ["A1.", "A2.", "B.", "1.", "(A)", "(B)", "2."]


def test_preview_of_a_clause_under_a_lost_parent_shows_its_whole_path(client):
    # 86C cites «правило 6»: the preview of Law 6 starts with 6E1, whose parent E is lost
    fragment = client.get("/laws/6/preview/", HTTP_HX_REQUEST="true").content.decode()
    assert "<b>E1.</b>" in fragment and "<b>1.</b>" not in fragment


@pytest.mark.parametrize(
    ("law", "notice"),
    [
        (17, "известен только его заголовок"),  # 002:158, the bare «Правило 17.»
        (62, "известны только название и заголовки пунктов из оглавления"),
    ],
)
def test_title_only_notice_agrees_in_russian(law_pages, law, notice):
    assert notice in visible_text(law_pages[law])


def test_closing_formula_ends_the_last_law_and_only_it(law_pages):
    # 001:295–307: «* * *» and the four organisations follow Law 93; they belong to no law.
    closing = "Официальный текст составлен следующими четырьмя организациями:"
    pages_with_it = [n for n, page in law_pages.items() if closing in visible_text(page)]
    assert pages_with_it == [93]
    text = visible_text(law_pages[93])
    last_clause = "После того, как вышеописанные средства исчерпаны"
    assert text.index(last_clause) < text.index(closing) < text.index("12 января 1987 г.")


@pytest.mark.parametrize("number", [9, 10])
def test_law_with_lost_text_says_so_once_and_shows_its_headings(law_pages, number):
    page = law_pages[number]
    text = visible_text(page)
    # One notice for the law, none under each heading.
    assert text.count("Текста этого правила в источниках нет") == 1
    assert "Текста этого пункта" not in text
    assert "Заголовки пунктов" in text
    empty = Law.objects.get(number=number).clauses.exclude(path="")
    assert empty.count() >= 3 and not empty.filter(has_text=True).exists()
    for clause in empty:
        # The permalink target stays; nothing to copy from an empty clause.
        assert f'id="{clause.anchor}"' in page
        assert clause.heading in text
    assert "copy-cite" not in page


def test_no_copy_link_on_an_empty_clause_of_a_law_with_text(law_pages):
    empty = Clause.objects.filter(has_text=False, law__status="partial").exclude(path="")
    assert empty.exists()
    for clause in empty:
        section = law_pages[clause.law.number].split(f'id="{clause.anchor}"', 1)[1]
        section = section.split("</section>", 1)[0]
        assert "copy-cite" not in section and "Текста этого пункта в источниках нет" in section


def test_source_panel_names_the_edition_and_page_in_words_and_folds_the_files(law_pages):
    page = law_pages[53]
    panel = page.split('<details class="provenance">', 1)[1].split("</details>\n    </details>")[0]
    reader, editor = panel.split('<details class="provenance__files">', 1)
    assert re.search(r"(Печатное|Веб-издание)[^<]*, страница \d+", reader)
    assert "файл" not in reader and "строк" not in reader
    assert "Файлы и строки (для редакторов)" in editor and re.search(r"файл 00\d", editor)
