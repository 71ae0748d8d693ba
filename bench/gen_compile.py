#!/usr/bin/env python3
"""Generate a realistic site (site.pp + modules/) that compiles to about N catalog resources.

    bench/gen_compile.py --resources 10000                 # writes bench/out/compile_10k/
    bench/gen_compile.py --resources 1000 --out /tmp/site --seed 7

The compile benchmark needs a whole site, not one file: modules that are autoloaded from the
modulepath, a node definition matching the certname `bench.example.com`, and facts-driven code
(see bench/facts.yaml). The site has one `base` module (accounts from a hash via a defined type,
packages, ntp, ssh) and M application modules, each with a `params` class it inherits from, a
parameterised main class, and two defined types (`instance`, `vhost`) declared several times
through `each` over hashes and arrays. It uses if/unless/case/selectors on facts, map/each,
string interpolation and heredocs, resource defaults, metaparameter relationships and `->`/`~>`
chains, and only core resource types (notify file exec package service user group).

The number of resources is exact by construction: the generator counts what it declares and
pads with accounts/notifies, then writes the figure into the first line of site.pp
(`# expected catalog resources: N`) and into DIR/expected_resources. Deterministic for a given
seed and size. Only the Python standard library is used.
"""
from __future__ import annotations

import argparse
import random
import shutil
from dataclasses import dataclass, field
from pathlib import Path

CERTNAME = "bench.example.com"
MARKER = ".gen_compile"             # marks a directory this script owns (safe to clear modules/)
WORDS = ("nginx apache haproxy postgres redis memcached rabbitmq kafka zookeeper consul vault nomad "
         "tomcat jetty grafana prometheus alertmanager loki elastic kibana logstash fluentd minio "
         "etcd coredns unbound chrony squid varnish traefik keycloak gitea jenkins").split()
OPTION_KEYS = "timeout keepalive max_conn buffer_kb log_level cache_mb retries backlog".split()
BASE_PACKAGES = ("vim", "curl", "git", "htop", "rsync", "tmux", "lsof", "strace")
# Fixed resources: Stage[main], Class[Settings], Class[Main], Node[bench.example.com].
GLOBAL_RESOURCES = 4
# Class[Base::Params], Class[Base], motd, ntp.conf, Package[ntp], Service[ntp], ssh service,
# Exec[apt-update], the multi-CPU notify (true with bench/facts.yaml), plus one per base package.
BASE_RESOURCES = 9 + len(BASE_PACKAGES)
ACCOUNT_RESOURCES = 4               # the define itself + group + user + home directory
APP_RESOURCES = 10                  # 2 classes, package, group, user, 3 dirs, config file, service
INSTANCE_RESOURCES = 5              # the define + conf file + exec + defaults file + service
VHOST_RESOURCES = 4                 # the define + docroot + vhost file + notify


@dataclass
class AppModule:
    """One application module and how the node declares it."""
    name: str
    port: int
    instances: dict[str, dict[str, object]] = field(default_factory=dict)
    vhosts: list[str] = field(default_factory=list)
    settings: dict[str, object] = field(default_factory=dict)

    def resource_count(self) -> int:
        return APP_RESOURCES + INSTANCE_RESOURCES * len(self.instances) + VHOST_RESOURCES * len(self.vhosts)


