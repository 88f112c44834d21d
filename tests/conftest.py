import pytest


@pytest.fixture(autouse=True)
def _plain_static_storage(settings):
    # Tests render templates without running collectstatic, so no manifest is available.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    # Nor do they see a developer's collectstatic output: WhiteNoise would index all of it each
    # time a test client starts (a thousand times a run), and a clean clone has none.
    settings.STATIC_ROOT = settings.BASE_DIR / "tests" / "no-collected-static"


@pytest.fixture(autouse=True)
def _quick_password_hashing(settings):
    # The production hasher (PBKDF2, a million rounds) spends a third of a second on every
    # password set or checked, and the sign-in, lock-out and progress tests check hundreds.
    # What they test does not depend on the hash's strength; it stays listed, so a password
    # stored with it still verifies.
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    ]
