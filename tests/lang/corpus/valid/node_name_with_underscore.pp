node foo_bar {}