def pp(value: object) -> str:
    """A Puppet literal for a str/int/bool/list/dict value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
    if isinstance(value, list):
        return "[" + ", ".join(pp(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{pp(k)} => {pp(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no Puppet literal for {value!r}")


class SitePlan:
    """Decides module count and instance counts so the catalog has exactly `target` resources."""

    def __init__(self, target: int, seed: int) -> None:
        self.rng = random.Random(seed)
        self.target = target
        self.apps: list[AppModule] = []
        self.accounts: dict[str, dict[str, object]] = {}
        self.filler_notifies = 0
        self.plan()

    def plan(self) -> None:
        r = self.rng
        n_apps = max(3, min(self.target // 100, 120))
        per_app = (self.target - GLOBAL_RESOURCES - BASE_RESOURCES - 5 * ACCOUNT_RESOURCES) / n_apps
        for index in range(n_apps):
            name = f"{WORDS[index % len(WORDS)]}{index // len(WORDS) + 1}"
            app = AppModule(name=name, port=r.randint(1025, 60000))
            room = max(0.0, per_app - APP_RESOURCES)
            n_instances = int(room * r.uniform(0.4, 0.8) / INSTANCE_RESOURCES)
            n_vhosts = int((room - n_instances * INSTANCE_RESOURCES) / VHOST_RESOURCES)
            for i in range(n_instances):
                options = {k: r.randint(1, 500) for k in r.sample(OPTION_KEYS, r.randint(0, 3))}
                app.instances[f"{name}-{i + 1}"] = {
                    "port": 20000 + (index * 997 + i) % 40000, "workers": r.choice([1, 1, 2, 4, 8]),
                    "options": options,
                }
            app.vhosts = [f"site{i + 1}.{name}.example.com" for i in range(n_vhosts)]
            app.settings = {"workers": r.randint(1, 16), "tls": r.choice([True, False]),
                            "log_level": r.choice(["info", "warn", "debug"])}
            self.apps.append(app)
        spare = self.target - self.fixed_count() - sum(a.resource_count() for a in self.apps)
        n_accounts = max(5, spare // ACCOUNT_RESOURCES)
        for i in range(n_accounts):
            login = f"user{i + 1:04d}"
            account: dict[str, object] = {"uid": 2000 + i, "comment": f"Bench user {i + 1}"}
            if r.random() < 0.3:
                account["groups"] = ["sudo"]
            if r.random() < 0.1:
                account["shell"] = "/bin/zsh"
            self.accounts[login] = account
        self.filler_notifies = max(0, self.target - self.expected_resources())

    def fixed_count(self) -> int:
        return GLOBAL_RESOURCES + BASE_RESOURCES

    def expected_resources(self) -> int:
        return (self.fixed_count() + ACCOUNT_RESOURCES * len(self.accounts)
                + sum(a.resource_count() for a in self.apps) + self.filler_notifies)


def base_params_pp() -> str:
    return """\
# Operating-system specific defaults for the base profile.
class base::params {
  case $facts['os']['family'] {
    'Debian': {
      $ssh_service = 'ssh'
      $admin_group = 'sudo'
      $pkg_tool    = '/usr/bin/apt-get'
    }
    'RedHat', 'Suse': {
      $ssh_service = 'sshd'
      $admin_group = 'wheel'
      $pkg_tool    = '/usr/bin/yum'
    }
    default: {
      fail("base: unsupported OS family ${facts['os']['family']}")
    }
  }
  $ntp_servers = ['0.pool.ntp.org', '1.pool.ntp.org', '2.pool.ntp.org']
}
"""


def base_init_pp() -> str:
    return """\
# Every node gets this: packages, time sync, ssh, local accounts.
class base (
  Hash[String[1], Hash] $accounts = {},
  Array[String[1]] $packages = [],
  String $motd_owner = 'root',
) inherits base::params {
  File {
    owner => $motd_owner,
    group => 'root',
    mode  => '0644',
  }
  Package { ensure => installed }

  package { $packages: }

  file { '/etc/motd':
    content => "Welcome to ${facts['networking']['fqdn']} (${facts['os']['name']} ${facts['os']['release']['full']})\\n",
  }

  $ntp_lines = $ntp_servers.map |String $server| { "server ${server} iburst" }
  package { 'ntp': }
  file { '/etc/ntp.conf':
    content => join($ntp_lines, "\\n"),
    require => Package['ntp'],
    notify  => Service['ntp'],
  }
  service { 'ntp':
    ensure => running,
    enable => true,
  }

  service { $ssh_service:
    ensure => running,
    enable => $facts['is_virtual'] ? {
      true    => true,
      default => true,
    },
  }

  exec { 'apt-update':
    command     => "${pkg_tool} update",
    refreshonly => true,
  }

  unless $facts['is_virtual'] {
    package { 'smartmontools': }
  }
  if $facts['processors']['count'] > 1 {
    notify { "base: ${facts['processors']['count']} CPUs on ${facts['networking']['hostname']}": }
  }

  $accounts.each |String $login, Hash $account| {
    base::account { $login:
      * => $account,
    }
  }
}
"""


def base_account_pp() -> str:
    return """\
