"""Keep a visitor's anonymous progress when they sign up or log in."""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from quizzes.accounts.learner import SESSION_FIELD, adopt_session_progress


@receiver(user_logged_in, dispatch_uid="quizzes.adopt_session_progress")
def adopt_progress_on_login(sender, request, user, **kwargs):
    if request is not None and hasattr(request, "session"):
        adopt_session_progress(request.session.get(SESSION_FIELD), user)
