"""Puppet's settings: definitions, puppet.conf, run modes, precedence, environment.conf.

Typical use by a subcommand::

    parser = argparse.ArgumentParser(...)
    add_setting_options(parser)
    options = parser.parse_args(argv)
    settings = initialize_settings(options, run_mode="agent", application_name="agent")
    settings["vardir"]                    # final value in the agent run mode
    settings.values_for_manifests()       # every setting, for $settings::<name>
"""
from __future__ import annotations

from bunraku.settings.errors import (InterpolationError, Origin, ParseError, SettingsError, UnknownSettingError,
                                     ValidationError)
from bunraku.settings.options import add_setting_options, initialize_settings, setting_overrides
from bunraku.settings.settings import RUN_MODES, Settings

__all__ = [
    "InterpolationError", "Origin", "ParseError", "RUN_MODES", "Settings", "SettingsError", "UnknownSettingError",
    "ValidationError", "add_setting_options", "initialize_settings", "setting_overrides",
]
