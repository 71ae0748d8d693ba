"""The catalogue of user-facing problems, shared by every layer.

Each problem has a stable code, a message template with named parameters and a default severity,
so the wording lives in one place (like Puppet's ``issues.rb``) and tests can match on codes
rather than on prose. Messages follow Puppet's wording where Puppet has one.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"
    IGNORE = "ignore"


@dataclass(frozen=True, slots=True)
class Issue:
    code: str
    template: str
    severity: Severity = Severity.ERROR

    def format(self, **args: Any) -> str:
        return self.template.format(**args)


_REGISTRY: dict[str, Issue] = {}


def _issue(code: str, template: str, severity: Severity = Severity.ERROR) -> Issue:
    issue = Issue(code, template, severity)
    _REGISTRY[code] = issue
    return issue


def by_code(code: str) -> Issue:
    return _REGISTRY[code]


def all_issues() -> list[Issue]:
    return list(_REGISTRY.values())


# --- lexical problems -------------------------------------------------------------------------
ILLEGAL_NUMBER = _issue("ILLEGAL_NUMBER", "Illegal number '{value}'")
INVALID_HEX_NUMBER = _issue("INVALID_HEX_NUMBER", "Not a valid hex number {value}")
INVALID_OCTAL_NUMBER = _issue("INVALID_OCTAL_NUMBER", "Not a valid octal number {value}")
INVALID_DECIMAL_NUMBER = _issue("INVALID_DECIMAL_NUMBER", "Not a valid decimal number {value}")
UNCLOSED_QUOTE = _issue("UNCLOSED_QUOTE", "Unclosed quote after {after} followed by '{followed_by}'")
UNCLOSED_MLCOMMENT = _issue("UNCLOSED_MLCOMMENT", "Unclosed multiline comment")
UNRECOGNIZED_ESCAPE = _issue(
    "UNRECOGNIZED_ESCAPE", "Unrecognized escape sequence '\\{ch}'", Severity.WARNING)
ILLEGAL_UNICODE_ESCAPE = _issue(
    "ILLEGAL_UNICODE_ESCAPE",
    "Unicode escape '\\u' was not followed by 4 hex digits or 1-6 hex digits in {{}} or was > 10ffff")
UNICODE_SURROGATE = _issue(
    "UNICODE_SURROGATE", "invalid byte sequence in UTF-8: '\\u{value}' is a UTF-16 surrogate, not a character")
ILLEGAL_FULLY_QUALIFIED_NAME = _issue("ILLEGAL_FULLY_QUALIFIED_NAME", "Illegal fully qualified name")
ILLEGAL_CLASS_REFERENCE = _issue("ILLEGAL_CLASS_REFERENCE", "Illegal class reference")
ILLEGAL_FULLY_QUALIFIED_CLASS_REFERENCE = _issue(
    "ILLEGAL_FULLY_QUALIFIED_CLASS_REFERENCE", "Illegal fully qualified class reference")
ILLEGAL_BOM = _issue(
    "ILLEGAL_BOM", "Illegal UTF-8 Byte Order mark at beginning of input: [EF BB BF] - remove these from the puppet source")
UNEXPECTED_CHARACTER = _issue("UNEXPECTED_CHARACTER", "Syntax error at '{value}'")
HEREDOC_UNCLOSED_PARENTHESIS = _issue(
    "HEREDOC_UNCLOSED_PARENTHESIS", "Unclosed parenthesis after '@(' followed by '{followed_by}'")
HEREDOC_WITHOUT_END_TAGGED_LINE = _issue(
    "HEREDOC_WITHOUT_END_TAGGED_LINE", "Heredoc without end-tagged line")
HEREDOC_INVALID_ESCAPE = _issue(
    "HEREDOC_INVALID_ESCAPE",
    "Invalid heredoc escape char. Only t, r, n, s,  u, L, $ allowed. Got '{actual}'")
HEREDOC_INVALID_SYNTAX = _issue(
    "HEREDOC_INVALID_SYNTAX", "Invalid syntax in heredoc expected @(endtag[:syntax][/escapes])")
HEREDOC_WITHOUT_TEXT = _issue("HEREDOC_WITHOUT_TEXT", "Heredoc without any following lines of text")
HEREDOC_MULTIPLE_AT_ESCAPES = _issue(
    "HEREDOC_MULTIPLE_AT_ESCAPES",
    "An escape char for @() may only appear once. Got '{escapes}'")

# --- syntax -----------------------------------------------------------------------------------
SYNTAX_ERROR = _issue("SYNTAX_ERROR", "Syntax error at {where}")
RESERVED_WORD = _issue(
    "RESERVED_WORD", "Use of reserved word: {word}, must be quoted if intended to be a String value")
RESOURCE_WITHOUT_TITLE = _issue(
    "RESOURCE_WITHOUT_TITLE", "This expression is invalid. Did you try declaring a '{name}' resource without a title?")
ILLEGAL_RESOURCE_SPECIFICATION = _issue(
    "ILLEGAL_RESOURCE_SPECIFICATION", "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {expression}")
ILLEGAL_EXPRESSION = _issue(
    "ILLEGAL_EXPRESSION", "Illegal expression. {expression} is unacceptable as {feature} in {container}")
NOT_TOP_LEVEL = _issue("NOT_TOP_LEVEL", "Classes, definitions, and nodes may only appear at toplevel or inside other classes")
ILLEGAL_DEFINITION_LOCATION = _issue(
    "ILLEGAL_DEFINITION_LOCATION", "Unacceptable location for {description} at '{name}'. {hint}")
APPENDS_DELETES_NO_LONGER_SUPPORTED = _issue(
    "APPENDS_DELETES_NO_LONGER_SUPPORTED", "The operator '{operator}' is no longer supported. See http://links.puppet.com/remove-plus-equals")

# --- validation (Puppet's checker) ------------------------------------------------------------
ILLEGAL_ASSIGNMENT = _issue("ILLEGAL_ASSIGNMENT", "Illegal attempt to assign to '{value}'. Not an assignable reference")
ILLEGAL_NUMERIC_ASSIGNMENT = _issue(
    "ILLEGAL_NUMERIC_ASSIGNMENT", "Illegal attempt to assign to the numeric match result variable '${varname}'. Numeric variables are not assignable")
ILLEGAL_ASSIGNMENT_VIA_INDEX = _issue(
    "ILLEGAL_ASSIGNMENT_VIA_INDEX", "Illegal attempt to assign via [index/key]. Not an assignable reference")
ILLEGAL_RESERVED_ASSIGNMENT = _issue(
    "ILLEGAL_RESERVED_ASSIGNMENT", "Attempt to assign to a reserved variable name: '${varname}'")
ILLEGAL_SCOPE_ASSIGNMENT = _issue(
    "ILLEGAL_SCOPE_ASSIGNMENT", "Illegal attempt to assign to '{name}'. Cannot assign to variables in other namespaces")
ILLEGAL_VAR_NAME = _issue(
    "ILLEGAL_VAR_NAME", "Illegal variable name, The given name '{name}' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/")
ILLEGAL_NAME = _issue(
    "ILLEGAL_NAME", "Illegal name. The given name '{name}' does not conform to the naming rule /^((::)?[a-z][\\w]*)(::[a-z][\\w]*)*$/")
ILLEGAL_DEFINITION_NAME = _issue(
    "ILLEGAL_DEFINITION_NAME", "Unacceptable name. The name '{name}' is unacceptable as the name of {description}")
ILLEGAL_PARAM_NAME = _issue(
    "ILLEGAL_PARAM_NAME", "Illegal parameter name. The given name '{name}' does not conform to the naming rule /^[a-z_]\\w*$/")
DUPLICATE_PARAMETER = _issue("DUPLICATE_PARAMETER", "The parameter '{param_name}' is declared more than once in the parameter list")
RESERVED_PARAMETER = _issue("RESERVED_PARAMETER", "The parameter ${param_name} redefines a built in parameter in {container}")
CAPTURES_REST_NOT_LAST = _issue("CAPTURES_REST_NOT_LAST", "Parameter ${param_name} is not last, and has 'captures rest'")
CAPTURES_REST_NOT_SUPPORTED = _issue(
    "CAPTURES_REST_NOT_SUPPORTED", "Parameter ${param_name} has 'captures rest' - not supported in {container}")
REQUIRED_PARAMETER_AFTER_OPTIONAL = _issue(
    "REQUIRED_PARAMETER_AFTER_OPTIONAL", "Parameter ${param_name} is required but appears after optional parameters")
IDEM_EXPRESSION_NOT_LAST = _issue(
    "IDEM_EXPRESSION_NOT_LAST", "This {expression} has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)")
IDEM_NOT_ALLOWED_LAST = _issue(
    "IDEM_NOT_ALLOWED_LAST", "This {expression} has no effect. {container} can not end with a value-producing expression without other effect")
RESERVED_TYPE_NAME = _issue("RESERVED_TYPE_NAME", "The name: '{name}' is already defined by Puppet and can not be used as the name of {expression}.")
DUPLICATE_KEY = _issue("DUPLICATE_KEY", "The key '{key}' is declared more than once", Severity.WARNING)
DUPLICATE_DEFAULT = _issue("DUPLICATE_DEFAULT", "This {container} already has a 'default' entry - this is a duplicate")
ILLEGAL_ATTRIBUTE_APPEND = _issue(
    "ILLEGAL_ATTRIBUTE_APPEND", "Illegal +> operation on attribute {name}. This operator can not be used in {parent}")
MULTIPLE_ATTRIBUTES_UNFOLD = _issue("MULTIPLE_ATTRIBUTES_UNFOLD", "Unfolding of attributes from Hash can only be used once per resource body")
NOT_RVALUE = _issue("NOT_RVALUE", "Invalid use of expression. {expression} does not produce a value")
ILLEGAL_NODE_INHERITANCE = _issue("ILLEGAL_NODE_INHERITANCE", "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation")
ILLEGAL_REGEXP_IN_NODE_NAME = _issue("ILLEGAL_HOSTNAME_INTERPOLATION", "An interpolated expression is not allowed in a hostname of a node")
ILLEGAL_HOSTNAME_CHARS = _issue("ILLEGAL_HOSTNAME_CHARS", "The hostname '{hostname}' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)")
ILLEGAL_TOP_CONSTRUCT_LOCATION = _issue(
    "ILLEGAL_TOP_CONSTRUCT_LOCATION", "The {value} may only appear at toplevel")
UNSUPPORTED_OPERATOR_IN_CONTEXT = _issue(
    "UNSUPPORTED_OPERATOR_IN_CONTEXT", "The operator '{operator}' in {value} is not supported.")
EMPTY_RESOURCE_SPECIALIZATION = _issue(
    "EMPTY_RESOURCE_SPECIALIZATION", "Empty resource specialization. Did you mean '{type_name}'?")
NOT_VIRTUALIZABLE = _issue("NOT_VIRTUALIZABLE", "Resource Defaults are not virtualizable")

# --- found while parsing ---------------------------------------------------------------------
INVALID_UTF8 = _issue("INVALID_UTF8", "invalid byte sequence in UTF-8")
NESTED_TOO_DEEPLY = _issue("NESTED_TOO_DEEPLY", "Expressions are nested too deeply to parse")
QUOTED_NAME = _issue("QUOTED_NAME", "A quoted string is not valid as a name here")
CLASS_KEYWORD_LOCATION = _issue("CLASS_KEYWORD_LOCATION", "'class' keyword not allowed at this location")
VIRTUAL_NOT_RESOURCE = _issue("VIRTUAL_NOT_RESOURCE", "Virtual (@) can only be applied to a Resource Expression")
EXPORTED_NOT_RESOURCE = _issue("EXPORTED_NOT_RESOURCE", "Exported (@@) can only be applied to a Resource Expression")
ILLEGAL_COMMA_LIST = _issue("ILLEGAL_COMMA_LIST", "illegal comma separated argument list")
NOT_A_RESOURCE = _issue(
    "NOT_A_RESOURCE", "Expression is not valid as a resource, resource-default, or resource-override")

# --- found by the validator (continued) --------------------------------------------------------
CLASS_NOT_VIRTUALIZABLE = _issue("CLASS_NOT_VIRTUALIZABLE", "Classes are not virtualizable")
NOT_ABSOLUTE_TOP_LEVEL = _issue("NOT_ABSOLUTE_TOP_LEVEL", "{value} may only appear at toplevel")
ILLEGAL_QUERY_EXPRESSION = _issue(
    "ILLEGAL_QUERY_EXPRESSION", "Illegal query expression. {expression} cannot be used in a query")
ILLEGAL_NUMERIC_PARAMETER = _issue(
    "ILLEGAL_NUMERIC_PARAMETER",
    "The numeric parameter name '${name}' cannot be used (clashes with numeric match result variables)")
ILLEGAL_NUMERIC_VAR_NAME = _issue(
    "ILLEGAL_NUMERIC_VAR_NAME",
    "Illegal numeric variable name, The given name '{name}' must be a decimal value if it starts with a digit 0-9")
FUTURE_RESERVED_WORD = _issue("FUTURE_RESERVED_WORD", "Use of future reserved word: '{word}'", Severity.WARNING)
NUMERIC_OVERFLOW = _issue(
    "NUMERIC_OVERFLOW", "A Literal Integer resulted in a value outside of Puppet Integer max range, got '{value}'")
HEREDOC_INVALID_JSON = _issue(
    "HEREDOC_INVALID_JSON",
    "Invalid produced text having syntax: '{syntax}'. JSON syntax checker: Cannot parse invalid JSON string. \"{detail}\"")
DUPLICATE_NODE = _issue("DUPLICATE_NODE", "Node '{name}' is already defined{where}; cannot redefine")
INVALID_REGEX = _issue("INVALID_REGEX", "{detail}")
