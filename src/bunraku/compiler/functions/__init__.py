"""Puppet's built-in functions. Importing this package registers all of them in ``FUNCTIONS``."""
from bunraku.compiler.functions.registry import FUNCTIONS, CallContext, Closure, FunctionSpec, function

# Importing these modules registers their functions.
from bunraku.compiler.functions import (
    collections, digest, iteration, logging, math, sensitive, sprintf, strings, versions)

REGISTERING_MODULES = (collections, digest, iteration, logging, math, sensitive, sprintf, strings,
                       versions)

__all__ = ["FUNCTIONS", "CallContext", "Closure", "FunctionSpec", "function"]
