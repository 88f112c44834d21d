"""The ruling for a finished flow: the engine rules the model position, then each option the
non-offending side has is played out by the engine to show what happens under it.

Where the engine does not model a clause the answers reach (57C, 58A, the obligations of
50D/50E1), the text is ours, marked as «Пояснение», and cites the clause it explains.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from quizzes.content import diagram
from quizzes.content.trial import try_each_card
from quizzes.engine import ScenarioError, rule
from quizzes.engine import russian as ru
from quizzes.engine.defective_trick import DefectiveTrickError, failed_to_play, too_many_cards
from quizzes.engine.dummy_rights import DummyAct, rule_on
from quizzes.engine.missing_card import Found, rectify
from quizzes.engine.quitted_tricks import Asker, Wanted
from quizzes.engine.quitted_tricks import rule_on as quitted_rule_on
from quizzes.engine.table import Card, CardError, Suit, legal_cards
from quizzes.tools import revoke_penalty

from . import judgement_ruling, model_table
from .flow import FlowState
from .wording import WORDING, notes, rho_branches, say, substitutes

# Options that restrict the next play or lead (57A, 50E2A, 51B): the cards the engine then
# accepts without a revoke are listed under the option.
RESTRICTIONS = {
    "play_highest",
    "play_lowest",
    "forbid_suit",
    "require_lead",
    "forbid_lead",
    "forbid_leads",
}
# Steps that only tell the play (who won a trick) are left to the full reasoning.
NARRATION = {None, "44E", "44F"}
# The model table's incidents in the auction take their choices in the auction list.
AUCTION_INCIDENTS = {"insufficient_bid", "call_out_of_rotation"}
# Laws 31A and 32B: after a bid or double at the RHO's turn is cancelled, what follows depends
# on the RHO's call (and the offender's next one); each is a branch under «отменить».
WAITS_FOR_RHO = {"31A": "bid", "32B": "double"}


@dataclass
class Step:
    text: str
    law: str | None = None


@dataclass
class OptionView:
    side: str
    text: str
    laws: list
    then: list = field(default_factory=list)  # [Step]
    next_options: list = field(default_factory=list)  # engine option dicts
    branches: list = field(default_factory=list)  # [(label, [Step])]


@dataclass
class Ruling:
    title: str
    facts: list
    irregularities: list = field(default_factory=list)  # [(label, laws)]
    options: list = field(default_factory=list)  # [OptionView]
    outcome: list = field(default_factory=list)  # [Step] when nobody has a choice
    notes: list = field(default_factory=list)  # [Step], our explanation
    reasoning: list = field(default_factory=list)  # [Step], the engine's steps on the model
    transferred: int | None = None
    error: str = ""
    model: bool = True
    model_text: str = ""
    diagram: dict | None = None  # quizzes.content.diagram.build of the model position
    decision: str = ""  # a judgement ruling's decision, in words
    tool: str = ""  # the URL name of the calculator that finishes the ruling

    @property
    def laws(self) -> list:
        seen: list = []
        for _label, laws in self.irregularities:
            seen.extend(laws)
        for view in self.options:
            seen.extend(view.laws)
        seen.extend(step.law for step in [*self.outcome, *self.notes] if step.law)
        return list(dict.fromkeys(law for law in seen if law))


@dataclass
class EngineAnswer:
    """What the engine said about a scenario, also when it stops at a pending choice."""

    irregularities: list
    options: list
    explanation: list
    table: dict = field(default_factory=dict)  # contract, declarer, tricks for the diagram


def ask(scenario: dict) -> EngineAnswer:
    # An auction that stops at a pending choice (27, 29) returns its options like the play.
    result = rule(scenario)
    table = {key: result.get(key) for key in ("contract", "declarer", "tricks")}
    return EngineAnswer(result["irregularities"], result["options"], result["explanation"], table)


def decide(state: FlowState) -> Ruling:
    incident = state.incident
    facts = [(question.text, question.label(value)) for question, value in state.asked]
    ruling = Ruling(incident.title, facts)
    try:
        code = incident.code
        if code == "lead_out_of_turn" and state.answers.get("opening") == "yes":
            code = "opening_lead"
        if code in judgement_ruling.CODES:
            judgement_ruling.decide(code, state.answers, ruling, Step)
        elif code == "revoke":
            _revoke(state.answers, ruling)
        elif code == "defective_trick":
            _defective_trick(state.answers, ruling)
        elif code == "missing_card":
            _missing_card(state.answers, ruling)
        elif code == "dummy":
            _dummy(state.answers, ruling)
        elif code == "quitted_trick":
            _quitted_trick(state.answers, ruling)
        else:
            _from_engine(code, state.answers, ruling)
    except ScenarioError as exc:
        ruling.error = say("messages", "engine_cannot", detail=exc.detail)
    except (DefectiveTrickError, model_table.PlacementError) as exc:
        ruling.error = str(exc)
    return ruling


def _steps(entries) -> list:
    return [Step(entry["text"], entry.get("law")) for entry in entries]


def _choice_item(entry: dict) -> dict:
    item = {"choose": entry["code"]}
    for key in ("card", "suit"):
        if key in entry:
            item[key] = entry[key]
    return item


def _with(scenario: dict, code: str, *items) -> dict:
    branch = copy.deepcopy(scenario)
    key = "auction" if code in AUCTION_INCIDENTS else "play"
    branch.setdefault(key, [])
    branch[key].extend(items)
    return branch


def _label(entry: dict) -> str:
    """The irregularity in words, with the card when there is one: «старшая штрафная карта ♣Д»."""
    label = ru.irregularity(entry["kind"])
    if entry["kind"] == "penalty_card" and entry.get("adjusted_score"):
        label = say("labels", "exposed_adjusted")
    elif entry["kind"] == "penalty_card":
        label = say(
            "labels", "penalty_card", degree=ru.penalty_card(entry.get("major")), kind=label
        )
    cards = entry.get("cards") or ([entry["card"]] if entry.get("card") else [])
    shown = []
    for text in cards:
        try:
            shown.append(ru.card(text))
        except CardError:
            shown.append(str(text))
    return f"{label} {', '.join(shown)}" if shown else label


def _common_prefix(lists: list) -> int:
    length = 0
    for items in zip(*lists, strict=False):
        if any(item != items[0] for item in items):
            break
        length += 1
    return length


def _from_engine(code: str, answers: dict, ruling: Ruling) -> None:
    ruling.model_text = model_table.describe(code, answers)
    if code == "premature_play" and answers.get("both_hands") == "yes":
        ruling.model = False
        ruling.irregularities = [(ru.irregularity("premature_play"), ["57C"])]
        ruling.outcome = _notes("premature_play_both_hands")
        return
    scenario = model_table.BUILDERS[code](answers)
    base = ask(scenario)
    ruling.diagram = diagram.build(scenario, ruling=base.table)
    ruling.irregularities = [(_label(entry), list(entry["laws"])) for entry in base.irregularities]
    ruling.reasoning = _steps(base.explanation)
    offset = len(base.explanation)
    for entry in base.options:
        side = WORDING["sides"].get(entry["side"], entry["side"])
        view = OptionView(side, entry["text"], entry["laws"])
        waiting = _waits_for_rho(scenario, code, entry)
        if waiting:
            view.then = _steps(ask(_with(scenario, code, _choice_item(entry))).explanation[offset:])
            for calls, label in rho_branches(waiting, model_table.out_of_rotation_bid(answers)):
                branch = ask(_with(scenario, code, _choice_item(entry), *calls))
                steps = _steps(branch.explanation[offset + len(view.then) :])
                view.branches.append((WORDING["rho_branch"].format(label=label), steps))
        elif code == "insufficient_bid" and entry["code"] == "reject_bid":
            outcomes = []
            for call, heading in substitutes(*model_table.insufficient_calls(answers)):
                branch = ask(_with(scenario, code, _choice_item(entry), call))
                outcomes.append((heading, _steps(branch.explanation[offset:])))
            # What every substitution has in common is said once, before the branches.
            shared = _common_prefix([steps for _label, steps in outcomes])
            view.then = outcomes[0][1][:shared]
            view.branches = [(label, steps[shared:]) for label, steps in outcomes]
        else:
            branch = ask(_with(scenario, code, _choice_item(entry)))
            # A step that only repeats the option's own words adds nothing under it.
            view.then = [
                step
                for step in _steps(branch.explanation[offset:])
                if entry["text"].lower() not in step.text.lower()
            ]
            view.next_options = branch.options
            if entry["code"] in RESTRICTIONS:
                view.then.extend(_allowed_cards(_with(scenario, code, _choice_item(entry))))
        ruling.options.append(view)
    ruling.outcome = [step for step in ruling.reasoning if step.law not in NARRATION]
    ruling.notes.extend(_notes_for(code, answers, base))


def _waits_for_rho(scenario: dict, code: str, entry: dict) -> str:
    """«bid» or «double» when cancelling leaves the rectification to the RHO's call."""
    if code != "call_out_of_rotation" or entry["code"] != "cancel_call":
        return ""
    cancelled = ask(_with(scenario, code, _choice_item(entry)))
    clauses = [i.get("clause") for i in cancelled.irregularities]
    return next((WAITS_FOR_RHO[c] for c in clauses if c in WAITS_FOR_RHO), "")


