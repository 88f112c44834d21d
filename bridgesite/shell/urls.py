"""The shell's pages. Their names live in the "laws" namespace (laws:home, laws:help …) as
they always have: templates, tests and outside links name them so (bridgesite/urls.py)."""

from django.urls import path

from bridgesite.shell import favicon, help, home, offline

urlpatterns = [
    path("", home.home, name="home"),
    path("help/", help.guide, name="help"),
    path("help/sources/", help.sources, name="about"),
    path("favicon.ico", favicon.favicon, name="favicon"),
    path("sw.js", offline.service_worker, name="service_worker"),
    path("offline/", offline.offline, name="offline"),
]
