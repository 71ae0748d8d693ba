"""Record what real Puppet prints for each case of CASES into function_cases.json.

Each case is a tiny manifest whose observable output is ``notice(...)`` lines (or one error).
Run with the oracle installed (see /work/shared/oracle/README.md):

    .venv/bin/python tests/compiler_functions/record_function_cases.py

The stored ``error`` is Puppet's ``Error:`` line with the manifest path replaced by ``site.pp``
and the trailing `` on node ...`` removed.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ORACLE = "/work/shared/oracle/puppet-notices"
HERE = Path(__file__).resolve().parent
OUT = HERE / "function_cases.json"

# name -> manifest. Keep each case small; one error per case at most (Puppet stops at the first).
CASES: dict[str, str] = {
    # --- iteration -------------------------------------------------------------------------
    "each_array": "[1,2].each |$x| { notice($x) }",
    "each_array_index": "notice([a,b].each |$i, $x| { notice(\"$i=$x\") })",
    "each_hash_pair": "{a=>1,b=>2}.each |$k, $v| { notice(\"$k=$v\") }",
    "each_hash_entry": "{a=>1}.each |$e| { notice($e) }",
    "each_integer": "3.each |$x| { notice($x) }",
    "each_string": "'ab'.each |$x| { notice($x) }",
    "each_range_type": "Integer[2,4].each |$x| { notice($x) }",
    "each_break": "notice([1,2,3].each |$x| { if $x == 2 { break() } notice($x) })",
    "each_next": "[1,2,3].each |$x| { if $x == 2 { next() } notice($x) }",
    "each_three_params": "[1,2].each |$a, $b, $c| { }",
    "each_zero_params": "[1,2].each || { }",
    "each_no_block": "each([1,2])",
    "each_not_iterable": "each(true) |$x| { }",
    "each_negative_int": "each(-1) |$x| { }",
    "each_optional_second": "[5,6].each |$a, $b = 9| { notice(\"$a $b\") }",
    "map_array": "notice([1,2].map |$x| { $x * 2 })",
    "map_index": "notice([a,b].map |$i, $x| { \"$i$x\" })",
    "map_hash_2": "notice({a=>1,b=>2}.map |$k, $v| { \"$k$v\" })",
    "map_hash_1": "notice({a=>1}.map |$e| { $e })",
    "map_break": "notice([1,2,3].map |$x| { if $x == 2 { break() } $x })",
    "map_next": "notice([1,2,3].map |$x| { if $x == 2 { next(20) } $x })",
    "map_integer": "notice(3.map |$x| { $x })",
    "map_string": "notice('abc'.map |$x| { $x })",
    "map_range_type": "notice(Integer[1,3].map |$x| { $x })",
    "map_enum_type": "notice(Enum[x,y].map |$x| { $x })",
    "map_iterator": "notice([1,2,3].reverse_each.map |$x| { $x })",
    "filter_array": "notice([1,2,3,4].filter |$x| { $x % 2 == 0 })",
    "filter_index": "notice([a,b,c].filter |$i, $x| { $i != 1 })",
    "filter_hash_2": "notice({a=>1,b=>2}.filter |$k, $v| { $v > 1 })",
    "filter_hash_1": "notice({a=>1,b=>2}.filter |$e| { $e[0] == a })",
    "filter_break": "notice([1,2,3].filter |$x| { if $x == 3 { break() } true })",
    "filter_hash_break": "notice({a=>1}.filter |$x| { break() })",
    "filter_truthy": "notice([1,2,3].filter |$x| { if $x == 2 { undef } else { 'yes' } })",
    "reduce_plain": "notice([1,2,3].reduce |$m, $x| { $m + $x })",
    "reduce_memo": "notice([1,2,3].reduce(10) |$m, $x| { $m + $x })",
    "reduce_hash": "notice({a=>1,b=>2}.reduce |$m, $x| { $m + $x })",
    "reduce_empty": "notice([].reduce |$m, $x| { $m + $x } =~ Undef)",
    "reduce_break": "notice([1,2,3].reduce |$m, $x| { if $x == 3 { break() } $m + $x })",
    "reduce_one_param": "notice([1,2,3].reduce |$m| { $m })",
    "with_args": "notice(with(1, 2) |$x, $y| { $x + $y })",
    "with_none": "notice(with() || { 'z' })",
    "slice_array": "notice([1,2,3,4,5].slice(2))",
    "slice_block_2": "notice([1,2,3,4,5].slice(2) |$a, $b| { notice(\"$a-$b\") })",
    "slice_block_1": "[1,2,3].slice(2) |$s| { notice($s) }",
    "slice_hash": "notice({a=>1,b=>2,c=>3}.slice(2))",
    "slice_hash_block": "{a=>1,b=>2,c=>3}.slice(2) |$x, $y| { notice(\"$x $y\") }",
    "slice_bad_block": "[1,2,3].slice(2) |$a, $b, $c| { }",
    "slice_zero": "notice([1,2].slice(0))",
    "then_value": "notice(2.then |$x| { $x + 1 })",
    "then_undef": "notice(undef.then |$x| { 1 } =~ Undef)",
    "lest_undef": "notice(undef.lest || { 5 })",
    "lest_value": "notice(3.lest || { 5 })",
    "any_true": "notice([1,2,3].any |$x| { $x == 2 })",
    "any_false": "notice([1,2,3].any |$x| { $x == 9 })",
    "any_hash": "notice({a=>1}.any |$k, $v| { $v == 1 })",
    "any_index": "notice([5,6].any |$i, $x| { $i == 1 })",
    "all_true": "notice([1,2,3].all |$x| { $x > 0 })",
    "all_false": "notice({a=>1,b=>2}.all |$e| { $e[1] == 1 })",
    "all_empty": "notice([].all |$x| { false })",
    "index_block": "notice([1,2,3].index |$x| { $x == 2 })",
    "index_block_2": "notice([1,2,3].index |$i, $x| { $x == 3 })",
    "index_hash_block": "notice({a=>1,b=>2}.index |$v| { $v == 2 })",
    "index_hash_block_2": "notice({a=>1,b=>2}.index |$k, $v| { $k == b })",
    "index_value": "notice([1,2,3].index(3))",
    "index_hash_value": "notice({a=>1}.index(1))",
    "index_string": "notice('abcd'.index('c'))",
    "index_string_regexp": "notice('abcd'.index(/c+/))",
    "index_missing": "notice([1].index(7) =~ Undef)",
    "index_case": "notice(['A','b'].index('a'))",
    "step_iterator": "notice([1,2,3].step(2))",
    "step_values": "notice([1,2,3,4,5].step(2).map |$x| { $x })",
    "step_block": "notice([1,2,3].step(2) |$x| { notice($x) } =~ Undef)",
    "step_integer": "notice(10.step(3).map |$x| { $x })",
    "step_zero": "notice([1].step(0))",
    "reverse_each_iterator": "notice([1,2,3].reverse_each)",
    "reverse_each_values": "notice([1,2,3].reverse_each.map |$x| { $x })",
    "reverse_each_block": "notice([1,2].reverse_each |$x| { notice($x) } =~ Undef)",
    "reverse_each_string": "notice(['a','b'].reverse_each)",
    "reverse_each_mixed": "notice(['a',1].reverse_each)",
    "reverse_each_hash": "notice({a=>1}.reverse_each)",
    "reverse_each_empty": "notice([].reverse_each)",
    "reverse_each_int": "notice(3.reverse_each.map |$x| { $x })",
    "reverse_each_range": "notice(Integer[1,3].reverse_each.map |$x| { $x })",
    "group_by_1": "notice([1,2,3,4].group_by |$x| { $x % 2 })",
    "group_by_array_2": "notice([a,b,c].group_by |$i, $x| { $i % 2 })",
    "group_by_hash_2": "notice({a=>1,b=>2}.group_by |$k, $v| { $v % 2 })",
    "group_by_hash_1": "notice({a=>1,b=>2}.group_by |$x| { $x[1] % 2 })",
    "partition_1": "notice([1,2,3,4].partition |$x| { $x % 2 == 0 })",
    "partition_array_2": "notice([a,b,c].partition |$i, $x| { $i == 1 })",
    "partition_hash_2": "notice({a=>1,b=>2}.partition |$k, $v| { $v == 1 })",
    "tree_each_1": "notice([1,[2,[3]]].tree_each |$x| { notice($x) })",
    "tree_each_2": "[1,[2]].tree_each |$p, $x| { notice(\"${p}: ${x}\") }",
    "tree_each_hash": "{a=>{b=>1}, c=>[2]}.tree_each |$p, $x| { notice(\"${p}: ${x}\") }",
    "tree_each_breadth": "[1,[2,[3]],4].tree_each({order => breadth_first}) |$x| { notice($x) }",
    "tree_each_no_containers": "[1,[2,[3]]].tree_each({include_containers => false}) |$x| { notice($x) }",
    "tree_each_no_root": "[1,[2]].tree_each({include_root => false}) |$x| { notice($x) }",
    "tree_each_no_values": "[1,[2]].tree_each({include_values => false}) |$x| { notice($x) }",
    "tree_each_iterator_map": "notice([1,[2]].tree_each.map |$x| { $x })",
    # --- strings -----------------------------------------------------------------------------
    "upcase_string": "notice(upcase('aBc'))",
    "upcase_int": "notice(upcase(1))",
    "upcase_array": "notice(upcase(['a', ['b'], 1]))",
    "upcase_hash": "notice(upcase({a => 'b'}))",
    "upcase_bool": "notice(upcase(true))",
    "upcase_array_bool": "notice(upcase([true]))",
    "downcase_string": "notice(downcase('ÀBC'))",
    "capitalize": "notice(capitalize('hello WORLD'))",
    "capitalize_array": "notice(capitalize(['ab', 'cD', 3]))",
    "capitalize_bad": "notice(capitalize(true))",
    "capitalize_numbers": "notice(capitalize([1, 2]), capitalize([]))",
    "capitalize_mixed": "notice(capitalize(['a', 2.5]))",
    "upcase_mixed": "notice(upcase(['a', 2]))",
    "camelcase": "notice(camelcase('hello_big_WORLD'))",
    "camelcase_array": "notice(camelcase(['a_b', 'c']))",
    "chomp": "notice(chomp(\"abc\\n\"), chomp(\"abc\\r\\n\"), chomp('abc'))",
    "chop": "notice(chop(\"abc\"), chop(\"ab\\r\\n\"), chop(''))",
    "strip": "notice(\"[${strip('  a b  ')}]\", \"[${lstrip('  a ')}]\", \"[${rstrip(' a  ')}]\")",
    "strip_array": "notice(strip([' a ', 1]))",
    "split_string": "notice(split('a,b,,c,,', ','))",
    "split_regexp": "notice(split('a1b22c', /\\d+/))",
    "split_empty_pattern": "notice(split('abc', ''))",
    "split_pattern_string": "notice(split('a.b', '.'))",
    "split_regexp_type": "notice(split('a1b', Regexp[/\\d/]))",
    "split_leading": "notice(split(',a', ','))",
    "match_string": "notice(match('abc123', '([a-z]+)([0-9]+)'))",
    "match_regexp": "notice(match('abc', /b(c)/))",
    "match_none": "notice(match('abc', /x/) =~ Undef)",
    "match_array": "notice(match(['a1', 'b', 'c3'], /([a-z])(\\d)/))",
    "match_optional_group": "notice(match('ac', /a(b)?c/))",
    "match_pattern_type": "notice(match('abc', Pattern[/x/, /(b)/]))",
    "regsubst_basic": "notice(regsubst('hello', 'l', 'L'))",
    "regsubst_global": "notice(regsubst('hello', 'l', 'L', 'G'))",
    "regsubst_backref": "notice(regsubst('10.1.2.3', '^(\\d+)\\.(\\d+).*$', '\\2-\\1'))",
    "regsubst_whole": "notice(regsubst('abc', 'b', '<\\0>'))",
    "regsubst_ignorecase": "notice(regsubst('ABC', 'b', 'x', 'IG'))",
    "regsubst_regexp": "notice(regsubst('abcb', /b/, 'x', 'G'))",
    "regsubst_array": "notice(regsubst(['ab', 'bb'], 'b', 'c'))",
    "regsubst_multiline": "notice(regsubst(\"a\\nb\", 'a.b', 'X', 'M'))",
    "regsubst_extended": "notice(regsubst('abc', 'a b # comment', 'X', 'E'))",
    "regsubst_hash": "notice(regsubst('abc', /[ab]/, {'a' => 'A', 'b' => 'B'}, 'G'))",
    "regsubst_bad_flags": "notice(regsubst('abc', /b/, 'x', 'I'))",
    "join": "notice(join([1, 'a', [2, 3]], '-'))",
    "join_nodelim": "notice(join(['a', 'b']))",
    "join_undef": "notice(join(['a', undef, true], ','))",
    "join_hash_elem": "notice(join([{a => 1}], ','))",
    "join_float": "notice(join([1.0, 2.5], ','))",
    "sprintf_basic": "notice(sprintf('%s-%d-%05.2f', 'x', 42, 3.14159))",
    "sprintf_hex": "notice(sprintf('%x %X %o %b %#x %#o %#b', 255, 255, 8, 5, 255, 8, 5))",
    "sprintf_width": "notice(sprintf('[%5s][%-5s][%05d][%+d][% d]', 'ab', 'ab', 42, 3, 3))",
    "sprintf_float": "notice(sprintf('%e %f %g %.3e %10.4f %g %g', 12345.678, 1.5, 0.0001, 1234.5, 3.14159, 1e20, 100000))",
    "sprintf_percent": "notice(sprintf('100%%'))",
    "sprintf_named": "notice(sprintf('%<x>s : %<y>d', { 'x' => 'value is', 'y' => 42 }))",
    "sprintf_named_braces": "notice(sprintf('%{x}-%{y}', { 'x' => 'a', 'y' => 2 }))",
    "sprintf_string_number": "notice(sprintf('%d %f', '12', '1.5'))",
    "sprintf_s_array": "notice(sprintf('%s %s', [1, 'a'], {a => 1}))",
    "sprintf_s_undef": "notice(sprintf('[%s]', undef))",
    "sprintf_bad_int": "notice(sprintf('%d', 'x'))",
    "sprintf_too_few": "notice(sprintf('%s %s', 'a'))",
    "sprintf_float_d": "notice(sprintf('%d', 3.99))",
    "sprintf_star": "notice(sprintf('[%*d]', 5, 42))",
    "sprintf_neg_hex": "notice(sprintf('%x', -255))",
    "sprintf_c": "notice(sprintf('%c%c', 65, 'bc'))",
    "sprintf_precision_s": "notice(sprintf('%.2s', 'abcdef'))",
    "sprintf_bool": "notice(sprintf('%s %s', true, false))",
    "shellquote": "notice(shellquote('foo', 'a b', 'x$y', \"it's\", ['c', 'd'], ''))",
    "shellquote_both": "notice(shellquote(\"a'b\\\"c\"))",
    "versioncmp": "notice(versioncmp('1.2', '1.10'), versioncmp('1.0', '1.0'), versioncmp('2.0a', '2.0'), versioncmp('1.01', '1.1'), versioncmp('1-2', '1.2'))",
    "versioncmp_trailing": "notice(versioncmp('1.0.0', '1', true), versioncmp('1.0.0', '1'))",
    "versioncmp_alpha": "notice(versioncmp('a', 'B'), versioncmp('1.0rc1', '1.0rc2'))",
    "md5": "notice(md5('hello'))",
    "sha1": "notice(sha1('hello'))",
    "sha256": "notice(sha256('hello'))",
    "digest": "notice(digest('hello'))",
    # --- collections ---------------------------------------------------------------------------
    "keys_values": "notice(keys({a => 1, b => 2}), values({a => 1, b => 2}))",
    "length": "notice(length([1, 2]), length({a => 1}), length('abc'), size('héllo'))",
    "length_bad": "notice(length(1))",
    "empty": "notice(empty([]), empty({}), empty(''), empty('a'), empty(undef), empty([1]))",
    "empty_numeric": "notice(empty(0))",
    "empty_bool": "notice(empty(true))",
    "flatten": "notice(flatten([1, [2, [3, [4]]]]), flatten(1, [2]), flatten())",
    "flatten_hash": "notice(flatten({a => [1]}))",
    "unique_array": "notice(unique([1, 2, 1, 'a', 'A', 'a']))",
    "unique_string": "notice(unique('aabbcA'))",
    "unique_hash": "notice(unique({a => 1, b => 2, c => 1}))",
    "unique_block": "notice(unique(['a', 'A', 'b']) |$x| { downcase($x) })",
    "unique_iterable": "notice(unique([1,1,2].reverse_each))",
    "sort_array": "notice(sort([3, 1, 2]), sort(['b', 'C', 'a']), sort('cba'))",
    "sort_block": "notice(sort([1, 3, 2]) |$a, $b| { compare($b, $a) })",
    "sort_mixed": "notice(sort([1, 'a']))",
    "sort_floats": "notice(sort([2.5, 1, 3]))",
    "dig": "notice(dig({a => [1, {b => 2}]}, a, 1, b))",
    "dig_missing": "notice(dig({a => 1}, x, y) =~ Undef)",
    "dig_undef": "notice(dig(undef, a) =~ Undef)",
    "dig_not_collection": "notice(dig({a => 1}, a, b))",
    "dig_bad_index": "notice(dig([1], a))",
    "get_path": "notice(get({a => [1, {b => 2}]}, 'a.1.b'))",
    "get_default": "notice(get({a => 1}, 'x', 'dflt'))",
    "get_empty_path": "notice(get([1], ''))",
    "get_quoted": "notice(get({'a.b' => 3}, '\"a.b\"'))",
    "get_error_block": "notice(get({a => 1}, 'a.b') |$e| { $e.message })",
    "get_error": "notice(get({a => 1}, 'a.b'))",
    "max_min": "notice(max(1, 5, 3), min(1, 5, 3), max('a', 'B'), min([4, 2, 9]))",
    "max_block": "notice(max([1, 5, 3]) |$a, $b| { compare($b, $a) })",
    "max_none": "notice(max())",
    "max_mixed": "notice(max(1, 'a'))",
    "compare_values": "notice(compare(1, 2), compare('a', 'A'), compare('a', 'A', false), compare(2.5, 1))",
    "compare_mixed": "notice(compare(1, 'a'))",
    "compare_bool": "notice(compare(true, false))",
    # --- math --------------------------------------------------------------------------------
    "abs": "notice(abs(-3), abs(-2.5), abs('-4'), abs('-1.5'))",
    "abs_bad": "notice(abs('x'))",
    "ceiling_floor": "notice(ceiling(1.2), floor(1.8), ceiling(-1.2), floor(-1.2), floor(3), ceiling('2.1'))",
    "floor_bad": "notice(floor('abc'))",
    "round": "notice(round(2.5), round(-2.5), round(2.4), round(3))",
    "round_bad": "notice(round('x'))",
    # --- misc --------------------------------------------------------------------------------
    "unwrap": "notice(unwrap(Sensitive('s')), unwrap(1))",
    "unwrap_block": "notice(unwrap(Sensitive('s')) |$x| { \"<$x>\" })",
    "fail": "fail('one', 2, [3])",
    "logging": "info('i') notice('a', 'b', [1, 2], {k => v}) warning('w')",
    "notice_undef": "notice(undef, 'x')",
    "break_any": "notice([1,2].any |$x| { break() })",
    "break_all": "notice([1,2].all |$x| { break() })",
    "break_index": "notice([1,2].index |$x| { break() })",
    "break_step": "notice([1,2,3].step(1) |$x| { if $x == 2 { break() } notice($x) } =~ Undef)",
    "break_reverse_each": "notice([1,2,3].reverse_each |$x| { if $x == 2 { break() } notice($x) } =~ Undef)",
    "break_slice": "notice([1,2,3].slice(1) |$x| { if $x == [2] { break() } notice($x) })",
    "break_group_by": "notice([1,2].group_by |$x| { break() })",
    "break_each_hash": "notice({a=>1,b=>2}.each |$k, $v| { if $k == b { break() } notice($k) })",
    "break_map_hash": "notice({a=>1,b=>2}.map |$k, $v| { if $k == b { break() } $v })",
    "break_with": "notice(with(1) |$x| { break() })",
    "break_tree_each": "notice([1,[2]].tree_each |$x| { break() })",
    "each_hash_three": "{a=>1}.each |$a, $b, $c| { }",
    "map_no_block": "notice(map([1]))",
    "reduce_not_iterable": "notice(reduce(true) |$m, $x| { 1 })",
    "filter_float": "notice(filter(1.5) |$x| { 1 })",
    "then_two_params": "notice(then(1) |$x, $y| { 1 })",
    "keys_bad": "notice(keys([1]))",
    "join_bad": "notice(join('a'))",
    "split_bad": "notice(split(1, ','))",
    "sort_bad": "notice(sort(1))",
    "versioncmp_bad": "notice(versioncmp(1, '2'))",
    "md5_bad": "notice(md5(1))",
    "md5_array": "notice(md5(['a']))",
    "match_bad_pattern": "notice(match('a', 1))",
    "dig_bad_data": "notice(dig(1, a))",
    "unique_bad": "notice(unique(1))",
    "step_not_iterable": "notice(step(true, 1))",
    "abs_bad_type": "notice(abs([1]))",
    "fqdn_rand": "notice(fqdn_rand(100), fqdn_rand(100, 'seed'), fqdn_rand(5000000000))",
}


def _error_blocks(lines: list[str]) -> list[str]:
    """Puppet's ``Error:`` messages, each with its continuation lines (multi-line dispatch errors)."""
    blocks: list[list[str]] = []
    inside = False
    for ln in lines:
        if ln.startswith("Error:"):
            blocks.append([ln])
            inside = True
        elif re.match(r"^(Warning|Notice|Info|Debug):", ln):
            inside = False
        elif inside:
            blocks[-1].append(ln)
    return ["\n".join(b) for b in blocks]


