class c($p) { }
class { 'c': p => $undefined_var }