# A local login: its group, the user and a home directory.
define base::account (
  Integer $uid,
  String $comment = $title,
  Array[String] $groups = [],
  Enum['present', 'absent'] $ensure = 'present',
  String $shell = '/bin/bash',
) {
  $home = "/home/${title}"
  group { $title:
    ensure => $ensure,
    gid    => $uid,
  }
  user { $title:
    ensure     => $ensure,
    uid        => $uid,
    gid        => $uid,
    comment    => $comment,
    home       => $home,
    shell      => $shell,
    groups     => $groups,
    managehome => true,
    require    => Group[$title],
  }
  file { $home:
    ensure  => $ensure ? {
      'present' => directory,
      default   => absent,
    },
    owner   => $title,
    group   => $title,
    mode    => '0750',
    require => User[$title],
  }
}
"""


def app_params_pp(app: AppModule) -> str:
    m = app.name
    return f"""\
# Defaults for {m}, by operating system.
class {m}::params {{
  case $facts['os']['family'] {{
    'Debian': {{
      $package_name = '{m}'
      $service_name = '{m}'
      $config_dir   = '/etc/{m}'
    }}
    'RedHat': {{
      $package_name = '{m}-server'
      $service_name = '{m}d'
      $config_dir   = '/etc/{m}.d'
    }}
    default: {{
      fail("{m}: unsupported OS family ${{facts['os']['family']}}")
    }}
  }}
  $user    = '{m}'
  $group   = '{m}'
  $log_dir = "/var/log/{m}"
  $port    = {app.port}
  $init    = $facts['service_provider'] ? {{
    'systemd' => 'systemd',
    'redhat'  => 'sysv',
    default   => 'unknown',
  }}
}}
"""


def app_init_pp(app: AppModule) -> str:
    m = app.name
    return f"""\
# Installs, configures and runs {m}; instances and vhosts come from class parameters.
class {m} (
  String[1] $package_name = ${m}::params::package_name,
  Enum['installed', 'latest', 'present'] $package_ensure = 'installed',
  String[1] $service_name = ${m}::params::service_name,
  String[1] $config_dir = ${m}::params::config_dir,
  Integer[1, 65535] $port = ${m}::params::port,
  Boolean $manage_user = true,
  Hash[String[1], Hash] $instances = {{}},
  Array[String[1]] $vhosts = [],
  Hash[String[1], Variant[String, Integer, Boolean]] $settings = {{}},
) inherits {m}::params {{
  File {{
    owner => $user,
    group => $group,
    mode  => '0640',
  }}

  package {{ $package_name:
    ensure => $package_ensure,
  }}

  if $manage_user {{
    group {{ $group:
      ensure => present,
      system => true,
    }}
    user {{ $user:
      ensure  => present,
      gid     => $group,
      home    => "/var/lib/${{user}}",
      shell   => '/usr/sbin/nologin',
      system  => true,
      require => Group[$group],
      before  => Package[$package_name],
    }}
  }}

  file {{ [$config_dir, "${{config_dir}}/conf.d", $log_dir]:
    ensure => directory,
    mode   => '0750',
  }}

  $setting_lines = $settings.map |$key, $value| {{ "${{key}} = ${{value}}" }}
  file {{ "${{config_dir}}/{m}.conf":
    ensure  => file,
    content => @("CONF"),
      # Managed by Puppet on ${{facts['networking']['fqdn']}} (${{init}})
      listen = ${{port}}
      user = ${{user}}
      ${{join($setting_lines, "\\n")}}
      | CONF
    require => Package[$package_name],
  }}

  service {{ $service_name:
    ensure     => running,
    enable     => true,
    hasrestart => true,
  }}

  $instances.each |String $instance_name, Hash $config| {{
    {m}::instance {{ $instance_name:
      port    => $config['port'],
      workers => $config['workers'],
      options => $config['options'],
    }}
  }}

  $vhosts.each |Integer $index, String $vhost| {{
    {m}::vhost {{ $vhost:
      priority => 10 + $index,
      port     => $port,
    }}
  }}

  Package[$package_name] -> File["${{config_dir}}/{m}.conf"] ~> Service[$service_name]
}}
"""


def app_instance_pp(app: AppModule) -> str:
    m = app.name
    return f"""\
