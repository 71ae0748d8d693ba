$re = /^a.*b$/
notice($re)
notice([/x/, /y+/])
notice("${re}")
