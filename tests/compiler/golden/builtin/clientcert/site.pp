notice($clientcert)
notice($trusted['certname'] == $clientcert)
