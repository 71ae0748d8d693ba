"""The settings collection: definitions, value sources, precedence, run modes and hooks.

``Settings`` is Puppet's ``Puppet.settings``: ``settings["vardir"]`` is the final value of a
setting in the preferred run mode; ``settings["noop"] = True`` writes to memory (highest
precedence). Sources, highest first: memory > command line > the current environment's
environment.conf > the run mode's section of puppet.conf > ``[main]`` > application defaults >
the setting's default.
"""
from __future__ import annotations

import os
import sys
from typing import Any, Callable, Iterable, Iterator

from bunraku.settings.conffile import ALLOWED_SECTIONS, ConfigFile, read_config
from bunraku.settings.definitions import DEFINITIONS, Definition
from bunraku.settings.defaults import Platform
from bunraku.settings.environment_conf import ENVIRONMENT_CONF_ONLY, load_environment_conf
from bunraku.settings.errors import Origin, SettingsError, UnknownSettingError
from bunraku.settings.hooks import BUILTIN_HOOKS
from bunraku.settings.types import SETTING_TYPES, AliasSetting, BaseSetting, FileSetting
from bunraku.settings.values import ChainedValues, EnvironmentSource, SectionSource, Source, ValueSet

#: Run modes and the puppet.conf sections each searches (besides [main]).
RUN_MODES = ("user", "agent", "server")
RUN_MODE_SECTIONS = {"user": ("user",), "agent": ("agent",), "server": ("server", "master"), "master": ("server", "master")}
#: Settings an application must provide defaults for (root directories).
REQUIRED_APP_SETTINGS = ("logdir", "confdir", "vardir", "codedir")
COMMAND_LINE = Origin("command line")


