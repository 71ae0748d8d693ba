"""Digest functions (md5, sha1, sha256, digest) and the ``fqdn_rand`` computation."""
from __future__ import annotations

import hashlib
import random
from typing import Any, Callable

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.registry import CallContext, function
from bunraku.compiler.functions.rubystr import ruby_to_s

#: Puppet's ``digest_algorithm`` setting default
DEFAULT_DIGEST_ALGORITHM = "sha256"


def _hexdigest(name: str, algo: Callable[[bytes], Any], value: Any) -> str:
    if type(value) is not str:
        raise FunctionError(f"no implicit conversion of {_ruby_class(value)} into String")
    return str(algo(value.encode("utf-8")).hexdigest())


def _ruby_class(v: Any) -> str:
    if v is None:
        return "nil"
    if v is True:
        return "true"
    if v is False:
        return "false"
    return {int: "Integer", float: "Float", list: "Array", dict: "Hash"}.get(type(v), type(v).__name__)


@function("md5")
def md5(ctx: CallContext, value: Any) -> str:
    return _hexdigest("md5", hashlib.md5, value)


@function("sha1")
def sha1(ctx: CallContext, value: Any) -> str:
    return _hexdigest("sha1", hashlib.sha1, value)


@function("sha256")
def sha256(ctx: CallContext, value: Any) -> str:
    return _hexdigest("sha256", hashlib.sha256, value)


@function("digest")
def digest(ctx: CallContext, value: Any) -> str:
    """Hash with the ``digest_algorithm`` setting (sha256 by default)."""
    algorithm = DEFAULT_DIGEST_ALGORITHM
    settings = getattr(getattr(ctx, "compiler", None), "settings", None)
    if settings is not None:
        try:
            algorithm = str(settings["digest_algorithm"])
        except (KeyError, TypeError):
            pass
    return _hexdigest(algorithm, getattr(hashlib, algorithm), value)


def fqdn_rand_value(fqdn: str | None, max_value: Any, seed: Any = None, downcase: Any = False) -> int:
    """``fqdn_rand(max, seed, downcase)`` for a node whose fqdn fact is ``fqdn``.

    Ruby seeds its Mersenne Twister with the MD5 of ``"fqdn:max:seed"`` (as a big integer) and
    draws ``rand(max)`` by masking 32-bit outputs and retrying values over the limit; Python's
    MT19937 seeded with the same integer produces the same 32-bit stream.
    """
    max_int = _ruby_to_i(max_value)
    host = ruby_to_s(fqdn)
    if downcase is not None and downcase is not False:
        host = host.lower()
    text = ":".join([host, str(max_int), _join_part(seed)])
    seed_int = int(hashlib.md5(text.encode("utf-8")).hexdigest(), 16)
    if max_int <= 0:
        raise FunctionError("invalid argument - " + str(max_int))
    return _ruby_rand(seed_int, max_int)


def _join_part(value: Any) -> str:
    if type(value) is list:
        return ":".join(_join_part(v) for v in value)
    return ruby_to_s(value)


def _ruby_to_i(value: Any) -> int:
    if type(value) is int:
        return value
    if type(value) is float:
        return int(value)
    text = ruby_to_s(value).strip()
    digits = ""
    for i, c in enumerate(text):
        if c.isdigit() or (i == 0 and c in "+-"):
            digits += c
        elif c == "_" and digits:
            continue
        else:
            break
    try:
        return int(digits)
    except ValueError:
        return 0


def _ruby_rand(seed: int, limit_exclusive: int) -> int:
    mt = random.Random(seed)
    limit = limit_exclusive - 1
    if limit == 0:
        return 0
    mask = (1 << limit.bit_length()) - 1
    words = (limit.bit_length() + 31) // 32
    while True:
        val = 0
        ok = True
        for i in range(words - 1, -1, -1):
            if (mask >> (i * 32)) & 0xFFFFFFFF:
                val |= mt.getrandbits(32) << (i * 32)
                val &= mask
                if limit < val:
                    ok = False
                    break
        if ok:
            return val


@function("fqdn_rand")
def fqdn_rand(ctx: CallContext, max_value: Any, *rest: Any) -> int:
    """A per-node stable random Integer in ``0...max`` from ``$facts['networking']['fqdn']``."""
    seed = rest[0] if rest else None
    downcase = rest[1] if len(rest) > 1 else False
    return fqdn_rand_value(_fqdn_of(ctx), max_value, seed, downcase)


def _fqdn_of(ctx: CallContext) -> str | None:
    lookup = getattr(ctx.scope, "lookup", None)
    if lookup is None:
        return None
    found, facts = lookup("facts")
    if not found or type(facts) is not dict:
        return None
    networking = facts.get("networking")
    return networking.get("fqdn") if type(networking) is dict else None
