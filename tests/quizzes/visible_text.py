"""What a reader sees on a page: its text without tags, scripts, styles or attributes, and the
marks of internal data or Latin bridge notation that must never be part of it."""

from __future__ import annotations

import re
from html.parser import HTMLParser

_HIDDEN_ELEMENTS = {"script", "style", "template", "noscript", "head"}


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in _HIDDEN_ELEMENTS:
            self.hidden += 1
        elif tag in {"br", "p", "li", "td", "th", "dd", "dt", "div", "tr", "h1", "h2", "h3"}:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in _HIDDEN_ELEMENTS and self.hidden:
            self.hidden -= 1
        elif tag in {"p", "li", "td", "th", "dd", "dt", "div", "span", "strong", "summary"}:
            self.parts.append(" ")

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    parser.close()
    return re.sub(r"[ \t\r\f\v]+", " ", "".join(parser.parts))


# Python data printed as it is, and the engine's Latin notation for calls, contracts and cards.
INTERNAL = {
    "Python dict": re.compile(r"\{'"),
    "empty list": re.compile(r"\[\]"),
    "None": re.compile(r"\bNone\b"),
    "True/False": re.compile(r"\b(?:True|False)\b"),
    "Latin contract or call": re.compile(r"(?<![\w/])[1-7] ?(?:NT|[SHDC])(?:XX?)?(?![\w])"),
    "Latin pass, double, redouble": re.compile(r"\b(?:Pass|pass|PASS|Dbl|Rdbl|XX)\b"),
    "Latin card": re.compile(r"(?<![\w/])[SHDC](?:[2-9TJQKA]|10)(?![\w])"),
}


def internal_marks(text: str) -> list[str]:
    """Each offending mark with a little of its surroundings, for the failure message."""
    found = []
    for name, pattern in INTERNAL.items():
        for match in pattern.finditer(text):
            start, end = max(0, match.start() - 40), match.end() + 40
            before, after = text[start : match.start()], text[match.end() : end]
            found.append(f"{name} «{match.group()}»: …{before}[{match.group()}]{after}…")
    return found
