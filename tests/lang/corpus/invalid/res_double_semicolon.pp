file { '/a': ;; '/b': }