def record_one(name: str, manifest: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site.pp"
        site.write_text(manifest + "\n", encoding="utf-8")
        proc = subprocess.run([ORACLE, "--messages-only", str(site)], capture_output=True, text=True)
        notices = [ln for ln in proc.stdout.splitlines() if ln.startswith("Notice:")]
        errors = _error_blocks(proc.stderr.splitlines())
        warnings = [ln for ln in proc.stderr.splitlines() if ln.startswith("Warning:")]

        def clean(line: str) -> str:
            line = line.replace(str(site), "site.pp")
            return re.sub(r" on node \S+$", "", line, flags=re.M)

    return {"name": name, "manifest": manifest, "notices": notices,
            "error": clean(errors[0]) if errors else None,
            "warnings": [clean(w) for w in warnings]}


def main(argv: list[str]) -> int:
    only = set(argv[1:])
    existing = {}
    if only and OUT.exists():
        existing = {c["name"]: c for c in json.loads(OUT.read_text(encoding="utf-8"))}
    todo = [(n, m) for n, m in CASES.items() if not only or n in only]
    with ThreadPoolExecutor(max_workers=4) as pool:
        for result in pool.map(lambda nm: record_one(*nm), todo):
            existing[str(result["name"])] = result
    ordered = [existing[n] for n in CASES if n in existing]
    OUT.write_text(json.dumps(ordered, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"recorded {len(todo)} cases into {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
