notify { ['one', 'two']: message => 'same' }
