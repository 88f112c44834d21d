"""The decision flow as data: incidents, and the questions asked about each.

A question is shown when its ``when`` conditions hold for the answers so far; the flow asks
the first unanswered one. Answers travel in the URL (``?incident=revoke&offender=defender``),
so a ruling is a link and no server session is needed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urlencode


@dataclass(frozen=True)
class Question:
    name: str
    text: str
    choices: tuple = ()  # ((value, label), …); empty for a number
    when: tuple = ()  # ((question name, (allowed values, …)), …)
    low: int = 0
    high: int = 0
    hint: str = ""
    after_trick: str = ""  # a number of tricks after the trick this answer names (13 − it)

    @property
    def is_number(self) -> bool:
        return not self.choices

    def applies(self, answers: Mapping) -> bool:
        return all(answers.get(name) in allowed for name, allowed in self.when)

    def label(self, value: str) -> str:
        return dict(self.choices).get(value, value)

    def bounds(self, answers: Mapping) -> tuple[int, int]:
        if self.after_trick and str(answers.get(self.after_trick, "")).isdigit():
            return self.low, min(self.high, 13 - int(answers[self.after_trick]))
        return self.low, self.high


@dataclass(frozen=True)
class Incident:
    code: str
    title: str
    summary: str
    laws: tuple
    questions: tuple = field(default_factory=tuple)


YES_NO = (("no", "нет"), ("yes", "да"))
TRICKS_BEFORE_12TH = tuple(str(n) for n in range(1, 12))


def _won_with_revoke_suit(revoke_trick: str, at_least_later: int) -> Question:
    return Question(
        "won_with_revoke_suit",
        "Нарушитель позже сам выиграл взятку картой, которой мог сыграть во взятку фальшренонса?",
        YES_NO,
        when=(
            ("established", ("yes",)),
            ("trick", TRICKS_BEFORE_12TH),
            ("revoke_trick", (revoke_trick,)),
            ("later", tuple(str(n) for n in range(at_least_later, 13))),
        ),
        hint="То есть картой той масти, в которую он не дал.",
    )


INCIDENTS = (
    Incident(
        "lead_out_of_turn",
        "Ход вне очереди",
        "Ход сделал не тот игрок или не с той руки.",
        ("53", "54", "55", "56"),
        (
            Question(
                "opening",
                "Это первый ход в сдаче (ещё до того, как болван выложил карты)?",
                YES_NO,
            ),
            Question(
                "seen_dummy",
                "Мог ли разыгрывающий уже видеть какие-нибудь карты болвана?",
                YES_NO,
                when=(("opening", ("yes",)),),
                hint="Первый ход вне очереди может сделать только партнёр игрока, которому "
                "принадлежал ход. Карты, которые болван показал в торговле, не в счёт "
                "(это правило 24).",
            ),
            Question(
                "offender",
                "Кто сделал ход вне очереди?",
                (
                    ("defender", "вистующий"),
                    ("declarer_hand", "разыгрывающий — со своей руки"),
                    ("dummy_hand", "разыгрывающий — со стола (из руки болвана)"),
                ),
                when=(("opening", ("no",)),),
            ),
            Question(
                "proper",
                "Чей был ход?",
                (
                    ("declarer", "разыгрывающего"),
                    ("dummy", "болвана"),
                    ("partner", "партнёра нарушителя"),
                ),
                when=(("opening", ("no",)), ("offender", ("defender",))),
            ),
            Question(
                "proper",
                "Чей был ход?",
                (("defender", "вистующего"), ("dummy", "болвана — ход не с той руки")),
                when=(("opening", ("no",)), ("offender", ("declarer_hand",))),
            ),
            Question(
                "proper",
                "Чей был ход?",
                (("defender", "вистующего"), ("declarer", "разыгрывающего — ход не с той руки")),
                when=(("opening", ("no",)), ("offender", ("dummy_hand",))),
            ),
            Question(
                "next_played",
                "Следующий игрок (слева от сделавшего ход) уже положил карту?",
                YES_NO,
                when=(("opening", ("no",)),),
            ),
        ),
    ),
    Incident(
        "opening_lead",
        "Первый ход открыт не тем вистующим",
        "Первый ход сделал партнёр игрока, которому принадлежал ход, и открыл карту.",
        ("54", "56"),
        (
            Question(
                "seen_dummy",
                "Мог ли разыгрывающий уже видеть какие-нибудь карты болвана?",
                YES_NO,
                hint="Карты, которые болван показал в торговле, не в счёт (это правило 24).",
            ),
        ),
    ),
    Incident(
        "revoke",
        "Фальшренонс",
        "Игрок не дал в масть хода, хотя мог.",
        ("61", "62", "63", "64"),
        (
            Question(
                "offender",
                "Кто не дал в масть?",
                (("defender", "вистующий"), ("declarer", "разыгрывающий"), ("dummy", "болван")),
            ),
            Question(
                "established",
                "Нарушитель или его партнёр уже сделал ход или сыграл в следующую взятку "
                "(или сделал либо принял претензию или уступку)?",
                YES_NO,
            ),
            Question(
                "trick",
                "В какой взятке был фальшренонс?",
                when=(("established", ("yes",)),),
                low=1,
                high=12,
            ),
            Question(
                "revoke_trick",
                "Кто выиграл взятку фальшренонса?",
                (
                    ("offender", "сам нарушитель"),
                    ("partner", "партнёр нарушителя"),
                    ("opponents", "противник"),
                ),
                when=(("established", ("yes",)),),
            ),
            Question(
                "later",
                "Сколько взяток нарушившая сторона выиграла после взятки фальшренонса?",
                when=(("established", ("yes",)),),
                low=0,
                high=12,
                after_trick="trick",
                hint="Если игра ещё идёт — сколько выиграет к концу сдачи; решение применяется "
                "после окончания игры.",
            ),
            # Law 64A2, its end: only a further trick of the offending side can go over —
            # the revoke trick (partner's) plus a later one, or two later ones.
            _won_with_revoke_suit(revoke_trick="partner", at_least_later=1),
            _won_with_revoke_suit(revoke_trick="opponents", at_least_later=2),
            # Law 64B3: dummy's cards are always faced, so the question is for the others.
            Question(
                "faced",
                "Нарушитель не сыграл карту, которая лежала открытой на столе?",
                YES_NO,
                when=(("established", ("yes",)), ("offender", ("defender", "declarer"))),
                hint="Например, свою штрафную карту.",
            ),
            Question(
                "second_same_suit",
                "Это второй фальшренонс того же игрока в той же масти?",
                YES_NO,
                when=(("established", ("yes",)),),
            ),
            Question(
                "discovered",
                "Когда обратили внимание на фальшренонс?",
                (
                    ("play", "в этой сдаче"),
                    ("next_board", "после заявки ненарушившей стороны в следующей сдаче"),
                    ("round_over", "после окончания раунда"),
                ),
                when=(("established", ("yes",)),),
            ),
        ),
    ),
    Incident(
        "exposed_card",
        "Открыта карта во время розыгрыша",
        "Игрок уронил, показал или назвал карту, которую ещё не играл.",
        ("48", "49", "50"),
        (
            Question(
                "offender",
                "Чья это карта?",
                (("defender", "вистующего"), ("declarer", "разыгрывающего или болвана")),
            ),
            Question(
                "honour",
                "Какая карта?",
                (("no", "ниже десятки"), ("yes", "онер: туз, король, дама, валет или десятка")),
                when=(("offender", ("defender",)),),
            ),
            Question(
                "several",
                "Сколько карт открыто?",
                (("no", "одна"), ("yes", "две или больше")),
                when=(("offender", ("defender",)),),
            ),
            Question(
                "how",
                "Как карта оказалась открытой?",
                (
                    ("accidental", "случайно — уронил, сыграл двумя картами"),
                    ("deliberate", "намеренно — сыграл или показал её"),
                ),
                when=(("offender", ("defender",)),),
            ),
            Question(
                "partner_leads",
                "Сейчас ход за партнёром нарушителя?",
                YES_NO,
                when=(("offender", ("defender",)),),
            ),
        ),
    ),
    Incident(
        "exposed_card_auction",
        "Открыта карта во время торговли",
        "Во время торговли игрок показал карту (уронил или пошёл ею раньше времени).",
        ("24",),
        (
            Question(
                "honour",
                "Какая карта?",
                (("no", "ниже десятки"), ("yes", "онер: туз, король, дама, валет или десятка")),
            ),
            Question("several", "Сколько карт?", (("no", "одна"), ("yes", "две или больше"))),
            Question("lead", "Это был преждевременный ход (карта выложена как ход)?", YES_NO),
            Question(
                "became",
                "Кем нарушитель стал после торговли?",
                (("defender", "вистующим"), ("declarer_side", "разыгрывающим или болваном")),
            ),
        ),
    ),
    Incident(
        "premature_play",
        "Вистующий сыграл раньше партнёра",
        "Вистующий сыграл во взятку или пошёл в следующую до того, как сыграл его партнёр.",
        ("57",),
        (
            Question(
                "both_hands",
                "Разыгрывающий к этому моменту уже сыграл в эту взятку и со своей руки, "
                "и со стола?",
                YES_NO,
            ),
        ),
    ),
    Incident(
        "insufficient_bid",
        "Недостаточное назначение",
        "В торговле игрок назначил меньше, чем последняя заявка.",
        ("27",),
        (
            Question(
                "lho_called",
                "Левый противник нарушителя уже сделал заявку после него?",
                YES_NO,
            ),
            Question(
                "conventional",
                "Могло ли недостаточное назначение быть конвенциональным?",
                YES_NO,
                when=(("lho_called", ("no",)),),
            ),
        ),
    ),
    Incident(
        "dummy_designation",
        "Неясно названа карта болвана",
        "Разыгрывающий назвал карту со стола неполно или ошибочно.",
        ("46",),
        (
            Question(
                "said",
                "Что сказал разыгрывающий?",
                (
                    ("high", "«старшую» / «большую» (в масти хода)"),
                    ("low", "«маленькую» / «младшую»"),
                    ("suit", "только масть («черву»)"),
                    ("rank", "только достоинство («короля»)"),
                    ("absent", "карту, которой на столе нет"),
                    ("any", "«любую» / «что-нибудь»"),
                ),
            ),
        ),
    ),
    Incident(
        "fifth_card",
        "Пятая карта во взятку",
        "К уже полной взятке игрок добавил пятую карту.",
        ("45",),
        (
            Question(
                "offender",
                "Чья пятая карта?",
                (("defender", "вистующего"), ("declarer", "разыгрывающего или болвана")),
            ),
            Question(
                "lead",
                "Судья считает, что это был ход в следующую взятку?",
                YES_NO,
            ),
            Question(
                "how",
                "Как легла карта?",
                (("deliberate", "сыграна намеренно"), ("accidental", "упала случайно")),
                when=(("offender", ("defender",)), ("lead", ("no",))),
            ),
        ),
    ),
    Incident(
        "simultaneous",
        "Одновременная игра",
        "Две карты легли одновременно: от двух игроков или с одной руки.",
        ("58",),
        (
            Question(
                "kind",
                "Что произошло?",
                (
                    ("one_player", "один игрок сыграл сразу две карты"),
                    ("two_players", "два игрока сыграли одновременно"),
                ),
            ),
            Question(
                "offender",
                "Кто сыграл две карты?",
                (("defender", "вистующий"), ("declarer", "разыгрывающий")),
                when=(("kind", ("one_player",)),),
            ),
            Question(
                "visible",
                "Сколько карт видно?",
                (("one", "видна одна"), ("several", "видно обе")),
                when=(("kind", ("one_player",)),),
            ),
            Question(
                "honour",
                "Вторая (не задуманная) карта — онер?",
                YES_NO,
                when=(
                    ("kind", ("one_player",)),
                    ("offender", ("defender",)),
                    ("visible", ("several",)),
                ),
            ),
        ),
    ),
)

BY_CODE = {incident.code: incident for incident in INCIDENTS}


class FlowError(ValueError):
    """A tampered or stale answer in the URL: the message is shown, the flow restarts there."""


def incident_for(code: str | None) -> Incident | None:
    if not code:
        return None
    incident = BY_CODE.get(code)
    if incident is None:
        raise FlowError("такого нарушения в списке нет — выберите из списка")
    return incident


@dataclass
class FlowState:
    """Where the flow is: the incident, the valid answers so far, the next question."""

    incident: Incident | None
    answers: dict
    question: Question | None
    asked: list  # [(question, value)] in order, for the summary
    error: str = ""

    @property
    def bounds(self) -> tuple[int, int]:
        """The range a number answer to the current question may take."""
        return self.question.bounds(self.answers) if self.question else (0, 0)


def read(data: Mapping) -> FlowState:
    """Walk the incident's questions with the submitted answers; stop at the first missing
    or invalid one (its message is kept so the form can show it)."""
    try:
        incident = incident_for(str(data.get("incident") or "").strip())
    except FlowError as exc:
        return FlowState(None, {}, None, [], str(exc))
    if incident is None:
        return FlowState(None, {}, None, [])
    answers: dict = {"incident": incident.code}
    asked = []
    for question in incident.questions:
        if not question.applies(answers):
            continue
        raw = str(data.get(question.name) or "").strip()[:20]
        if raw == "":
            return FlowState(incident, answers, question, asked)
        value, error = _valid(question, raw, answers)
        if error:
            return FlowState(incident, answers, question, asked, error)
        answers[question.name] = value
        asked.append((question, value))
    return FlowState(incident, answers, None, asked)


def links_back(state: FlowState) -> list:
    """For each answer given: (question, answer label, query string that asks it again)."""
    out = []
    kept = {"incident": state.incident.code} if state.incident else {}
    for question, value in state.asked:
        out.append((question, question.label(value), urlencode(kept)))
        kept[question.name] = value
    return out


def query(answers: Mapping) -> str:
    return urlencode(dict(answers))


def _valid(question: Question, raw: str, answers: Mapping) -> tuple[str, str]:
    if question.is_number:
        try:
            number = int(raw)
        except ValueError:
            return "", f"«{raw}» — не число"
        low, high = question.bounds(answers)
        if not low <= number <= high:
            return "", f"нужно число от {low} до {high}"
        return str(number), ""
    if raw not in dict(question.choices):
        return "", "выберите ответ из списка"
    return raw, ""
