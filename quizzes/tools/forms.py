"""The calculators' forms: what a director types at the table, read into typed values.

Numbers are read as people type them (a real minus or a dash, spaces between digits, a decimal
comma); every message is Russian and names the field, e.g. «уровень контракта: нужно число от 1
до 7». A form's ``facts()`` are the typed arguments of its calculator.
"""

from __future__ import annotations

import math
import re

from django import forms
from django.core.exceptions import ValidationError

from quizzes.engine import russian as ru
from quizzes.engine.adjusted_score import Imps, Matchpoints
from quizzes.engine.claim import Claim, Response, Timing, Withdrawal, Withdrawer
from quizzes.engine.claim_position import Position, PositionError
from quizzes.engine.claim_statement import Statement, StatementError, parse_statement, read_suit
from quizzes.engine.table import (
    DOUBLE,
    REDOUBLE,
    STRAINS,
    CallError,
    Card,
    CardError,
    Contract,
    Seat,
    SeatError,
    Side,
    Strain,
    Suit,
    Vulnerability,
)
from quizzes.tools import adjusted_score_calculator, claim_calculator, revoke_penalty

# Longest text any tool field accepts: a board's list of scores stays far below this.
MAX_FIELD_LENGTH = 4000
TOO_LONG = "слишком длинное значение"
# The largest score a deal can give (7NTXX vulnerable with all 13 tricks is 2980); differences
# beyond twice that cannot happen at the table.
MAX_SCORE = 8000
MAX_SCORES = 100
MAX_TOP = 1000
_SCORE = re.compile(r"^[+-]?\d{1,5}$")


def _typed(value) -> str:
    text = "" if value is None else str(value).strip()
    if len(text) > MAX_FIELD_LENGTH:
        raise ValidationError(TOO_LONG, code="too_long")
    return text


class Number(forms.Field):
    """A whole number from ``low`` to ``high``; ``label`` names it in the messages."""

    def __init__(self, label: str, low: int, high: int, *, widget=None, **kwargs):
        self.low, self.high = low, high
        attrs = {"min": low, "max": high, "inputmode": "numeric"}
        super().__init__(
            label=label,
            widget=widget or forms.NumberInput(attrs=attrs),
            error_messages={"required": f"укажите {label}"},
            **kwargs,
        )

    def to_python(self, value) -> int | None:
        raw = _typed(value).replace("−", "-").replace("–", "-").replace(" ", "")
        if raw == "":
            return None
        try:
            return int(raw)
        except ValueError:
            raise ValidationError(f"{self.label}: «{raw}» — не целое число") from None

    def validate(self, value) -> None:
        super().validate(value)
        if value is not None and not self.low <= value <= self.high:
            raise ValidationError(f"{self.label}: нужно число от {self.low} до {self.high}")


class Decimal(forms.Field):
    """A number with a decimal comma or point (a percentage may keep its «%»)."""

    def __init__(self, label: str, low: float, high: float, **kwargs):
        self.low, self.high = low, high
        super().__init__(
            label=label,
            widget=forms.TextInput(attrs={"inputmode": "decimal", "placeholder": "например, 63,5"}),
            error_messages={"required": f"укажите {label}"},
            **kwargs,
        )

    def to_python(self, value) -> float | None:
        raw = _typed(value).replace(",", ".").replace("%", "").replace(" ", "")
        if raw == "":
            return None
        try:
            return float(raw)
        except ValueError:
            raise ValidationError(f"{self.label}: «{raw}» — не число") from None

    def validate(self, value) -> None:
        super().validate(value)
        if value is not None and (math.isnan(value) or not self.low <= value <= self.high):
            raise ValidationError(f"{self.label}: нужно число от {self.low:g} до {self.high:g}")


class Choice(forms.ChoiceField):
    def __init__(self, label: str, choices, **kwargs):
        super().__init__(
            label=label,
            choices=choices,
            error_messages={
                "required": f"{label}: выберите значение из списка",
                "invalid_choice": f"{label}: выберите значение из списка",
            },
            **kwargs,
        )

    def to_python(self, value) -> str:
        return _typed(value)


class Tick(forms.CheckboxInput):
    """A checkbox that reads «1», «on», «yes», «true» or «да» as ticked, anything else not."""

    def value_from_datadict(self, data, files, name) -> bool:
        return str(data.get(name) or "").strip().lower() in ("1", "on", "yes", "true", "да")


