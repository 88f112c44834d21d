"""rule() gives exactly the recorded outcome on every golden case (see golden.py): every
scenario file and each of its prefixes, errors included, the director's model positions, a
sample of generated questions and random complete deals with a revoke."""

import pytest

from .golden import cases, differences


@pytest.mark.slow
def test_every_golden_case_is_ruled_exactly_as_recorded():
    found = differences()
    assert not found, "\n".join(found[:20])


def test_the_golden_body_is_broad():
    names = [case for case, _ in cases()]
    assert len(names) == len(set(names))
    for prefix, at_least in (("file:", 3000), ("gen:", 250), ("director:", 80), ("random-", 50)):
        assert sum(name.startswith(prefix) for name in names) >= at_least, prefix
