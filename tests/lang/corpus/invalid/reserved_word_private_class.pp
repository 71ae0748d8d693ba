class private {}
