"""Local accounts: ``user`` and ``group`` (Puppet core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


USER = define_type(
    "user",
    "Manages a local user account.",
    (
        param("name", "Login name.", namevar=True),
        param("provider", "Account backend (useradd, ldap, directoryservice ...)."),
        prop("ensure", "Whether the account exists (or is a Solaris role).",
            values=("present", "absent", "role")),
        prop("home", "Home directory."),
        prop("uid", "Numeric user id."),
        prop("gid", "Primary group, by name or number."),
        prop("comment", "GECOS / full-name field."),
        prop("shell", "Login shell.", required_features=("manages_shell",)),
        prop("password", "Encrypted password hash.", required_features=("manages_passwords",)),
        prop("password_min_age", "Minimum days between password changes.",
            required_features=("manages_password_age",)),
        prop("password_max_age", "Maximum days a password stays valid.",
            required_features=("manages_password_age",)),
        prop("password_warn_days", "Days of warning before the password expires.",
            required_features=("manages_password_age",)),
        prop("groups", "Secondary groups the user belongs to."),
        prop("expiry", "Date (YYYY-MM-DD) the account expires, or absent.",
            values=("absent",), value_patterns=(r"^\d{4}-\d{2}-\d{2}$",),
            required_features=("manages_expiry",)),
        prop("roles", "Solaris roles assigned to the user.", required_features=("manages_roles",)),
        prop("auths", "Solaris authorizations assigned to the user.",
            required_features=("manages_solaris_rbac",)),
        prop("profiles", "Solaris execution profiles assigned to the user.",
            required_features=("manages_solaris_rbac",)),
        prop("keys", "Extra key=value account attributes (Solaris).",
            required_features=("manages_solaris_rbac",)),
        prop("project", "Solaris project of the user.", required_features=("manages_solaris_rbac",)),
        prop("attributes", "Extra key=value account attributes (AIX).",
            required_features=("manages_aix_lam",)),
        prop("salt", "Salt of the password hash (macOS).", required_features=("manages_password_salt",)),
        prop("iterations", "Iterations of the password hash (macOS).",
            required_features=("manages_password_salt",)),
        prop("loginclass", "Login class (BSD).", required_features=("manages_loginclass",)),
        param("membership", "Whether groups lists all secondary groups or just ones that must be included.",
            values=("inclusive", "minimum"), default="minimum"),
        param("system", "Create the account as a system account.", boolean=True),
        param("allowdupe", "Allow a uid already used by another account.", boolean=True),
        param("managehome", "Create the home directory with the account and remove it with it.",
            boolean=True),
        param("role_membership", "Whether roles is the complete list or a minimum.",
            values=("inclusive", "minimum"), default="minimum"),
        param("auth_membership", "Whether auths is the complete list or a minimum.",
            values=("inclusive", "minimum"), default="minimum"),
        param("profile_membership", "Whether profiles is the complete list or a minimum.",
            values=("inclusive", "minimum"), default="minimum"),
        param("key_membership", "Whether keys is the complete set or a minimum.",
            values=("inclusive", "minimum"), default="minimum"),
        param("ia_load_module", "AIX loadable authentication module to use.",
            required_features=("manages_aix_lam",)),
        param("attribute_membership", "Whether attributes is the complete set or a minimum.",
            values=("inclusive", "minimum"), default="minimum"),
        param("forcelocal", "Manage the account in local files even when a directory service knows it.",
            boolean=True, required_features=("manages_local_users_and_groups",)),
        param("purge_ssh_keys", "Remove unmanaged keys from the user's authorized_keys (true or file list).",
            values=("true", "false"), default="false"),
    ),
    METAPARAMETERS,
)

GROUP = define_type(
    "group",
    "Manages a local group.",
    (
        param("name", "Group name.", namevar=True),
        param("provider", "Group backend (groupadd, ldap, directoryservice ...)."),
        prop("ensure", "Whether the group exists.", values=("present", "absent"), default="present"),
        prop("gid", "Numeric group id."),
        prop("members", "Members of the group.",
            array_matching="all", required_features=("manages_members",)),
        prop("attributes", "Extra key=value group attributes (AIX).", required_features=("manages_aix_lam",)),
        param("auth_membership", "Whether members is the complete list or a minimum.", boolean=True),
        param("allowdupe", "Allow a gid already used by another group.", boolean=True),
        param("ia_load_module", "AIX loadable authentication module to use.",
            required_features=("manages_aix_lam",)),
        param("attribute_membership", "Whether attributes is the complete set or a minimum.",
            values=("inclusive", "minimum"), default="minimum"),
        param("system", "Create the group as a system group.", boolean=True),
        param("forcelocal", "Manage the group in local files even when a directory service knows it.",
            boolean=True, required_features=("manages_local_users_and_groups",)),
    ),
    METAPARAMETERS,
)

TYPES = (USER, GROUP)
