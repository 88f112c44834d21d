"""The whole parse over the real sources, checked against the inventory's numbers."""

# ruff: noqa: E501 — fixtures are real source lines; web paragraphs are one long line.

import shutil
from pathlib import Path

import pytest

from laws.ingest.corpus import LawStatus, SourceError
from laws.ingest.pipeline import build_corpus

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


@pytest.fixture(scope="module")
def corpus():
    return build_corpus(SOURCES)


def _numbers(text: str) -> list[int]:
    out = []
    for part in text.split(","):
        if "–" in part:
            first, last = part.split("–")
            out += list(range(int(first), int(last) + 1))
        else:
            out.append(int(part))
    return out


STATUS = {
    LawStatus.COMPLETE: _numbers("44–60, 63, 71, 78, 81, 82, 87, 88"),
    LawStatus.PARTIAL: _numbers(
        "6, 7, 11, 12, 14, 15, 16, 19, 20, 23, 24, 27, 43, 61, 64, 67, 68, 70, 73, 74, 75, 76, 77, 86, 93"
    ),
    LawStatus.TITLE_ONLY: _numbers("8, 9, 10, 17, 25, 26, 62"),
    LawStatus.ABSENT: _numbers("1–5, 13, 18, 21, 22, 28–42, 65, 66, 69, 72, 79, 80, 83–85, 89–92"),
}


@pytest.mark.parametrize(("status", "count"), [(s, len(n)) for s, n in STATUS.items()])
def test_status_counts_and_lists(corpus, status, count):
    found = [n for n, law in corpus.laws.items() if law.status == status]
    assert found == STATUS[status]
    assert len(found) == count


def test_every_law_is_there(corpus):
    assert list(corpus.laws) == list(range(1, 94))
    for law in corpus.laws.values():
        assert bool(law.missing) == (law.status != LawStatus.COMPLETE)


def _all_text(corpus):
    for law in corpus.laws.values():
        for clause in law.clauses:
            for paragraph in clause.paragraphs:
                yield law.number, clause.path, paragraph.text
                for row in paragraph.rows or []:
                    yield law.number, clause.path, " | ".join(row)
            for note in clause.footnotes:
                yield law.number, clause.path, note.text


def test_law_50_clauses_footnote_and_pages(corpus):
    law = corpus.laws[50]
    assert law.title == "Распоряжение штрафной картой"
    assert [c.path for c in law.clauses] == ["A", "B", "C", "D", "E", "E1", "E2", "E2(A)", "E2(B)"]
    assert all(c.has_text for c in law.clauses)
    clause = {c.path: c for c in law.clauses}
    (note,) = clause["E2(A)"].footnotes
    assert (note.mark, note.marker_paths) == ("*", ["E2(A)"])
    assert note.text == "Если игрок не в состоянии сделать требуемый ход, см. правило 59."
    assert clause["C"].heading == "Старшая или младшая штрафная карта ?"  # the original's question
    # E and E1 start on 000's p.76; E2 follows on p.77 (000 p.76 stops inside E1).
    assert [clause[p].paragraphs[0].page for p in ("E", "E1", "E2", "E2(A)")] == [76, 76, 77, 77]
    assert clause["E2"].paragraphs[0].page_inferred
    # 47E–50D lie between pp.74 and 76 with no evidence where: unknown
    assert clause["A"].paragraphs[0].page is None
    # D merged from 004 (both copies) and 000, with the ё of 000
    d = clause["D"].paragraphs[0]
    assert "На партнёра нарушителя не налагается" in d.text
    assert {r.file[:3] for r in d.sources} == {"000", "004"}
    assert len([r for r in d.sources if r.file.startswith("004")]) == 2


FOOTNOTES = [  # the inventory's §6a: law, clause of the first marker, mark, markers, start
    (53, "A", "*", ["A", "B"], "Но см. раздел C ниже."),
    (67, "B2", "*", ["B2"], "Судье следует по возможности препятствовать показу"),
    (68, "", "**", [""], "Если заявление или действие относится только к выигрышу"),
    (71, "B", "*", ["B"], "см. сноску (*) к правилу 69."),
    (70, "C3", "*", ["C3", "D", "E"], "см. сноску (*) к правилу 69."),
    (75, "", "*", [""], "Два примера могут пояснить обязанности игроков (и судьи)"),
    (16, "A", "*", ["A"], "Когда игра закончилась; или когда были открыты карты болвана."),
    (45, "A", "*", ["A"], "Первый ход делается сначала лицевой стороной вниз"),
    (
        50,
        "E2(A)",
        "*",
        ["E2(A)"],
        "Если игрок не в состоянии сделать требуемый ход, см. правило 59.",
    ),
    (
        51,
        "B2(A)",
        "*",
        ["B2(A)", "B2(B)"],
        "Если игрок не в состоянии сделать требуемый ход, см. правило 59.",
    ),
]