def flag(label: str) -> forms.BooleanField:
    return forms.BooleanField(label=label, required=False, widget=Tick(attrs={"value": "1"}))


class ToolForm(forms.Form):
    """A calculator's form; the first error (in field order) is the one the page states."""

    def __init__(self, data=None, **kwargs):
        # A query that fills none of this form's fields (empty, or another page's parameters)
        # is no question yet: the form is shown unbound, with its defaults, and no error.
        asked = data is not None and any(
            str(data.get(name, "")).strip() for name in self.base_fields
        )
        super().__init__(self._with_defaults(data) if asked else None, **kwargs)

    def _with_defaults(self, data):
        """A list left out of the query (an address giving only the position) reads as its
        default, as the page's form would have sent it; a value given stays as given."""
        missing = {
            name: field.initial
            for name, field in self.base_fields.items()
            if isinstance(field.widget, forms.Select)
            and field.initial is not None
            and name not in data
        }
        if not missing:
            return data
        filled = data.copy()
        for name, value in missing.items():
            filled[name] = str(value)
        return filled

    @property
    def first_error(self) -> str:
        for name in [*self.fields, "__all__"]:
            if name in self.errors:
                return self.errors[name][0]
        return ""


def _strain_label(strain: Strain) -> str:
    """``♠ пики``; no trump in words only (``без козыря``)."""
    if strain is Strain.NOTRUMP:
        return ru.strain_name(strain)
    return f"{ru.strain(strain)} {ru.strain_name(strain)}"


class ScoreForm(ToolForm):
    level = Number(
        "уровень контракта",
        1,
        7,
        initial=4,
        widget=forms.Select(choices=[(n, str(n)) for n in range(1, 8)]),
    )
    strain = Choice(
        "масть контракта",
        [(strain.value, _strain_label(strain)) for strain in STRAINS],
        initial=Strain.SPADES.value,
    )
    doubled = Choice(
        "контра",
        [("", "нет"), (str(DOUBLE), ru.call(DOUBLE)), (str(REDOUBLE), ru.call(REDOUBLE))],
        required=False,
    )
    tricks = Number("число взяток разыгрывающего", 0, 13)
    vulnerable = flag("в зоне")

    def facts(self) -> dict:
        data = self.cleaned_data
        doubled = {"": 0, "X": 1, "XX": 2}[data["doubled"]]
        return {
            "contract": Contract(data["level"], data["strain"], doubled),
            "vulnerable": data["vulnerable"],
            "tricks": data["tricks"],
        }


def _points(example: str) -> forms.NumberInput:
    return forms.NumberInput(attrs={"step": 10, "inputmode": "numeric", "placeholder": example})


class ImpForm(ToolForm):
    difference = Number(
        "разница", -2 * MAX_SCORE, 2 * MAX_SCORE, required=False, widget=_points("430")
    )
    ours = Number("запись нашей пары", -MAX_SCORE, MAX_SCORE, required=False, widget=_points("620"))
    theirs = Number(
        "запись в другой комнате", -MAX_SCORE, MAX_SCORE, required=False, widget=_points("−100")
    )

    def clean(self):
        data = super().clean()
        given = {name: str(self.data.get(name) or "").strip() for name in self.fields}
        if given["ours"] or given["theirs"]:
            for name in ("ours", "theirs"):
                if not given[name]:
                    self.add_error(name, f"укажите {self.fields[name].label}")
        elif not given["difference"]:
            self.add_error("difference", "укажите разницу или две записи")
        return data

    def facts(self) -> dict:
        data = self.cleaned_data
        if data["ours"] is not None:
            return {"ours": data["ours"], "theirs": data["theirs"]}
        return {"difference": data["difference"]}


def _read_scores(text: str, label: str = "", minimum: int = 2) -> list[int]:
    """Scores one per line (a real minus or a dash allowed); the message names the line."""
    prefix = f"{label}: " if label else ""
    scores = []
    for number, line in enumerate(text.splitlines(), start=1):
        value = line.strip().replace("−", "-").replace("–", "-").replace(" ", "")
        if not value:
            continue
        if not _SCORE.match(value):
            raise ValidationError(f"{prefix}строка {number}: «{line.strip()[:30]}» — не запись")
        score = int(value)
        if abs(score) > MAX_SCORE:
            raise ValidationError(f"{prefix}строка {number}: запись {score} не бывает")
        scores.append(score)
    if len(scores) < minimum:
        if minimum == 2:
            raise ValidationError("нужно не меньше двух записей, по одной в строке")
        raise ValidationError(f"{prefix}нужна хотя бы одна запись")
    if len(scores) > MAX_SCORES:
        raise ValidationError(f"{prefix}не больше {MAX_SCORES} записей")
    return scores


