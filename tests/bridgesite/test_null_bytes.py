import pytest


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "query"),
    [("/laws/terms/\x00/", {}), ("/laws/\x00/", {})],
)
def test_nul_in_address_is_a_400(client, path, query):
    response = client.get(path, query)
    assert response.status_code == 400
    assert "<h1>Неверный запрос</h1>" in response.content.decode()


@pytest.mark.django_db
def test_nul_in_a_form_field_is_a_400(client):
    response = client.post("/accounts/login/", {"username": "a\x00b", "password": "x"})
    assert response.status_code == 400


@pytest.mark.django_db
def test_ordinary_address_passes(client):
    assert client.get("/", {"q": "штрафная карта"}).status_code == 200


@pytest.mark.django_db
def test_query_strings_are_left_to_the_views(client):
    assert client.get("/", {"q": "\x00"}).status_code == 200
