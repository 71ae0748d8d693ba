class one { notify { 'in one': } }
class two { notify { 'in two': } }
include one, two
Class['two'] -> Class['one']