def _allowed_cards(scenario: dict) -> list:
    """Which cards the player to play next may now play: each card of his is tried by the
    engine, and those that would be a revoke (61A) are left out."""
    trial = try_each_card(scenario, kinds={"revoke"})
    if trial is None or not trial.accepted or len(trial.accepted) == len(trial.hand):
        return []
    verb = say("allowed_cards", "lead" if trial.led is None else "play")
    seat = ru.seat(trial.seat)
    if set(trial.accepted) == set(legal_cards(trial.hand, trial.led)):
        return [Step(say("allowed_cards", "as_before", seat=seat), None)]
    # Said by suit and by rank, not by the cards of the placeholder hand.
    accepted = {card.suit for card in trial.accepted}
    held = {card.suit for card in trial.hand}
    if len(trial.accepted) == 1 and trial.led is not None:
        card = trial.accepted[0]
        suit = [c for c in trial.hand if c.suit == card.suit]
        which = "highest" if card == max(suit, key=lambda c: int(c.rank)) else "lowest"
        text = say("allowed_cards", which, seat=seat, verb=verb, suit=ru.suit(card.suit, "gen"))
    elif len(accepted) == 1:
        (suit,) = accepted
        text = say("allowed_cards", "only_suit", seat=seat, verb=verb, suit=ru.suit(suit, "gen"))
    else:
        barred = ", ".join(
            ru.suit(s, "gen") for s in sorted(held - accepted, key=lambda s: s.value)
        )
        text = say("allowed_cards", "except", seat=seat, verb=verb, suits=barred)
    return [Step(text, None)]


