$a = @(END)
text
   END   
