"""The scenario editor in the admin: a scenario's YAML, saved only when the library and the
engine accept it."""

from __future__ import annotations

import yaml
from django import forms

from quizzes.content import ScenarioFileError, load_scenario_dict, store
from quizzes.engine import yaml_text
from quizzes.models import Scenario


class ScenarioAdminForm(forms.ModelForm):
    """Edits a scenario's YAML; saved only when the library (and the engine) accept it."""

    class Meta:
        model = Scenario
        fields = ["slug", "source_yaml"]
        labels = {"slug": "Идентификатор", "source_yaml": "Сценарий (YAML)"}
        help_texts = {
            "slug": "Латинские строчные буквы, цифры и дефисы; для файла — имя файла без .yaml.",
            "source_yaml": "Тот же формат, что у файлов quizzes/content/scenarios/*.yaml.",
        }
        widgets = {
            "source_yaml": forms.Textarea(attrs={"rows": 30, "cols": 100, "spellcheck": "false"})
        }

    def clean(self):
        cleaned = super().clean()
        slug, text = cleaned.get("slug"), cleaned.get("source_yaml")
        if not slug or text is None:
            return cleaned
        file_name = (self.instance.source_file if self.instance.pk else "") or f"{slug}.yaml"
        try:
            data = yaml_text.load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" (строка {mark.line + 1})" if mark else ""
            raise forms.ValidationError(f"{file_name}: ошибка разметки YAML{where}: {exc}") from exc
        try:
            question = load_scenario_dict(data, file=file_name, default_id=slug)
        except ScenarioFileError as exc:
            raise forms.ValidationError(str(exc)) from exc
        except Exception as exc:  # an engine fault must reach the editor as a message
            raise forms.ValidationError(f"{file_name}: ошибка движка: {exc}") from exc
        if question.id != slug:
            self.add_error(
                "slug", f"В YAML указан id «{question.id}»; идентификатор должен совпадать."
            )
        self.question = question
        return cleaned

    def save(self, commit=True):
        row = super().save(commit=False)
        values = store.row_values(self.question, self.cleaned_data["source_yaml"], row.source_file)
        for name, value in values.items():
            setattr(row, name, value)
        if commit:
            row.save()
        return row
