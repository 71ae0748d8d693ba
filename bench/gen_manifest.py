#!/usr/bin/env python3
"""Generate a large, realistic, valid Puppet manifest for parser benchmarks.

    bench/gen_manifest.py                          # writes bench/out/manifest_10k.pp and manifest_100k.pp
    bench/gen_manifest.py --lines 50000 --out /tmp/m.pp --seed 7

The output looks like a set of modules concatenated into one file: parameterised classes with typed
parameters, `inherits` params classes, defined types, resources with many attributes (also multi-body,
default bodies, array titles, splats), if/unless/case/selectors, iteration with lambdas, heredocs,
string interpolation, relationships and chains, collectors with override blocks, resource defaults,
functions and type aliases, comments. It is deterministic for a given seed and line count, and valid
Puppet: `puppet parser validate` accepts it (checked on the 10k file; see bench/README.md).
Only the Python standard library is used.
"""
from __future__ import annotations

import argparse
import random
from pathlib import Path

WORDS = ("apache nginx ntp ssh postgres redis mysql haproxy bind sudo rsyslog logrotate cron docker "
         "kafka zookeeper consul vault nomad java tomcat memcached rabbitmq elastic kibana grafana "
         "prometheus exporter backup firewall users motd").split()
SUBS = "config install service params repo user vhost site backend frontend plugin instance".split()
OSES = ("Debian", "RedHat", "Suse", "Archlinux", "FreeBSD")
PKG_ENSURE = ("installed", "latest", "present", "'1.2.3-1'")
MODES = ("'0644'", "'0640'", "'0600'", "'0755'", "'0750'")


