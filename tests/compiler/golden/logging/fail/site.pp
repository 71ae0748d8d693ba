notice('before')
fail('something went wrong')
notice('after')
