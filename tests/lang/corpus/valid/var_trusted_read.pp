notice($trusted['certname'])
