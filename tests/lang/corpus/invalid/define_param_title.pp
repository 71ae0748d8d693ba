define foo($title) {}
