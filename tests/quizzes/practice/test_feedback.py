"""The feedback as a learner reads it: the question asked stays in view above the answers,
each chosen answer of a multiple choice on a line of its own, and a score is typed with a
minus sign from a phone's keyboard."""

import re

import pytest

from quizzes.content import Choice
from tests.quizzes.conftest import answer_fields, make_question, store

pytestmark = pytest.mark.django_db


def feedback(client, question, answer) -> str:
    store(question)
    page = client.get(f"/practice/s/{question.id}/").content.decode()
    data = {**answer_fields(client, page), "answer": answer}
    return client.post("/practice/answer/", data, headers={"HX-Request": "true"}).content.decode()


def test_the_question_stays_in_view_above_the_answers(client):
    html = feedback(client, make_question(), "3")
    prompt = html.index('class="feedback__prompt"')
    assert "Сколько взяток судья передаст стороне разыгрывающего?" in html[prompt:]
    assert prompt < html.index("Правильный ответ")


def test_each_chosen_answer_of_a_multiple_choice_is_a_line_of_its_own(client):
    question = make_question(
        id="options-after-lead",
        kind="multi",
        prompt="Что может выбрать разыгрывающий?",
        choices=[Choice("accept", "Принять ход"), Choice("reject", "Не принимать ход"),
                 Choice("cancel", "Аннулировать сдачу")],
        answer=["accept", "reject"],
    )  # fmt: skip
    html = feedback(client, question, "cancel")
    assert re.search(r"Принять ход<br>\s*Не принимать ход", html)
    assert "Принять ход; Не принимать ход" not in html


@pytest.mark.parametrize(
    ("answer_from", "answer", "signed"),
    [("score", -50, True), ("imps:-430", -10, True), ("score", 620, True),
     ("claim_tricks:declarer", 9, False), ("matchpoints:1:620,170", 2, False)],
)  # fmt: skip
def test_a_score_is_typed_with_a_minus_sign(client, answer_from, answer, signed):
    question = make_question(id="typed-score", answer_from=answer_from, answer=answer)
    store(question)
    html = client.get("/practice/s/typed-score/").content.decode()
    [field] = re.findall(r'<input class="answer-form__number"[^>]*>', html)
    # A phone's numeric keypad has no minus: a score asks for the full keyboard.
    assert ('inputmode="text"' in field) is signed
    assert ('type="number"' in field) is not signed


def test_a_score_typed_with_the_minus_sign_is_read(client):
    question = make_question(id="typed-score", answer_from="score", answer=-50)
    html = feedback(client, question, "−50")
    assert "Верно" in html and "−50" in html


def test_the_authors_commentary_follows_the_steps_apart_and_says_once_whose_it_is(client):
    """The author's reasoning is not a numbered step labelled «Пояснение:»: it follows the
    steps in its own block, marked once as the author's words (not law text)."""
    note = "Пояснение: без ренонса Север не взял бы эту взятку."
    engine = [dict(step, source="engine") for step in make_question().explanation]
    author = {"text": note, "law": "64A1", "source": "author"}
    question = make_question(explanation=[*engine, author])
    html = feedback(client, question, "3")
    steps = re.search(r'<ol class="explanation">(.*?)</ol>', html, re.S).group(1)
    assert "Пояснение" not in steps and "без ренонса" not in steps
    author = html.split('class="explanation__author"', 1)[1].split("</div>", 1)[0]
    assert author.count("Пояснение автора задачи") == 1
    assert "<p>Без ренонса Север не взял бы эту взятку." in author
    assert "Пояснение:" not in html
    block = html.split('class="our-words explanation-block"', 1)[1]
    assert block.index("Ренонс установлен") < block.index("Пояснение автора задачи")


def test_an_explanation_that_is_only_the_authors_words_is_not_titled_twice(client):
    """Nothing of the engine's above it: the block's own mark («не текст правил») is the
    only label, the author's words follow it directly."""
    author = {"text": "Пояснение: время отнял сбой в зале, а не игроки.", "source": "author"}
    html = feedback(client, make_question(explanation=[author]), "3")
    block = html.split('class="our-words explanation-block"', 1)[1].split("</div>\n</div>", 1)[0]
    assert "Пояснение автора задачи" not in block and "Пояснение:" not in block
    assert "<p>Время отнял сбой в зале, а не игроки.</p>" in block
