"""Loading Python custom facts from the modulepath and custom directories, and resolving them."""
from __future__ import annotations

import os
import sys
from typing import Callable

from bunraku.facts.plugin import CustomFact, FactLookup, confine_matches

#: Where custom facts live inside a Puppet module (next to Ruby's lib/facter/).
MODULE_SUBDIR = os.path.join("lib", "bunraku", "facts")




def _where(path: str, error: BaseException) -> str:
    """``path:line`` of the deepest frame inside the plugin file."""
    import traceback

    line = getattr(error, "lineno", None) if isinstance(error, SyntaxError) else None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == path:
            line = frame.lineno
    return f"{path}:{line}" if line else path


def load_file(path: str, warn: Callable[[str], None]) -> list[CustomFact]:
    """Execute one plugin file and return the facts it declares at module level."""
    import importlib.util

    module_name = "bunraku_custom_facts." + os.path.abspath(path).strip("/").replace("/", ".").replace("-", "_")
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        warn(f"{path}: cannot load custom fact file")
        return []
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # noqa: BLE001 - any error in user code becomes a warning
        warn(f"{_where(path, error)}: error loading custom facts: {type(error).__name__}: {error}")
        return []
    finally:
        sys.modules.pop(module_name, None)
    return [value for value in vars(module).values() if isinstance(value, CustomFact)]


def load(directories: list[str], warn: Callable[[str], None]) -> list[CustomFact]:
    facts: list[CustomFact] = []
    for directory in directories:
        try:
            names = sorted(os.listdir(directory))
        except OSError:
            continue
        for name in names:
            if name.endswith(".py") and not name.startswith("."):
                facts.extend(load_file(os.path.join(directory, name), warn))
    return facts


def is_suitable(resolution: CustomFact, facts: FactLookup, warn: Callable[[str], None]) -> bool:
    try:
        for query, expected in resolution.confine:
            if not confine_matches(facts.get(query), expected):
                return False
        return resolution.confine_block is None or bool(resolution.confine_block(facts))
    except Exception as error:  # noqa: BLE001
        warn(f"{resolution.source}: confine of custom fact '{resolution.name}' failed: "
             f"{type(error).__name__}: {error}")
        return False


def resolve(resolution: CustomFact, facts: FactLookup, warn: Callable[[str], None]) -> object:
    """The resolution's value, or None when its confinement fails or it raises."""
    if not is_suitable(resolution, facts, warn):
        return None
    try:
        return resolution(facts)
    except Exception as error:  # noqa: BLE001
        warn(f"{_where(resolution.source.rsplit(':', 1)[0], error)}: custom fact '{resolution.name}' "
             f"raised {type(error).__name__}: {error}")
        return None
