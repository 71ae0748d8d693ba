#!/usr/bin/env python3
"""Record the compiler golden cases (tests/compiler/golden/) from real Ruby Puppet 7.23 (development tool).

The tests (test_golden.py) read only the recorded files and never need Ruby; run this script when a case
is added or changed, on a machine with Puppet installed (see /work/shared/oracle/README.md).

    tests/compiler/record_golden.py                    # every case
    tests/compiler/record_golden.py scope values/undef # cases under these folders (relative to golden/)
    tests/compiler/record_golden.py -j 1 --show CASE   # one at a time, print what was recorded

For each case folder (one holding case.yaml) it runs the oracle driver
(/work/shared/oracle/lib/puppet_oracle.rb) once per mode listed in case.yaml:

    catalog  -> expected/catalog.json (the oracle's canonical form, `file` relative to the case folder)
    notices  -> expected/notices.txt  (Notice lines: compile-time notice() output, then applied notifies)

and writes expected/stderr.txt (Warning/Error/... lines, with the case folder's absolute path replaced by
`$CASE`) and expected/exit. Cases with `source: spec` in case.yaml have hand-written expectations and are
left alone.

The driver runs in a small Ruby fork server (RUBY_SERVER below: Puppet is loaded once per worker, each run
is a forked child), which also lets ENC cases (`enc:` in case.yaml) use Puppet's exec node terminus, absent
from the driver's fixed argv: the child appends `--node_terminus=exec --external_nodes=SCRIPT` to the
`puppet apply` argv; SCRIPT is a generated shell script that prints the `enc:` mapping as YAML (see
`write_enc_script`; the test runner generates the same script for bunraku).
"""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import queue
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
DEFAULT_FACTS = GOLDEN / "default_facts.yaml"
ORACLE_DRIVER = Path("/work/shared/oracle/lib/puppet_oracle.rb")
DEFAULT_CERTNAME = "node.example.com"
MODES = ("catalog", "notices")
TIMEOUT_S = 120
COMPILED_LINE = "Notice: Compiled catalog for "
LOG_LINE = re.compile(r"^(Debug|Info|Notice|Warning|Error|Alert|Emergency|Critical): ")

# A fork server: loads Puppet and the oracle driver once, then for every JSON job line on stdin forks a
# child that runs the driver's `main` with its stdout/stderr sent to files, and answers with the child's
# exit status. The child also splices extra `puppet apply` options (one per line of
# $GOLDEN_EXTRA_PUPPET_ARGS) in front of the manifest argument. Saves Puppet's ~1 s load time per run.
RUBY_SERVER = """\
require 'json'
require ENV.fetch('GOLDEN_ORACLE_DRIVER')
require 'puppet'
require 'puppet/util/command_line'
require 'puppet/application/apply'
require 'puppet/indirector/catalog/compiler'
require 'puppet/transaction'
require 'puppet/transaction/additional_resource_generator'
module PuppetOracle
  class << self
    alias_method :golden_base_puppet_args, :puppet_args
    def puppet_args
      args = golden_base_puppet_args
      extra = ENV.fetch('GOLDEN_EXTRA_PUPPET_ARGS', '').split("\\n").reject(&:empty?)
      args[0...-1] + extra + [args[-1]]
    end
  end
end
STDOUT.sync = true
STDIN.each_line do |line|
  job = JSON.parse(line)
  pid = fork do
    ENV['GOLDEN_EXTRA_PUPPET_ARGS'] = job['extra']
    ENV['HOME'] = job['home']
    Dir.chdir(job['home'])
    STDOUT.reopen(job['stdout'], 'w')
    STDERR.reopen(job['stderr'], 'w')
    $stdout = STDOUT
    $stderr = STDERR
    PuppetOracle.main(job['args'])
    exit(0)
  end
  Process.wait(pid)
  status = $?.exitstatus.nil? ? 128 + ($?.termsig || 0) : $?.exitstatus
  STDOUT.puts(JSON.generate('status' => status))
end
"""


