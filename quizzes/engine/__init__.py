"""The rules engine: a model of the bridge table and rulings from the 1987 Laws.

Pure Python, no Django. Public interface::

    from quizzes.engine import score, imps, matchpoints, rule, ScenarioError

Output keys, option codes and irregularity kinds: README.md in this folder.
"""

from .imps import imps
from .indemnity import indemnity
from .matchpoints import matchpoints
from .ruling import rule
from .scenario_error import ScenarioError
from .scoring import score

__all__ = ["score", "imps", "matchpoints", "rule", "ScenarioError", "indemnity"]
