"""puppet.conf parsing (sections, values, metadata, errors with file and line) and editing."""
from __future__ import annotations

import pytest

from bunraku.settings.conffile import IniDocument, Metadata, parse_config, translate_value
from bunraku.settings.errors import ParseError

CONF = """\
# a comment
  server = first.example.com

[main]
   # indented comment
certname = 'node.example.com'
noop=TRUE
[agent]
runinterval = 5m   
ssldir = $confdir/ssl { owner=root, group = service , mode=0750 }
[main]
strict = error
server = ignored.example.com
"""


def test_sections_values_and_lines() -> None:
    conf = parse_config(CONF, "/x/puppet.conf")
    main = conf.sections["main"]
    assert main.lookup("server").value == "first.example.com"  # before any header: [main]; first wins
    assert main.lookup("certname").value == "node.example.com"
    assert main.lookup("noop").value is True
    assert main.lookup("strict").value == "error"  # a repeated [main] header adds to the same section
    agent = conf.sections["agent"]
    assert agent.lookup("runinterval").value == "5m"
    assert agent.lookup("runinterval").origin.line == 9
    ssldir = agent.lookup("ssldir")
    assert ssldir.value == "$confdir/ssl"
    assert ssldir.meta == Metadata("root", "service", "0750")


def test_translate_value() -> None:
    assert translate_value("False") is False
    assert translate_value('"quoted"') == "quoted"
    assert translate_value("'half") == "half"
    assert translate_value("trailing   ") == "trailing"


@pytest.mark.parametrize("text, message, line", [
    ("[main]\nx = 1\n[production]\n", "Illegal section 'production' in config file at (file: /p.conf, line: 3)", 3),
    ("[main]\nnot a setting\n", "Could not match line not a setting", 2),
    ("certdir = /x { mode = abc }\n", "File modes must be numbers", 1),
    ("certdir = /x { colour = red }\n", "Invalid file option 'colour'", 1),
    ("certdir = /x { owner }\n", "Could not parse '/x { owner }'", 1),
])
def test_errors_name_file_and_line(text: str, message: str, line: int) -> None:
    with pytest.raises(ParseError) as info:
        parse_config(text, "/p.conf")
    assert message in str(info.value)
    assert info.value.origin is not None and info.value.origin.line == line
    assert "/p.conf" in str(info.value)


def test_editor_keeps_comments_and_layout() -> None:
    text = "# keep me\n  server   =   old  # not a comment\n\n[agent]\n# agent\nnoop = true\n\n[user]\n"
    document = IniDocument.parse(text)
    document.set("main", "server", "new")
    document.set("agent", "runinterval", "1h")
    document.set("user", "environment", "dev")
    document.set("server", "strict", "error")
    assert document.delete("agent", "noop") == "noop = true"
    assert document.delete("agent", "absent") is None
    assert document.render() == (
        "[main]\n# keep me\n  server   =   new\n\n[agent]\n# agent\nrunInterval = 1h\n\n[user]\nenvironment = dev\n"
        "[server]\nstrict = error\n").replace("runInterval", "runinterval")


def test_editor_adds_after_last_setting_of_section() -> None:
    document = IniDocument.parse("[main]\na = 1\nb = 2\n# end of main\n[agent]\nc = 3\n")
    document.set("main", "d", "4")
    assert document.render() == "[main]\na = 1\nb = 2\nd = 4\n# end of main\n[agent]\nc = 3\n"


def test_editor_on_empty_file() -> None:
    document = IniDocument.parse("")
    document.set("main", "server", "x")
    assert document.render() == "[main]\nserver = x\n"
