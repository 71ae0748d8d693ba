$a = "smile \u{1F600}"
