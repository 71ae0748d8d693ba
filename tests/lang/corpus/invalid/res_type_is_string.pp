'file' { '/a': }
