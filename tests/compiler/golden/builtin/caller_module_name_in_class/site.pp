include outer
