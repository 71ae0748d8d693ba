"""Settings on the command line, and the three-phase initialization of an application's settings.

``add_setting_options(parser)`` makes every setting an option of an argparse parser:
``--name VALUE`` (``--name=VALUE``), ``--name``/``--no-name`` for booleans, with dashes and
underscores interchangeable (``--log-level``, ``--log_level``). Options the application already
defined are left alone, so the application's own handler wins, as in Puppet.

``initialize_settings(namespace, run_mode)`` then runs Puppet's phases: command-line settings,
puppet.conf (from ``--config``/``--confdir`` or the privilege-dependent location), application
defaults (run mode, name).
"""
from __future__ import annotations

import argparse
from typing import Any, Callable, Iterable, Sequence

from bunraku.settings.definitions import DEFINITIONS, Definition
from bunraku.settings.defaults import Platform
from bunraku.settings.errors import ParseError
from bunraku.settings.settings import Settings

#: The namespace attribute holding the settings given on the command line, in order.
OVERRIDES = "setting_overrides"
RUN_MODE = "run_mode"
_BOOLEAN_TYPES = ("boolean",)


class _SettingAction(argparse.Action):
    """Records ``--name VALUE`` (or a boolean flag) into ``namespace.setting_overrides``."""

    def __init__(self, option_strings: Sequence[str], dest: str, setting: str = "", boolean: bool = False,
                 **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0 if boolean else None, **kwargs)
        self.setting = setting
        self.boolean = boolean

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        overrides = getattr(namespace, OVERRIDES, None)
        if overrides is None:
            overrides = {}
            setattr(namespace, OVERRIDES, overrides)
        if self.boolean:
            values = not (option_string or "").startswith(("--no-", "--no_"))
        overrides.pop(self.setting, None)  # keep command-line order: the last one given wins
        overrides[self.setting] = values


def _is_boolean(definition: Definition, by_name: dict[str, Definition]) -> bool:
    if definition.type == "alias" and definition.alias_for in by_name:
        return by_name[definition.alias_for].type in _BOOLEAN_TYPES
    return definition.type in _BOOLEAN_TYPES


def add_setting_options(parser: argparse.ArgumentParser, definitions: Iterable[Definition] = DEFINITIONS, *,
                        short_options: bool = True, group_title: str = "Puppet settings") -> None:
    """Add every setting as an option of ``parser`` (skipping option strings it already has)."""
    defs = list(definitions)
    by_name = {d.name: d for d in defs}
    group = parser.add_argument_group(group_title, "Every setting can be given as --name VALUE "
                                                   "(booleans: --name / --no-name).")
    taken = parser._option_string_actions  # argparse's own registry of option strings
    parser.set_defaults(**{OVERRIDES: None})
    for definition in defs:
        name = definition.name
        boolean = _is_boolean(definition, by_name)
        spellings = {name, name.replace("_", "-")}
        strings = [f"--{s}" for s in sorted(spellings)]
        if boolean:
            strings += [f"--no-{s}" for s in sorted(spellings)] + [f"--no_{name}"]
        if short_options and definition.short and f"-{definition.short}" not in taken:
            strings.append(f"-{definition.short}")
        strings = [s for s in dict.fromkeys(strings) if s not in taken]
        if not strings:
            continue
        group.add_argument(*strings, action=_SettingAction, setting=name, boolean=boolean,
                           dest=argparse.SUPPRESS, default=argparse.SUPPRESS,
                           metavar=None if boolean else name.upper(), help=definition.desc or None)
    if "--run_mode" not in taken and "--run-mode" not in taken:
        group.add_argument("--run_mode", "--run-mode", dest=RUN_MODE, default=None,
                           choices=("user", "agent", "server", "master"),
                           help="The effective run mode of the application: server, agent, or user.")


def setting_overrides(namespace: argparse.Namespace) -> dict[str, Any]:
    """The settings given on the command line, in order (name -> raw value or True/False)."""
    return dict(getattr(namespace, OVERRIDES, None) or {})


def initialize_settings(namespace: argparse.Namespace | None = None, run_mode: str = "user", *,
                        application_name: str | None = None, app_defaults: dict[str, Any] | None = None,
                        overrides: dict[str, Any] | None = None, platform: Platform | None = None,
                        settings: Settings | None = None, require_config: bool = False,
                        on_config_error: Callable[[ParseError], None] | None = None) -> Settings:
    """Initialize settings for an application in ``run_mode`` from parsed options + puppet.conf.

    ``run_mode`` is the preferred run mode (``--run_mode`` on the command line overrides it).
    Phase 1: command-line settings (``namespace`` as filled by ``add_setting_options`` and/or
    ``overrides``); phase 2: puppet.conf; phase 3: application defaults, then the deferred
    ``on_initialize_and_write`` hooks. Errors are ``SettingsError`` naming the setting and file/line.
    With ``on_config_error``, a puppet.conf that cannot be parsed is reported to it and ignored
    (Puppet's behaviour: it logs the error and runs without the file) instead of raising.
    """
    settings = settings or Settings(platform=platform)
    chosen_mode = (getattr(namespace, RUN_MODE, None) if namespace is not None else None) or run_mode
    settings.preferred_run_mode = chosen_mode
    given = setting_overrides(namespace) if namespace is not None else {}
    given.update(overrides or {})
    for name, value in given.items():
        settings.handle_cli(name, value)
    try:
        settings.load_config_file(required=require_config)
    except ParseError as exc:
        if on_config_error is None:
            raise
        on_config_error(exc)
    defaults = {"name": application_name or chosen_mode, "run_mode": chosen_mode}
    defaults.update(app_defaults or {})
    settings.initialize_app_defaults(defaults)
    return settings
