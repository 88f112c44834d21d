"""The director's syllabus: the areas a certification exam asks about, the laws of each, how
the exam weights them, and how far the task library covers them.

One place maps each area to its laws. A task belongs to an area when it cites a clause of it;
a clause goes to the area naming its longest prefix (``73C`` to unauthorised information,
``73D`` to procedure and conduct, ``12C`` to adjusted scores, ``12A`` to the general rules;
Law 12 cited by number is 12C, whose text is lost).
A task citing laws of several areas counts in each of them.

A *topic* is a task's irregularity (``penalty_card``, ``lead_out_of_turn`` …): the breadth rule
that no topic may exceed 8 % of the library counts those.

Plain Python (no Django): the counting test, the «Программа» page and the exam blueprint all
read it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

# The breadth the library is held to (counted by tests/quizzes/content/test_syllabus.py).
TARGET_TASKS = 250
TARGET_PER_AREA = 6
TARGET_DIRECTOR_PER_AREA = 2
TARGET_PER_LAW = 2
MAX_TOPIC_SHARE = 0.08


@dataclass(frozen=True)
class Area:
    code: str
    name: str
    # Law numbers ("77") or clause prefixes ("12C", "73C").
    clauses: tuple[str, ...]
    # Share of a certification exam, in per cent (all areas sum to 100).
    exam_weight: int

    @property
    def law_list(self) -> str:
        """The area's laws as the pages show them: «25–26, 28–39», «12C»."""
        numbers = [c for c in self.clauses if c.isdigit()]
        parts, run = [], []
        for number in sorted(map(int, numbers)):
            if run and number == run[-1] + 1:
                run.append(number)
                continue
            if run:
                parts.append(_run_text(run))
            run = [number]
        if run:
            parts.append(_run_text(run))
        parts += [c for c in self.clauses if not c.isdigit()]
        return ", ".join(parts)


def _run_text(run: list[int]) -> str:
    return str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}"


def _laws(first: int, last: int) -> tuple[str, ...]:
    return tuple(str(n) for n in range(first, last + 1))


# The exam's weights follow what a club director meets and a certification paper asks: the
# play irregularities, the auction and the judgement rulings (unauthorised information,
# misinformation, claims) carry most; organisation and bookkeeping less.
AREAS: tuple[Area, ...] = (
    Area("general", "Общие правила о нарушениях", (*_laws(1, 11), "12", "15"), 5),
    Area("card_count", "Неверное число карт, недостающая карта", ("13", "14"), 3),
    Area("unauthorised_information", "Нелегальная информация", ("16", "73C"), 8),
    Area(
        "auction_exposed_insufficient",
        "Открытая карта в торговле, недостаточная заявка",
        ("23", "24", "27"),
        6,
    ),
    Area(
        "auction_irregularities",
        "Нарушения в торговле",
        (*_laws(17, 19), "22", "25", "26", *_laws(28, 39)),
        9,
    ),
    Area("misinformation", "Неверное объяснение", ("20", "21", "40", "75"), 6),
    Area("dummy", "Права и ограничения болвана", ("42", "43"), 4),
    Area("card_played", "Сыгранная карта, назначение карты болвана", ("41", *_laws(44, 48)), 6),
    Area("play_out_of_turn", "Ход и игра не в очередь", _laws(53, 60), 7),
    Area("penalty_cards", "Штрафные карты", _laws(49, 52), 6),
    Area("revoke", "Фальшренонс", _laws(61, 64), 8),
    Area("defective_trick", "Дефектная взятка", ("67",), 3),
    Area("quitted_tricks", "Сданные взятки", ("65", "66"), 2),
    Area("claims", "Претензии и уступки", _laws(68, 71), 8),
    Area("procedure", "Процедура и приличия", ("72", "73", "74", "76"), 4),
    Area("adjusted_scores", "Присуждённый результат", ("12C",), 5),
    Area("scoring", "Запись результата", ("77", "79", "80"), 3),
    Area("match_scoring", "Матчпойнты и IMP", ("78",), 3),
    Area("director", "Судья: полномочия и процедуры", _laws(81, 93), 4),
)
AREA_BY_CODE = {area.code: area for area in AREAS}

