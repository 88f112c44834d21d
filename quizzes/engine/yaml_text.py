"""YAML text read safely, with libyaml when PyYAML was built with it (its wheels are).

libyaml's safe loader builds the same data as PyYAML's pure-Python one, about ten times
faster: the scenario library is read again by every import of it. Its error messages are
worded differently, so text it refuses is read again by the pure-Python loader, whose error
(message and line) is the one raised.
"""

from typing import Any

import yaml

_FAST_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load(text: str) -> Any:
    try:
        return yaml.load(text, Loader=_FAST_LOADER)
    except yaml.YAMLError:
        return yaml.load(text, Loader=yaml.SafeLoader)
