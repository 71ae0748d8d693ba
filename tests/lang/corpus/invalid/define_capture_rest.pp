define foo(*$r) {}
