"""The supply chain: the whole dependency tree is locked with hashes and installed from the lock;
the audit script fails on a known vulnerability and says so when it could check nothing."""

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parent.parent
LOCKS = ["requirements.txt", "requirements-dev.txt", "requirements-audit.txt"]
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+) \\$")


def normal(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def locked(lock):
    """{name: version} of a lock, checking that every entry is pinned with at least one hash."""
    pins, current = {}, None
    for line in (BASE_DIR / lock).read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith(" "):
            assert line.strip().startswith("--hash=sha256:"), f"{lock}: {line}"
            pins[current][1] += 1
            continue
        match = PIN.match(line)
        assert match, f"{lock}: not an exact pin with hashes: {line}"
        current = normal(match.group(1))
        pins[current] = [match.group(2), 0]
    assert all(hashes for _, hashes in pins.values()), f"{lock}: a pin without a hash"
    return {name: version for name, (version, _) in pins.items()}


def direct(requirements_in):
    pins = {}
    for line in (BASE_DIR / requirements_in).read_text().splitlines():
        line = line.split("#")[0].strip()
        if line and not line.startswith("-"):
            name, version = line.split("==")
            pins[normal(re.sub(r"\[.*\]", "", name))] = version
    return pins


@pytest.mark.parametrize("lock", LOCKS)
def test_every_lock_pins_each_package_with_hashes(lock):
    assert len(locked(lock)) >= 10


@pytest.mark.parametrize(
    ("requirements_in", "lock"),
    [
        ("requirements.in", "requirements.txt"),
        ("requirements.in", "requirements-dev.txt"),
        ("requirements-dev.in", "requirements-dev.txt"),
        ("requirements-audit.in", "requirements-audit.txt"),
    ],
)
def test_each_direct_dependency_is_locked_at_its_pinned_version(requirements_in, lock):
    pins = locked(lock)
    for name, version in direct(requirements_in).items():
        assert pins.get(name) == version, f"{name}=={version} is not in {lock}: run make lock"


def test_the_development_lock_holds_the_runtime_tree_at_the_same_versions():
    runtime, dev = locked("requirements.txt"), locked("requirements-dev.txt")
    assert {name: dev.get(name) for name in runtime} == runtime


def test_everything_installed_for_the_tests_comes_from_the_lock():
    # The virtual environment of `make test` holds nothing but the locked tree (and pip).
    result = subprocess.run(
        [sys.executable, "-m", "pip", "list", "--format=freeze", "--exclude-editable"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    installed = {
        normal(name): version
        for name, version in (line.split("==") for line in result.stdout.split())
        if normal(name) not in {"pip", "setuptools", "wheel"}
    }
    dev = locked("requirements-dev.txt")
    assert installed == {name: dev[name] for name in installed}, "installed apart from the lock"
    assert set(installed) == set(dev), set(dev) ^ set(installed)


def test_setup_installs_from_the_lock_with_hashes_only():
    makefile = (BASE_DIR / "Makefile").read_text()
    installs = re.findall(r"pip install .*", makefile)
    assert any("--require-hashes -r requirements-dev.txt" in line for line in installs)
    assert all("--require-hashes" in line or "pip-tools" in line for line in installs), installs
    assert "audit" in re.search(r"CHECKS=\((.*)\)", (BASE_DIR / ".ci" / "run").read_text()).group(1)


# --- the audit script -----------------------------------------------------------------------


@pytest.fixture
def audit_script():
    spec = importlib.util.spec_from_file_location("audit", BASE_DIR / "scripts" / "audit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def report(*dependencies):
    return {"dependencies": list(dependencies), "fixes": []}


CLEAN = {"name": "django", "version": "5.2.19", "vulns": []}
VULNERABLE = {
    "name": "django",
    "version": "5.2.19",
    "vulns": [{"id": "PYSEC-0000-1", "fix_versions": ["5.2.20"]}],
}
UNKNOWN = {"name": "django", "skip_reason": "Dependency not found on PyPI"}


@pytest.mark.parametrize(
    ("answers", "status", "says"),
    [
        ({"pypi": report(CLEAN)}, 0, "no known vulnerabilities"),
        ({"pypi": report(VULNERABLE)}, 1, "PYSEC-0000-1"),
        ({"pypi": report(UNKNOWN), "osv": report(VULNERABLE)}, 1, "audit FAILED"),
        ({"pypi": report(UNKNOWN), "osv": None}, 0, "audit NOT RUN"),
        ({"pypi": None, "osv": None}, 0, "nothing was checked"),
    ],
)
def test_audit_fails_on_a_vulnerability_and_says_when_it_checked_nothing(
    audit_script, monkeypatch, capsys, answers, status, says
):
    monkeypatch.setattr(
        audit_script, "audit", lambda lock, service: (answers.get(service), "ConnectionError")
    )
    assert audit_script.main("requirements-dev.txt") == status
    assert says in capsys.readouterr().out
