"""The source files and their manifest: missing, changed or undecodable files are refused."""

import shutil
from pathlib import Path

import pytest

from laws.ingest.corpus import SourceError
from laws.ingest.sources import load_sources

SOURCES = Path(__file__).resolve().parents[3] / "laws" / "sources"


@pytest.fixture
def copy(tmp_path):
    for path in SOURCES.iterdir():
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def test_the_manifest_describes_every_file():
    sources = load_sources(SOURCES)
    assert [s.name[:3] for s in sources] == ["000", "001", "002", "003", "004"]
    editions = {s.name[:3]: s.edition for s in sources}
    assert editions == {
        "000": "print",
        "001": "web",
        "002": "print",
        "003": "print",
        "004": "print",
    }
    assert next(s for s in sources if s.name.startswith("004")).copies == ((2, 621), (622, 1240))
    assert [len(s.lines) for s in sources] == [358, 851, 159, 143, 1240]


def test_missing_file(copy):
    name = next(copy.glob("003_*.txt")).name
    (copy / name).unlink()
    with pytest.raises(SourceError) as error:
        load_sources(copy)
    assert error.value.file == name
    assert "не найден" in error.value.message


def test_changed_file_names_the_lines(copy):
    path = next(copy.glob("000_*.txt"))
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[120] = lines[120].replace("заявку", "зоявку")  # line 121: «лала заявку в следующей сдаче»
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(SourceError) as error:
        load_sources(copy)
    assert error.value.file == path.name
    assert error.value.line == 101  # the block of lines 101–150
    assert "изменён" in error.value.message and "101–150" in error.value.message
    assert str(error.value).startswith(f"{path.name}, строка 101: ")


def test_undecodable_file_names_the_line(copy):
    path = next(copy.glob("002_*.txt"))
    data = path.read_bytes().split(b"\n")
    data[6] = b"\xff\xfe" + data[6]  # line 7
    path.write_bytes(b"\n".join(data))
    with pytest.raises(SourceError) as error:
        load_sources(copy)
    assert (error.value.file, error.value.line) == (path.name, 7)
    assert "UTF-8" in error.value.message


def test_missing_manifest(copy):
    (copy / "manifest.yaml").unlink()
    with pytest.raises(SourceError) as error:
        load_sources(copy)
    assert error.value.file == "manifest.yaml"
    assert "манифест" in error.value.message
