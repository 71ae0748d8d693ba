$a = @(The End)
text
The End
