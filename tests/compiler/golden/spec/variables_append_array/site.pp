$ssh_users = ['myself', 'someone']

class test {
  $ssh_users += ['someone_else']
  notice($ssh_users)
}
include test
notice($ssh_users)
