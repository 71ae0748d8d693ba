node /example/ { notice('first regex') }
node /^web/ { notice('second regex') }
