$a = @()
text
)
