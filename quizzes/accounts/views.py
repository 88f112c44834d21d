"""Sign-up. Log-in, log-out and password change are Django's own views (accounts/urls.py); the
progress made before signing up or logging in moves to the account (accounts/signals.py)."""

from django.contrib.auth import login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

from quizzes.accounts.forms import SignUpForm


@require_http_methods(["GET", "POST"])
def signup(request):
    if request.user.is_authenticated:
        return redirect("quizzes:progress")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        target = request.POST.get("next", "")
        if url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
            return redirect(target)
        return redirect("quizzes:progress")
    status = 400 if request.method == "POST" else 200
    context = {"form": form, "next": request.GET.get("next", request.POST.get("next", ""))}
    return render(request, "registration/signup.html", context, status=status)
