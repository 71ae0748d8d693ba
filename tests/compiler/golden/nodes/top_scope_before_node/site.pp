node default { notice('node') }
notice('top after node in file')
