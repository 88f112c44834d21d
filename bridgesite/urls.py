from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", include("laws.urls")),
    path("", include("quizzes.urls")),
    path("accounts/", include("quizzes.account_urls")),
]

handler404 = "laws.views.errors.not_found"
