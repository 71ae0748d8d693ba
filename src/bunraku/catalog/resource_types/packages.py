"""The ``package`` type (Puppet core), the one core type with a composite namevar.

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


PACKAGE = define_type(
    "package",
    "Installs, upgrades or removes a software package through a package provider.",
    (
        param("name", "Package name as the packaging system knows it.", namevar=True),
        param("provider", "Packaging backend (apt, yum, gem, pip ...); part of the package's identity.",
            namevar=True),
        param("command", "Packaging tool to use, for targetable providers; part of the identity.",
            namevar=True, default="default", required_features=("targetable",)),
        prop("ensure", "present, absent, purged, disabled, latest, or a specific version.",
            values=("present", "absent", "purged", "disabled", "latest"), value_patterns=(".",),
            value_aliases={"installed": "present"}, default="installed"),
        prop("package_settings", "Provider-specific settings that change what the package contains.",
            required_features=("package_settings",)),
        prop("flavor", "Variant of the package, for systems with flavoured packages.",
            required_features=("supports_flavors",)),
        prop("mark", "Whether the package is held at its current version.",
            values=("hold", "none"), required_features=("holdable",)),
        param("source", "Where the package file comes from, for providers that need one."),
        param("instance", "Which of several installed instances to manage."),
        param("status", "Read-only: the state reported by the packaging system."),
        param("adminfile", "Solaris admin file used while installing."),
        param("responsefile", "Answers file fed to the installer."),
        param("configfiles", "Whether changed configuration files are kept or replaced on install.",
            values=("keep", "replace"), default="keep"),
        param("category", "Read-only: the package's category."),
        param("platform", "Read-only: the package's platform."),
        param("root", "Root directory packages are installed under (some providers)."),
        param("vendor", "Read-only: the package's vendor."),
        param("description", "Read-only: the package's description."),
        param("allowcdrom", "Whether apt may use CD-ROM sources.", values=("true", "false")),
        param("enable_only", "For dnf modules: only enable the stream without installing packages.",
            boolean=True),
        param("install_only", "Install new versions alongside old ones instead of upgrading (kernels).",
            boolean=True, required_features=("install_only",)),
        param("install_options", "Extra options passed to the installer.",
            required_features=("install_options",)),
        param("uninstall_options", "Extra options passed to the uninstaller.",
            required_features=("uninstall_options",)),
        param("allow_virtual", "Whether the name may refer to a virtual package.",
            boolean=True, required_features=("virtual_packages",)),
        param("reinstall_on_refresh", "Reinstall the package when it is refreshed.",
            values=("true", "false"), default="false"),
    ),
    METAPARAMETERS,
    title_patterns=(
        ("(?s)(.*)", ("name",)),
    ),
)

TYPES = (PACKAGE,)
