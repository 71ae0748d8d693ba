define foo($0x1) {}
