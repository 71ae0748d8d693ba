$ssh_users = ['myself']
class test {
  $ssh_users += 'someone_else'
}
include test
