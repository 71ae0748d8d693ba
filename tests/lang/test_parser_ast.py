"""The AST each construct parses to: shapes, precedence and positions."""
from __future__ import annotations

import pytest

from bunraku.lang import PuppetSyntaxError, parse_string
from bunraku.lang import nodes as n
from bunraku.lang.dump import to_data


def first(src: str) -> n.Node:
    return parse_string(src, "t.pp").program.body[0]


def shape(src: str) -> object:
    return to_data(first(src), locations=False)


def test_precedence_of_arithmetic_and_comparison() -> None:
    e = first("$x = 1 + 2 * 3 == 7 and !$y or $z =~ /a/")
    assert isinstance(e, n.AssignmentExpression)
    top = e.right
    assert isinstance(top, n.OrExpression)
    assert isinstance(top.left, n.AndExpression)
    cmp = top.left.left
    assert isinstance(cmp, n.ComparisonExpression) and cmp.operator == "=="
    assert isinstance(cmp.left, n.ArithmeticExpression) and cmp.left.operator == "+"
    assert isinstance(cmp.left.right, n.ArithmeticExpression) and cmp.left.right.operator == "*"
    assert isinstance(top.right, n.MatchExpression)


def test_equality_binds_tighter_than_less_than_like_puppet() -> None:
    e = first("$x = 1 < 2 == true").right
    assert isinstance(e, n.ComparisonExpression) and e.operator == "<"
    assert isinstance(e.right, n.ComparisonExpression) and e.right.operator == "=="


def test_selector_binds_tighter_than_unary_and_binary() -> None:
    e = first("$x = 1 + $y ? { 1 => 2, default => 3 }").right
    assert isinstance(e, n.ArithmeticExpression)
    assert isinstance(e.right, n.SelectorExpression)
    assert len(e.right.selectors) == 2


def test_regex_versus_division() -> None:
    e = first("$x = $a / 2 / $b").right
    assert isinstance(e, n.ArithmeticExpression) and e.operator == "/"
    e = first("$x = 'a' =~ /a\\/b/").right
    assert isinstance(e.right, n.LiteralRegularExpression) and e.right.pattern == "a/b"


def test_access_versus_array_literal_is_whitespace_sensitive() -> None:
    prog = parse_string("$a = $b[1]\n$c = $d [1]", "t.pp").program
    assert isinstance(prog.body[0].right, n.AccessExpression)
    # '$d [1]' is $d followed by a separate array statement
    assert isinstance(prog.body[1].right, n.VariableExpression)
    assert isinstance(prog.body[2], n.LiteralList)


def test_numbers() -> None:
    e = first("$x = [0x1F, 017, 42, 1.5e3, 0.5]").right
    assert [(type(v).__name__, v.value) for v in e.values] == [
        ("LiteralInteger", 31), ("LiteralInteger", 15), ("LiteralInteger", 42),
        ("LiteralFloat", 1500.0), ("LiteralFloat", 0.5)]
    assert [getattr(v, "radix", None) for v in e.values[:3]] == [16, 8, 10]


@pytest.mark.parametrize("src, message", [
    ("$x = 0x", "Not a valid hex number 0x"),
    ("$x = 09", "Not a valid octal number 09"),
    ("$x = 1e", "Not a valid decimal number 1e"),
    ("$x = 1a", "Illegal number '1a'"),
])
def test_invalid_numbers(src: str, message: str) -> None:
    with pytest.raises(PuppetSyntaxError) as exc:
        parse_string(src, "t.pp")
    assert exc.value.message == message and exc.value.column == 6


def test_double_quoted_interpolation_forms() -> None:
    e = first('''$x = "a $b ${c} ${d['e'][0]} ${f.length} ${$g + 1} $ \\$h \\u{1F600}\\u00e9"''').right
    assert isinstance(e, n.ConcatenatedString)
    kinds = [type(s).__name__ for s in e.segments]
    assert kinds == ["LiteralString", "TextExpression", "LiteralString", "TextExpression", "LiteralString",
                     "TextExpression", "LiteralString", "TextExpression", "LiteralString",
                     "TextExpression", "LiteralString"]
    exprs = [s.expr for s in e.segments if isinstance(s, n.TextExpression)]
    assert [type(x).__name__ for x in exprs] == [
        "VariableExpression", "VariableExpression", "AccessExpression", "CallMethodExpression",
        "ArithmeticExpression"]
    assert exprs[1].name == "c"  # the bare word became a variable
    assert e.segments[-1].value == " $ $h \U0001F600\u00e9"


def test_single_quoted_escapes() -> None:
    assert first(r"$x = 'a\'b\\c\nd'").right.value == "a'b\\c\\nd"


def test_heredocs_margin_trim_escapes_and_two_on_a_line() -> None:
    src = 'notice(@(A), @("B"/t))\n    one\n      two\n    | A\nx\\ty ${1 + 1}\n-B\n$z = 1\n'
    prog = parse_string(src, "t.pp").program
    call = prog.body[0]
    a, b = call.arguments
    assert a.text_expr.value == "one\n  two\n"
    assert isinstance(b.text_expr, n.ConcatenatedString)
    assert b.text_expr.segments[0].value == "x\ty "
    assert isinstance(prog.body[1], n.AssignmentExpression)  # lexing resumed after both texts
    assert prog.body[1].line == 7


def test_heredoc_syntax_tag() -> None:
    e = first('$x = @(END:json)\n{"a": 1}\nEND\n').right
    assert e.syntax == "json" and e.text_expr.value == '{"a": 1}\n'


