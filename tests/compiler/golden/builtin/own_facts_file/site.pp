notice("${role} ${facts['role']} ${facts['custom']['nested']}")
notice($facts.keys.sort)