def test_footnotes_table(corpus):
    found = [
        (law.number, clause.path, note.mark, note.marker_paths, note.text)
        for law in corpus.laws.values()
        for clause in law.clauses
        for note in clause.footnotes
    ]
    assert len(found) == len(FOOTNOTES)
    for law, path, mark, markers, start in FOOTNOTES:
        match = [f for f in found if f[:4] == (law, path, mark, markers)]
        assert len(match) == 1, (law, path)
        assert match[0][4].startswith(start)


def test_law_75_footnote_runs_across_pages_and_files(corpus):
    (note,) = corpus.laws[75].clauses[0].footnotes
    assert note.continued and note.page == 103
    assert {(r.file[:3], r.page) for r in note.sources} == {("001", 103), ("000", 104)}
    assert "ПРИМЕР 1 - ошибочное объяснение" in note.text
    assert "ПРИМЕР 2 - ошибочное назначение" in note.text
    assert "назначил 2, имея целью sign-off" in note.text  # the lost 2♦ is kept as it is
    assert note.text.endswith("показывая максимальную по наличию ценностей руку.")


DISTINCTIVE = [
    "Игрок, выигравший взятку, ходит в следующую взятку.",  # 44G, 004 twice
    "Вторая карта во взятке играется с руки разыгрывающего.",  # 54B1, 000 + 004 twice
    "Разыгрывающий должен принять такой ход или игру, если после этого он сыграл картой со своей руки или со стола.",  # 52B1(B), 001 + 004
    "или если следующий по очереди игрок играет картой(*) после неправильного хода",  # 53A across 001 p.79 → 000 p.80
    "Вполне корректно избегать давать оппонентам информацию, делая заявки и играя картами в неизменном темпе и манере.",  # 73E, ин|формацию
    "Когда нарушитель сыграл более чем одной картой в дефектную взятку",  # 67B2 across files
    "Сыгранная карта может быть отменена без наказания после изменения ошибочного обозначения",  # 47C
    "Вистующий не наказывается за игру картой до своего партнёра",  # 57C, 001 + 004
    "Судья может самостоятельно заранее произвести тасование и сдачу карт.",  # 6E2, 002
    'Единственной правильной формой является одиночное слово "реконтра".',  # 19B2, 003
    "Судья есть официальный представитель S.O.",  # 81A, 001
    "Потребовать или отсрочить розыгрыш сдачи.",  # 82B2, 000
    "Игрок может играть любой другой легальной картой, если он не в состоянии сделать ход или сыграть",  # 59, 000 + 004
]


@pytest.mark.parametrize("sentence", DISTINCTIVE)
def test_distinctive_sentences_appear_exactly_once(corpus, sentence):
    hits = [(n, p) for n, p, text in _all_text(corpus) if sentence in text]
    assert len(hits) == 1, hits


@pytest.mark.parametrize(
    "typo",
    [
        "впоследствие",
        "Надлежещая форма",
        "обязянность S",
        "игроком, сыгравшего в нее",
        "60 % .",
        "раздел (B) )",
    ],
)
def test_source_typos_are_kept(corpus, typo):
    texts = [t for _, _, t in _all_text(corpus)] + [
        c.heading for law in corpus.laws.values() for c in law.clauses
    ]
    assert any(typo in text for text in texts)


def test_stitched_paragraph_keeps_every_source(corpus):
    a = corpus.laws[53].clauses[0]
    (paragraph,) = a.paragraphs
    assert not paragraph.cut_before and not paragraph.cut_after
    assert {(r.file[:3], r.page) for r in paragraph.sources} == {
        ("001", 79),
        ("000", 80),
        ("004", None),
    }


@pytest.mark.parametrize(
    ("law", "path", "ending"),
    [
        (7, "B2", "во время и после игры без разреше-"),
        (15, "C", "об их правах в этом"),
        (24, "C", "партнёр нарушителя должен пасовать в свою"),
        (27, "B2", "должен пасовать до конца торговли (см."),
        (61, "B", "для просмотра сыгранных взяток - см."),
        (64, "C", "Когда после любого выявленного фальшренонса,"),
        (68, "A", "Участник также делает"),
    ],
)
def test_honest_cuts(corpus, law, path, ending):
    clause = next(c for c in corpus.laws[law].clauses if c.path == path)
    last = clause.paragraphs[-1]
    assert last.cut_after and last.text.endswith(ending)


