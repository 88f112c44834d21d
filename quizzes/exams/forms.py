"""The settings of a new mock exam."""

from django import forms


class ExamStartForm(forms.Form):
    questions = forms.IntegerField(label="Число вопросов", min_value=5, max_value=60, initial=30)
    time_limit = forms.IntegerField(
        label="Ограничение времени, минут (пусто — без ограничения)",
        min_value=5,
        max_value=240,
        required=False,
    )
    pass_mark = forms.IntegerField(
        label="Проходной балл, %", min_value=50, max_value=100, initial=80
    )
