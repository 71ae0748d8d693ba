$a = `ls`
