case 1 { Integer[0, 10]: { notice('small') } default: {} }
