"""Template filters for the tools and the director pages."""

from django import template

register = template.Library()


@register.filter
def signed(value):
    """A score with its sign and a real minus: ``+430``, ``−500``, ``0``."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return value
    text = f"{abs(number):g}"
    if number > 0:
        return f"+{text}"
    if number < 0:
        return f"−{text}"
    return text
