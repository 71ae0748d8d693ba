"""puppet.conf: the INI parser that reads it and the line-preserving editor that changes it.

One line model serves both. Reading validates section names and gives each setting its value,
``{ owner=..., group=..., mode=... }`` metadata and line number; an error names the file and line.
Editing (``config set``/``config delete``) changes only the line concerned, so comments, blank
lines and spacing stay as the user wrote them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from bunraku.settings.errors import Origin, ParseError

#: Sections legal in puppet.conf (``master`` is the old name of ``server``).
ALLOWED_SECTIONS = ("main", "server", "master", "agent", "user")
DEFAULT_SECTION = "main"

_SECTION_LINE = re.compile(r"^(\s*)\[(\w+)\](\s*)$")
_SETTING_LINE = re.compile(r"^(\s*)(\w+)(\s*=\s*)(.*?)(\s*)$")
_BLANK_OR_COMMENT = re.compile(r"^\s*#|^\s*$")
_META_BLOCK = re.compile(r"\{\s*([^}]+)\s*\}")
_META_PARAM = re.compile(r"^\s*(\w+)\s*=\s*(\w+)\s*$")


@dataclass(slots=True)
class TextLine:
    text: str
    number: int


@dataclass(slots=True)
class SectionLine:
    prefix: str
    name: str
    suffix: str
    number: int
    implicit: bool = False  # the unnamed section before any header

    @property
    def text(self) -> str:
        return f"{self.prefix}[{self.name}]{self.suffix}"


@dataclass(slots=True)
class SettingLine:
    prefix: str
    name: str
    infix: str
    value: str
    suffix: str
    number: int

    @property
    def text(self) -> str:
        return f"{self.prefix}{self.name}{self.infix}{self.value}{self.suffix}"


Line = TextLine | SectionLine | SettingLine


class IniDocument:
    """puppet.conf as a list of lines; settings before any header belong to ``[main]``."""

    def __init__(self, lines: list[Line]) -> None:
        self.lines = lines

    @classmethod
    def parse(cls, text: str) -> "IniDocument":
        lines: list[Line] = [SectionLine("", DEFAULT_SECTION, "", 0, implicit=True)]
        for number, raw in enumerate(text.splitlines(), start=1):
            match = _SECTION_LINE.match(raw)
            if match:
                lines.append(SectionLine(match.group(1), match.group(2), match.group(3), number))
                continue
            match = _SETTING_LINE.match(raw)
            if match:
                prefix, name, infix, value, suffix = match.groups()
                lines.append(SettingLine(prefix, name, infix, value, suffix, number))
            else:
                lines.append(TextLine(raw, number))
        return cls(lines)

    def section_lines(self) -> list[SectionLine]:
        return [line for line in self.lines if isinstance(line, SectionLine)]

    def lines_in(self, section: str) -> list[Line]:
        current = DEFAULT_SECTION
        found: list[Line] = []
        for line in self.lines:
            if isinstance(line, SectionLine):
                current = line.name
            elif current == section:
                found.append(line)
        return found

    def setting(self, section: str, name: str) -> SettingLine | None:
        for line in self.lines_in(section):
            if isinstance(line, SettingLine) and line.name == name:
                return line
        return None

    # -- editing ---------------------------------------------------------------------------
    def set(self, section: str, name: str, value: str) -> None:
        """Change the value in place, or add ``name = value`` after the section's last setting."""
        existing = self.setting(section, name)
        if existing is not None:
            existing.value = value
            return
        new = SettingLine("", name, " = ", value, "", number=0)
        header = next((line for line in self.section_lines() if line.name == section and
                       (not line.implicit or section == DEFAULT_SECTION)), None)
        if header is None:
            self.lines.append(SectionLine("", section, "", 0))
            self.lines.append(new)
            return
        anchor: Line = header
        for line in self.lines_in(section):
            if isinstance(line, SettingLine):
                anchor = line
        if anchor is header and header.implicit:
            # No settings and no explicit [main] header: add after the implicit section,
            # unless a real [main] header exists further down.
            real = [line for line in self.section_lines() if line.name == section and not line.implicit]
            if real:
                anchor = real[0]
        self.lines.insert(self.lines.index(anchor) + 1, new)

    def delete(self, section: str, name: str) -> str | None:
        """Remove the setting; return its line's text, or None if it was not there."""
        existing = self.setting(section, name)
        if existing is None:
            return None
        self.lines.remove(existing)
        return existing.text

    def render(self) -> str:
        implicit_has_settings = any(isinstance(line, SettingLine) for line in self._implicit_lines())
        explicit_main = any(line.name == DEFAULT_SECTION and not line.implicit for line in self.section_lines())
        out = []
        for line in self.lines:
            if isinstance(line, SectionLine) and line.implicit:
                if implicit_has_settings and not explicit_main:
                    out.append(f"[{DEFAULT_SECTION}]\n")
                continue
            out.append(line.text + "\n")
        return "".join(out)

    def _implicit_lines(self) -> Iterable[Line]:
        for line in self.lines[1:]:
            if isinstance(line, SectionLine):
                return
            yield line


