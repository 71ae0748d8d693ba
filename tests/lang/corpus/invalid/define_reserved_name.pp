define array() {}
