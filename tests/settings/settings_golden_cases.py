"""Cases for the golden tests of ``config print``, shared by the recorder and the tests.

Each case writes some files under a fresh temporary root ``T`` (``conf/puppet.conf``, environment
directories, ...) and runs ``config print`` with the case's arguments plus ``BASE_ARGS``, which
point every root directory into ``T`` and pin the values that differ between this machine,
Debian's patched Puppet and upstream Puppet 7 (certname, cadir, basemodulepath, vendormoduledir).
Outputs are stored with ``T`` replaced by ``<ROOT>``; ``MASKED`` settings are replaced by ``<MASKED>``.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

ROOT_TOKEN = "<ROOT>"
#: settings whose value names the implementation (Puppet/Ruby vs bunraku/Python).
MASKED = ("http_user_agent",)


def base_args(root: str, *, ssldir: bool = True, basemodulepath: bool = True) -> list[str]:
    args = [f"--confdir={root}/conf", f"--vardir={root}/var", f"--codedir={root}/code", f"--logdir={root}/log",
            f"--rundir={root}/run", f"--publicdir={root}/public", f"--vendormoduledir={root}/vendor",
            f"--cadir={root}/ca", "--certname=node.example.com", "--srv_domain=example.com", "--color=false"]
    if ssldir:
        args.append(f"--ssldir={root}/ssl")
    if basemodulepath:
        args.append(f"--basemodulepath={root}/code/modules:{root}/site")
    return args


@dataclass(frozen=True)
class Case:
    name: str
    args: tuple[str, ...]
    files: dict[str, str] = field(default_factory=dict)
    dirs: tuple[str, ...] = ()
    ssldir_arg: bool = True
    basemodulepath_arg: bool = True


SECTIONS_CONF = """\
# sections: every legal one, and a setting outside its defining section
[main]
runinterval = 10m
server = main.example.com
node_terminus = plain

[user]
server = user.example.com

[agent]
runinterval = 20m
server = agent.example.com

[server]
node_terminus = exec
strict = error

[master]
node_terminus = ldap
reports = log
"""

INTERPOLATION_CONF = """\
[main]
statedir = $vardir/mystate
libdir = $statedir/lib
plugindest = $libdir/deep/$libdir
ssldir = $confdir/ssl
ca_name = CA for $certname on $server
pidfile = $rundir/custom-$run_mode.pid
[agent]
statedir = $vardir/agentstate
"""

DURATIONS_CONF = """\
[main]
runinterval = 5m
runtimeout = 2h
http_read_timeout = 30
http_connect_timeout = 0
waitforcert = 1d
statettl = 1y
maxwaitforcert = unlimited
environment_timeout = 3d
filetimeout = 15s
"""

VALUES_CONF = """\
# values of every type, with quoting and odd spacing
   [main]
  server   =   "quoted.example.com"
