class if {}
