node a /b/ {}