# One named {m} worker process with its own config, init step and service.
define {m}::instance (
  Integer[1, 65535] $port,
  Integer[1] $workers = 1,
  Enum['present', 'absent'] $ensure = 'present',
  Hash $options = {{}},
) {{
  include {m}

  $conf = "${{{m}::config_dir}}/conf.d/${{title}}.conf"
  $mode = $workers ? {{
    1       => 'single',
    default => 'pool',
  }}
  $option_lines = $options.map |$key, $value| {{ "${{key}}=${{value}}" }}

  file {{ $conf:
    ensure  => $ensure ? {{
      'present' => file,
      default   => absent,
    }},
    content => "[${{title}}]\\nport = ${{port}}\\nworkers = ${{workers}}\\nmode = ${{mode}}\\n${{join($option_lines, "\\n")}}\\n",
    notify  => Service["{m}@${{title}}"],
  }}

  exec {{ "{m}-${{title}}-init":
    command => "/usr/bin/{m}-ctl init ${{title}} --port ${{port}}",
    creates => "/var/lib/{m}/${{title}}/.initialized",
    require => File[$conf],
  }}

  if $facts['os']['family'] == 'Debian' {{
    file {{ "/etc/default/{m}-${{title}}":
      content => "PORT=${{port}}\\nWORKERS=${{workers}}\\n",
      mode    => '0644',
    }}
  }} else {{
    file {{ "/etc/sysconfig/{m}-${{title}}":
      content => "PORT=${{port}}\\nWORKERS=${{workers}}\\n",
      mode    => '0644',
    }}
  }}

  service {{ "{m}@${{title}}":
    ensure    => $ensure ? {{
      'present' => running,
      default   => stopped,
    }},
    enable    => $ensure == 'present',
    subscribe => Exec["{m}-${{title}}-init"],
    require   => Service[${m}::service_name],
  }}
}}
"""


def app_vhost_pp(app: AppModule) -> str:
    m = app.name
    return f"""\
