notify { 'dup': }
notify { 'dup': }
