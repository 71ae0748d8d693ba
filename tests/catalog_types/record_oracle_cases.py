"""Record how real Puppet identifies and checks built-in resources, into oracle_cases.json.

Run from the repository root with the oracle installed (see /work/shared/oracle/README.md):

    .venv/bin/python tests/catalog_types/record_oracle_cases.py

Each case lists resources as data (type, title, parameters); the script renders them as a
manifest, runs ``puppet-catalog`` (or ``puppet-notices`` for agent-side checks) and stores the
exit status, the ``Error:`` lines (manifest path replaced by ``site.pp``) and the compiled
resources.  test_resource_type_oracle_cases.py replays the cases against bunraku's helpers without Ruby.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ORACLE = Path("/work/shared/oracle")
MODULES = "/usr/share/puppet/modules"  # host/cron/mount/sshkeys types live in Debian's module packages
OUT = Path(__file__).with_name("oracle_cases.json")


def res(rtype: str, title: str, **params: object) -> dict[str, object]:
    return {"type": rtype, "title": title, "params": params}


# name -> (description, resources, extra options); extra: prelude (raw manifest text placed
# first), lookups ([type, title] pairs tested with defined()), mode, modulepath.
CASES: dict[str, tuple[str, list[dict[str, object]], dict[str, object]]] = {
    "unknown_param_notify": ("unknown attribute on notify", [res("notify", "a", bogus=1)], {}),
    "unknown_param_file": ("unknown attribute on file", [res("file", "/x", bogus=1)], {}),
    "unknown_param_first_reported": (
        "only the first unknown attribute (in manifest order) is reported",
        [res("notify", "a", zzz=1, bogus=2)], {}),
    "unknown_param_from_default": (
        "attributes from resource defaults are checked too, at the resource's location",
        [res("notify", "a")], {"prelude": "Notify { bogus => 1 }"}),
    "unknown_param_provider_on_notify": (
        "notify has no provider", [res("notify", "a", provider="x")], {}),
    "metaparams_accepted": (
        "metaparameters are valid on every type and their values are not checked",
        [res("notify", "a", audit="all", loglevel="bogus", noop="maybe", schedule="x", alias="b", tag="t")], {}),
    "name_on_file_becomes_path": (
        "name stands for a lone namevar and appears under its name",
        [res("file", "a", name="/tmp/n")], {}),
    "name_wins_over_path": (
        "with both name and path, the name value ends up as path",
        [res("file", "a", name="/tmp/n", path="/tmp/m")], {}),
    "name_on_exec_becomes_command": ("", [res("exec", "a", name="/bin/x")], {}),
    "name_on_notify_stays_name": ("", [res("notify", "a", name="b")], {}),
    "relative_path_compiles": ("values are not checked at compile time", [res("file", "rel")], {}),
    "bad_service_ensure_compiles": ("", [res("service", "x", ensure="bogus")], {}),
    "relative_path_fails_on_agent": (
        "the agent checks values when it builds the resource",
        [res("file", "rel")], {"mode": "notices"}),
    "bad_service_ensure_fails_on_agent": (
        "", [res("service", "x", ensure="bogus")], {"mode": "notices"}),
    "file_trailing_slash": (
        "the title keeps its slash; path (from the title pattern) drops it",
        [res("file", "/tmp/x/")], {}),
    "file_trailing_slashes": ("", [res("file", "/tmp/x///")], {}),
    "file_plain": ("", [res("file", "/tmp/x")], {}),
    "file_root": ("", [res("file", "/")], {}),
    "file_double_slash_root": ("", [res("file", "//")], {}),
    "file_windows_root": ("", [res("file", "C:/"), res("file", "C:/foo//")], {}),
    "file_relative_slash": ("", [res("file", "rel/")], {}),
    "file_trailing_newline": (
        "Ruby's \\Z matches before a final newline", [res("file", "/tmp/x/\n")], {}),
    "file_slash_and_path": ("", [res("file", "/tmp/x/", path="/tmp/y")], {}),
    "file_slash_duplicate": (
        "a title equal to an earlier resource's key is a duplicate declaration",
        [res("file", "/tmp/x/"), res("file", "/tmp/x")], {}),
    "file_same_path": (
        "two files with one path", [res("file", "a", path="/x"), res("file", "b", path="/x")], {}),
    "file_path_then_title": ("", [res("file", "a", path="/x"), res("file", "/x")], {}),
    "file_title_then_path": ("", [res("file", "/x"), res("file", "a", path="/x")], {}),
    "file_name_then_title": (
        "name does not feed the compile-time key", [res("file", "a", name="/x"), res("file", "/x")], {}),
    "exec_same_command": (
        "exec is not isomorphic",
        [res("exec", "a", command="/bin/true"), res("exec", "b", command="/bin/true")], {}),
    "exec_title_and_command": (
        "", [res("exec", "/bin/true"), res("exec", "b", command="/bin/true")], {}),
    "exec_same_title": (
        "titles stay unique",
        [res("exec", "a", command="/bin/true"), res("exec", "a", command="/bin/false")], {}),
    "tidy_same_path": (
        "tidy is not isomorphic", [res("tidy", "a", path="/tmp"), res("tidy", "b", path="/tmp")], {}),
    "user_name_then_title": ("", [res("user", "a", name="bob"), res("user", "bob")], {}),
    "package_same_name_other_provider": (
        "package identity is (command, name, provider)",
        [res("package", "a", name="foo", provider="apt"), res("package", "b", name="foo", provider="gem")], {}),
    "package_same_name": (
        "", [res("package", "a", name="foo"), res("package", "b", name="foo")], {}),
    "package_title_and_name": (
        "", [res("package", "foo", provider="apt"), res("package", "foo2", name="foo", provider="apt")], {}),
    "package_title_then_name_with_provider": (
        "", [res("package", "foo"), res("package", "bar", name="foo", provider="apt")], {}),
    "sshkey_title_patterns": (
        "sshkey splits name@type titles",
        [res("sshkey", "foo@ssh-rsa"), res("sshkey", "bar"), res("sshkey", "baz", name="q", type="rsa")],
        {"modulepath": True}),
    "sshkey_duplicate": (
        "", [res("sshkey", "foo@ssh-rsa"), res("sshkey", "x", name="foo", type="ssh-rsa")],
        {"modulepath": True}),
    "host_without_module": (
        "host is a module type: unknown without its module", [res("host", "a", ip="1.2.3.4")], {}),
    "module_types_with_module": (
        "module types compile with their modules on the modulepath",
        [res("host", "a", ip="1.2.3.4", host_aliases=["b"]), res("cron", "c", command="/bin/true", hour=2),
         res("mount", "/mnt/", device="/dev/x"), res("ssh_authorized_key", "k", user="u", type="rsa", key="AAA")],
        {"modulepath": True}),
    "lookup_by_key": (
        "references resolve by title, then by the key the title implies",
        [res("file", "/tmp/x"), res("file", "a", path="/y"), res("package", "foo"), res("exec", "e", command="/c")],
        {"lookups": [["File", "/tmp/x/"], ["File", "/tmp/x"], ["File", "/y"], ["File", "/y/"],
                     ["Package", "foo"], ["Exec", "/c"], ["File", "/nope"]]}),
}


def render_value(value: object) -> str:
    if value is None:
        return "undef"
    if value is True or value is False:
        return str(value).lower()
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(render_value(v) for v in value) + "]"
    text = str(value)
    if "\n" in text:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("$", "\\$") + '"'
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def render_manifest(resources: list[dict[str, object]], extra: dict[str, object]) -> str:
    lines = [str(extra["prelude"])] if "prelude" in extra else []
    for r in resources:
        params = r["params"]
        assert isinstance(params, dict)
        body = ", ".join(f"{k} => {render_value(v)}" for k, v in params.items())
        lines.append(f"{r['type']} {{ {render_value(r['title'])}: {body} }}")
    for index, (rtype, title) in enumerate(extra.get("lookups", [])):  # type: ignore[arg-type]
        ref = f"{rtype}[{render_value(title)}]"
        lines.append(f"if defined({ref}) {{ notice('found {index}') }} else {{ notice('missing {index}') }}")
    return "\n".join(lines) + "\n"


def run_case(name: str) -> dict[str, object]:
    description, resources, extra = CASES[name]
    manifest = render_manifest(resources, extra)
    mode = str(extra.get("mode", "catalog"))
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site.pp"
        site.write_text(manifest)
        cmd = [str(ORACLE / f"puppet-{mode}")]
        if extra.get("modulepath"):
            cmd += ["--modulepath", MODULES]
        proc = subprocess.run(cmd + [str(site)], capture_output=True, text=True, timeout=300)
        stderr = proc.stderr.replace(str(site), "site.pp")
        stdout = proc.stdout.replace(str(site), "site.pp")
    case: dict[str, object] = {
        "name": name, "description": description, "mode": mode, "modulepath": bool(extra.get("modulepath")),
        "resources": resources, "manifest": manifest, "exit": proc.returncode,
        "errors": [line for line in stderr.splitlines() if line.startswith("Error:")],
        "notices": [line for line in (stderr + stdout).splitlines() if line.startswith("Notice: Scope")],
    }
    if "lookups" in extra:
        case["lookups"] = extra["lookups"]
    if mode == "catalog" and proc.returncode == 0:
        catalog = json.loads(stdout)
        case["compiled"] = [
            {"type": r["type"], "title": r["title"], "parameters": r.get("parameters", {})}
            for r in catalog["resources"] if r["type"] not in ("Class", "Stage", "Node")]
    return case


def main() -> int:
    names = sys.argv[1:] or list(CASES)
    with ThreadPoolExecutor(max_workers=4) as pool:
        recorded = {c["name"]: c for c in pool.map(run_case, names)}
    if OUT.exists() and sys.argv[1:]:
        old = {c["name"]: c for c in json.loads(OUT.read_text())["cases"]}
        recorded = {**old, **recorded}
    version = subprocess.run(["puppet", "--version"], capture_output=True, text=True).stdout.strip()
    ordered = [recorded[n] for n in CASES if n in recorded]
    OUT.write_text(json.dumps({"puppet_version": version, "cases": ordered}, indent=1, ensure_ascii=False) + "\n")
    print(f"recorded {len(names)} case(s) into {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
