node default {
  notify { 'in default': }
}
