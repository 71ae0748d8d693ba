class foo(*$rest) {}
