"""``python manage.py rule FILE [--text]``: the engine's ruling of a scenario file.

FILE is YAML, JSON or PBN. Prints the ruling as JSON, or with ``--text`` the Russian
explanation step by step. A bad file prints a Russian message and exits with status 2.
"""

import json
import sys

from django.core.management.base import BaseCommand

from quizzes.engine import ScenarioError, rule
from quizzes.engine import russian as ru
from quizzes.engine.scenario import load


class Command(BaseCommand):
    help = "Решение движка правил по файлу сценария (YAML, JSON или PBN)."

    def add_arguments(self, parser):
        parser.add_argument("file", help="файл сценария: .yaml, .json или .pbn")
        parser.add_argument("--text", action="store_true", help="пояснение по-русски")

    def handle(self, *args, **options):
        try:
            ruling = rule(load(options["file"]))
        except ScenarioError as exc:
            self.stderr.write(f"Ошибка в сценарии {options['file']}: {exc}")
            sys.exit(2)
        if not options["text"]:
            self.stdout.write(json.dumps(ruling, ensure_ascii=False, indent=2))
            return
        lines = []
        if ruling.get("title"):
            lines.append(ruling["title"])
        for number, step in enumerate(ruling["explanation"], 1):
            cite = f" (правило {step['law']})" if step["law"] else ""
            lines.append(f"{number}. {step['text']}{cite}")
        for entry in ruling["options"]:
            laws = ", ".join(entry["laws"])
            lines.append(f"— возможно: {entry['text']} [{entry['code']}; {laws}]")
        if "score" in ruling:
            lines.append(f"Результат: {ru.score(ruling['score'])}")
        if (ruling.get("adjusted") or {}).get("score") is not None:
            lines.append(f"Присуждённый результат (64C): {ru.score(ruling['adjusted']['score'])}")
        self.stdout.write("\n".join(lines))
