class foo {}
