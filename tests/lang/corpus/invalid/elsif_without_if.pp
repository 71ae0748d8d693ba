elsif true { }
