"""Which navigation item a page belongs to, so the header can mark it (aria-current).

A nav item is named by the view it links to ("laws:toc"); its section lists the views whose pages
belong under it. A name ending in "*" is a prefix ("quizzes:exam*" covers every exam page).
"""

SECTIONS: dict[str, tuple[str, ...]] = {
    "laws:home": ("laws:home",),
    "laws:toc": ("laws:toc", "laws:detail", "laws:clause"),
    "laws:subject_index": ("laws:subject_index",),
    "laws:glossary": ("laws:glossary",),
    "laws:search": ("laws:search",),
    "quizzes:practice": (
        "quizzes:practice",
        "quizzes:next",
        "quizzes:answer",
        "quizzes:answer_tokens",
        "quizzes:scenario",
        "quizzes:random_generated",
        "quizzes:generated",
    ),
    "quizzes:review": ("quizzes:review*",),
    "quizzes:exam": ("quizzes:exam*",),
    "quizzes:progress": ("quizzes:progress", "quizzes:weak"),
    "quizzes:director": ("quizzes:director*",),
    "quizzes:tools": ("quizzes:tool*",),
    "laws:help": ("laws:help", "laws:about"),
    "laws:about": ("laws:about",),
    "login": ("login", "signup", "password_change*"),
}


def _covers(pattern: str, view_name: str) -> bool:
    if pattern.endswith("*"):
        return view_name.startswith(pattern[:-1])
    return view_name == pattern


def nav_state(view_name: str | None, target: str) -> str:
    """ "page" on the item's own page, "true" elsewhere in its section, "" outside it."""
    if not view_name:
        return ""
    if view_name == target:
        return "page"
    if any(_covers(pattern, view_name) for pattern in SECTIONS.get(target, ())):
        return "true"
    return ""
