from django.urls import path

from quizzes.views import answer, practice

app_name = "quizzes"

urlpatterns = [
    path("practice/", practice.index, name="practice"),
    path("practice/next/", practice.next_question, name="next"),
    path("practice/answer/", answer.submit, name="answer"),
    path("practice/s/<slug:slug>/", practice.scenario, name="scenario"),
    path("practice/g/<str:kind>/", practice.random_generated, name="random_generated"),
    path("practice/g/<str:kind>/<str:seed>/", practice.generated_question, name="generated"),
]
