"""``bunraku config``: print, set and delete Puppet settings (like ``puppet config``).

    bunraku config print [all | NAME...] [--section S] [--environment E] [--SETTING VALUE ...]
    bunraku config set NAME VALUE [--section S]
    bunraku config delete NAME [--section S]

Every setting is also accepted as an option (``--confdir DIR``, ``--noop``/``--no-noop``).
"""
from __future__ import annotations

import argparse
import os
import sys

from bunraku.settings import Origin, Settings, SettingsError, add_setting_options, initialize_settings
from bunraku.settings.conffile import IniDocument

SUMMARY = "Interact with Puppet's settings (print, set, delete)."
DEFAULT_SECTION = "main"
ENVIRONMENT_IN_MAIN_WARNING = (
    "The environment should be set in either the `[user]`, `[agent]`, or `[server]`\n"
    "section. Variables set in the `[agent]` section are used when running\n"
    "`puppet agent`. Variables set in the `[user]` section are used when running\n"
    "various other puppet subcommands, like `puppet apply` and `puppet module`; these\n"
    "require the defined environment directory to exist locally. Set the config\n"
    "section by using the `--section` flag. For example,\n"
    "`puppet config --section user set environment foo`. For more information, see\n"
    "https://puppet.com/docs/puppet/latest/configuration.html#environment")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bunraku config", allow_abbrev=False,
        usage="bunraku config {print [all | NAME...] | set NAME VALUE | delete NAME} [--section S] "
              "[--environment E] [--SETTING VALUE | --[no-]BOOLEAN ...]",
        description="Inspect and modify settings from Puppet's puppet.conf configuration file.")
    parser.add_argument("action", choices=("print", "set", "delete"), help="what to do")
    parser.add_argument("arguments", nargs="*", help="print: all | NAME...; set: NAME VALUE; delete: NAME")
    parser.add_argument("--section", default=None, metavar="SECTION_NAME",
                        help="The section of the configuration file to interact with (default: main).")
    parser.add_argument("--verbose", "-v", action="store_true", help="Report the section and environment used.")
    add_setting_options(parser)
    return parser


def _error(message: str) -> None:
    print(f"Error: {message}", file=sys.stderr)


def _warn(message: str) -> None:
    print(f"Warning: {message}", file=sys.stderr)


def run(argv: list[str]) -> int:
    parser = _parser()
    try:
        options = parser.parse_intermixed_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        settings = initialize_settings(options, "user", application_name="config", on_config_error=_config_error)
        section = options.section or DEFAULT_SECTION
        if options.action == "print":
            return _print(settings, options.arguments, section, options.verbose)
        if options.action == "set":
            return _set(settings, options.arguments, section)
        return _delete(settings, options.arguments, section)
    except SettingsError as exc:
        _error(str(exc))
        return 1


def _config_error(exc: SettingsError) -> None:
    """Like Puppet: report the unparsable puppet.conf and carry on without it."""
    message = str(exc)
    if exc.origin is not None and not message.startswith(("Could not load", "Could not read")):
        message = f"Could not parse {exc.origin.source}: {message}"
    _error(message)


def _print(settings: Settings, names: list[str], section: str, verbose: bool) -> int:
    if verbose:
        print(f"Resolving settings from section '{section}' in environment '{settings.value('environment')}'",
              file=sys.stderr)
    wanted = None if not names or names == ["all"] else [n.replace("-", "_") if n.replace("-", "_") in settings else n
                                                         for n in names]
    rendered = settings.stringify(section, None if wanted is None else [n for n in wanted if n in settings])
    if wanted is not None:
        for name in wanted:
            rendered.setdefault(name, "")
    if len(rendered) > 1:
        out = "".join(f"{name} = {rendered[name]}\n" for name in sorted(rendered))
    else:
        out = "".join(f"{value}\n" for value in rendered.values())
    sys.stdout.write(out)
    return 0


def _config_path(settings: Settings) -> str:
    return str(settings.which_configuration_file())


def _set(settings: Settings, arguments: list[str], section: str) -> int:
    if len(arguments) != 2:
        _error("config set takes exactly two arguments: NAME VALUE")
        return 1
    name, value = arguments
    if name == "environment" and section == DEFAULT_SECTION:
        _warn(ENVIRONMENT_IN_MAIN_WARNING)
    if name in settings:
        settings.set_value(name, value, Origin("config set"))  # calls the setting's hooks
        settings.value(name)  # interpolates and munges: a bad value is an error naming the setting
    path = _config_path(settings)
    document = _read_document(path)
    if section == "master":
        removed = document.delete("master", name)
        if removed is not None:
            print(f"Deleted setting from '{section}': '{removed.strip()}', and adding it to 'server' section")
        document.set("server", name, value)
    else:
        document.set(section, name, value)
    _write_document(path, document)
    return 0


def _delete(settings: Settings, arguments: list[str], section: str) -> int:
    if len(arguments) != 1:
        _error("config delete takes exactly one argument: NAME")
        return 1
    name = arguments[0]
    path = _config_path(settings)
    if not os.path.exists(path):
        _warn(f"The puppet.conf file does not exist {path}")
        return 0
    document = _read_document(path)
    if section in ("master", "server"):
        for candidate in ("master", "server"):
            removed = document.delete(candidate, name)
            if removed is not None:
                print(f"Deleted setting from '{candidate}': '{removed.strip().split('=')[0]}'")
    else:
        removed = document.delete(section, name)
        if removed is not None:
            print(f"Deleted setting from '{section}': '{removed.strip()}'")
        else:
            _warn(f"No setting found in configuration file for section '{section}' setting name '{name}'")
    _write_document(path, document)
    return 0


def _read_document(path: str) -> IniDocument:
    try:
        with open(path, encoding="utf-8") as handle:
            return IniDocument.parse(handle.read())
    except FileNotFoundError:
        return IniDocument.parse("")
    except (OSError, UnicodeDecodeError) as exc:
        raise SettingsError(f"Could not read {path}: {exc}") from exc


def _write_document(path: str, document: IniDocument) -> None:
    try:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(document.render())
    except OSError as exc:
        raise SettingsError(f"Could not write {path}: {exc.strerror}") from exc
