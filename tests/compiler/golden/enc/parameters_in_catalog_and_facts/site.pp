notice("[${facts['role']}] ${role}")