class MatchpointForm(ToolForm):
    scores = forms.Field(
        label="записи",
        widget=forms.Textarea(attrs={"rows": 6, "placeholder": "620\n620\n170\n-100"}),
        error_messages={"required": "нужно не меньше двух записей, по одной в строке"},
    )

    def clean_scores(self) -> list[int]:
        return _read_scores(_typed(self.cleaned_data["scores"]))

    def facts(self) -> dict:
        return {"scores": self.cleaned_data["scores"]}


class RevokeForm(ToolForm):
    offender = Choice(
        "кто сделал фальшренонс",
        [("defender", "вистующий"), ("declarer", "разыгрывающий"), ("dummy", "болван")],
    )
    trick = Number("номер взятки фальшренонса", 1, 12)
    established = Choice(
        "выявлен ли фальшренонс",
        [("yes", "да — фальшренонс выявлен"), ("no", "нет — его ещё исправляют")],
        required=False,
    )
    revoke_trick = Choice(
        "кто выиграл взятку фальшренонса",
        [
            ("offender", "сам нарушитель"),
            ("partner", "партнёр нарушителя"),
            ("opponents", "противник"),
        ],
    )
    later = Number("взяток нарушившей стороны после неё", 0, 12)
    discovered = Choice(
        "когда обнаружен",
        [
            ("play", "в этой сдаче"),
            ("next_board", "после заявки ненарушившей стороны в следующей сдаче"),
            ("round_over", "после окончания раунда"),
        ],
        required=False,
    )
    declarer_tricks = Number("взяток у разыгрывающего за столом", 0, 13, required=False)
    second_same_suit = flag("это второй фальшренонс того же игрока в той же масти")
    faced = flag("не сыграна карта, открытая на столе")
    won_with_revoke_suit = flag(
        "позже нарушитель выиграл взятку картой, которой мог сыграть во взятку фальшренонса"
    )

    def clean(self):
        data = super().clean()
        trick, later = data.get("trick"), data.get("later")
        if trick is not None and later is not None and later > 13 - trick:
            label = self.fields["later"].label
            self.add_error("later", f"{label}: нужно число от 0 до {13 - trick}")
        return data

    def facts(self) -> dict:
        data = self.cleaned_data
        return {
            "facts": revoke_penalty.RevokeFacts(
                offender=data["offender"],
                trick=data["trick"],
                revoke_trick_won_by=data["revoke_trick"],
                later_tricks=data["later"],
                established=(data["established"] or "yes") == "yes",
                discovered=data["discovered"] or "play",
                faced=data["faced"],
                second_same_suit=data["second_same_suit"],
                later_won_with_revoke_suit=data["won_with_revoke_suit"],
            ),
            "declarer_tricks": data["declarer_tricks"],
        }


class IndemnityForm(ToolForm):
    top = Number(
        "максимум MP в сдаче (топ)",
        1,
        MAX_TOP,
        widget=forms.NumberInput(
            attrs={"min": 1, "max": MAX_TOP, "inputmode": "numeric", "placeholder": "12"}
        ),
    )
    session = Decimal("процент в сыгранных сдачах сессии", 0, 100, required=False)

    def facts(self) -> dict:
        return {"top": self.cleaned_data["top"], "session": self.cleaned_data["session"]}


SEAT_CHOICES = [("N", "Север"), ("E", "Восток"), ("S", "Юг"), ("W", "Запад")]
MAX_POSITION_LENGTH = 200
MAX_STATEMENT_LENGTH = 500


def _text(label: str, *, placeholder: str, required: bool = False, rows: int = 0) -> forms.Field:
    attrs = {"placeholder": placeholder, "autocomplete": "off", "spellcheck": "false"}
    widget = forms.Textarea(attrs={**attrs, "rows": rows}) if rows else forms.TextInput(attrs)
    return forms.CharField(
        label=label,
        required=required,
        widget=widget,
        error_messages={"required": f"укажите {label}"},
    )


