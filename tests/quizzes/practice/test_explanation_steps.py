from quizzes.practice.explanation_steps import groups


def test_routine_play_folds_and_deciding_steps_stay():
    steps = [{"text": "Торговля закончена: контракт 2D.", "law": None}]
    for trick in range(1, 4):
        steps += [
            {"text": "Север ходит ♣Т.", "law": None},
            {"text": f"Взятка {trick} выиграл Север (♣Т, ♣5, ♣3, ♣В).", "law": "44F"},
        ]
    steps.append({"text": "Это ренонс.", "law": "61A"})
    steps.append({"text": "Восток ходит ♠К.", "law": None})
    out = groups(steps)
    assert [g["folded"] for g in out] == [False, True, False, False]
    assert out[1]["summary"] == "Розыгрыш: взятки 1–3"
    assert [n for n, _s in out[1]["steps"]] == [2, 3, 4, 5, 6, 7]
    assert out[2]["steps"] == [(8, {"text": "Это ренонс.", "law": "61A"})]
    assert out[3]["steps"][0][0] == 9  # a short routine run is not folded


def test_junk_steps_are_skipped():
    assert groups([None, "text", {"text": "Шаг", "law": "64A1"}]) == [
        {"folded": False, "steps": [(3, {"text": "Шаг", "law": "64A1"})], "summary": ""}
    ]
