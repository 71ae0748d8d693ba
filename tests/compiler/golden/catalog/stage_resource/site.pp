stage { 'pre': before => Stage['main'] }
class early { notify { 'early': } }
class { 'early': stage => 'pre' }
notify { 'main stage': }
