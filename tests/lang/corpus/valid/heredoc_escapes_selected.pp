$a = @(END/ts)
a\tb\sc\nd
END
