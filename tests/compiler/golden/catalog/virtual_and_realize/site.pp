@notify { 'virtual one': }
@notify { 'virtual two': }
realize(Notify['virtual two'])
