class profile::web::server {
  notify { 'Some Title': }
}
include profile::web::server
