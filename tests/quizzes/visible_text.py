"""What a reader sees on a page: its text without tags, scripts, styles or attributes, and the
marks of internal data or Latin bridge notation that must never be part of it."""

from __future__ import annotations

import re
from html.parser import HTMLParser

# A textarea holds what the reader typed, echoed back as typed («-100» from a phone keyboard).
_HIDDEN_ELEMENTS = {"script", "style", "template", "noscript", "head", "textarea"}


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


def _flat(message: str) -> str:
    return " ".join(message.split())


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
    # A score is written with the minus sign, «−50», never the hyphen «-50».
    "hyphen for a minus": re.compile(r"(?<![\w\-−–])-\d"),
}


def internal_marks(text: str) -> list[str]:
    """Each offending mark with a little of its surroundings, for the failure message."""
    found = []
    for name, pattern in INTERNAL.items():
        for match in pattern.finditer(text):
            start, end = max(0, match.start() - 40), match.end() + 40
            before, after = text[start : match.start()], text[match.end() : end]
            found.append(_flat(f"{name} «{match.group()}»: …{before}[{match.group()}]{after}…"))
    return found


# The 1987 translation's terms and the variants the interface does not use: one set of
# terms. An everyday word may follow the law's word in brackets: «старшинство (достоинство)».
TERMS = {
    "недостаточное назначение": re.compile(r"недостаточн\w* заявк", re.I),
    "конвенционный": re.compile(r"конвенциональн|конвенциальн", re.I),
    "старшинство": re.compile(r"(?<!\()\bдостоинств", re.I),
    "вистующий": re.compile(r"(?<!\()\bзащитник", re.I),
    "карта младше онера": re.compile(r"(?<!\()\bмаленьк\w* карт", re.I),
    "онер": re.compile(r"(?<!\()\bкартинк", re.I),
    "нелегальная информация": re.compile(r"несанкционированн", re.I),
    "присуждённый результат": re.compile(r"скорректированн\w* (?:результат|счёт)", re.I),
    # Jargon: the reader meets the laws and the table, not our machinery.
    "(по правилам — не «движок»)": re.compile(r"\bдвиж(?:ок|ка|ком|ку)\b", re.I),
    "(пример — не «модельная сдача»)": re.compile(r"\bмодельн\w*|\bМодель:", re.I),
    "матчпойнты (MP)": re.compile(r"очки матчпойнт", re.I),
}


def rejected_terms(text: str) -> list[str]:
    found = []
    for term, pattern in TERMS.items():
        for match in pattern.finditer(text):
            start = max(0, match.start() - 30)
            found.append(_flat(f"«{match.group()}» → {term}: …{text[start : match.end() + 30]}…"))
    return found


_SEATS = "Север|Восток|Юг|Запад"
# After these words a seat is never in the nominative: «у Запада», «к Югу», «разрешил Западу».
SEAT_CASES = re.compile(
    rf"\b(?:у|от|для|без|до|после|кроме|против|к|по|разрешил\w*|запретил\w*|позволил\w*"
    rf"|передал\w*|обязал\w*|дать|отдать)\s+(?:{_SEATS})(?![а-яё])"
)
# A line of two seats declines both: «Севера – Юга», never «Север – Юга» or «Севера – Юг».
HALF_DECLINED = re.compile(
    r"\b(?:Север ?[–-] ?Юг[аиуео]|Восток ?[–-] ?Запад[аиуео]|Север[аеу]м? ?[–-] ?Юг\b"
    r"|Восток[аеу]м? ?[–-] ?Запад\b)"
)
# The nouns a page counts; each count must agree («4 шага», «1 задача», «5 взяток»).
COUNTED = ("шаг", "ответ", "задача", "вопрос", "взятка", "ошибка", "вариант", "попытка", "карта")
_COUNT = re.compile(r"(?:(\b[а-яё]+) +)?\b(\d+)[ \u00a0]+([а-яё]+)")
_PREPOSITIONS = {
    "меньше",
    "больше",
    "более",
    "менее",
    "из",
    "от",
    "до",
    "у",
    "для",
    "без",
    "около",
    "после",
    "с",
    "по",
    "о",
    "в",
    "на",
    "к",
    "за",
    "при",
    "над",
    "под",
    "между",
    "среди",
    "кроме",
}


def grammar_marks(text: str) -> list[str]:
    """Seats in the nominative where the sentence needs another case, and counts whose noun
    does not agree with the number."""
    from quizzes.engine import russian as ru

    found = [
        _flat(f"seat case «{m.group()}»: …{text[max(0, m.start() - 60) : m.end() + 30]}…")
        for m in SEAT_CASES.finditer(text)
    ]
    found += [_flat(f"line half declined «{m.group()}»") for m in HALF_DECLINED.finditer(text)]
    for match in _COUNT.finditer(text):
        before, number, word = match.group(1), int(match.group(2)), match.group(3).lower()
        noun = ru.lemma(word)
        if noun not in COUNTED:
            continue
        cases = ru.CASES if (before or "").lower() in _PREPOSITIONS else ("nom", "acc")
        if word not in {ru.counted(number, noun, case) for case in cases}:
            found.append(_flat(f"agreement «{match.group()}»"))
    return found


_SENTENCE = re.compile(r"[^.!?\n]{20,}[.!?]")


def repeated_sentences(text: str) -> list[str]:
    """A sentence said twice on one page, and a clause cited twice in a row («(73F2). (73F2)»);
    two instructions to tick every answer count as one sentence said twice."""
    seen, found = set(), []
    for match in _SENTENCE.finditer(text):
        sentence = " ".join(match.group().split())
        if sentence in seen:
            found.append(f"repeated «{sentence}»")
        seen.add(sentence)
    found += [f"clause twice «{m.group()}»" for m in re.finditer(r"\((\w+)\)\.?\s*\(\1\)", text)]
    # A step that names its clause and then shows the same clause as its link: «по шкале
    # правила 78B — 78B».
    found += [
        f"clause twice «{m.group()}»"
        for m in re.finditer(r"\b(\d{1,2}[A-Z][\w()]*)[.;:,]?\s+—\s+\1\b", text)
    ]
    if len(re.findall(r"Отметьте все", text)) > 1:
        found.append("«Отметьте все…» twice")
    return found
