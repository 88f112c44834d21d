"""The search is plain Python: importing every module of laws.search loads no Django, and the
models import the query sets without any import hidden inside a function."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_search_imports_no_django():
    modules = sorted(p.stem for p in (ROOT / "laws" / "search").glob("[!_]*.py"))
    code = (
        "import sys\n"
        + "".join(f"import laws.search.{m}\n" for m in modules)
        + "assert not [m for m in sys.modules if m.split('.')[0] == 'django'], 'django'\n"
        + "print('ok')"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr


def test_no_import_hides_inside_a_function_in_the_search_modules():
    sources = [
        ROOT / "laws" / "querysets.py",
        ROOT / "laws" / "search_page.py",
        *sorted((ROOT / "laws" / "search").glob("*.py")),
    ]
    for source in sources:
        for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
            stripped = line.lstrip()
            if line != stripped and stripped.startswith(("import ", "from ")):
                raise AssertionError(f"{source.name}:{number}: {stripped}")
