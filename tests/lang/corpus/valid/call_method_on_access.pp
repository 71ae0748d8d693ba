$a = $facts['x'].upcase
