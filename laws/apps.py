from django.apps import AppConfig


class LawsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "laws"
    verbose_name = "Правила"
