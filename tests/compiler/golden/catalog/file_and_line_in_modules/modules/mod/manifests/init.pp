class mod {

  notify { 'from module': }
}
