"""Applying catalogs to the system: ordering, the transaction, resource providers, reports."""