def test_no_text_is_glued_across_a_cut(corpus):
    # 004 copy 1 ends in 61B and copy 2 starts with the tail of Law 43: never joined
    law61 = {c.path: c for c in corpus.laws[61].clauses}
    assert "если его игра была нелегальна" not in law61["B"].paragraphs[-1].text
    law43 = corpus.laws[43].clauses[0].paragraphs[0]
    assert law43.cut_before and law43.text.startswith("полнение штрафных обязанностей")


def test_yo_preferred_and_repaired(corpus):
    part3 = next(d for d in corpus.divisions if d.kind == "part" and d.number == "III")
    assert part3.title == "ЗАПРЕЩЁННЫЙ ХОД ИЛИ ИГРА" and part3.first_law == 53
    law52 = {c.path: c for c in corpus.laws[52].clauses}
    assert law52["B1(C)"].heading == "Штрафная карта остаётся штрафной"
    law60 = {c.path: c for c in corpus.laws[60].clauses}
    assert "совершённая в очередь" in law60["A2"].paragraphs[0].text
    # 004-only text keeps its е: ё is never guessed
    assert {c.path: c for c in corpus.laws[50].clauses}[
        "E2"
    ].heading == "Партнер нарушителя при ходе"
    assert "партнера" in {c.path: c for c in corpus.laws[57].clauses}["A1"].paragraphs[0].text


def test_tables(corpus):
    law77 = corpus.laws[77].clauses[0]
    tables = [p.rows for p in law77.paragraphs if p.rows]
    assert len(tables) == 3
    assert tables[2][1] == ["За 1-ю н.в.:", "50", "100", "200", "100", "200", "400"]
    law78 = {c.path: c for c in corpus.laws[78].clauses}
    (imp,) = [p.rows for p in law78["B"].paragraphs if p.rows]
    assert len(imp) == 9 and imp[8][-2:] == ["4000 и более", "24"]


@pytest.mark.parametrize(
    ("law", "path", "page", "inferred"),
    [
        (44, "G", 70, True),  # contents p.74 − 4
        (45, "C3", 71, True),  # after the footnote block that ends p.70
        (51, "A", 77, True),
        (52, "B1(A)", 79, True),  # 52A is cut by a footnote block: the page turns inside it
        (60, "C", 85, True),  # 000 p.84 ends with 60B; Law 62 is on contents p.89
        (44, "A", None, False),
        (58, "A", 83, False),
        (64, "A2", 88, False),
    ],
)
def test_pages(corpus, law, path, page, inferred):
    clause = next(c for c in corpus.laws[law].clauses if c.path == path)
    first = clause.paragraphs[0]
    assert (first.page, first.page_inferred) == (page, inferred)


def test_titles_from_the_contents(corpus):
    law9 = corpus.laws[9]
    assert law9.title == "Процедура после нарушения" and law9.title_from_toc
    assert law9.toc_page == 41
    assert all(not c.has_text for c in law9.clauses)
    assert [c.path for c in law9.clauses][:4] == ["A", "A1", "A2", "A2(A)"]
    law7 = {c.path: c for c in corpus.laws[7].clauses}
    assert law7["C"].heading == "Возвращение карт в дубликатную коробку" and not law7["C"].has_text
    assert law7["A"].has_text and not corpus.laws[7].title_from_toc
    assert corpus.laws[17].title is None


def test_divisions(corpus):
    rows = [(d.kind, d.number, d.first_law, d.from_toc) for d in corpus.divisions]
    assert ("chapter", "IV", 9, True) in rows
    assert ("chapter", "X", 81, False) in rows
    assert ("section", "IV", 88, False) in rows
    assert len(rows) == 17


def test_closing_formula_is_no_law(corpus):
    assert [p.text for p in corpus.closing][
        0
    ] == "Официальный текст составлен следующими четырьмя организациями:"
    assert corpus.closing[-1].text == "12 января 1987 г."


def test_glossary_and_index_are_wired(corpus):
    assert [g.english for g in corpus.glossary] == [
        "trick points",
        "trump",
        "turn",
        "undertrick",
        "vulnerability",
    ]
    assert corpus.index and all(e.source.file.startswith("001") for e in corpus.index)
    assert {e.source.page for e in corpus.index} == {123, 127, 131, 135}


def test_sources_are_pinned(corpus):
    assert sorted(name[:3] for name in corpus.sources) == ["000", "001", "002", "003", "004"]


def test_build_is_deterministic(corpus):
    assert build_corpus(SOURCES) == corpus


@pytest.mark.parametrize("seed", ["000", "004"])
def test_missing_source_aborts(tmp_path, seed):
    for path in SOURCES.iterdir():
        shutil.copy(path, tmp_path / path.name)
    victim = next(tmp_path.glob(f"{seed}_*.txt"))
    victim.unlink()
    with pytest.raises(SourceError) as error:
        build_corpus(tmp_path)
    assert error.value.file == victim.name


