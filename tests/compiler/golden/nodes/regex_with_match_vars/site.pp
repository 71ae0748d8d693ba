node /^web(\d+)\.example\.com$/ { notice("web number ${1}") }
node default { notice('default') }
