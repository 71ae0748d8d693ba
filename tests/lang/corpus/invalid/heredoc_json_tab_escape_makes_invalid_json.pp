$a = @(END:json/tn)
{"a": "\t"}
END
