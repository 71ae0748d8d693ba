$a = @(END:json)
{not json
END