class ClaimForm(ToolForm):
    deal = _text(
        "позицию",
        placeholder="N:AQ... 32... 54... K6...",
        required=True,
    )
    strain = Choice(
        "козырь",
        [
            ("NT", "без козыря"),
            ("S", "♠ пики"),
            ("H", "♥ червы"),
            ("D", "♦ бубны"),
            ("C", "♣ трефы"),
        ],
        initial="NT",
    )
    leader = Choice("кто ходит в этой взятке", SEAT_CHOICES, initial="S")
    trick = _text("карты, уже сыгранные в эту взятку", placeholder="например: ♠5 ♠К")
    claimer = Choice("кто заявил претензию", SEAT_CHOICES, initial="S")
    claimed = Number("сколько оставшихся взяток заявлено", 0, 13, required=False)
    statement = _text("заявленную линию", placeholder="например: ♠ сверху, затем импас ♦В", rows=2)
    trump_known = flag("заявивший явно знал об оставшемся у оппонентов козыре")
    shown_out = _text("кто уже не дал в масть", placeholder="например: З ♥, В ♣")
    response = Choice(
        "что сделали оппоненты",
        [("contested", "не согласились, позвали судью"), ("acquiesced", "согласились")],
        initial="contested",
    )
    withdrawn = Choice(
        "кто потом возразил",
        [
            ("", "никто"),
            ("claimer", "уступившая сторона просит вернуть взятки (правило 71)"),
            ("opponents", "согласившаяся сторона отзывает согласие (правило 69)"),
        ],
        required=False,
    )
    when = Choice(
        "когда возразили",
        [
            ("", "—"),
            ("before_next_call", "до заявки в следующей сдаче"),
            ("correction_period", "позже, в период коррекции"),
            ("later", "после периода коррекции"),
        ],
        required=False,
    )
    declarer = Choice("разыгрывающий", [("", "не указан"), *SEAT_CHOICES], required=False)
    contract = _text("контракт", placeholder="например: 4♠ или 3БК")
    vulnerable = flag("разыгрывающий в зоне")
    won_ns = Number("взяток у Севера – Юга до претензии", 0, 13, required=False)
    won_ew = Number("взяток у Востока – Запада до претензии", 0, 13, required=False)

    def clean_deal(self) -> str:
        value = _typed(self.cleaned_data["deal"])
        if len(value) > MAX_POSITION_LENGTH:
            raise ValidationError("позиция: слишком длинная запись (это не PBN)")
        return value

    def clean_statement(self) -> Statement:
        value = _typed(self.cleaned_data["statement"])
        try:
            return parse_statement(value[: MAX_STATEMENT_LENGTH + 1])
        except StatementError as error:
            raise ValidationError(f"заявленная линия: {error}") from None

    def clean_trick(self) -> list[Card]:
        value = _typed(self.cleaned_data["trick"])
        cards = []
        for token in re.split(r"[\s,;]+", value):
            if not token:
                continue
            try:
                cards.append(ru.parse_card(token))
            except CardError:
                raise ValidationError(
                    f"карты в этой взятке: «{token[:20]}» — не карта (пример: ♠5 ♠К)"
                ) from None
        if len(cards) > 3:
            raise ValidationError("карты в этой взятке: их не больше трёх — четвёртая её закончила")
        return cards

    def clean_shown_out(self) -> list[tuple[Seat, Suit]]:
        value = _typed(self.cleaned_data["shown_out"])
        pairs = []
        for part in re.split(r"[,;]+", value):
            words = part.split()
            if not words:
                continue
            suit = read_suit(" ".join(words[1:])) if len(words) > 1 else None
            try:
                seat = Seat.parse(words[0])
            except SeatError:
                seat = None
            if seat is None or suit is None:
                raise ValidationError(
                    f"кто не дал в масть: «{part.strip()[:30]}» — нужно место и масть, "
                    "например «З ♥»"
                )
            pairs.append((seat, suit))
        return pairs

    def clean_contract(self) -> Contract | None:
        value = _typed(self.cleaned_data["contract"])
        if not value:
            return None
        try:
            return Contract.parse(value)
        except CallError:
            raise ValidationError(f"контракт: «{value[:20]}» — не контракт (пример: 4♠)") from None

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        strain = data["strain"]
        try:
            self.position = Position.from_pbn(
                data["deal"],
                trump=None if strain == "NT" else Suit.parse(strain),
                leader=Seat.parse(data["leader"]),
                trick=data["trick"],
                won={"NS": data["won_ns"] or 0, "EW": data["won_ew"] or 0},
                shown_out=data["shown_out"],
            )
        except PositionError as error:
            self.add_error("deal", f"позиция: {error}")
            return data
        contract = data["contract"]
        if contract is not None and contract.strain != strain:
            self.add_error("contract", "контракт: его масть не совпадает с козырем")
        if contract is not None and not data["declarer"]:
            self.add_error("declarer", "укажите разыгрывающего — без него нет записи")
        if data["withdrawn"] and not data["when"]:
            self.add_error("when", "укажите, когда возразили")
        return data

    def facts(self) -> dict:
        data = self.cleaned_data
        withdrawal = None
        if data["withdrawn"]:
            withdrawal = Withdrawal(Withdrawer(data["withdrawn"]), Timing(data["when"]))
        claim = Claim(
            seat=Seat.parse(data["claimer"]),
            statement=data["statement"],
            tricks=data["claimed"],
            response=Response(data["response"]),
            withdrawal=withdrawal,
            trump_known=data["trump_known"],
        )
        return {
            "facts": claim_calculator.ClaimFacts(
                position=self.position,
                claim=claim,
                declarer=Seat.parse(data["declarer"]) if data["declarer"] else None,
                contract=data["contract"],
                vulnerable=data["vulnerable"],
            )
        }


