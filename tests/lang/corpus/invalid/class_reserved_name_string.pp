class string {}
