File['/tmp/a'] { require +> File['/tmp'] }
