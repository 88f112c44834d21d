import pytest


@pytest.mark.django_db
def test_home_page_is_russian(client):
    response = client.get("/")
    assert response.status_code == 200
    assert 'lang="ru"' in response.content.decode()


@pytest.mark.django_db
def test_unknown_address_gives_russian_404(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert "Страница не найдена" in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/laws/", "/help/", "/tools/", "/director/", "/practice/"])
def test_pages_answer_head_requests_like_get(client, path):
    # Caches and uptime monitors send HEAD; a GET-only view would answer 405.
    head, get = client.head(path), client.get(path)
    assert head.status_code == get.status_code == 200
    assert head.content == b""
