"""Template filters for the tools and the director pages."""

from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe

from quizzes.engine import russian as ru
from quizzes.engine.table import SUITS

register = template.Library()


@register.filter
def signed(value):
    """A score with its sign and a real minus: ``+430``, ``−500``, ``0``."""
    try:
        return ru.score(value)
    except (TypeError, ValueError):
        return value


@register.filter
def suits(text):
    """Escape the text and colour the red suit symbols as the table diagrams do."""
    escaped = conditional_escape(str(text))
    for suit in SUITS:
        if suit.is_red:
            escaped = escaped.replace(suit.symbol, f'<span class="red">{suit.symbol}</span>')
    return mark_safe(escaped)  # noqa: S308 — the text was escaped above