def _notes(name: str) -> list:
    return [Step(text, law) for text, law in notes(name)]


def _notes_for(code: str, answers: dict, base: EngineAnswer) -> list:
    """Our notes where the engine does not model the clause the position turns on."""
    out = []
    penalty = [
        entry
        for entry in base.irregularities
        if entry["kind"] == "penalty_card" and not entry.get("adjusted_score")
    ]
    if penalty:
        major = any(entry.get("major") for entry in penalty)
        out += _notes("major_penalty_card" if major else "minor_penalty_card")
    if code == "simultaneous" and answers.get("kind") == "two_players":
        out += _notes("simultaneous_two_players")
    if code == "lead_out_of_turn" and answers.get("next_played") == "yes":
        out += _notes("lead_accepted_by_play")
    return out


def _revoke(answers: dict, ruling: Ruling) -> None:
    if answers.get("established") == "no":
        scenario = model_table.revoke_unestablished(answers)
        base = ask(scenario)
        ruling.diagram = diagram.build(scenario, ruling=base.table)
        ruling.model_text = say("models", "play")
        ruling.irregularities = [
            (_label(entry), list(entry["laws"])) for entry in base.irregularities
        ]
        ruling.reasoning = _steps(base.explanation)
        ruling.outcome = [step for step in ruling.reasoning if step.law not in NARRATION]
        ruling.notes.extend(_notes("revoke_not_established"))
        return
    facts = revoke_penalty.RevokeFacts(
        offender=answers["offender"],
        trick=int(answers["trick"]),
        revoke_trick_won_by=answers["revoke_trick"],
        later_tricks=int(answers["later"]),
        discovered=answers.get("discovered", "play"),
        second_same_suit=answers.get("second_same_suit") == "yes",
        faced=answers.get("faced") == "yes",
        later_won_with_revoke_suit=answers.get("won_with_revoke_suit") == "yes",
    )
    result = revoke_penalty.calculate(facts)
    ruling.model = False
    ruling.transferred = result.transferred
    established = say("labels", "established", kind=ru.irregularity("revoke"))
    ruling.irregularities = [(established, ["61A", "63A1"])]
    ruling.outcome = [Step(step.text, step.law) for step in result.steps]
    ruling.notes = [Step(step.text, step.law) for step in result.notes]


