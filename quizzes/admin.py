from django.contrib import admin

from quizzes.content.forms import ScenarioAdminForm
from quizzes.models import Attempt, ExamAttempt, ReviewCard, Scenario


@admin.register(Scenario)
class ScenarioAdmin(admin.ModelAdmin):
    form = ScenarioAdminForm
    list_display = ["slug", "title", "level", "kind", "irregularity", "decided_by", "source_file"]
    list_filter = ["level", "kind", "irregularity", "chapter", "decided_by"]
    search_fields = ["slug", "title", "source_yaml"]
    readonly_fields = [
        "title",
        "level",
        "kind",
        "irregularity",
        "chapter",
        "laws",
        "decided_by",
        "source_file",
        "updated_at",
    ]
    fields = ["slug", "source_yaml", *readonly_fields]


@admin.register(Attempt)
class AttemptAdmin(admin.ModelAdmin):
    list_display = ["question_id", "correct", "user", "session_key", "exam", "created_at"]
    list_filter = ["correct", "irregularity", "chapter"]
    search_fields = ["question_id"]


@admin.register(ReviewCard)
class ReviewCardAdmin(admin.ModelAdmin):
    list_display = ["question_id", "user", "session_key", "due"]


@admin.register(ExamAttempt)
class ExamAttemptAdmin(admin.ModelAdmin):
    list_display = ["pk", "user", "session_key", "state", "score", "started_at", "finished_at"]
    list_filter = ["state"]
