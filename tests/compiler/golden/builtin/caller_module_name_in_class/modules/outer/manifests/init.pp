class outer { include inner }
