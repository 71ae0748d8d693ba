case [1, 2] { [1, 2]: { notice('y') } default: {} }
