from django.contrib import admin
from django.urls import include, path

from bridgesite.shell import urls as shell_urls
from laws import urls as laws_urls

urlpatterns = [
    path("admin/", admin.site.urls),
    # The shell (home, help, favicon, offline) and the law pages share the "laws" namespace:
    # one namespace can only be included once, and the shell's names predate its own package.
    path("", include((shell_urls.urlpatterns + laws_urls.urlpatterns, laws_urls.app_name))),
    path("", include("quizzes.urls")),
    path("accounts/", include("quizzes.accounts.urls")),
]

handler404 = "bridgesite.shell.errors.not_found"
