if true { node x {} }
