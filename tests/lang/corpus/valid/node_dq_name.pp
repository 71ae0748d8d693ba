node "web" {}
