class known { }
include known
notice($known::nothing)
