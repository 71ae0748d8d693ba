notice([1, 'two', [3, 'four'], []])
notice([])
notice("${[1, 2]}")
notice(['a b', "c"])
