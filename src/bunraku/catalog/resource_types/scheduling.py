"""Time-based types: ``schedule`` (Puppet core) and ``cron`` (module puppetlabs-cron_core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


SCHEDULE = define_type(
    "schedule",
    "Defines a time window and repeat rate that other resources can be restricted to.",
    (
        param("name", "Name other resources use in their schedule metaparameter.", namevar=True),
        param("range", "Time-of-day window(s) in which resources may run."),
        param(
            "periodmatch",
            "Whether the period is measured as distance since the last run or by calendar number.",
            values=("number", "distance"), default="distance"),
        param("period", "Length of the period in which repeat counts.",
            values=("hourly", "daily", "weekly", "monthly", "never")),
        param("repeat", "How many times per period resources may run.", default=1),
        param("weekday", "Days of the week on which the schedule is open."),
    ),
    METAPARAMETERS,
)

CRON = define_type(
    "cron",
    "Manages a crontab entry.",
    (
        param("name", "Name written as a comment identifying the entry.", namevar=True),
        param("provider", "Backend editing the crontab."),
        prop("ensure", "Whether the entry exists.", values=("present", "absent")),
        prop("command", "Command the entry runs."),
        prop("special", "A special schedule such as reboot or daily instead of time fields."),
        prop("minute", "Minute field."),
        prop("hour", "Hour field."),
        prop("weekday", "Day-of-week field."),
        prop("month", "Month field."),
        prop("monthday", "Day-of-month field."),
        prop("environment", "NAME=value lines set before the entry."),
        prop("user", "User whose crontab holds the entry."),
        prop("target", "Crontab file or user to edit."),
    ),
    METAPARAMETERS,
    module="puppetlabs-cron_core",
)

TYPES = (SCHEDULE, CRON)
