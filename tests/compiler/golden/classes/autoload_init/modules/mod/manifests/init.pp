class mod { notice('mod from init.pp') notify { 'mod notify': } }