class OracleServer:
    """One long-lived Ruby process running RUBY_SERVER; `run` is one oracle invocation (not thread-safe)."""

    def __init__(self, script: Path) -> None:
        env = dict(os.environ, GOLDEN_ORACLE_DRIVER=str(ORACLE_DRIVER), LANG="C.UTF-8")
        env.pop("PUPPET_ORACLE_SHOW_ARGS", None)
        self.proc = subprocess.Popen(["ruby", str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, env=env)

    def run(self, args: list[str], extra: list[str], tmp: Path) -> subprocess.CompletedProcess:
        out, err = tmp / "oracle.stdout", tmp / "oracle.stderr"
        job = {"args": args, "extra": "\n".join(extra), "home": str(tmp), "stdout": str(out), "stderr": str(err)}
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise RuntimeError("the Ruby oracle server died")
        status = json.loads(answer)["status"]
        return subprocess.CompletedProcess(args, status, out.read_text(encoding="utf-8"),
                                           err.read_text(encoding="utf-8"))

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        self.proc.wait(timeout=TIMEOUT_S)


def load_case(case_dir: Path) -> dict[str, Any]:
    """case.yaml with defaults filled in (the runner applies the same defaults)."""
    data = yaml.safe_load((case_dir / "case.yaml").read_text(encoding="utf-8")) or {}
    data.setdefault("certname", DEFAULT_CERTNAME)
    data.setdefault("strict", False)
    data.setdefault("modes", list(MODES))
    data.setdefault("environment", "production")
    unknown = set(data["modes"]) - set(MODES)
    if unknown:
        raise ValueError(f"{case_dir}: unknown modes {sorted(unknown)}")
    return data


def facts_file(case_dir: Path) -> Path:
    own = case_dir / "facts.yaml"
    return own if own.is_file() else DEFAULT_FACTS


def write_enc_script(enc: Any, directory: Path) -> Path:
    """A shell ENC that prints `enc` as YAML whatever node it is asked about."""
    script = directory / "enc.sh"
    body = yaml.safe_dump(enc, default_flow_style=False, sort_keys=False)
    script.write_text(f"#!/bin/sh\ncat <<'ENC_YAML'\n{body}ENC_YAML\n", encoding="utf-8")
    script.chmod(0o755)
    return script


def find_cases(selectors: list[str]) -> list[Path]:
    """Case folders under golden/ (optionally only those under the given relative paths), sorted."""
    roots = [GOLDEN / s for s in selectors] if selectors else [GOLDEN]
    found: set[Path] = set()
    for root in roots:
        if not root.exists():
            raise SystemExit(f"no such case or folder: {root}")
        found.update(p.parent for p in root.rglob("case.yaml"))
    return sorted(found)


def relative_paths(text: str, case_dir: Path) -> str:
    return text.replace(f"{case_dir}/", "$CASE/").replace(str(case_dir), "$CASE")


def run_oracle(server: OracleServer, mode: str, case_dir: Path, case: dict[str, Any]
               ) -> subprocess.CompletedProcess:
    args = [mode, "--facts", str(facts_file(case_dir)), "--certname", case["certname"],
            "--environment", case["environment"]]
    if (case_dir / "modules").is_dir():
        args += ["--modulepath", str(case_dir / "modules")]
    if case["strict"]:
        args.append("--strict")
    if mode == "catalog":
        args += ["--relative-to", str(case_dir)]
    args.append(str(case_dir / "site.pp"))
    with tempfile.TemporaryDirectory(prefix="bunraku-golden-") as tmp:
        extra: list[str] = []
        if "enc" in case:
            script = write_enc_script(case["enc"], Path(tmp))
            extra = ["--node_terminus=exec", f"--external_nodes={script}"]
        return server.run(args, extra, Path(tmp))


def log_records(lines: list[str]) -> list[str]:
    """Join continuation lines (a multi-line message) to the `Level: ` line they belong to."""
    records: list[str] = []
    for line in lines:
        if LOG_LINE.match(line) or not records:
            records.append(line)
        else:
            records[-1] += "\n" + line
    return records


def split_stderr(stderr: str) -> tuple[list[str], list[str]]:
    """(Notice records, other records) of a log stream, minus the volatile 'Compiled catalog' line."""
    notices, others = [], []
    for record in log_records(stderr.splitlines()):
        if record.startswith(COMPILED_LINE):
            continue
        (notices if record.startswith("Notice: ") else others).append(record)
    return notices, others


def record_case(case_dir: Path, servers: "queue.Queue[OracleServer]") -> tuple[Path, list[str]]:
    """Run the oracle for one case and write expected/; returns problems worth a look."""
    try:
        case = load_case(case_dir)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        return case_dir, [f"bad case.yaml: {exc}"]
    if case.get("source") == "spec":
        return case_dir, ["kept (source: spec)"]
    server = servers.get()
    try:
        return case_dir, record_with(server, case_dir, case)
    finally:
        servers.put(server)


def record_with(server: OracleServer, case_dir: Path, case: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    out = case_dir / "expected"
    out.mkdir(exist_ok=True)
    for stale in ("catalog.json", "notices.txt", "stderr.txt", "exit"):
        (out / stale).unlink(missing_ok=True)
    exits: dict[str, int] = {}
    stderr_by_mode: dict[str, list[str]] = {}
    compile_notices: list[str] | None = None
    if "catalog" in case["modes"]:
        proc = run_oracle(server, "catalog", case_dir, case)
        exits["catalog"] = proc.returncode
        compile_notices, others = split_stderr(relative_paths(proc.stderr, case_dir))
        stderr_by_mode["catalog"] = others
        if proc.returncode == 0:
            catalog = json.loads(proc.stdout)
            (out / "catalog.json").write_text(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n",
                                              encoding="utf-8")
        elif proc.stdout.strip():
            problems.append(f"catalog mode failed but printed on stdout: {proc.stdout[:200]!r}")
    if "notices" in case["modes"]:
        proc = run_oracle(server, "notices", case_dir, case)
        exits["notices"] = proc.returncode
        lines = relative_paths(proc.stdout, case_dir).splitlines()
        (out / "notices.txt").write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
        notices, others = split_stderr(relative_paths(proc.stderr, case_dir))
        if notices:
            problems.append(f"notices mode logged Notice lines on stderr: {notices}")
        stderr_by_mode["notices"] = others
        if compile_notices is not None:
            scope_lines = [r for r in log_records(lines) if r.startswith("Notice: Scope(")]
            if scope_lines != compile_notices:
                problems.append(f"compile notices differ between modes: {compile_notices} vs {scope_lines}")
    if len(set(exits.values())) > 1:
        problems.append(f"exit status differs between modes: {exits}")
    streams = list(stderr_by_mode.values())
    if len(streams) == 2 and streams[0] != streams[1]:
        problems.append(f"stderr differs between modes: {streams[0]} vs {streams[1]}")
    stderr = stderr_by_mode.get("notices", stderr_by_mode.get("catalog", []))
    (out / "stderr.txt").write_text("".join(f"{line}\n" for line in stderr), encoding="utf-8")
    (out / "exit").write_text(f"{max(exits.values())}\n", encoding="utf-8")
    if any(code not in (0, 1) for code in exits.values()):
        problems.append(f"unexpected exit status {exits}: {stderr[-3:]}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", nargs="*", help="case folders or areas, relative to golden/")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="oracle processes at once (default 2)")
    parser.add_argument("--show", action="store_true", help="print each recorded expected/ file")
    opts = parser.parse_args(argv)
    cases = find_cases(opts.cases)
    failures = 0
    jobs = max(1, min(opts.jobs, len(cases)))
    with tempfile.TemporaryDirectory(prefix="bunraku-golden-server-") as tmp:
        script = Path(tmp) / "golden_oracle_server.rb"
        script.write_text(RUBY_SERVER, encoding="utf-8")
        servers: queue.Queue[OracleServer] = queue.Queue()
        for _ in range(jobs):
            servers.put(OracleServer(script))
        try:
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                for case_dir, problems in pool.map(lambda c: record_case(c, servers), cases):
                    name = case_dir.relative_to(GOLDEN)
                    print(f"{name}: {'; '.join(problems) or 'ok'}", flush=True)
                    failures += bool(problems) and problems != ["kept (source: spec)"]
                    if opts.show:
                        for f in sorted((case_dir / "expected").glob("*")):
                            print(f"--- {f.name}\n{f.read_text(encoding='utf-8')}", end="")
        finally:
            while not servers.empty():
                servers.get().close()
    print(f"{len(cases)} cases, {failures} with problems", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
