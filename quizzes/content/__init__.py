"""The scenario library: questions from scenario files, checked answers. Plain Python."""

from quizzes.content.loader import ScenarioFileError, load_scenario_dict, load_scenario_file
from quizzes.content.question import (
    CHAPTERS,
    IRREGULARITY_KINDS,
    KINDS,
    LEVELS,
    Choice,
    Question,
    Verdict,
)
from quizzes.content.verdict import check_answer

__all__ = [
    "CHAPTERS",
    "IRREGULARITY_KINDS",
    "KINDS",
    "LEVELS",
    "Choice",
    "Question",
    "ScenarioFileError",
    "Verdict",
    "check_answer",
    "load_scenario_dict",
    "load_scenario_file",
]
