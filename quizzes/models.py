"""Stored scenarios and each learner's progress.

A learner is a user when signed in, otherwise a session key; progress rows carry one of the two
and are moved to the user on sign-up.
"""

from django.conf import settings
from django.db import models


class Scenario(models.Model):
    """An authored scenario: the YAML as written plus the validated question it yields."""

    slug = models.SlugField(max_length=120, unique=True)
    title = models.CharField(max_length=300)
    level = models.CharField(max_length=10)  # "player" | "director"
    kind = models.CharField(max_length=10)  # "choice" | "multi" | "number" | "card"
    irregularity = models.CharField(max_length=40, blank=True)
    chapter = models.CharField(max_length=100, blank=True)
    laws = models.JSONField(default=list)
    decided_by = models.CharField(max_length=10, default="engine")
    source_yaml = models.TextField()
    question = models.JSONField()  # quizzes.content.Question.to_dict()
    source_file = models.CharField(max_length=200, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["slug"]

    def __str__(self):
        return self.title


class LearnerOwned(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)

    class Meta:
        abstract = True


class Attempt(LearnerOwned):
    """One answer given to one question (authored or generated)."""

    question_id = models.CharField(max_length=160, db_index=True)
    scenario = models.ForeignKey(Scenario, null=True, blank=True, on_delete=models.SET_NULL)
    answer = models.JSONField()
    correct = models.BooleanField()
    laws = models.JSONField(default=list)
    chapter = models.CharField(max_length=100, blank=True)
    irregularity = models.CharField(max_length=40, blank=True)
    exam = models.ForeignKey(
        "ExamAttempt", null=True, blank=True, on_delete=models.CASCADE, related_name="attempts"
    )
    # The signed one-time token of the answer form: a replayed post finds its attempt here.
    token = models.CharField(max_length=64, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["token"], condition=~models.Q(token=""), name="one_attempt_per_form_token"
            ),
            models.UniqueConstraint(
                fields=["exam", "question_id"],
                condition=models.Q(exam__isnull=False),
                name="one_answer_per_exam_question",
            ),
        ]

    def __str__(self):
        return f"{self.question_id}: {'верно' if self.correct else 'неверно'}"


class ReviewCard(LearnerOwned):
    """FSRS state of one question for one learner (the ``fsrs`` Card, serialised)."""

    question_id = models.CharField(max_length=160)
    card = models.JSONField()
    due = models.DateTimeField(db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "question_id"],
                condition=models.Q(user__isnull=False),
                name="one_card_per_user_question",
            ),
            models.UniqueConstraint(
                fields=["session_key", "question_id"],
                condition=models.Q(user__isnull=True),
                name="one_card_per_session_question",
            ),
        ]

    def __str__(self):
        return f"{self.question_id} (до {self.due:%d.%m.%Y})"


class ExamAttempt(LearnerOwned):
    """A mock director's exam; questions fixed at the start, answers saved as given."""

    class State(models.TextChoices):
        RUNNING = "running", "идёт"
        FINISHED = "finished", "завершён"

    question_ids = models.JSONField()
    answers = models.JSONField(default=dict)  # question_id -> answer as submitted
    blueprint = models.JSONField(default=dict)  # chapter -> number of questions
    time_limit_minutes = models.PositiveSmallIntegerField(null=True, blank=True)
    pass_mark = models.PositiveSmallIntegerField(default=80)  # per cent
    state = models.CharField(max_length=10, choices=State.choices, default=State.RUNNING)
    score = models.PositiveSmallIntegerField(null=True, blank=True)
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-started_at"]

    def __str__(self):
        return f"Экзамен №{self.pk} ({self.get_state_display()})"
