from django.apps import AppConfig


class QuizzesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "quizzes"
    verbose_name = "Задачи"

    def ready(self):
        from quizzes.accounts import signals  # noqa: F401  (connects the log-in receiver)
