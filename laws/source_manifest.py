"""The manifest of the source texts (``laws/sources/manifest.yaml``), read as plain data.

What each source file is (edition, page markers, what it holds) and its pinned checksums.
The parser (``laws.ingest.sources``) checks the files against it; the help page lists the
files from it. Plain Python: no Django, nothing of the parser.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

MANIFEST = "manifest.yaml"


class ManifestError(ValueError):
    """The manifest is missing or unreadable; ``line`` (1-based) when known."""

    def __init__(self, message: str, line: int | None = None):
        super().__init__(message)
        self.line = line


def read_manifest(source_dir: Path) -> dict[str, Any]:
    path = Path(source_dir) / MANIFEST
    if not path.is_file():
        raise ManifestError(f"нет манифеста источников в каталоге {source_dir}")
    try:
        manifest = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        line = getattr(getattr(exc, "problem_mark", None), "line", None)
        raise ManifestError(
            f"манифест не читается: {exc}", line + 1 if line is not None else None
        ) from exc
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), list):
        raise ManifestError("в манифесте нет списка files")
    return manifest
