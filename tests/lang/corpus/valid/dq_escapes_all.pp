$a = "tab\t nl\n cr\r sp\s dollar\$ quote\" bs\\ sq\'"
