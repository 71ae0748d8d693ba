"""Command-line front end: one thin module per subcommand."""
