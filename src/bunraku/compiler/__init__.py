"""The compiler: evaluates a parsed manifest (plus modules, facts and settings) into a catalog."""
