$a = Integer.new('42')
