$content = "some content\n"
$sum = 1 + 2
$copy = $sum
notice($content)
notice($copy)
