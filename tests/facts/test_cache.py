"""The TTL cache: facter.conf ``ttls`` decide what is cached and for how long."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from bunraku.facts import FactCollector, GatherOptions
from bunraku.facts.config import parse_config


def collector(tmp_path: Path, conf: str, **overrides: object) -> FactCollector:
    config = parse_config(conf, str(tmp_path / "facter.conf"))
    settings: dict[str, object] = {"use_cache": True, **overrides}
    options = GatherOptions.isolated(config=config, cache_dir=str(tmp_path / "cache"), **settings)
    return FactCollector(options)


def test_cached_group_is_served_until_its_ttl_expires(tmp_path: Path) -> None:
    conf = 'facts : { ttls : [ { "timezone" : 30 days }, { "operating system" : 1 hour } ] }'
    first = collector(tmp_path, conf)
    assert first.fact("timezone") == time.strftime("%Z")
    first.fact("os")
    cached = tmp_path / "cache" / "timezone"
    assert json.loads(cached.read_text())["facts"] == {"timezone": time.strftime("%Z")}
    assert (tmp_path / "cache" / "operating_system").exists()
    # Tamper with the cache: a fresh collector must serve the cached (fake) value.
    cached.write_text(json.dumps({"cache_format_version": 1, "facts": {"timezone": "Cached/Zone"}}))
    assert collector(tmp_path, conf).fact("timezone") == "Cached/Zone"
    # --no-cache ignores it; an expired file is resolved again and rewritten.
    assert collector(tmp_path, conf, use_cache=False).fact("timezone") == time.strftime("%Z")
    old = time.time() - 31 * 86400
    os.utime(cached, (old, old))
    assert collector(tmp_path, conf).fact("timezone") == time.strftime("%Z")
    assert json.loads(cached.read_text())["facts"]["timezone"] == time.strftime("%Z")


def test_groups_without_ttl_are_not_cached(tmp_path: Path) -> None:
    collector(tmp_path, 'facts : { ttls : [ { "timezone" : 1 hour } ] }').fact("kernel")
    assert not (tmp_path / "cache" / "kernel").exists()


def test_fact_names_and_user_groups_select_their_group(tmp_path: Path) -> None:
    conf = ('fact-groups : { mine : ["kernelrelease"] }\n'
            'facts : { ttls : [ { mine : 10 minutes }, { memorysize : 5 seconds } ] }')
    first = collector(tmp_path, conf)
    assert first.cache.ttls == {"kernel": 600.0, "memory": 5.0}
    first.fact("kernelrelease")
    assert (tmp_path / "cache" / "kernel").exists()


def test_external_fact_files_are_cached_by_file_name(tmp_path: Path) -> None:
    ext = tmp_path / "facts.d"
    ext.mkdir()
    script = ext / "slow.sh"
    script.write_text("#!/bin/sh\necho counter=$(date +%s%N)\n")
    script.chmod(0o755)
    conf = 'facts : { ttls : [ { "slow.sh" : 1 hour } ] }'
    first = collector(tmp_path, conf, external_dirs=[str(ext)]).fact("counter")
    second = collector(tmp_path, conf, external_dirs=[str(ext)]).fact("counter")
    assert first == second
    assert collector(tmp_path, conf, external_dirs=[str(ext)], use_cache=False).fact("counter") != first


def test_unwritable_cache_is_a_warning(tmp_path: Path) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the cache directory should be")
    result = collector(tmp_path, 'facts : { ttls : [ { "timezone" : 1 hour } ] }')
    assert result.fact("timezone") == time.strftime("%Z")
    assert any("cannot write fact cache" in warning for warning in result.warnings)


def test_corrupt_cache_file_is_ignored(tmp_path: Path) -> None:
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "timezone").write_text("{not json")
    assert collector(tmp_path, 'facts : { ttls : [ { "timezone" : 1 hour } ] }').fact("timezone") == time.strftime("%Z")
