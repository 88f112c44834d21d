"""The source texts and their manifest (``laws/sources/manifest.yaml``).

The manifest says what each file is (print or web edition, its page markers, what it
holds) and pins its content: a sha256 of the whole file and one of every block of lines,
so that a changed file is reported with the lines that changed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from laws.ingest.corpus import SourceError
from laws.source_manifest import MANIFEST, ManifestError, read_manifest


@dataclass(frozen=True)
class SourceFile:
    name: str
    edition: str  # "print" | "web"
    holds: str
    pages: tuple[int, ...]  # page markers in file order
    lines: tuple[str, ...]  # line 1 is lines[0]
    sha256: str
    page_before_first_marker: int | None = None
    # Line ranges (first, last) of a text the file holds more than once (004: Laws 43–61 twice).
    copies: tuple[tuple[int, int], ...] = field(default_factory=tuple)

    def line(self, number: int) -> str:
        return self.lines[number - 1]


def block_digests(data: bytes, block_lines: int) -> list[str]:
    lines = data.split(b"\n")
    return [
        hashlib.sha256(b"\n".join(lines[i : i + block_lines])).hexdigest()[:12]
        for i in range(0, len(lines), block_lines)
    ]


def load_manifest(source_dir: Path) -> dict[str, Any]:
    try:
        return read_manifest(source_dir)
    except ManifestError as exc:
        raise SourceError(MANIFEST, exc.line, str(exc)) from exc


def load_sources(source_dir: Path) -> list[SourceFile]:
    """Read every file the manifest lists; raise SourceError naming file and line if a
    file is missing, changed or not valid UTF-8."""
    source_dir = Path(source_dir)
    manifest = load_manifest(source_dir)
    block_lines = int(manifest.get("block_lines", 50))
    return [_load_one(source_dir, entry, block_lines) for entry in manifest["files"]]


def _load_one(source_dir: Path, entry: dict[str, Any], block_lines: int) -> SourceFile:
    name = entry.get("file")
    if not name:
        raise SourceError(MANIFEST, None, "у записи манифеста нет поля file")
    path = source_dir / name
    if not path.is_file():
        raise SourceError(name, None, f"файл источника не найден: {path}")
    data = path.read_bytes()
    lines = _decode(name, data)
    digest = hashlib.sha256(data).hexdigest()
    if digest != entry.get("sha256"):
        raise SourceError(name, *_first_change(data, entry, block_lines, len(lines)))
    copies = tuple(tuple(pair) for pair in entry.get("copies", []))
    return SourceFile(
        name=name,
        edition=entry["edition"],
        holds=entry.get("holds", ""),
        pages=tuple(entry.get("pages", [])),
        lines=tuple(lines),
        sha256=digest,
        page_before_first_marker=entry.get("page_before_first_marker"),
        copies=copies,
    )


def _decode(name: str, data: bytes) -> list[str]:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise SourceError(
            name, line, f"файл не в кодировке UTF-8 (байт {data[exc.start]:#04x})"
        ) from exc
    return text.split("\n")


def _first_change(
    data: bytes, entry: dict[str, Any], block_lines: int, count: int
) -> tuple[int, str]:
    expected = entry.get("blocks") or []
    actual = block_digests(data, block_lines)
    for index, (want, got) in enumerate(zip(expected, actual, strict=False)):
        if want != got:
            first = index * block_lines + 1
            last = min(first + block_lines - 1, count)
            return first, (
                f"файл изменён: содержимое строк {first}–{last} не совпадает с манифестом "
                "(контрольная сумма sha256)"
            )
    first = min(len(expected), len(actual)) * block_lines + 1
    return min(first, count), (
        f"файл изменён: в нём {count} строк, в манифесте {entry.get('lines')} "
        "(контрольная сумма sha256 не совпадает)"
    )
