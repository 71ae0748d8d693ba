$a = @(END)
text
-END
