from django.urls import path

from laws.views import lookup, reading

app_name = "laws"

urlpatterns = [
    path("search/", lookup.search, name="search"),
    path("search/suggest/", lookup.suggest, name="suggest"),
    path("index/", lookup.subject_index, name="subject_index"),
    path("glossary/", lookup.glossary, name="glossary"),
    path("laws/", reading.toc, name="toc"),
    path("laws/terms/<str:slug>/", reading.term_preview, name="term_preview"),
    path("laws/<int:number>/", reading.detail, name="detail"),
    path("laws/<int:number>/preview/", reading.law_preview, name="law_preview"),
    path("laws/<int:number>/<str:path>/", reading.clause, name="clause"),
    path("laws/<int:number>/<str:path>/preview/", reading.preview, name="preview"),
]