# A virtual host served by {m}.
define {m}::vhost (
  Integer $priority = 10,
  Integer[1, 65535] $port = 80,
  String $docroot = "/srv/www/${{title}}",
  Array[String] $aliases = ["www.${{title}}"],
) {{
  $prefix = sprintf('%03d', $priority)
  $vhost_file = "${{{m}::config_dir}}/conf.d/${{prefix}}-${{title}}.vhost"

  file {{ $docroot:
    ensure => directory,
    mode   => '0755',
  }}

  file {{ $vhost_file:
    ensure  => file,
    content => "server_name ${{title}} ${{join($aliases, ' ')}};\\nlisten ${{port}};\\nroot ${{docroot}};\\n",
    require => File[$docroot],
    notify  => Service[${m}::service_name],
  }}

  notify {{ "{m} vhost ${{title}} on port ${{port}}":
    require => File[$vhost_file],
  }}
}}
"""


def site_pp(plan: SitePlan, seed: int) -> str:
    out = [
        f"# expected catalog resources: {plan.expected_resources()}",
        f"# Generated by bench/gen_compile.py --resources {plan.target} --seed {seed}; do not edit.",
        "",
        "File { backup => false }",
        "Exec { path => ['/usr/local/bin', '/usr/bin', '/bin', '/usr/sbin', '/sbin'] }",
        "",
        "$site_domain = 'example.com'",
        "",
        "node default {",
        "  notify { \"unclassified node ${trusted['certname']}\": }",
        "}",
        "",
        "node /^web\\d+\\.example\\.com$/ {",
        "  include base",
        "}",
        "",
        f"node '{CERTNAME}' {{",
        "  class { 'base':",
        f"    packages => {pp(list(BASE_PACKAGES))},",
        "    accounts => {",
    ]
    out += [f"      {pp(login)} => {pp(acct)}," for login, acct in plan.accounts.items()]
    out += ["    },", "  }", ""]
    for app in plan.apps:
        out += [
            f"  class {{ '{app.name}':",
            f"    package_ensure => {pp(plan.rng.choice(['installed', 'latest']))},",
            f"    settings       => {pp(app.settings)},",
            "    instances      => {",
        ]
        out += [f"      {pp(name)} => {pp(cfg)}," for name, cfg in app.instances.items()]
        out += ["    },", "    vhosts         => ["]
        out += [f"      {pp(v)}," for v in app.vhosts]
        out += ["    ],", "  }", f"  Class['base'] -> Class['{app.name}']", ""]
    for i in range(plan.filler_notifies):
        out.append(f"  notify {{ \"padding {i + 1} for ${{facts['networking']['fqdn']}} in ${{site_domain}}\": }}")
    out += ["}", ""]
    return "\n".join(out)


def write_site(out: Path, resources: int, seed: int) -> SitePlan:
    """Write DIR/site.pp, DIR/modules/* and DIR/expected_resources; returns the plan."""
    plan = SitePlan(resources, seed)
    if (out / MARKER).exists():
        shutil.rmtree(out / "modules", ignore_errors=True)
    elif out.exists() and any(out.iterdir()):
        raise SystemExit(f"{out} is not empty and was not made by gen_compile.py; choose another --out")
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("generated by bench/gen_compile.py\n", encoding="utf-8")
    files: dict[str, str] = {
        "modules/base/manifests/params.pp": base_params_pp(),
        "modules/base/manifests/init.pp": base_init_pp(),
        "modules/base/manifests/account.pp": base_account_pp(),
    }
    for app in plan.apps:
        root = f"modules/{app.name}/manifests"
        files[f"{root}/params.pp"] = app_params_pp(app)
        files[f"{root}/init.pp"] = app_init_pp(app)
        files[f"{root}/instance.pp"] = app_instance_pp(app)
        files[f"{root}/vhost.pp"] = app_vhost_pp(app)
    files["site.pp"] = site_pp(plan, seed)
    files["expected_resources"] = f"{plan.expected_resources()}\n"
    for rel, text in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return plan


def size_label(resources: int) -> str:
    return f"{resources // 1000}k" if resources % 1000 == 0 else str(resources)


def default_out(resources: int) -> Path:
    return Path(__file__).resolve().parent / "out" / f"compile_{size_label(resources)}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Generate a realistic Puppet site for compile benchmarks.")
    ap.add_argument("--resources", type=int, required=True, help="approximate catalog size (>= 200)")
    ap.add_argument("--out", type=Path, help="output directory (default: bench/out/compile_<N>)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = ap.parse_args(argv)
    out = args.out or default_out(args.resources)
    plan = write_site(out, args.resources, args.seed)
    print(f"{out}: {len(plan.apps) + 1} modules, {len(plan.accounts)} accounts, "
          f"{plan.expected_resources()} expected resources")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
