"""Table-side tools: the calculators (plain Python, typed arguments in, a result the page shows
out, the rules engine deciding), their forms (forms.py) and views (views.py).

A calculator raises :class:`ToolInputError` when the facts it is given cannot happen together
(more tricks transferred than declarer has, say); the form shows it like any other error.
"""


class ToolInputError(ValueError):
    """Facts that cannot be: ``message`` is shown next to ``field`` (None: the whole form)."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
