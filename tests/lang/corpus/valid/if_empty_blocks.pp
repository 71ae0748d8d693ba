if true {} else {}
