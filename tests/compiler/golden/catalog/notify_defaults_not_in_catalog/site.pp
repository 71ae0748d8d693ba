notify { 'title only': }
notify { 'with message': message => 'explicit' }
notify { 'with path': withpath => true }
