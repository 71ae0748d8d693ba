$a = '$notavar ${nope}'
