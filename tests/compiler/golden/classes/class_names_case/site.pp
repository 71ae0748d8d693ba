class web { notice('web') }
include 'Web'
notice(defined(Class['WEB']))
notice(Class['web'])
