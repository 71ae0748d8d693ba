"""The catalog: resources, references, relationships and Puppet's JSON form of them."""
