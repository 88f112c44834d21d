"""How well a learner knows each law and chapter, from their answers. Plain Python.

An answer counts for every law its question is about — its ruling clauses: the task's own laws
and the engine's deciding clauses, not each clause the explanation passes on the way (who won
each trick, Law 44). Mastery is the share of right answers; the heat-map colour buckets it in
fifths.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta

from quizzes.content import CHAPTERS, IRREGULARITY_KINDS
from quizzes.content.question import LAW_COUNT, law_numbers


@dataclass
class Tally:
    right: int = 0
    total: int = 0
    question_ids: set = field(default_factory=set)

    def add(self, correct: bool, question_id: str = "") -> None:
        self.total += 1
        self.right += 1 if correct else 0
        if question_id:
            self.question_ids.add(question_id)

    @property
    def wrong(self) -> int:
        return self.total - self.right

    @property
    def share(self) -> float | None:
        return self.right / self.total if self.total else None

    @property
    def percent(self) -> int | None:
        return round(100 * self.right / self.total) if self.total else None

    @property
    def bucket(self) -> str:
        """CSS class of the heat-map cell: heat-none, heat-0 (mostly wrong) … heat-4."""
        if not self.total:
            return "heat-none"
        return f"heat-{min(4, int(self.share * 5))}"


def chapter_of_law(law: int) -> str:
    for name, first, last in CHAPTERS:
        if first <= law <= last:
            return name
    return ""


def by_law(attempts) -> dict[int, Tally]:
    """Law number → tally, for every law 1…93 (empty tallies where nothing was answered)."""
    out = {number: Tally() for number in range(1, LAW_COUNT + 1)}
    for attempt in attempts:
        for number in law_numbers(attempt["laws"]):
            out[number].add(attempt["correct"], attempt["question_id"])
    return out


def by_chapter(attempts) -> list[tuple[str, int, int, Tally]]:
    """(chapter, first law, last law, tally) in the book's order."""
    tallies = {name: Tally() for name, _first, _last in CHAPTERS}
    for attempt in attempts:
        chapter = attempt["chapter"]
        if chapter not in tallies:
            numbers = sorted(law_numbers(attempt["laws"]))
            chapter = chapter_of_law(numbers[0]) if numbers else ""
        if chapter in tallies:
            tallies[chapter].add(attempt["correct"], attempt["question_id"])
    return [(name, first, last, tallies[name]) for name, first, last in CHAPTERS]


def by_irregularity(attempts) -> dict[str, Tally]:
    out = defaultdict(Tally)
    for attempt in attempts:
        if attempt["irregularity"] in IRREGULARITY_KINDS:
            out[attempt["irregularity"]].add(attempt["correct"], attempt["question_id"])
    return dict(out)


def weakest(tallies: dict, limit: int = 8) -> list:
    """Keys with at least one miss, most misses first, then the lowest share right."""
    missed = [(key, tally) for key, tally in tallies.items() if tally.wrong]
    missed.sort(key=lambda item: (-item[1].wrong, item[1].share, str(item[0])))
    return missed[:limit]


@dataclass(frozen=True)
class Bar:
    day: date
    right: int
    wrong: int
    x: float
    right_y: float
    right_height: float
    wrong_y: float
    wrong_height: float
    label: str


def daily_chart(
    days: dict[date, tuple[int, int]],
    today: date,
    span: int = 30,
    width: int = 600,
    height: int = 160,
) -> dict:
    """Geometry of an SVG bar chart of the last ``span`` days: right answers at the bottom of
    each bar, wrong ones above. ``days`` maps a date to (right, wrong)."""
    top_margin, bottom_margin = 12, 22
    plot = height - top_margin - bottom_margin
    first = today - timedelta(days=span - 1)
    series = [(first + timedelta(days=i)) for i in range(span)]
    peak = max([sum(days.get(d, (0, 0))) for d in series] + [1])
    slot = width / span
    bars = []
    for index, day in enumerate(series):
        right, wrong = days.get(day, (0, 0))
        right_h = plot * right / peak
        wrong_h = plot * wrong / peak
        base = top_margin + plot
        bars.append(
            Bar(
                day=day,
                right=right,
                wrong=wrong,
                x=round(index * slot + slot * 0.15, 2),
                right_y=round(base - right_h, 2),
                right_height=round(right_h, 2),
                wrong_y=round(base - right_h - wrong_h, 2),
                wrong_height=round(wrong_h, 2),
                label=f"{day:%d.%m}: верно {right}, неверно {wrong}",
            )
        )
    ticks = [
        # Labels are centred on their bar but kept inside the picture.
        {"x": round(min(max(i * slot + slot / 2, 24), width - 24), 2), "text": f"{day:%d.%m}"}
        for i, day in enumerate(series)
        if i % 7 == (span - 1) % 7
    ]
    return {
        "width": width,
        "height": height,
        "bar_width": round(slot * 0.7, 2),
        "bars": bars,
        "ticks": ticks,
        "baseline": top_margin + plot,
        "label_y": height - 6,
        "peak": peak,
        "peak_y": top_margin - 2,
        "total": sum(b.right + b.wrong for b in bars),
    }
