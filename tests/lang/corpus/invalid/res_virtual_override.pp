@File['/a'] { mode => '0644' }
