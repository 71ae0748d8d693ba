$server_facts = {}
