from django.urls import path

from quizzes.director import views as director
from quizzes.exams import views as exam
from quizzes.practice import views as practice
from quizzes.review import views as review
from quizzes.tools import views as tools

app_name = "quizzes"

urlpatterns = [
    path("practice/", practice.index, name="practice"),
    path("practice/next/", practice.next_question, name="next"),
    path("practice/programme/", practice.programme, name="programme"),
    path("practice/answer/", practice.submit, name="answer"),
    path("practice/answer/tokens/", practice.tokens, name="answer_tokens"),
    path("practice/s/<slug:slug>/", practice.scenario, name="scenario"),
    path("practice/g/<str:kind>/", practice.random_generated, name="random_generated"),
    path("practice/g/<str:kind>/<str:seed>/", practice.generated_question, name="generated"),
    path("progress/", review.overview, name="progress"),
    path("progress/weak/", review.weak, name="weak"),
    path("review/", review.review, name="review"),
    path("review/next/", review.review_next, name="review_next"),
    path("exam/", exam.index, name="exam"),
    path("exam/start/", exam.start, name="exam_start"),
    path("exam/<int:pk>/", exam.resume, name="exam_resume"),
    path("exam/<int:pk>/<int:number>/", exam.question, name="exam_question"),
    path("exam/<int:pk>/<int:number>/answer/", exam.answer, name="exam_answer"),
    path("exam/<int:pk>/finish/", exam.finish_confirm, name="exam_finish_confirm"),
    path("exam/<int:pk>/close/", exam.finish, name="exam_finish"),
    path("exam/<int:pk>/results/", exam.results, name="exam_results"),
    path("tools/", tools.index, name="tools"),
    path("tools/score/", tools.tool, {"name": "score"}, name="tool_score"),
    path("tools/imps/", tools.tool, {"name": "imps"}, name="tool_imps"),
    path("tools/matchpoints/", tools.tool, {"name": "matchpoints"}, name="tool_matchpoints"),
    path("tools/revoke/", tools.tool, {"name": "revoke"}, name="tool_revoke"),
    path("tools/indemnity/", tools.tool, {"name": "indemnity"}, name="tool_indemnity"),
    path("tools/claim/", tools.tool, {"name": "claim"}, name="tool_claim"),
    path("tools/adjusted/", tools.tool, {"name": "adjusted"}, name="tool_adjusted"),
    path("director/", director.director, name="director"),
]