certname='single.example.com'
dns_alt_names = a.example.com,b.example.com
disable_warnings = deprecations, undefined_variables
supported_checksum_types = sha256,md5
server_list = one.example.com:8141,two.example.com
http_extra_headers = X-A:1,X-B:2
priority = low
certificate_revocation = leaf
autosign = true
strict = error
log_level = warning
keylength = 2048
masterport = 9140
noop = TRUE
show_diff = false
tags = a, b
trailing = spaces are dropped
digest_algorithm = sha512
"""

METADATA_CONF = """\
[main]
ssldir = $confdir/ssl { owner = root, group = root, mode = 0750 }
certdir = "$ssldir/mycerts" {mode=0700}
vardir_note = not a setting { mode = 0644 }
"""

ENV_CONF = """\
modulepath = site:dist:$basemodulepath
manifest = init.pp
config_version = scripts/version.sh $environment
environment_timeout = 5m
"""


EXAMPLE_CONF = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "puppet.conf")


def _example_conf() -> str:
    with open(EXAMPLE_CONF, encoding="utf-8") as handle:
        return handle.read()


def cases() -> list[Case]:
    example = _example_conf()
    return [
        Case("example_conf_agent", ("print", "all", "--section", "agent"), {"conf/puppet.conf": example},
             ssldir_arg=False),
        Case("example_conf_server", ("print", "all", "--section", "server"), {"conf/puppet.conf": example},
             ssldir_arg=False),
        Case("defaults_all", ("print", "all")),
        Case("defaults_no_args", ("print",)),
        Case("one_name", ("print", "runinterval")),
        Case("several_names_sorted", ("print", "vardir", "confdir", "runinterval", "noop")),
        Case("unknown_name", ("print", "nosuch", "runinterval")),
        Case("unknown_name_alone", ("print", "nosuch")),
        Case("setting_option", ("print", "log_level", "--log_level", "info")),
        Case("sections_main", ("print", "all"), {"conf/puppet.conf": SECTIONS_CONF}),
        Case("sections_user", ("print", "all", "--section", "user"), {"conf/puppet.conf": SECTIONS_CONF}),
        Case("sections_agent", ("print", "all", "--section", "agent"), {"conf/puppet.conf": SECTIONS_CONF}),
        Case("sections_server", ("print", "all", "--section", "server"), {"conf/puppet.conf": SECTIONS_CONF}),
        Case("sections_master", ("print", "node_terminus", "reports", "strict", "--section", "master"),
             {"conf/puppet.conf": SECTIONS_CONF}),
        Case("interpolation_main", ("print", "all"), {"conf/puppet.conf": INTERPOLATION_CONF}, ssldir_arg=False),
        Case("interpolation_agent", ("print", "statedir", "libdir", "plugindest", "pidfile", "statefile",
                                     "--section", "agent"), {"conf/puppet.conf": INTERPOLATION_CONF},
             ssldir_arg=False),
        Case("run_mode_pidfile", ("print", "pidfile", "--section", "server")),
        Case("durations", ("print", "all"), {"conf/puppet.conf": DURATIONS_CONF}),
        Case("durations_cli", ("print", "runinterval", "splaylimit", "statettl", "--runinterval", "2d",
                               "--statettl=unlimited")),
        Case("booleans_cli", ("print", "noop", "report", "splay", "use_srv_records", "daemonize", "--noop",
                              "--no-report", "--no-splay", "--use_srv_records", "--no-daemonize")),
        Case("booleans_cli_over_conf", ("print", "noop", "report", "--no-noop"),
             {"conf/puppet.conf": "[main]\nnoop = true\nreport = false\n"}),
        Case("cli_over_conf", ("print", "runinterval", "server", "--runinterval", "1h", "--section", "agent"),
             {"conf/puppet.conf": SECTIONS_CONF}),
        Case("values_types", ("print", "all"), {"conf/puppet.conf": VALUES_CONF}),
        Case("metadata", ("print", "ssldir", "certdir", "hostcert"), {"conf/puppet.conf": METADATA_CONF},
             ssldir_arg=False),
        Case("environment_conf", ("print", "modulepath", "manifest", "config_version", "environment_timeout",
                                  "environment", "--environment", "dev"),
             {"code/environments/dev/environment.conf": ENV_CONF}),
        Case("environment_without_conf", ("print", "modulepath", "manifest", "config_version",
                                          "environment_timeout", "--environment", "test"),
             dirs=("code/environments/test",)),
        Case("environment_missing", ("print", "modulepath", "manifest", "--environment", "nosuch")),
        Case("environment_from_user_section", ("print", "environment", "modulepath", "manifest"),
             {"conf/puppet.conf": "[user]\nenvironment = dev\n",
              "code/environments/dev/environment.conf": "manifest = /srv/site.pp\n"}),
        Case("production_fallback", ("print", "modulepath", "manifest", "environment"), dirs=("site",)),
        Case("environmentpath_conf", ("print", "environmentpath", "modulepath", "--environment", "prod2"),
             {"conf/puppet.conf": "[main]\nenvironmentpath = $codedir/envs:$vardir/envs\n",
              "var/envs/prod2/environment.conf": "modulepath = ./mods\n"}),
        Case("basemodulepath_conf", ("print", "basemodulepath", "modulepath", "--environment", "dev"),
             {"conf/puppet.conf": "[main]\nbasemodulepath = $codedir/shared:/opt/modules\n",
              "code/environments/dev/environment.conf": "# only a comment\n"},
             basemodulepath_arg=False),
        Case("error_bad_duration", ("print", "runinterval"), {"conf/puppet.conf": "[main]\nruninterval = soon\n"}),
        Case("error_bad_boolean", ("print", "noop"), {"conf/puppet.conf": "[main]\nnoop = maybe\n"}),
        Case("error_bad_integer", ("print", "keylength"), {"conf/puppet.conf": "[main]\nkeylength = big\n"}),
        Case("error_illegal_section", ("print", "runinterval"),
             {"conf/puppet.conf": "[main]\nruninterval = 10m\n[production]\nmanifest = x\n"}),
        Case("error_bad_metadata", ("print", "certdir"),
             {"conf/puppet.conf": "[main]\ncertdir = $ssldir/c { mode = abc }\n"}),
        Case("error_unmatched_line", ("print", "runinterval"),
             {"conf/puppet.conf": "[main]\nruninterval = 10m\nthis line is not a setting\n"}),
        Case("error_missing_variable", ("print", "statedir"),
             {"conf/puppet.conf": "[main]\nstatedir = $nosuchsetting/state\n"}),
        Case("error_braces_in_conf", ("print", "libdir"),
             {"conf/puppet.conf": "[main]\nlibdir = ${vardir}/mylib\n"}),
        Case("error_environment_setting_in_conf", ("print", "runinterval"),
             {"conf/puppet.conf": "[main]\nmodulepath = /x\n"}),
        Case("error_metadata_owner", ("print", "certdir"),
             {"conf/puppet.conf": "[main]\ncertdir = /x {owner=bob}\n"}),
        Case("error_hook_rejects_value", ("print", "disable_warnings"),
             {"conf/puppet.conf": "[main]\ndisable_warnings = bogus\n"}),
        Case("hook_not_called_for_other_run_mode", ("print", "disable_warnings", "--section", "agent"),
             {"conf/puppet.conf": "[agent]\ndisable_warnings = bogus\n"}),
        Case("error_bad_enum", ("print", "log_level"), {"conf/puppet.conf": "[main]\nlog_level = loud\n"}),
        Case("environment_in_other_setting", ("print", "statedir", "config_version"),
             {"conf/puppet.conf": "[main]\nstatedir = $vardir/$environment\n"}),
        Case("alias_serverport", ("print", "masterport", "serverport", "ca_port", "report_port"),
             {"conf/puppet.conf": "[main]\nserverport = 9000\n"}),
        Case("name_and_run_mode", ("print", "name", "pidfile", "--section", "agent")),
    ]


def normalize(text: str, root: str) -> str:
    """Machine-independent output: the root replaced, masked settings masked."""
    lines = []
    for line in text.replace(root, ROOT_TOKEN).splitlines():
        for name in MASKED:
            if line.startswith(f"{name} = "):
                line = f"{name} = <MASKED>"
        lines.append(line + "\n")
    return "".join(lines)


@dataclass(frozen=True)
class EditCase:
    """``config set``/``config delete`` commands run in order on ``conf/puppet.conf``; the golden
    is the commands' stdout followed by the resulting file."""

    name: str
    initial: str | None
    commands: tuple[tuple[str, ...], ...]


EDIT_INITIAL = "# top\n  server = old  \n\n[agent]\n# agent comment\nnoop = true\n\n[master]\nreports = log\n"


def edit_cases() -> list[EditCase]:
    return [
        EditCase("edit_set_and_delete", EDIT_INITIAL, (
            ("set", "server", "new"), ("set", "runinterval", "1h", "--section", "agent"),
            ("set", "strict", "error", "--section", "user"), ("set", "reports", "store", "--section", "master"),
            ("delete", "noop", "--section", "agent"), ("set", "certname", "x.example.com", "--section", "main"))),
        EditCase("edit_new_file", None, (("set", "environment", "dev", "--section", "agent"),
                                         ("set", "server", "puppet.example.com"))),
        EditCase("edit_delete_server_and_master", "[server]\nreports = a\n[master]\nreports = b\n[main]\nx = 1\n",
                 (("delete", "reports", "--section", "server"), ("delete", "x"))),
    ]


def edit_args(root: str) -> list[str]:
    return [f"--confdir={root}/conf", f"--vardir={root}/var", f"--codedir={root}/code", "--color=false"]
