$role = 'db'
notice($role)
