/* block
   comment */
$a = /* inline */ 1
