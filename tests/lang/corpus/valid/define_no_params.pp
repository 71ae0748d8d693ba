define foo {}
