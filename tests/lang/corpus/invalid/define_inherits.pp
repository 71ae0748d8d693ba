define foo inherits bar {}
