$a = case 1 { 1: { 'one' } default: { 'other' } }
