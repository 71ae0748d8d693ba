notify { 'default': }
