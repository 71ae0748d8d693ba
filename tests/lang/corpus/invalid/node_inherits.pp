node a inherits b {}
