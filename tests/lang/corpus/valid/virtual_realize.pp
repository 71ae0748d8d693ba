@user { 'luke': }
realize(User['luke'])
