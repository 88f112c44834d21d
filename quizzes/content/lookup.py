"""Finding a question by its id: an authored scenario (a stored row) or a generated one.

Ids are the library's: a scenario's slug, or ``gen-<kind>-<seed>`` for a generated question.
Anything that cannot be found or built raises ``QuestionUnavailable`` with a Russian message and
the HTTP status to answer with, so views never fail with a 500.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

from django.urls import reverse

from bridgesite.russian_order import russian_key
from quizzes.content import Question, generators
from quizzes.content.question import law_numbers
from quizzes.models import Scenario

logger = logging.getLogger(__name__)

MAX_SEED = generators.MAX_SEED
_GENERATED_ID = re.compile(r"^gen-(?P<kind>[a-z0-9_-]+?)-(?P<seed>\d{1,10})$")
# A scenario's slug, as the loader accepts it (and short enough for the Attempt row).
_AUTHORED_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,159}$")


class QuestionUnavailable(Exception):
    def __init__(self, message: str, status: int = 404):
        super().__init__(message)
        self.message, self.status = message, status


def generator_kinds() -> list[str]:
    """The kinds of generated question, in the registry's order."""
    return list(generators.GENERATORS)


def generator_title(kind: str) -> str:
    return generators.GENERATORS[kind].TITLE


def parse_seed(text: str) -> int:
    if not re.fullmatch(r"\d{1,10}", str(text)) or int(text) > MAX_SEED:
        shown = str(text) if len(str(text)) <= 40 else str(text)[:40] + "…"
        raise QuestionUnavailable(
            f"«{shown}» — не номер задачи: в адресе должно быть целое число от 0 до {MAX_SEED}.",
            status=400,
        )
    return int(text)


def generated(kind: str, seed_text: str | int) -> Question:
    if kind not in generators.GENERATORS:
        raise QuestionUnavailable(f"Генератора задач «{kind[:40]}» нет.")
    seed = parse_seed(str(seed_text))
    return _generate(kind, seed)


@lru_cache(maxsize=1024)
def _generate(kind: str, seed: int) -> Question:
    try:
        return generators.generate(kind, seed)
    except Exception as exc:  # a generator bug must not become a 500 for the learner
        logger.exception("generator %s failed for seed %s", kind, seed)
        raise QuestionUnavailable(
            f"Не удалось построить задачу «{kind}» с номером {seed}. Попробуйте другой номер.",
            status=400,
        ) from exc


def authored(slug: str) -> tuple[Question, Scenario]:
    row = Scenario.objects.filter(slug=slug).first()
    if row is None:
        raise QuestionUnavailable(f"Задачи «{slug}» нет в сборнике.")
    try:
        return Question.from_dict(row.question), row
    except (TypeError, ValueError, KeyError) as exc:
        logger.exception("stored scenario %s is unreadable", slug)
        raise QuestionUnavailable(
            f"Задача «{slug}» повреждена; её нужно загрузить заново (load_scenarios).", status=404
        ) from exc


def authored_on_law(number: int) -> list[tuple[str, str]]:
    """(slug, title) of the authored tasks that rule on Law ``number`` (it is among the laws the
    task names, as the practice filter reads them), in Russian alphabetical order."""
    rows = Scenario.objects.values_list("slug", "title", "laws")
    found = [(slug, title) for slug, title, laws in rows if number in law_numbers(laws)]
    return sorted(found, key=lambda row: russian_key(row[1]))


def by_id(question_id: str) -> tuple[Question, Scenario | None]:
    """Any question by its library id."""
    question_id = str(question_id)
    match = _GENERATED_ID.match(question_id)
    if match:
        return generated(match["kind"], match["seed"]), None
    if not _AUTHORED_ID.match(question_id):
        # Junk from an address never reaches the database (PostgreSQL refuses a NUL in text).
        shown = question_id if len(question_id) <= 40 else question_id[:40] + "…"
        raise QuestionUnavailable(f"Задачи «{shown}» нет в сборнике.")
    return authored(question_id)


def generated_id(kind: str, seed: int) -> str:
    return f"gen-{kind}-{seed}"


def url_for(question_id: str) -> str:
    match = _GENERATED_ID.match(str(question_id))
    if match:
        return reverse("quizzes:generated", args=[match["kind"], match["seed"]])
    return reverse("quizzes:scenario", args=[question_id])
