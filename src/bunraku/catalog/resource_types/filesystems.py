"""The ``mount`` type (module puppetlabs-mount_core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


MOUNT = define_type(
    "mount",
    "Manages a filesystem's fstab entry and whether it is mounted.",
    (
        param("name", "Mount point.", namevar=True),
        param("provider", "Backend editing fstab and running mount."),
        prop("ensure", "defined (in fstab), unmounted, mounted, or absent.",
            values=("defined", "unmounted", "absent", "mounted"), value_aliases={"present": "defined"}),
        prop("device", "Device or remote filesystem to mount."),
        prop("blockdevice", "Device used by fsck (Solaris)."),
        prop("fstype", "Filesystem type."),
        prop("options", "Mount options."),
        prop("pass", "fsck pass number."),
        prop("atboot", "Whether to mount at boot (Solaris)."),
        prop("dump", "Whether dump backs up the filesystem (0 or 1).", value_patterns=("(0|1)",)),
        prop("target", "fstab file to edit."),
        param("remounts", "Whether the filesystem can be refreshed with a remount.",
            values=("true", "false")),
    ),
    METAPARAMETERS,
    module="puppetlabs-mount_core",
)

TYPES = (MOUNT,)
