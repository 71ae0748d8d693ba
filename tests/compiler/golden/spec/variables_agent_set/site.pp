notice("clientcert=${clientcert}")
notice("clientnoop=${clientnoop}")
