File { require +> File['/b'] }