def test_broken_source_names_file_and_line(tmp_path):
    for path in SOURCES.iterdir():
        shutil.copy(path, tmp_path / path.name)
    victim = next(tmp_path.glob("001_*.txt"))
    data = victim.read_bytes().split(b"\n")
    data[299] = b"\xc3" + data[299]  # line 300: not UTF-8
    victim.write_bytes(b"\n".join(data))
    with pytest.raises(SourceError) as error:
        build_corpus(tmp_path)
    assert (error.value.file, error.value.line) == (victim.name, 300)


def test_no_line_of_law_text_is_lost():
    # Every text line of the law pages ends up in a title, heading, paragraph, footnote,
    # division or the closing formula; only underlines, separators and «* * *» are dropped.
    from laws.ingest import footnotes as fn
    from laws.ingest import pages as pg
    from laws.ingest import structure as st
    from laws.ingest.reader import Reader
    from laws.ingest.runs import build_runs
    from laws.ingest.sources import load_sources

    sources = load_sources(SOURCES)
    run_sources, _ = build_runs(sources, {s.name: pg.paginate(s) for s in sources})
    seen = set()
    for source in run_sources:
        run = Reader(source.name, source.paginated).read(source.items)
        refs = [r for d in run.divisions for r in d.refs] + [r for p in run.closing for r in p.refs]
        for part in run.parts:
            refs += part.title_refs
            for block in part.blocks:
                refs += block.heading_refs
                refs += [r for p in block.paragraphs for r in p.refs]
                refs += [r for f in block.footnotes for r in f.refs]
        seen |= {(r.file, n) for r in refs for n in range(r.first_line, r.last_line + 1)}
    lost = []
    for source in run_sources:
        for segment in source.segments:
            for line in segment.lines:
                text = line.text.strip()
                kind = pg.line_kind(text, segment.edition)
                if kind == pg.MARKER and segment.edition == "web":
                    text = pg.split_web_marker(text)[1]
                elif kind != pg.TEXT:
                    continue
                if not text or st.is_underline(text) or fn.is_separator(text):
                    continue
                if (line.file, line.number) not in seen:
                    lost.append((line.file[:3], line.number, text))
    assert lost == [("001", 295, "* * *")]


def test_contents_agree_with_the_text_headings(corpus):
    # The inventory: 89 comparisons counting both 004 copies (56 distinct), two differences.
    compared, differences = 0, []
    for entry in corpus.toc:
        if entry.law is None:
            continue
        law = corpus.laws[entry.law]
        if entry.path == "":
            heading = law.title if not law.title_from_toc else None
        else:
            clause = next((c for c in law.clauses if c.path == entry.path), None)
            heading = clause.heading if clause and clause.has_text and clause.heading else None
            if (
                clause
                and clause.inferred
                and "заголовок раздела — по оглавлению" in clause.inferred
            ):
                heading = None  # 11A: the heading was taken from this very contents line
        if heading is None:
            continue
        compared += 1
        if heading != entry.title:
            differences.append(f"{entry.law}{entry.path}")
    assert compared == 56
    assert differences == ["27B1", "64B1"]  # «назначение,исправленное»; the cut contents line


def test_clause_begun_mid_text_takes_its_heading_from_the_contents():
    # 002:71–79 (p.39) starts inside 11A; the contents (001:617–619) name 11A and 11B
    from laws.ingest.assignment import assign
    from laws.ingest.merge import merge
    from laws.ingest.pipeline import _law
    from laws.ingest.toc import parse_toc

    from .excerpts import read_print, web_lines

    run = read_print(
        """судьи. Судья устанавливает, когда ненарушив-
шей стороне последовавшая акция, возможность
которой предоставлена оппонентом, может быть
выгодна при отсутствии наказания.
B.Заявка или игра до наложения наказания
Право на наказание теряется,если LHO наруши-
теля сделал заявку или сыграл картой после на-
рушения, но до того, как было сформулировано и
наложено законное наказание.""",
        file="002.txt",
        first=71,
        page=39,
    )
    toc, _ = parse_toc(
        web_lines(
            """Правило 11. Потеря права на наказание.......42
A.Акция ненарушившей стороны..............42
B.Заявка или игра до наложения наказания..43""",
            first=615,
            page=4,
        )
    )
    assert assign([run], toc) == []
    merged, problems = merge([run])
    assert problems == []
    law = _law(11, merged[11], toc, {})
    a, b = law.clauses[:2]
    assert (a.path, a.heading, a.has_text) == ("A", "Акция ненарушившей стороны", True)
    assert a.paragraphs[0].cut_before
    assert "заголовок раздела — по оглавлению, с. 42" in a.inferred
    assert (b.path, b.heading) == ("B", "Заявка или игра до наложения наказания")
