"""The ``ssh`` fact: host public keys from /etc/ssh with SSHFP fingerprints, and legacy aliases."""
from __future__ import annotations

from bunraku.facts.sysfs import read_text

#: (file stem, fact key, legacy name, SSHFP algorithm number)
_KEYS = (("rsa", "rsa", "rsa", 1), ("dsa", "dsa", "dsa", 2),
         ("ecdsa", "ecdsa", "ecdsa", 3), ("ed25519", "ed25519", "ed25519", 4))
SSH_DIRS = ("/etc/ssh", "/usr/local/etc/ssh", "/etc", "/usr/local/etc", "/etc/opt/ssh")


def key_entry(line: str, algorithm: int) -> dict[str, object] | None:
    """The fact entry for one ``.pub`` line; None when it is not a valid key line."""
    import base64
    import binascii
    import hashlib  # imported only when a host key exists: it costs more than reading the keys

    fields = line.split()
    if len(fields) < 2:
        return None
    try:
        blob = base64.b64decode(fields[1], validate=True)
    except (binascii.Error, ValueError):
        return None
    return {
        "fingerprints": {
            "sha1": f"SSHFP {algorithm} 1 {hashlib.sha1(blob).hexdigest()}",
            "sha256": f"SSHFP {algorithm} 2 {hashlib.sha256(blob).hexdigest()}",
        },
        "key": fields[1],
        "type": fields[0],
    }


def resolve(directories: tuple[str, ...] = SSH_DIRS) -> dict[str, object]:
    ssh: dict[str, object] = {}
    facts: dict[str, object] = {}
    for directory in directories:
        for stem, key, legacy, algorithm in _KEYS:
            if key in ssh:
                continue
            text = read_text(f"{directory}/ssh_host_{stem}_key.pub")
            entry = key_entry(text, algorithm) if text else None
            if entry is None:
                continue
            ssh[key] = entry
            facts[f"ssh{legacy}key"] = entry["key"]
            prints = entry["fingerprints"]
            assert isinstance(prints, dict)
            facts[f"sshfp_{legacy}"] = f"{prints['sha1']}\n{prints['sha256']}"
        if ssh:
            break
    if ssh:
        facts["ssh"] = ssh
    return facts