# Laws whose surviving 1987 text holds no ruling a task could ask for, and why. Every other law
# with surviving text needs TARGET_PER_LAW tasks.
NO_RULING_QUESTION: dict[int, str] = {
    6: (
        "сохранились только пункты о том, кто и как тасует и сдаёт карты заранее и о копиях "
        "раскладов (6E, 6F): это распоряжения судьи по организации турнира, а не решение за "
        "столом; пересдачу за столом решают правила 7, 13–15 и 86."
    ),
}

_LAW_NUMBER = re.compile(r"^\s*(\d{1,3})([A-Za-z]*)")

# Law 12C (adjusted scores) did not survive in the sources, so the tasks and the engine's
# rulings cite it by the law's number, «12» (the surviving 12A and 12A1 are cited by clause):
# a bare 12 is 12C.
BARE_LAW_CITES = {"12": "C"}


def areas_of_clause(clause: str) -> set[str]:
    """The area a cited clause (``73C2``, ``12C1``, ``64``) belongs to, by its longest prefix."""
    match = _LAW_NUMBER.match(str(clause))
    if not match:
        return set()
    number, letters = match.group(1), match.group(2).upper()
    if not letters:
        letters = BARE_LAW_CITES.get(number, "")
    best, best_length = set(), -1
    for area in AREAS:
        for prefix in area.clauses:
            head = re.match(r"(\d+)([A-Z]*)", prefix)
            if head is None or head.group(1) != number:
                continue
            if not letters.startswith(head.group(2)):
                continue
            length = len(head.group(2))
            if length > best_length:
                best, best_length = {area.code}, length
            elif length == best_length:
                best.add(area.code)
    return best


def areas_of(laws: Iterable[str]) -> set[str]:
    """The areas a task citing ``laws`` belongs to."""
    out: set[str] = set()
    for clause in laws:
        out |= areas_of_clause(clause)
    return out


@dataclass(frozen=True)
class AreaCoverage:
    area: Area
    tasks: int
    director: int

    @property
    def complete(self) -> bool:
        return self.tasks >= TARGET_PER_AREA and self.director >= TARGET_DIRECTOR_PER_AREA


def coverage(tasks: Iterable[tuple[Iterable[str], str]]) -> list[AreaCoverage]:
    """Per area, in syllabus order: how many tasks, how many at the director level.

    ``tasks`` are (cited laws, level) pairs."""
    total: Counter[str] = Counter()
    director: Counter[str] = Counter()
    for laws, level in tasks:
        for code in areas_of(laws):
            total[code] += 1
            if level == "director":
                director[code] += 1
    return [AreaCoverage(area, total[area.code], director[area.code]) for area in AREAS]


def tasks_per_law(tasks: Iterable[Iterable[str]]) -> Counter[int]:
    """How many tasks cite each law (a task citing 64A1 and 64B2 counts once for 64)."""
    out: Counter[int] = Counter()
    for laws in tasks:
        numbers = set()
        for clause in laws:
            match = _LAW_NUMBER.match(str(clause))
            if match:
                numbers.add(int(match.group(1)))
        out.update(numbers)
    return out


def topic_shares(topics: Iterable[str]) -> dict[str, float]:
    """Each topic's share of the library (0…1), largest first."""
    counts = Counter(topics)
    total = sum(counts.values()) or 1
    return {topic: n / total for topic, n in counts.most_common()}


def exam_quotas(total: int) -> dict[str, int]:
    """How many of ``total`` exam questions each area gets, by its weight (largest
    remainders), in syllabus order."""
    weight_sum = sum(area.exam_weight for area in AREAS)
    exact = {area.code: total * area.exam_weight / weight_sum for area in AREAS}
    quotas = {code: int(value) for code, value in exact.items()}
    left = total - sum(quotas.values())
    by_remainder = sorted(AREAS, key=lambda a: (-(exact[a.code] - quotas[a.code]), -a.exam_weight))
    for area in by_remainder[:left]:
        quotas[area.code] += 1
    return quotas
