"""Bunraku: Puppet, rebuilt in Python."""

__version__ = "0.1.0"

#: The Puppet version whose language and behaviour bunraku follows.
PUPPET_COMPAT_VERSION = "7.23.0"