def _defective_trick(answers: dict, ruling: Ruling) -> None:
    """Law 67 on the cards the director was told about (no model deal)."""
    ruling.model = False
    led = None if answers["led"] == "own" else Suit.parse(answers["led"])
    holds = answers.get("holds") == "yes" or led is None
    next_trick = answers["next_trick"] == "yes"
    if answers["what"] == "none":
        if led is None:
            raise DefectiveTrickError(
                "нарушитель не может не положить карту во взятку, в которую сам ходил: "
                "проверьте ответы"
            )
        result = failed_to_play([], led, next_trick_played=next_trick, holds_suit_led=holds)
    else:
        played = [Card.parse(text) for text in answers["played"].split(",")]
        shown = Card.parse(answers["shown"]) if answers.get("shown") else None
        if shown is not None and shown not in played:
            raise DefectiveTrickError(say("messages", "not_among_played", card=ru.card(shown)))
        result = too_many_cards(
            played, led, holds_suit_led=holds, next_trick_played=next_trick, shown=shown
        )
    ruling.irregularities = [(say("labels", "defective_trick"), [result.clause])]
    ruling.outcome = [Step(text, clause) for text, clause in result.steps()]


def _missing_card(answers: dict, ruling: Ruling) -> None:
    """Laws 13 and 14 for the card the director was told about."""
    ruling.model = False
    card = ru.card(answers["card"])
    found = Found(answers["found"])
    ruling.irregularities = [(say("labels", "missing_card", card=card), ["14"])]
    steps = rectify(found, failed_to_follow=answers.get("failed_to_follow") == "yes")
    ruling.outcome = [Step(text, clause) for text, clause in steps]


def _dummy(answers: dict, ruling: Ruling) -> None:
    """Laws 42, 43 and 45F for what dummy did."""
    ruling.model = False
    steps = rule_on(DummyAct(answers["act"]), overstepped=answers.get("overstepped") == "yes")
    ruling.irregularities = [(say("labels", "dummy"), sorted({clause for _t, clause in steps}))]
    ruling.outcome = [Step(text, clause) for text, clause in steps]


def _quitted_trick(answers: dict, ruling: Ruling) -> None:
    """Law 66 for who asks to see which played cards."""
    ruling.model = False
    steps = quitted_rule_on(
        Asker(answers.get("asker", "declarer")),
        Wanted(answers["wanted"]),
        own_card_turned=answers.get("turned") == "yes",
    )
    ruling.irregularities = [(say("labels", "quitted_trick"), ["66"])]
    ruling.outcome = [Step(text, clause) for text, clause in steps]
