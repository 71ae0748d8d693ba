"""Files and their housekeeping: ``file``, ``tidy`` and ``filebucket`` (Puppet core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


FILE = define_type(
    "file",
    "Manages a file, directory or symbolic link: content, ownership, mode and copies from a source.",
    (
        param("path", "Fully qualified path; defaults to the title without trailing slashes.", namevar=True),
        param("provider", "Backend used to manage the file (posix or windows)."),
        prop("ensure", "absent, file, directory, link, or any other value as the target of a link.",
            values=("absent", "file", "present", "directory", "link"), value_patterns=(".",),
            value_aliases={"false": "absent"}),
        prop("content", "Exact content the file should have."),
        prop("checksum_value", "Expected checksum of the content, in the algorithm chosen by checksum."),
        prop("target", "Where a symbolic link points; 'notlink' leaves it alone.",
            values=("notlink",), value_patterns=(".",)),
        prop("owner", "User (name or uid) that should own the file."),
        prop("group", "Group (name or gid) that should own the file."),
        prop("mode", "Permission bits, in octal or symbolic form."),
        prop("type", "Read-only: the kind of file found on disk."),
        prop("seluser", "SELinux user part of the file's security context."),
        prop("selrole", "SELinux role part of the file's security context."),
        prop("seltype", "SELinux type part of the file's security context."),
        prop("selrange", "SELinux level/range part of the file's security context."),
        prop("ctime", "Read-only: inode change time, for auditing."),
        prop("mtime", "Read-only: content modification time, for auditing."),
        param(
            "backup",
            "Where to keep a copy of replaced content: a filebucket name, a file suffix, or false."),
        param(
            "recurse",
            "Whether to manage a directory's contents too; 'remote' recurses only through the source.",
            values=("true", "false", "remote")),
        param("recurselimit", "How many directory levels deep recursion goes.", value_patterns=("^[0-9]+$",)),
        param("max_files", "Warn (or fail) when recursion would manage more than this many files.",
            value_patterns=("^[0-9]+$", "^-1$"), default=0),
        param("replace", "Whether to overwrite an existing file whose content differs.",
            default="true", boolean=True),
        param(
            "force",
            "Allow replacing directories and links with another file type (and removing directories).",
            boolean=True),
        param("ignore", "Glob patterns of names skipped while recursing."),
        param("links", "Whether to follow symbolic links in the source or manage them as links.",
            values=("follow", "manage"), default="manage"),
        param("purge", "With recursion, remove files in the directory that are not managed.",
            default="false", boolean=True),
        param("sourceselect", "With several sources, take the first one that exists or merge them all.",
            values=("first", "all"), default="first"),
        param("show_diff", "Whether to log a diff of content changes.", default="true", boolean=True),
        param("staging_location", "Directory where new content is written before it is moved into place."),
        param("validate_cmd", "Command that must succeed on the new content before it replaces the file."),
        param("validate_replacement", "Placeholder in validate_cmd replaced by the path of the new content.",
            default="%"),
        param("checksum", "Algorithm used to compare content.",
            values=(
                "sha256", "sha256lite", "md5", "md5lite", "sha1", "sha1lite", "sha512", "sha384", "sha224",
                "mtime", "ctime", "none",
            )),
        param("source", "URL(s) or local path(s) to copy the content from; tried in order."),
        param("source_permissions", "Whether ownership and mode are copied from the source.",
            values=("use", "use_when_creating", "ignore"), default="ignore"),
        param("selinux_ignore_defaults", "Skip the SELinux default context lookup for the path.",
            values=("true", "false"), default="false"),
    ),
    METAPARAMETERS,
    title_patterns=(
        (r"(?s)^(/|.+:/|.*[^/])/*(?=\n?\Z)", ("path",)),
    ),
)

TIDY = define_type(
    "tidy",
    "Removes files under a directory that match age, size or name criteria.",
    (
        param("path", "Directory or file to clean up.", namevar=True),
        param("recurse", "How deep to search for files: true/inf for unlimited, or a number of levels.",
            values=("true", "false", "inf"), value_patterns=("^[0-9]+$",)),
        param("max_files", "Warn (or fail) when more than this many files would be examined.",
            value_patterns=("^[0-9]+$",), default=0),
        param("matches", "Glob patterns the basenames of removed files must match."),
        param("backup", "Where removed files are backed up first (a filebucket name or false)."),
        param("age", "Remove files older than this (number plus s/m/h/d/w unit)."),
        param("size", "Remove files at least this large (number plus k/m/g unit)."),
        param("type", "Which timestamp age is measured from.",
            values=("atime", "mtime", "ctime"), default="atime"),
        param("rmdirs", "Whether directories may be removed (when empty) too.", boolean=True),
    ),
    METAPARAMETERS,
    isomorphic=False,
)

FILEBUCKET = define_type(
    "filebucket",
    "Declares a place (local directory or server) where replaced file contents are backed up.",
    (
        param("name", "Name by which file resources refer to this bucket in their backup parameter.",
            namevar=True),
        param("server", "Server holding the bucket; unset means the bucket is local."),
        param("port", "Port of the bucket server."),
        param("path", "Local directory of the bucket (when there is no server)."),
    ),
    METAPARAMETERS,
)

TYPES = (FILE, TIDY, FILEBUCKET)
