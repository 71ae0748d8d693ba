#!/usr/bin/env python3
"""Time `bunraku parser validate` against `puppet parser validate` on large generated manifests.

    bench/parse_bench.py                 # 10k and 100k files, median of 5 runs each
    bench/parse_bench.py --runs 3 --sizes 10000
    bench/parse_bench.py --no-puppet     # bunraku only (no Ruby needed)

Three measurements per file:
  * whole-process wall time of `.venv/bin/bunraku parser validate FILE` (median of --runs),
  * whole-process wall time of `puppet parser validate FILE` with every Puppet directory in a temp dir,
  * bunraku's in-process parse time (median of --runs, after one warm-up parse), also per 10k lines.
Goals from issue 2: bunraku >= 5x faster than Puppet on the 10k file, <= 150 ms parse time per 10k lines.
Any tool that is missing (no venv, no parser yet, no puppet) is skipped with a message, not an error.
"""
from __future__ import annotations

import argparse
import gc
import importlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
BUNRAKU = REPO / ".venv" / "bin" / "bunraku"
GOAL_SPEEDUP = 5.0
GOAL_MS_PER_10K = 150.0


def load_parse_function() -> Callable[[str], object] | None:
    """The in-process entry point: bunraku.lang.parse_file(path). Adapt here if it moves or is renamed."""
    sys.path.insert(0, str(REPO / "src"))
    try:
        lang = importlib.import_module("bunraku.lang")
    except ImportError as exc:
        print(f"in-process: skipped, cannot import bunraku.lang ({exc})")
        return None
    parse = getattr(lang, "parse_file", None)
    if parse is None:
        print("in-process: skipped, bunraku.lang has no parse_file(path) yet")
    return parse


def timed_runs(cmd: list[str], runs: int, cwd: Path) -> tuple[float, int, str]:
    """Median wall seconds of `runs` executions, plus the last exit code and output tail."""
    times = []
    proc = None
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
    assert proc is not None
    return statistics.median(times), proc.returncode, (proc.stdout + proc.stderr).strip()[-300:]


def puppet_command(puppet: str, tmp: Path, manifest: Path) -> list[str]:
    return [
        puppet, "parser", "validate",
        f"--confdir={tmp}/conf", f"--vardir={tmp}/var", f"--codedir={tmp}/code",
        f"--logdir={tmp}/log", f"--rundir={tmp}/run", f"--publicdir={tmp}/public",
        f"--ssldir={tmp}/ssl", f"--vendormoduledir={tmp}/empty", f"--basemodulepath={tmp}/empty",
        "--color=false", str(manifest),
    ]


def bunraku_has_parser() -> bool:
    if not BUNRAKU.exists():
        print(f"bunraku: skipped, {BUNRAKU} not found (run scripts/setup)")
        return False
    probe = subprocess.run([str(BUNRAKU), "parser", "validate", "--help"], capture_output=True, text=True)
    if probe.returncode != 0:
        print(f"bunraku: skipped, `bunraku parser validate` is not available yet: "
              f"{(probe.stdout + probe.stderr).strip()[-200:]}")
        return False
    return True


def in_process_ms(parse: Callable[[str], object], manifest: Path, runs: int) -> float:
    parse(str(manifest))   # warm-up: imports, caches
    times = []
    for _ in range(runs):
        gc.collect()
        start = time.perf_counter()
        parse(str(manifest))
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def ensure_manifest(lines: int, seed: int) -> Path:
    path = BENCH / "out" / f"manifest_{lines // 1000}k.pp"
    if not path.exists():
        subprocess.run([sys.executable, str(BENCH / "gen_manifest.py"), "--lines", str(lines),
                        "--out", str(path), "--seed", str(seed)], check=True)
    return path


def fmt(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.3f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Benchmark bunraku's parser against Puppet's.")
    ap.add_argument("--runs", type=int, default=5, help="runs per measurement; the median is reported")
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000], help="manifest sizes in lines")
    ap.add_argument("--seed", type=int, default=1, help="generator seed (files are cached in bench/out/)")
    ap.add_argument("--puppet", default=shutil.which("puppet"), help="puppet executable")
    ap.add_argument("--no-puppet", action="store_true", help="skip the Puppet measurement")
    args = ap.parse_args(argv)

    use_bunraku = bunraku_has_parser()
    use_puppet = not args.no_puppet and bool(args.puppet)
    if not use_puppet and not args.no_puppet:
        print("puppet: skipped, not installed")
    parse = load_parse_function()

    rows = []
    with tempfile.TemporaryDirectory(prefix="bunraku-bench-") as tmpdir:
        tmp = Path(tmpdir)
        (tmp / "empty").mkdir()
        for size in args.sizes:
            manifest = ensure_manifest(size, args.seed)
            n_lines = manifest.read_text(encoding="utf-8").count("\n")
            bunraku_s = puppet_s = parse_ms = None
            if use_bunraku:
                bunraku_s, rc, tail = timed_runs([str(BUNRAKU), "parser", "validate", str(manifest)], args.runs, tmp)
                if rc != 0:
                    print(f"warning: bunraku exited {rc} on {manifest.name}: {tail}")
            if use_puppet:
                puppet_s, rc, tail = timed_runs(puppet_command(args.puppet, tmp, manifest), args.runs, tmp)
                if rc != 0:
                    print(f"warning: puppet exited {rc} on {manifest.name}: {tail}")
            if parse is not None:
                parse_ms = in_process_ms(parse, manifest, args.runs)
            rows.append((manifest.name, n_lines, bunraku_s, puppet_s, parse_ms))

    print()
    print(f"median of {args.runs} runs; wall-clock seconds for whole processes")
    header = f"{'file':<20} {'lines':>7} {'bunraku s':>10} {'puppet s':>10} {'speedup':>8} {'parse ms':>9} {'ms/10k':>7}"
    print(header)
    print("-" * len(header))
    for name, n_lines, bunraku_s, puppet_s, parse_ms in rows:
        speedup = f"{puppet_s / bunraku_s:.1f}x" if bunraku_s and puppet_s else "-"
        per_10k = f"{parse_ms * 10_000 / n_lines:.0f}" if parse_ms is not None else "-"
        parse_txt = f"{parse_ms:.0f}" if parse_ms is not None else "-"
        print(f"{name:<20} {n_lines:>7} {fmt(bunraku_s):>10} {fmt(puppet_s):>10} {speedup:>8} {parse_txt:>9} {per_10k:>7}")
    print(f"goals: >= {GOAL_SPEEDUP:.0f}x faster than puppet on 10k lines; <= {GOAL_MS_PER_10K:.0f} ms parse per 10k lines")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
