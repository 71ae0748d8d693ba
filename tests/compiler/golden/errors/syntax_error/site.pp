notice('ok')
class { 'broken'
