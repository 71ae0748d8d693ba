# nothing here
/* nor here */
