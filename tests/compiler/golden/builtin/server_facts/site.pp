notice($server_facts)
