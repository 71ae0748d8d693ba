#!/usr/bin/env python3
"""Record the golden outputs of ``puppet config print`` from real Puppet 7 (development tool).

Usage: python3 tests/settings/record_goldens.py [CASE...]   (needs real Puppet 7: apt-get install puppet)

For each case in ``settings_golden_cases.py`` it builds a fresh temporary root, runs the real
``puppet config print`` with every root directory pointing into it (nothing under /etc or /var is
read or written), and stores ``golden/<case>.txt``: the exit status and stdout, with the root
replaced by ``<ROOT>``. Edit cases (``config set``/``delete``) store each command's exit status and
stdout, then the resulting puppet.conf. The tests replay the cases against ``bunraku config``.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from settings_golden_cases import Case, EditCase, base_args, cases, edit_args, edit_cases, normalize  # noqa: E402


def prepare(case: Case, root: str) -> list[str]:
    for relative, text in case.files.items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    for relative in case.dirs:
        os.makedirs(os.path.join(root, relative), exist_ok=True)
    return list(case.args) + base_args(root, ssldir=case.ssldir_arg, basemodulepath=case.basemodulepath_arg)


def record(case: Case) -> str:
    with tempfile.TemporaryDirectory(prefix="bunraku-settings-") as root:
        root = os.path.realpath(root)
        args = prepare(case, root)
        env = dict(os.environ, HOME=os.path.join(root, "home"), LANG="C.UTF-8")
        done = subprocess.run(["puppet", "config", *args], capture_output=True, text=True,
                              env=env, cwd=root, check=False)
        stdout = normalize(done.stdout, root)
        stderr = normalize(done.stderr, root)
    return f"# exit: {done.returncode}\n{stdout}" + "".join(f"# stderr: {line}\n" for line in stderr.splitlines())


def record_edit(case: EditCase) -> str:
    with tempfile.TemporaryDirectory(prefix="bunraku-settings-") as root:
        root = os.path.realpath(root)
        conf = os.path.join(root, "conf", "puppet.conf")
        os.makedirs(os.path.dirname(conf))
        if case.initial is not None:
            with open(conf, "w", encoding="utf-8") as handle:
                handle.write(case.initial)
        env = dict(os.environ, HOME=os.path.join(root, "home"), LANG="C.UTF-8")
        out = []
        for command in case.commands:
            done = subprocess.run(["puppet", "config", *command, *edit_args(root)], capture_output=True, text=True,
                                  env=env, cwd=root, check=False)
            out.append(f"# exit: {done.returncode}\n{normalize(done.stdout, root)}")
        with open(conf, encoding="utf-8") as handle:
            out.append("# puppet.conf:\n" + normalize(handle.read(), root))
    return "".join(out)


def main(names: list[str]) -> int:
    os.makedirs(os.path.join(HERE, "golden"), exist_ok=True)
    for case in cases():
        if names and case.name not in names:
            continue
        text = record(case)
        with open(os.path.join(HERE, "golden", f"{case.name}.txt"), "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"recorded {case.name}")
    for edit in edit_cases():
        if names and edit.name not in names:
            continue
        with open(os.path.join(HERE, "golden", f"{edit.name}.txt"), "w", encoding="utf-8") as handle:
            handle.write(record_edit(edit))
        print(f"recorded {edit.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
