"""A calculator run as its page runs it: the submitted strings through the tool's form, then
the calculator on the typed facts; a refusal is the form's first error."""

from quizzes.tools import ToolInputError
from quizzes.tools.views import TOOLS


def submit(tool: str, data: dict):
    form_class, calculate = TOOLS[tool]
    form = form_class(data)
    if not form.is_bound:
        raise ToolInputError("nothing was asked")
    if form.is_valid():
        try:
            return calculate(**form.facts())
        except ToolInputError as error:
            form.add_error(error.field, error.message)
    field = next(iter(form.errors))
    raise ToolInputError(form.first_error, None if field == "__all__" else field)
