"""The settings catalog: make the file and directory settings of some sections exist on disk.

``Settings.use("main", "agent")`` collects every file/directory setting defined in those sections,
as Puppet's settings catalog does, and applies it: directories are created (with their parents),
existing files get their mode; owner/group are set only when running privileged (``service``
meaning the ``user``/``group`` settings when that account exists). Modes, owners and groups are
managed only if ``manage_internal_file_permissions`` is true; nothing is done when
``settings_catalog`` is false.
"""
from __future__ import annotations

import grp
import os
import pwd
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bunraku.settings.errors import SettingsError

if TYPE_CHECKING:
    from bunraku.settings.settings import Settings


@dataclass(frozen=True, slots=True)
class FileResource:
    """One entry of the settings catalog."""

    setting: str
    path: str
    ensure: str  # "directory" or "file"
    mode: int | None
    owner: str | None
    group: str | None


def _account_exists(name: str, lookup: object) -> bool:
    try:
        lookup(name)  # type: ignore[operator]
    except KeyError:
        return False
    return True


def _resolve_account(settings: "Settings", kind: str, value: str | None) -> str | None:
    if value == "root":
        return "root"
    if value != "service":
        return None
    name = settings.value("user" if kind == "owner" else "group")
    lookup = pwd.getpwnam if kind == "owner" else grp.getgrnam
    if name and (settings.value("mkusers") or _account_exists(str(name), lookup)):
        return str(name)
    return "root" if kind == "owner" else None


def settings_catalog(settings: "Settings", sections: list[str]) -> list[FileResource]:
    """The file resources for ``sections``, in definition order, one per path."""
    manage = bool(settings.value("manage_internal_file_permissions"))
    privileged = settings.platform.privileged
    resources: list[FileResource] = []
    seen: set[str] = set()
    for setting in settings.file_settings():
        if setting.section not in sections:
            continue
        path = settings.value(setting.name)
        if not isinstance(path, str) or not path:
            continue
        path = os.path.abspath(path)
        ensure = setting.file_type(path)
        if ensure != "directory" and not os.path.exists(path):
            continue
        if path.startswith("/dev") or path in seen:
            continue
        seen.add(path)
        mode = int(str(setting.mode), 8) if manage and setting.mode else None
        owner = _resolve_account(settings, "owner", setting.owner) if manage and privileged else None
        group = _resolve_account(settings, "group", setting.group) if manage and privileged else None
        resources.append(FileResource(setting.name, path, ensure, mode, owner, group))
    resources.extend(_production_environment(settings, privileged))
    return resources


def _production_environment(settings: "Settings", privileged: bool) -> list[FileResource]:
    if settings.value("environment") != "production":
        return []
    paths = str(settings.value("environmentpath") or "").split(os.pathsep)
    if any(os.path.isdir(os.path.join(p, "production")) or os.path.islink(os.path.join(p, "production"))
           for p in paths if p):
        return []
    first = paths[0] if paths else ""
    if not first or not os.path.exists(first):
        return []
    owner = _resolve_account(settings, "owner", "service") if privileged else None
    group = _resolve_account(settings, "group", "service") if privileged else None
    return [FileResource("environmentpath", os.path.join(first, "production"), "directory", 0o750, owner, group)]


def apply_settings_catalog(settings: "Settings", sections: list[str]) -> list[str]:
    """Create/fix what the catalog describes; return one line per change made."""
    if not settings.value("settings_catalog"):
        return []
    changes: list[str] = []
    for resource in settings_catalog(settings, sections):
        try:
            changes.extend(_apply(resource))
        except OSError as exc:
            raise SettingsError(f"Could not create '{resource.path}' for setting {resource.setting}: "
                                f"{exc.strerror}", setting=resource.setting) from exc
    return changes


def _apply(resource: FileResource) -> list[str]:
    changes = []
    if resource.ensure == "directory" and not os.path.isdir(resource.path):
        os.makedirs(resource.path, exist_ok=True)
        changes.append(f"{resource.path}: created directory")
    stat = os.stat(resource.path)
    if resource.mode is not None and (stat.st_mode & 0o7777) != resource.mode:
        os.chmod(resource.path, resource.mode)
        changes.append(f"{resource.path}: mode changed to {resource.mode:04o}")
    uid = pwd.getpwnam(resource.owner).pw_uid if resource.owner else -1
    gid = grp.getgrnam(resource.group).gr_gid if resource.group else -1
    if (uid != -1 and uid != stat.st_uid) or (gid != -1 and gid != stat.st_gid):
        os.chown(resource.path, uid, gid)
        changes.append(f"{resource.path}: owner/group changed to {resource.owner or ''}:{resource.group or ''}")
    return changes