def test_resource_forms() -> None:
    e = first("file { default: mode => '0644'; ['/a', '/b']: ensure => file, * => $h; '/c': }")
    assert isinstance(e, n.ResourceExpression) and e.form == "regular"
    assert [type(b.title).__name__ for b in e.bodies] == ["LiteralDefault", "LiteralList", "LiteralString"]
    assert isinstance(e.bodies[1].operations[1], n.AttributesOperation)
    assert isinstance(first("@@host { 'h': ip => '1' }"), n.ResourceExpression)
    assert first("@user { 'u': }").form == "virtual"
    assert isinstance(first("Resource[File] { '/x': }").type_name, n.AccessExpression)
    assert isinstance(first("File { '/x': }"), n.ResourceExpression)
    assert isinstance(first("File { mode => '0644' }"), n.ResourceDefaultsExpression)
    assert isinstance(first("File['/x'] { mode => '0644' }"), n.ResourceOverrideExpression)
    assert isinstance(first("class { 'apache': port => 80 }"), n.ResourceExpression)


def test_collectors_and_chains() -> None:
    e = first("File['a'] -> Package <| title == 'x' and (tag != 'y' or tag == 'z') |> ~> Service['s']")
    assert isinstance(e, n.RelationshipExpression) and e.operator == "~>"
    assert isinstance(e.left, n.RelationshipExpression) and e.left.operator == "->"
    coll = e.left.right
    assert isinstance(coll, n.CollectExpression) and isinstance(coll.query, n.VirtualQuery)
    e = first("User <<| tag == 'x' |>> { groups +> ['a'] }")
    assert isinstance(e.query, n.ExportedQuery) and e.operations[0].operator == "+>"


def test_statement_calls_without_parentheses() -> None:
    prog = parse_string("include a, b\nnotice 'x'\nrequire foo", "t.pp").program
    assert [type(s).__name__ for s in prog.body] == ["CallNamedFunctionExpression"] * 3
    assert len(prog.body[0].arguments) == 2


def test_lambdas_and_method_calls() -> None:
    e = first("$x = [1, 2].map |Integer $v, *$rest| >> Integer { $v * 2 }.filter |$v| { $v > 2 }").right
    assert isinstance(e, n.CallMethodExpression) and e.functor.right.value == "filter"
    inner = e.functor.left
    lam = inner.lambda_
    assert [p.name for p in lam.parameters] == ["v", "rest"] and lam.parameters[1].captures_rest
    assert lam.return_type.cased_value == "Integer"


def test_definitions() -> None:
    prog = parse_string(
        "class a::b (String $x = 'y') inherits a { }\n"
        "define a::d ($p) { }\n"
        "node 'www1.example.com', /^db\\d+/, default { }\n"
        "function a::f(Integer $i) >> String { \"${i}\" }\n"
        "type A::T = Variant[String, Integer]\n", "t.pp").program
    cls, define, node, func, alias = prog.body
    assert cls.name == "a::b" and cls.parent_class == "a" and cls.parameters[0].type_expr.cased_value == "String"
    assert define.name == "a::d"
    assert [type(h).__name__ for h in node.host_matches] == ["LiteralString", "LiteralRegularExpression", "LiteralDefault"]
    assert func.return_type.cased_value == "String"
    assert alias.name == "A::T" and isinstance(alias.type_expr, n.AccessExpression)
    assert len(prog.definitions) == 5


def test_appending_assignment_from_our_spec() -> None:
    e = first("$ssh_users += ['someone_else']")
    assert isinstance(e, n.AssignmentExpression) and e.operator == "+="


def test_deleting_assignment_is_rejected_like_puppet() -> None:
    with pytest.raises(PuppetSyntaxError, match="'-=' is no longer supported"):
        parse_string("$x -= [1]", "t.pp")


def test_positions_are_exact() -> None:
    prog = parse_string("\n  notice(1)\n\t$x = 2", "t.pp").program
    assert (prog.body[0].line, prog.body[0].column) == (2, 3)
    assert (prog.body[1].line, prog.body[1].column) == (3, 2)
    assert prog.body[0].file == "t.pp"
    assert prog.body[0].text == "notice(1)"


@pytest.mark.parametrize("src, message, line, column", [
    ("$facts = 1", "Attempt to assign to a reserved variable name: '$facts'", 1, 1),
    ("$trusted = 1", "Attempt to assign to a reserved variable name: '$trusted'", 1, 1),
    ("$0 = 1", "Illegal attempt to assign to the numeric match result variable '$0'. Numeric variables are not assignable", 1, 1),
    ("class a($title) {}", "The parameter $title redefines a built in parameter in the Host Class Definition", 1, 9),
    ("define a($x, $x) {}", "The parameter 'x' is declared more than once in the parameter list", 1, 14),
    ("attr", "Use of reserved word: attr, must be quoted if intended to be a String value", 1, 1),
    ("if true {\n  class b {}\n}", "Classes, definitions, and nodes may only appear at toplevel or inside other classes", 2, 3),
])
def test_validation_errors(src: str, message: str, line: int, column: int) -> None:
    with pytest.raises(PuppetSyntaxError) as exc:
        parse_string(src, "t.pp")
    assert (exc.value.message, exc.value.line, exc.value.column) == (message, line, column)


def test_all_validation_errors_are_reported() -> None:
    with pytest.raises(PuppetSyntaxError) as exc:
        parse_string("$0 = 1\n$1 = 2\n", "t.pp")
    assert [d.line for d in exc.value.diagnostics] == [1, 2]


def test_nodes_are_immutable() -> None:
    node = first("$x = 1")
    with pytest.raises(AttributeError):
        node.operator = "+="  # type: ignore[misc]


def test_absurdly_deep_nesting_is_an_error_not_a_crash() -> None:
    with pytest.raises(PuppetSyntaxError, match="nested too deeply"):
        parse_string("$x = " + "(" * 5000 + "1" + ")" * 5000, "t.pp")
