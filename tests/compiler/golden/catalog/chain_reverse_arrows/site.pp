notify { 'x': }
notify { 'y': }
Notify['x'] <- Notify['y']
Notify['y'] <~ notify { 'z': }