@dataclass(frozen=True, slots=True)
class Metadata:
    """``{ owner=root, group=root, mode=0750 }`` after a file setting's value."""

    owner: str | None = None
    group: str | None = None
    mode: str | None = None


@dataclass(frozen=True, slots=True)
class ConfSetting:
    name: str
    value: Any  # str, or True/False for the literal words true/false
    origin: Origin
    meta: Metadata | None = None


@dataclass
class ConfSection:
    name: str
    settings: dict[str, ConfSetting] = field(default_factory=dict)

    def lookup(self, name: str) -> ConfSetting | None:
        return self.settings.get(name)


@dataclass
class ConfigFile:
    """A parsed puppet.conf (or environment.conf): sections of settings."""

    path: str
    sections: dict[str, ConfSection] = field(default_factory=dict)


def translate_value(raw: str) -> Any:
    """Puppet's value translation: ``true``/``false`` (any case) become booleans, one leading and
    one trailing quote are dropped, trailing whitespace is removed."""
    lowered = raw.lower()
    if lowered == "true":
        return True
    if lowered == "false":
        return False
    value = re.sub(r"^[\"']", "", raw)
    value = re.sub(r"[\"']$", "", value)
    return value.rstrip()


def _extract_metadata(value: str, origin: Origin) -> tuple[str, Metadata | None]:
    match = _META_BLOCK.search(value)
    if match is None:
        return value, None
    params: dict[str, str] = {}
    for part in re.split(r"\s*,\s*", match.group(1)):
        param = _META_PARAM.match(part)
        if param is None:
            raise ParseError(f"Could not parse '{value}'", origin=origin)
        key, val = param.group(1), param.group(2)
        if key not in ("owner", "group", "mode"):
            raise ParseError(f"Invalid file option '{key}'", origin=origin)
        if key == "mode" and not val.isdigit():
            raise ParseError("File modes must be numbers", origin=origin)
        params[key] = val
    stripped = (value[:match.start()] + value[match.end():]).rstrip()
    return stripped, Metadata(params.get("owner"), params.get("group"), params.get("mode"))


def parse_config(text: str, path: str, allowed_sections: tuple[str, ...] | None = ALLOWED_SECTIONS) -> ConfigFile:
    """Parse puppet.conf text; ``allowed_sections=None`` accepts any section (environment.conf)."""
    document = IniDocument.parse(text)
    result = ConfigFile(path)
    for header in document.section_lines():
        if allowed_sections is not None and header.name not in allowed_sections:
            origin = Origin(path, header.number)
            raise ParseError(
                f"Illegal section '{header.name}' in config file at {origin.suffix()}. "
                f"The only valid puppet.conf sections are: [{', '.join(allowed_sections)}]. "
                "Please use the directory environments feature to specify environments. "
                "(See https://puppet.com/docs/puppet/latest/environments_about.html)", origin=origin)
        if header.name in result.sections:
            continue
        section = result.sections[header.name] = ConfSection(header.name)
        for line in document.lines_in(header.name):
            origin = Origin(path, line.number)
            if isinstance(line, SettingLine):
                if line.name in section.settings:
                    continue  # the first occurrence wins, as in Puppet
                value = translate_value(line.value)
                meta = None
                if isinstance(value, str):
                    value, meta = _extract_metadata(value, origin)
                section.settings[line.name] = ConfSetting(line.name, value, origin, meta)
            elif not _BLANK_OR_COMMENT.match(line.text):
                raise ParseError(f"Could not match line {line.text}", origin=origin)
    return result


def read_config(path: str, allowed_sections: tuple[str, ...] | None = ALLOWED_SECTIONS) -> ConfigFile:
    """Read and parse a config file; an unreadable or non-UTF-8 file is a ParseError naming it."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except UnicodeDecodeError as exc:
        raise ParseError(f"Could not load {path}: not valid UTF-8 ({exc.reason})") from exc
    except OSError as exc:
        raise ParseError(f"Could not load {path}: {exc.strerror}") from exc
    return parse_config(text, path, allowed_sections)
