$a = @(END/)
tab\t nl\n \$ \u00E9 \
END
