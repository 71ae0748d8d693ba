"""SSH keys: ``ssh_authorized_key`` and ``sshkey`` (module puppetlabs-sshkeys_core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


SSH_AUTHORIZED_KEY = define_type(
    "ssh_authorized_key",
    "Manages one public key in a user's authorized_keys file.",
    (
        param("name", "Unique name of the key, written as its comment.", namevar=True),
        param("provider", "Backend editing authorized_keys."),
        prop("ensure", "Whether the key is present.", values=("present", "absent")),
        prop("type", "Key algorithm.",
            values=(
                "ssh-dss", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
                "ssh-ed25519", "sk-ecdsa-sha2-nistp256@openssh.com", "sk-ssh-ed25519@openssh.com",
                "ssh-rsa-cert-v01@openssh.com", "ssh-ed25519-cert-v01@openssh.com",
                "ssh-dss-cert-v01@openssh.com", "ecdsa-sha2-nistp256-cert-v01@openssh.com",
                "ecdsa-sha2-nistp384-cert-v01@openssh.com", "ecdsa-sha2-nistp521-cert-v01@openssh.com",
            ),
            value_aliases={
                "dsa": "ssh-dss", "rsa": "ssh-rsa", "ed25519": "ssh-ed25519",
                "ecdsa-sk": "sk-ecdsa-sha2-nistp256@openssh.com",
                "ed25519-sk": "sk-ssh-ed25519@openssh.com",
            }),
        prop("key", "Base64 public key material, without type or comment."),
        prop("user", "User whose authorized_keys holds the key."),
        prop("target", "authorized_keys file to edit; derived from user when absent.", default="absent"),
        prop("options", "Key options such as from= or command=.", array_matching="all"),
        param("drop_privileges", "Write the file as the target user rather than root.",
            default=True, boolean=True),
    ),
    METAPARAMETERS,
    module="puppetlabs-sshkeys_core",
)

SSHKEY = define_type(
    "sshkey",
    "Manages a host key entry in the system-wide known_hosts file.",
    (
        param("type", "Key algorithm; with name, the key's identity.",
            namevar=True,
            values=(
                "ssh-dss", "ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384",
                "ecdsa-sha2-nistp521", "sk-ecdsa-sha2-nistp256@openssh.com", "sk-ssh-ed25519@openssh.com",
            ),
            value_aliases={
                "dsa": "ssh-dss", "ed25519": "ssh-ed25519", "rsa": "ssh-rsa",
                "ecdsa-sk": "sk-ecdsa-sha2-nistp256@openssh.com",
                "ed25519-sk": "sk-ssh-ed25519@openssh.com",
            }),
        param("name", "Host name the key belongs to.", namevar=True),
        param("provider", "Backend editing known_hosts."),
        prop("ensure", "Whether the entry exists.", values=("present", "absent")),
        prop("key", "Base64 public key material."),
        prop("host_aliases", "Other names for the host."),
        prop("target", "known_hosts file to edit."),
    ),
    METAPARAMETERS,
    title_patterns=(
        ("^(.*?)@(.*)$", ("name", "type")),
        ("^([^@]+)$", ("name",)),
    ),
    module="puppetlabs-sshkeys_core",
)

TYPES = (SSH_AUTHORIZED_KEY, SSHKEY)
