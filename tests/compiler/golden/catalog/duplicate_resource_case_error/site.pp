notify { 'Dup': }
notify { 'dup': }