class Settings:
    """All settings, their values from every source, and lookups by run mode and environment."""

    def __init__(self, definitions: Iterable[Definition] = DEFINITIONS, *, platform: Platform | None = None,
                 warn: Callable[[str], None] | None = None) -> None:
        self.platform = platform or Platform()
        self._settings: dict[str, BaseSetting] = {}
        self._short_names: dict[str, BaseSetting] = {}
        self.memory = ValueSet("memory", Origin("memory"))
        self.cli = ValueSet("cli", COMMAND_LINE)
        self.application_defaults = ValueSet("application_defaults", Origin("application defaults"))
        self.overridden_defaults = ValueSet("overridden_defaults", Origin("overridden defaults"))
        self.config: ConfigFile | None = None
        self.config_path: str | None = None
        self.application_name: str | None = None
        self._preferred_run_mode = "user"
        self._values: dict[tuple[str | None, str], ChainedValues] = {}
        self._deferred_hooks: list[BaseSetting] = []
        self._used_sections: set[str] = set()
        self._warn = warn
        self.warnings: list[str] = []
        self._define_all(definitions)

    # -- definitions -------------------------------------------------------------------------
    def _define_all(self, definitions: Iterable[Definition]) -> None:
        by_section: dict[str, list[Definition]] = {}
        for definition in definitions:
            by_section.setdefault(definition.section, []).append(definition)
        for section, defs in by_section.items():
            self.define_settings(section, defs)

    def define_settings(self, section: str, definitions: Iterable[Definition]) -> None:
        """Define settings in ``section``; a name or short name may be defined only once."""
        call_now: list[BaseSetting] = []
        for definition in definitions:
            if definition.name in self._settings:
                raise SettingsError(f"Setting {definition.name} is already defined", setting=definition.name)
            setting = self._new_setting(section, definition)
            if setting.short:
                if setting.short in self._short_names:
                    other = self._short_names[setting.short].name
                    raise SettingsError(f"Setting {other} is already using short name '{setting.short}'",
                                        setting=definition.name)
                self._short_names[setting.short] = setting
            self._settings[definition.name] = setting
            if setting.has_hook:
                if setting.call_hook == "on_define_and_write":
                    call_now.append(setting)
                elif setting.call_hook == "on_initialize_and_write" and setting not in self._deferred_hooks:
                    self._deferred_hooks.append(setting)
        for setting in self._settings.values():
            if isinstance(setting, AliasSetting) and setting.target is None:
                setting.target = self._settings.get(setting.alias_for)
        for setting in call_now:
            setting.handle(self, self.value(setting.name))

    def _new_setting(self, section: str, definition: Definition) -> BaseSetting:
        cls = SETTING_TYPES.get(definition.type)
        if cls is None:
            raise SettingsError(f"Invalid setting type '{definition.type}'", setting=definition.name)
        hook = definition.hook or (BUILTIN_HOOKS.get(definition.name) if definition.call_hook else None)
        extra: dict[str, Any] = {}
        if issubclass(cls, FileSetting):
            extra.update(owner=definition.owner, group=definition.group, mode=definition.mode)
        if definition.values:
            extra["values"] = definition.values
        if definition.alias_for:
            extra["alias_for"] = definition.alias_for
        return cls(definition.name, section, definition.default, definition.desc, call_hook=definition.call_hook,
                   hook=hook, short=definition.short, deprecated=definition.deprecated, **extra)

    def setting(self, name: str) -> BaseSetting | None:
        return self._settings.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._settings

    def __iter__(self) -> Iterator[BaseSetting]:
        return iter(self._settings.values())

    def names(self) -> list[str]:
        return list(self._settings)

    def short_names(self) -> dict[str, BaseSetting]:
        return dict(self._short_names)

    def canonical_name(self, name: str) -> str:
        """``log-level`` -> ``log_level``; raises UnknownSettingError for a name that is not a setting."""
        canonical = name.replace("-", "_")
        if canonical not in self._settings:
            raise UnknownSettingError(f"Unknown setting '{name}'", setting=name)
        return canonical

    # -- run mode ----------------------------------------------------------------------------
    @property
    def preferred_run_mode(self) -> str:
        return self._preferred_run_mode

    @preferred_run_mode.setter
    def preferred_run_mode(self, mode: str) -> None:
        mode = str(mode).lower()
        if mode not in ("server", "master", "agent", "user"):
            raise SettingsError(f"Invalid run mode '{mode}'")
        self._preferred_run_mode = mode
        self.flush_cache()

    # -- lookups -----------------------------------------------------------------------------
    def flush_cache(self) -> None:
        self._values.clear()

    def searchpath(self, environment: str | None, section: str) -> list[Source]:
        """The sources searched for ``section`` (a run mode or puppet.conf section), highest first."""
        sources: list[Source] = [self.memory, self.cli]
        if environment:
            sources.append(EnvironmentSource(environment, lambda: self._environment_conf(environment, section)))
        for name in RUN_MODE_SECTIONS.get(section, (section,)) + ("main",):
            conf_section = self.config.sections.get(name) if self.config else None
            if conf_section is not None:
                sources.append(SectionSource(conf_section))
        sources.extend((self.application_defaults, self.overridden_defaults))
        return sources

    def values(self, environment: str | None, section: str) -> ChainedValues:
        """The lookup object for a section/run mode and (optionally) an environment."""
        key = (environment, section)
        chained = self._values.get(key)
        if chained is None:
            chained = self._values[key] = ChainedValues(self, section, environment, self.searchpath(environment, section))
        return chained

    def value(self, name: str, environment: str | None = None) -> Any:
        """The final value of setting ``name`` in the preferred run mode; None for an unknown name."""
        if name not in self._settings:
            return None
        return self.values(environment, self._preferred_run_mode).interpolate(name)

    def __getitem__(self, name: str) -> Any:
        return self.value(name)

    def __setitem__(self, name: str, value: Any) -> None:
        self.set_value(name, value)

    def set_value(self, name: str, value: Any, origin: Origin | None = None) -> None:
        """Set ``name`` in memory (the highest precedence), calling its hook; ``origin`` names
        where the value came from for error messages."""
        self._set(self.memory, name, value, origin)

    def _set(self, value_set: ValueSet, name: str, value: Any, origin: Origin | None) -> None:
        setting = self._settings.get(name)
        if setting is None:
            raise UnknownSettingError(f"Attempt to assign a value to unknown setting '{name}'", setting=name)
        previous = value_set.values.get(name)
        value_set.set(name, value, origin)
        self.flush_cache()
        try:
            setting.handle(self, value)
        except SettingsError as exc:
            if previous is None:
                value_set.delete(name)
            else:
                value_set.values[name] = previous
            self.flush_cache()
            raise exc.located(origin) from None

    def handle_cli(self, name: str, value: Any) -> None:
        """A setting given on the command line (``--name value``, ``--name``, ``--no-name``)."""
        canonical = self.canonical_name(name)
        if value is True:
            value = "true"
        elif value is False:
            value = "false"
        self._set(self.cli, canonical, value, COMMAND_LINE)

    def set_by_cli(self, name: str) -> Any:
        found = self.cli.find(name)
        return found.value if found else None

    def set_in_section(self, name: str, section: str) -> Any:
        conf_section = self.config.sections.get(section) if self.config else None
        found = conf_section.lookup(name) if conf_section else None
        return found.value if found else None

    def set_by_config(self, name: str, environment: str | None = None, run_mode: str | None = None) -> bool:
        """Whether ``name`` was set by the user (memory, command line, environment.conf or puppet.conf)."""
        sources = self.searchpath(environment, run_mode or self._preferred_run_mode)
        return any(source.find(name) is not None for source in sources
                   if source not in (self.application_defaults, self.overridden_defaults))

    def override_default(self, name: str, value: Any) -> None:
        self.overridden_defaults.set(name, value)
        self.flush_cache()

    def origin(self, name: str, environment: str | None = None, section: str | None = None) -> Origin | None:
        """Where the value of ``name`` comes from (None for a default)."""
        return self.values(environment, section or self._preferred_run_mode).lookup(name).origin

    # -- puppet.conf -------------------------------------------------------------------------
    def which_configuration_file(self) -> str:
        """``--config``, else ``$confdir/puppet.conf`` (confdir by privilege unless given)."""
        return str(self.value("config"))

    def load_config_file(self, path: str | None = None, *, required: bool = False) -> ConfigFile | None:
        """Read puppet.conf (``path`` or the configured one); a missing file is fine unless ``required``."""
        path = path or self.which_configuration_file()
        if not os.path.exists(path):
            if required:
                raise SettingsError(f"Could not load {path}: file does not exist")
            self.config_path = path
            return None
        config = read_config(path, ALLOWED_SECTIONS)
        self.use_config(config)
        return config

    def parse_config_text(self, text: str, path: str = "text") -> ConfigFile:
        from bunraku.settings.conffile import parse_config
        config = parse_config(text, path, ALLOWED_SECTIONS)
        self.use_config(config)
        return config

    def use_config(self, config: ConfigFile) -> None:
        """Make ``config`` the puppet.conf in effect: screen it, apply metadata, call hooks."""
        for section in config.sections.values():
            forbidden = [n for n in section.settings if n in ENVIRONMENT_CONF_ONLY]
            if forbidden:
                origin = section.settings[forbidden[0]].origin
                raise SettingsError(f"Cannot set {', '.join(forbidden)} settings in puppet.conf",
                                    setting=forbidden[0], origin=origin)
        self.config = config
        self.config_path = config.path
        self.flush_cache()
        self._call_config_hooks()
        self._apply_metadata()

    def _call_config_hooks(self) -> None:
        environment = self.value("environment") if "environment" in self._settings else None
        sources = self.searchpath(environment, self._preferred_run_mode)
        for setting in self._settings.values():
            if not setting.has_hook:
                continue
            for source in sources:
                if source.find(setting.name) is None:
                    continue
                if setting.call_hook == "on_initialize_and_write":
                    if setting not in self._deferred_hooks:
                        self._deferred_hooks.append(setting)
                else:
                    setting.handle(self, self.values(environment, self._preferred_run_mode).interpolate(setting.name))
                break

    def _apply_metadata(self) -> None:
        if self.config is None:
            return
        names = ("main",) + RUN_MODE_SECTIONS.get(self._preferred_run_mode, ())[::-1]
        for name in names:  # lowest precedence first, so the run mode's section wins
            section = self.config.sections.get(name)
            if section is None:
                continue
            for conf in section.settings.values():
                setting = self._settings.get(conf.name)
                if conf.meta is not None and isinstance(setting, FileSetting):
                    try:
                        setting.set_meta(conf.meta.owner, conf.meta.group, conf.meta.mode)
                    except SettingsError as exc:
                        raise exc.located(conf.origin) from None
                elif conf.meta is not None and setting is not None:
                    self.warn(f"{conf.name} does not support meta data. Ignoring.")

    # -- initialization ----------------------------------------------------------------------
    def initialize_app_defaults(self, app_defaults: dict[str, Any]) -> None:
        """Phase three: the application's defaults (run mode, name, root dirs); then deferred hooks."""
        for key, value in app_defaults.items():
            if key == "run_mode":
                self.preferred_run_mode = value
            elif key == "name":
                self.application_name = value
            elif value is not None:
                self.application_defaults.set(key, value)
        self.flush_cache()
        self._apply_metadata()
        self.call_deferred_hooks()

    def call_deferred_hooks(self) -> None:
        for setting in list(self._deferred_hooks):
            setting.handle(self, self.value(setting.name))

    # -- output ------------------------------------------------------------------------------
    def warn(self, message: str) -> None:
        self.warnings.append(message)
        if self._warn is not None:
            self._warn(message)
        else:
            print(f"Warning: {message}", file=sys.stderr)

    def _environment_conf(self, environment: str, section: str) -> Any:
        section_values = self.values(None, section)
        environmentpath = section_values.interpolate("environmentpath")
        if not environmentpath:
            raise SettingsError("The environmentpath setting cannot be empty or nil.", setting="environmentpath")
        basemodulepath = section_values.interpolate("basemodulepath") or ""
        return load_environment_conf(environment, str(environmentpath), str(basemodulepath),
                                     self.value("modulepath"), self.value, warn=self.warn)

    def stringify(self, section: str = "main", names: Iterable[str] | None = None,
                  environment: str | None = None) -> dict[str, str]:
        """What ``config print`` shows: name -> printed value, looked up in ``section`` and the
        environment (``environment`` setting unless given), sorted by name."""
        env = environment or str(self.value("environment"))
        chained = self.values(env, section)
        wanted = sorted(self._settings) if names is None else sorted(names)
        return {name: chained.print(name) for name in wanted if name in self._settings}

    def values_for_manifests(self, environment: str | None = None) -> dict[str, Any]:
        """Every setting's final value, for the compiler's ``$settings::<name>`` variables."""
        env = environment or str(self.value("environment"))
        chained = self.values(env, self._preferred_run_mode)
        result: dict[str, Any] = {}
        for name in self._settings:
            try:
                result[name] = chained.interpolate(name)
            except SettingsError:
                result[name] = None
        return result

    # -- files and directories ---------------------------------------------------------------
    def use(self, *sections: str) -> list[str]:
        """Create the file/directory settings of ``sections`` (see ``bunraku.settings.catalog``)."""
        from bunraku.settings.catalog import apply_settings_catalog
        if not self.value("settings_catalog"):
            return []
        wanted = {s for s in sections if s not in self._used_sections}
        if wanted & {"master", "server"}:
            wanted |= {"master", "server"}
        if not wanted:
            return []
        changes = apply_settings_catalog(self, sorted(wanted))
        self._used_sections |= wanted
        return changes

    def file_settings(self) -> list[FileSetting]:
        return [s for s in self._settings.values() if isinstance(s, FileSetting)]
