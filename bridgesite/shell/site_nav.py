"""{% nav_current "laws:toc" %} → ` aria-current="page"` (or "true" inside the section)."""

from django import template
from django.utils.html import format_html

from bridgesite.shell.sections import nav_state

register = template.Library()


@register.simple_tag(takes_context=True)
def nav_current(context, target):
    request = context.get("request")
    match = getattr(request, "resolver_match", None)
    state = nav_state(getattr(match, "view_name", None), target)
    return format_html(' aria-current="{}"', state) if state else ""