class ModuleWriter:
    """Emits one module's worth of Puppet code (a list of lines) per call to `module()`."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.serial = 0

    def uid(self) -> int:
        self.serial += 1
        return self.serial

    def module(self) -> list[str]:
        r = self.rng
        n = self.uid()
        mod = f"{r.choice(WORDS)}{n}"
        out: list[str] = []
        out += self.header_comment(mod)
        out += self.type_alias(mod)
        out += self.params_class(mod)
        out += self.main_class(mod)
        out += self.define(mod)
        if r.random() < 0.5:
            out += self.function(mod)
        out += self.site_usage(mod)
        return out

    def header_comment(self, mod: str) -> list[str]:
        return [
            "# ------------------------------------------------------------------",
            f"# Module: {mod}",
            f"# Manages {mod} on {', '.join(self.rng.sample(OSES, 2))} systems.",
            "# ------------------------------------------------------------------",
            "",
        ]

    def type_alias(self, mod: str) -> list[str]:
        return [
            f"type {mod.capitalize()}::Port = Integer[1, 65535]",
            f"type {mod.capitalize()}::Settings = Hash[String[1], Variant[String, Integer, Boolean, Array[String]]]",
            "",
        ]

    def params_class(self, mod: str) -> list[str]:
        r = self.rng
        out = [
            f"class {mod}::params {{",
            "  case $facts['os']['family'] {",
        ]
        for os_name in r.sample(OSES, 3):
            out += [
                f"    '{os_name}': {{",
                f"      $package_name = '{mod}-{os_name.lower()}'",
                f"      $config_dir   = '/etc/{mod}'",
                f"      $service_name = '{mod}d'",
                "    }",
            ]
        out += [
            "    default: {",
            f"      fail(\"Unsupported OS family ${{facts['os']['family']}} for module {mod}\")",
            "    }",
            "  }",
            f"  $port = {r.randint(1024, 60000)}",
            "  $user = $facts['os']['family'] ? {",
            "    'FreeBSD' => 'daemon',",
            f"    default   => '{mod}',",
            "  }",
            "}",
            "",
        ]
        return out

    def main_class(self, mod: str) -> list[str]:
        r = self.rng
        cap = mod.capitalize()
        out = [
            f"class {mod} (",
            f"  String[1] $package_name = ${mod}::params::package_name,",
            f"  Enum['installed', 'latest', 'present', 'absent'] $package_ensure = 'installed',",
            f"  Stdlib::Absolutepath $config_dir = ${mod}::params::config_dir,",
            f"  {cap}::Port $port = ${mod}::params::port,",
            "  Boolean $manage_service = true,",
            "  Optional[String] $custom_template = undef,",
            f"  {cap}::Settings $settings = {{}},",
            "  Array[String] $extra_packages = [],",
            f") inherits {mod}::params {{",
            "",
            "  # Packages",
            "  package { $package_name:",
            "    ensure => $package_ensure,",
            "    tag    => ['bench', 'package'],",
            "  }",
            "",
            "  $extra_packages.each |String $pkg| {",
            "    package { $pkg:",
            "      ensure  => installed,",
            f"      require => Package[$package_name],",
            "    }",
            "  }",
            "",
            "  file {",
            "    default:",
            "      ensure => file,",
            f"      owner  => ${mod}::params::user,",
            "      group  => 'root',",
            f"      mode   => {r.choice(MODES)},",
            "    ;",
            "    $config_dir:",
            "      ensure => directory,",
            "      mode   => '0755',",
            "    ;",
            f"    [\"${{config_dir}}/conf.d\", \"${{config_dir}}/ssl\"]:",
            "      ensure  => directory,",
            "      purge   => true,",
            "      recurse => true,",
            "    ;",
            "  }",
            "",
            "  $content = $custom_template ? {",
            "    undef   => @(\"CONFIG\"/L),",
            f"      # Managed by Puppet - {mod}",
            "      listen ${port}",
            "      user ${user}",
            "      ${settings.map |$k, $v| { \"${k} = ${v}\" }.join(\"\\n\")}",
            "      | CONFIG",
            "    default => template($custom_template),",
            "  }",
            "",
            f"  file {{ \"${{config_dir}}/{mod}.conf\":",
            "    ensure  => file,",
            "    content => $content,",
            "    notify  => $manage_service ? { true => Service[$service_name], default => undef },",
            f"    require => [Package[$package_name], File[$config_dir]],",
            "  }",
            "",
        ]
        for _ in range(r.randint(2, 5)):
            n = self.uid()
            key = r.choice(SUBS)
            out += [
                f"  file {{ \"${{config_dir}}/conf.d/{key}_{n}.conf\":",
                "    ensure  => file,",
                f"    owner   => ${mod}::params::user,",
                "    group   => 'root',",
                f"    mode    => {r.choice(MODES)},",
                f"    content => \"# {key} {n}\\nport=${{port}}\\nname=${{facts['networking']['hostname']}}\\n\",",
                f"    backup  => {r.choice(['true', 'false', 'main'])},",
                f"    replace => {r.choice(['true', 'false'])},",
                f"    tag     => ['{mod}', '{key}'],",
                "  }",
            ]
        out += [
            "",
            "  if $manage_service {",
            "    service { $service_name:",
            "      ensure     => running,",
            "      enable     => true,",
            "      hasstatus  => true,",
            "      hasrestart => true,",
            "    }",
            "  } elsif $facts['os']['family'] == 'Debian' and $port > 1024 {",
            f"    notify {{ \"{mod} service unmanaged on port ${{port}}\": }}",
            "  } else {",
            f"    warning('{mod}: service not managed')",
            "  }",
            "",
            "  unless $settings.empty {",
            "    $settings.each |$key, $value| {",
            f"      exec {{ \"{mod}-set-${{key}}\":",
            f"        command => \"/usr/bin/{mod}ctl set ${{key}} '${{value}}'\",",
            f"        unless  => \"/usr/bin/{mod}ctl get ${{key}} | grep -q '${{value}}'\",",
            "        path    => ['/bin', '/usr/bin', '/usr/sbin'],",
            "        require => Service[$service_name],",
            "      }",
            "    }",
            "  }",
            "",
            "  $sizes = [1, 2, 3].map |Integer $i| { $i * $port % 7 + 0x10 - 010 }",
            f"  $total = $sizes.reduce(0) |$memo, $v| {{ $memo + $v }}",
            "  if $total =~ Integer[0, default] and $package_name =~ /^[a-z]/ {",
            f"    Package[$package_name] -> File[$config_dir] ~> Service[$service_name]",
            "  }",
            "}",
            "",
        ]
        return out

    def define(self, mod: str) -> list[str]:
        r = self.rng
        return [
            f"define {mod}::vhost (",
            "  String $docroot,",
            f"  {mod.capitalize()}::Port $port = 80,",
            "  Optional[Array[String]] $aliases = undef,",
            "  Enum['present', 'absent'] $ensure = 'present',",
            "  Hash $options = {},",
            ") {",
            f"  include {mod}",
            "  $safe = regsubst($title, '[^a-z0-9]', '_', 'G')",
            "  $aliases_str = $aliases ? {",
            "    undef   => '',",
            "    default => $aliases.join(' '),",
            "  }",
            f"  file {{ \"${{{mod}::config_dir}}/conf.d/vhost_${{safe}}.conf\":",
            "    ensure  => $ensure ? { 'present' => file, default => absent },",
            "    content => @(\"VHOST\"),",
            "      <VirtualHost *:${port}>",
            "        ServerName ${title}",
            "        ServerAlias ${aliases_str}",
            "        DocumentRoot ${docroot}",
            "      </VirtualHost>",
            "      | VHOST",
            f"    notify  => Service[${mod}::service_name],",
            "    *       => $options,",
            "  }",
            "  case $ensure {",
            "    'present': {",
            "      file { $docroot: ensure => directory }",
            "    }",
            "    default: {",
            f"      notify {{ \"removing vhost ${{title}} ({r.randint(1, 999)})\": }}",
            "    }",
            "  }",
            "}",
            "",
        ]

    def function(self, mod: str) -> list[str]:
        return [
            f"function {mod}::port_for(String $name, Integer $base = 8000) >> Integer {{",
            "  $offset = $name.length * 3 + $name.split('').filter |$c| { $c =~ /[aeiou]/ }.length",
            "  if $offset > 100 { $base + $offset % 100 } else { $base + $offset }",
            "}",
            "",
        ]

    def site_usage(self, mod: str) -> list[str]:
        r = self.rng
        n = self.uid()
        hosts = [f"'{r.choice(SUBS)}{n}-{i}.example.com'" for i in range(r.randint(1, 3))]
        return [
            f"node {', '.join(hosts)}, /^{mod}-\\d+\\.example\\.com$/ {{",
            f"  class {{ '{mod}':",
            "    package_ensure => latest,",
            f"    port           => {r.randint(1024, 60000)},",
            f"    settings       => {{ 'workers' => {r.randint(1, 64)}, 'debug' => false, 'tags' => ['a', 'b'] }},",
            "  }",
            f"  {mod}::vhost {{ 'site{n}.example.com':",
            f"    docroot => '/srv/www/site{n}',",
            "    port    => 8080,",
            f"    aliases => ['www.site{n}.example.com'],",
            "  }",
            f"  @user {{ '{mod}_svc{n}': ensure => present, uid => {1000 + n % 50000}, shell => '/bin/false' }}",
            f"  User <| title == '{mod}_svc{n}' |> {{ groups +> ['{mod}'] }}",
            f"  @@sshkey {{ \"${{facts['networking']['fqdn']}}-{n}\": type => 'ssh-ed25519', key => 'AAAA{n}' }}",
            "  Sshkey <<| tag == 'bench' |>>",
            "  Exec { path => ['/usr/bin', '/bin'] }",
            f"  Package['{mod}-debian'] -> Service <| tag == '{mod}' |>",
            "}",
            "",
        ]


def generate(lines: int, seed: int) -> str:
    """Whole modules until at least `lines` lines, then cut back to the last complete module."""
    writer = ModuleWriter(random.Random(seed))
    out = [f"# Generated by bench/gen_manifest.py --lines {lines} --seed {seed}; do not edit.", ""]
    while len(out) < lines:
        out += writer.module()
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Generate large realistic valid Puppet manifests.")
    ap.add_argument("--lines", type=int, help="approximate line count (default: write both 10k and 100k files)")
    ap.add_argument("--out", type=Path, help="output file (default: bench/out/manifest_<N>.pp)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = ap.parse_args(argv)
    default_dir = Path(__file__).resolve().parent / "out"
    jobs = [(args.lines, args.out)] if args.lines else [(10_000, None), (100_000, None)]
    if args.out and not args.lines:
        ap.error("--out needs --lines")
    for lines, out in jobs:
        out = out or default_dir / f"manifest_{lines // 1000}k.pp"
        out.parent.mkdir(parents=True, exist_ok=True)
        text = generate(lines, args.seed)
        out.write_text(text, encoding="utf-8")
        print(f"{out}: {text.count(chr(10))} lines, {len(text)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
