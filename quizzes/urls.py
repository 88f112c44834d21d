from django.urls import path

from quizzes.views import answer, exam, practice, progress

app_name = "quizzes"

urlpatterns = [
    path("practice/", practice.index, name="practice"),
    path("practice/next/", practice.next_question, name="next"),
    path("practice/answer/", answer.submit, name="answer"),
    path("practice/s/<slug:slug>/", practice.scenario, name="scenario"),
    path("practice/g/<str:kind>/", practice.random_generated, name="random_generated"),
    path("practice/g/<str:kind>/<str:seed>/", practice.generated_question, name="generated"),
    path("progress/", progress.overview, name="progress"),
    path("progress/weak/", progress.weak, name="weak"),
    path("review/", progress.review, name="review"),
    path("review/next/", progress.review_next, name="review_next"),
    path("exam/", exam.index, name="exam"),
    path("exam/start/", exam.start, name="exam_start"),
    path("exam/<int:pk>/", exam.resume, name="exam_resume"),
    path("exam/<int:pk>/<int:number>/", exam.question, name="exam_question"),
    path("exam/<int:pk>/<int:number>/answer/", exam.answer, name="exam_answer"),
    path("exam/<int:pk>/finish/", exam.finish_confirm, name="exam_finish_confirm"),
    path("exam/<int:pk>/close/", exam.finish, name="exam_finish"),
    path("exam/<int:pk>/results/", exam.results, name="exam_results"),
]
