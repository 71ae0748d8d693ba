if { }
