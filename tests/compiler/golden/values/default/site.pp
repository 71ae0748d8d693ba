notice(default)
notice([default])
notice(default =~ Default)
