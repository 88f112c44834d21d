"""Account pages under /accounts/, with Django's usual names (login, logout, …) because
settings.LOGIN_URL and Django's own views refer to them unnamespaced."""

from django.contrib.auth import views as auth_views
from django.urls import path

from bridgesite.authentication import ThrottledPasswordChangeView
from quizzes.accounts import views as accounts

urlpatterns = [
    path("signup/", accounts.signup, name="signup"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    # The old password is throttled like the login.
    path("password/", ThrottledPasswordChangeView.as_view(), name="password_change"),
    path(
        "password/done/",
        auth_views.PasswordChangeDoneView.as_view(),
        name="password_change_done",
    ),
]
