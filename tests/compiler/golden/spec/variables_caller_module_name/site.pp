include caller
util::show { 'from-site': }
