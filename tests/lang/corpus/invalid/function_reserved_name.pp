function hash() {}
