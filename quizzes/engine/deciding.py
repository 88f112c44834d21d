"""What an explanation step decides, when it carries a ruling rather than a fact on the way to
one (the ``decides`` of a step, absent on the others): ``RULING`` — what the law imposes or
allows («Ход не принят: ходит Юг», «… становится старшей штрафной картой», the tricks
transferred for a revoke, the score a side is assigned); ``CHOICE`` — a choice the law gives a
side, named in the step («… разыгрывающий может потребовать … или запретить …»). A page leads
the explanation with the step a question asks about: the last ``CHOICE`` for a question about
the options, the last ``RULING`` otherwise."""

from __future__ import annotations

from typing import Final

RULING: Final = "ruling"
CHOICE: Final = "choice"
