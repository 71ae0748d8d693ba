notice(size(5))
