class web { notice('web') }
include Web
