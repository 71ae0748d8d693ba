$a = Class[foo]
$b = Resource['file', '/a']
