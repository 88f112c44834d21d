app_name = "quizzes"

urlpatterns = []
