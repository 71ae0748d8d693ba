notice(join())
