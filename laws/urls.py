from django.urls import path

from laws.views import home

app_name = "laws"

urlpatterns = [
    path("", home.home, name="home"),
]
