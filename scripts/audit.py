"""Check a locked requirements file against the vulnerability advisories, with pip-audit.

    .venv-audit/bin/python scripts/audit.py requirements-dev.txt   (scripts/audit.sh runs it)

The lock pins every package with hashes, so pip-audit reads it as it is (--disable-pip) and
looks each pinned version up in an advisory service: PyPI's vulnerability data first, then OSV's.
Exit status 1 when a known vulnerability is found. When neither service can be asked (no
network, or an index that does not serve the vulnerability data), nothing has been checked:
the script says so plainly, and passes.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

SERVICES = ("pypi", "osv")


def audit(lock: str, service: str) -> tuple[dict | None, str]:
    """pip-audit's JSON report (None when it could not produce one) and its error output."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        command = [
            sys.executable, "-m", "pip_audit", "--disable-pip", "--require-hashes",
            "-r", lock, "-s", service, "--timeout", "15", "--progress-spinner", "off",
            "-f", "json", "-o", str(report),
        ]  # fmt: skip
        result = subprocess.run(command, capture_output=True, text=True)
        if not report.exists() or not report.read_text().strip():
            return None, result.stderr
        return json.loads(report.read_text()), result.stderr


def last_line(text: str) -> str:
    lines = [line for line in (text or "").splitlines() if line.strip()]
    return lines[-1][:200] if lines else "no output"


def main(lock: str) -> int:
    reasons = []
    for service in SERVICES:
        report, errors = audit(lock, service)
        if report is None:
            reasons.append(f"{service}: no answer ({last_line(errors)})")
            continue
        dependencies = report["dependencies"]
        skipped = [d for d in dependencies if d.get("skip_reason")]
        checked = [d for d in dependencies if not d.get("skip_reason")]
        if not checked:
            reasons.append(
                f"{service}: none of the {len(dependencies)} packages could be looked up"
            )
            continue
        vulnerable = [d for d in checked if d.get("vulns")]
        print(
            f"== audit ({service}): {len(checked)} locked packages checked against the advisories"
            + (f", {len(skipped)} could not be looked up" if skipped else "")
        )
        for d in skipped:
            print(f"   not checked: {d['name']} {d.get('version', '')}".rstrip())
        for d in vulnerable:
            for vuln in d["vulns"]:
                fixed = ", ".join(vuln.get("fix_versions") or []) or "no fixed version yet"
                print(f"!! {d['name']} {d['version']}: {vuln['id']} (fixed in: {fixed})")
        if vulnerable:
            print(f"== audit FAILED: {len(vulnerable)} locked packages have known vulnerabilities")
            return 1
        print("== audit: no known vulnerabilities")
        return 0
    print("== audit NOT RUN: no advisory service could be reached from here, nothing was checked")
    for reason in reasons:
        print(f"   {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "requirements-dev.txt"))
