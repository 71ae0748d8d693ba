class c { }
$role = 'other'
