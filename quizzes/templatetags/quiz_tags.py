"""Template helpers for the quiz pages: links to law clauses, suit symbols, labels."""

from django import template
from django.urls import NoReverseMatch, reverse
from django.utils.html import format_html

from laws.clause_path import ClausePath, ClausePathError
from laws.rendering import POPOVER, PREVIEW_TRIGGER
from quizzes.content import IRREGULARITY_KINDS, LEVELS, check_answer, diagram, position
from quizzes.engine import russian as ru
from quizzes.practice import explanation_steps

register = template.Library()


def _preview_url(path: ClausePath) -> str:
    """The law pages' hover preview of a clause (or of a whole law)."""
    try:
        if path.parts:
            return reverse("laws:preview", args=[path.law, path.relative])
        return reverse("laws:law_preview", args=[path.law])
    except NoReverseMatch:
        return ""


@register.simple_tag
def law_link(clause, label=None):
    """A clause reference as the law pages mark theirs (laws.js shows the preview of an
    ``a.xref``): ``<a class="law-ref xref"
    href="/laws/64/#64A1" hx-get="…preview…">64A1</a>``; plain text when not a clause."""
    try:
        path = ClausePath(str(clause))
    except (ClausePathError, ValueError):
        return str(clause or "")
    href = f"/laws/{path.law}/" + (f"#{path.anchor}" if path.parts else "")
    text = label if label is not None else str(path)
    preview = _preview_url(path)
    if not preview:
        return format_html('<a class="law-ref xref" href="{}">{}</a>', href, text)
    return format_html(
        '<a class="law-ref xref" href="{}" hx-get="{}" hx-trigger="{}" hx-target="{}" '
        'hx-swap="innerHTML" aria-describedby="law-popover">{}</a>',
        href,
        preview,
        PREVIEW_TRIGGER,
        POPOVER,
        text,
    )


@register.filter
def law_url(law_number):
    return f"/laws/{law_number}/"


@register.filter
def level_label(level):
    return LEVELS.get(level, level)


@register.filter
def irregularity_label(kind):
    return IRREGULARITY_KINDS.get(kind, kind)


@register.filter
def paragraphs(text):
    """Narrative text split at blank lines."""
    return [p.strip() for p in str(text or "").split("\n\n") if p.strip()]


@register.filter
def dictget(mapping, key):
    try:
        return mapping.get(key)
    except AttributeError:
        return None


@register.filter
def expected_answer(question):
    """The key of a question as the learner reads it."""
    return check_answer(question, None).expected


@register.filter
def explain(steps):
    """The ruling first, the steps, the trace folded (quizzes.practice.explanation_steps)."""
    return explanation_steps.explain(steps)


@register.simple_tag
def agree(number, noun, case="nom"):
    """The form of ``noun`` after ``number``: ``{% agree total "вопрос" "gen" %}`` → вопросов."""
    try:
        return ru.counted(int(number), noun, case)
    except (TypeError, ValueError):
        return noun


@register.simple_tag
def card_choices():
    return diagram.card_choices()


@register.simple_tag
def answer_cards(question, previous_list=()):
    """The cards a card question offers (the player to play's, still held), grouped by suit,
    the previously given one checked; ``typed`` is what was typed rather than picked. None
    when the question names no player."""
    offered = position.answer_cards(question)
    if offered is None:
        return None
    seat, held = offered
    given = [str(value) for value in previous_list or () if value]
    codes = {str(card) for card in held}
    suits = []
    for card in held:
        parts = diagram.card_parts(card)
        parts["checked"] = parts["code"] in given
        if not suits or suits[-1]["symbol"] != parts["symbol"]:
            suits.append({"symbol": parts["symbol"], "red": parts["red"], "cards": []})
        suits[-1]["cards"].append(parts)
    return {
        "seat": seat.letter,
        "seat_gen": ru.seat(seat, "gen"),
        "suits": suits,
        "typed": next((value for value in given if value not in codes), ""),
    }
