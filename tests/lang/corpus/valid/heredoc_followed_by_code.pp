$a = @(END).upcase
text
END
notice($a)
