import pytest

from bridgesite.shell.sections import nav_state


@pytest.mark.parametrize(
    ("view_name", "target", "state"),
    [
        ("laws:toc", "laws:toc", "page"),
        ("laws:detail", "laws:toc", "true"),
        ("laws:clause", "laws:toc", "true"),
        ("laws:detail", "laws:search", ""),
        ("quizzes:exam_question", "quizzes:exam", "true"),
        ("quizzes:exam_results", "quizzes:exam", "true"),
        ("quizzes:tool_imps", "quizzes:tools", "true"),
        ("quizzes:generated", "quizzes:practice", "true"),
        ("quizzes:review_next", "quizzes:review", "true"),
        ("quizzes:review_next", "quizzes:progress", ""),
        ("laws:about", "laws:help", "true"),
        ("password_change_done", "login", "true"),
        ("signup", "login", "true"),
        (None, "laws:toc", ""),
        ("laws:toc", "no:such", ""),
    ],
)
def test_nav_state(view_name, target, state):
    assert nav_state(view_name, target) == state
