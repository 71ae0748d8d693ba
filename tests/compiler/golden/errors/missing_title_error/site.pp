notify { : }