VULNERABILITY_CHOICES = [
    ("None", "никто"),
    ("NS", "Север – Юг"),
    ("EW", "Восток – Запад"),
    ("All", "все"),
]


class AdjustedScoreForm(ToolForm):
    vulnerable = Choice("кто в зоне", VULNERABILITY_CHOICES, initial="None", required=False)
    table = _text("результат за столом", placeholder="например: 4♠ Ю 9", required=True)
    offenders = Choice(
        "нарушившая сторона",
        [
            ("NS", "Север – Юг"),
            ("EW", "Восток – Запад"),
            ("none", "никто: ошибся судья (правило 82C)"),
        ],
        initial="NS",
    )
    results = _text(
        "результаты без нарушения",
        placeholder="4♥ В 10 вероятный\n4♥ В 11 хоть сколько-нибудь вероятный",
        required=True,
        rows=4,
    )
    scoring = Choice(
        "обсчёт",
        [("", "только запись"), ("pairs", "матчпойнты (пары)"), ("teams", "IMP (команды)")],
        required=False,
    )
    others = _text(
        "записи Севера – Юга за другими столами",
        placeholder="420\n450\n−50",
        rows=4,
    )
    other_table = Number(
        "запись Севера – Юга в другой комнате",
        -MAX_SCORE,
        MAX_SCORE,
        required=False,
        widget=_points("−620"),
    )
    knockout = flag("матч на выбывание (неуравновешенные записи усредняются)")

    def clean_table(self):
        value = _typed(self.cleaned_data["table"])
        try:
            return adjusted_score_calculator.read_result(value[:100])
        except adjusted_score_calculator.ResultLineError as error:
            raise ValidationError(f"результат за столом: {error}") from None

    def clean_results(self):
        value = _typed(self.cleaned_data["results"])
        try:
            return adjusted_score_calculator.read_candidates(value)
        except adjusted_score_calculator.ResultLineError as error:
            raise ValidationError(f"результаты без нарушения: {error}") from None

    def clean_others(self) -> list[int]:
        value = _typed(self.cleaned_data["others"])
        if not value:
            return []
        return _read_scores(value, "записи за другими столами", minimum=1)

    def clean(self):
        data = super().clean()
        scoring = data.get("scoring")
        if scoring == "pairs" and "others" in data and not data["others"]:
            self.add_error(
                "others", "для матчпойнтов укажите записи Севера – Юга за другими столами"
            )
        if scoring == "teams" and "other_table" in data and data["other_table"] is None:
            self.add_error("other_table", "для IMP укажите запись Севера – Юга в другой комнате")
        return data

    def facts(self) -> dict:
        data = self.cleaned_data
        scoring = None
        if data["scoring"] == "pairs":
            scoring = Matchpoints(tuple(data["others"]))
        elif data["scoring"] == "teams":
            scoring = Imps(data["other_table"], data["knockout"])
        return {
            "facts": adjusted_score_calculator.AdjustmentFacts(
                table=data["table"],
                candidates=tuple(data["results"]),
                offenders=None if data["offenders"] == "none" else Side(data["offenders"]),
                vulnerability=Vulnerability.parse(data["vulnerable"] or "None"),
                scoring=scoring,
            )
        }
