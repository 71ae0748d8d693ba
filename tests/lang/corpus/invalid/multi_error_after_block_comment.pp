/* line 1
   line 2
*/ $a = = 1
