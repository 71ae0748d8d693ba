unless 1 > 2 { notice('unless body') }
unless true { notice('never') } else { notice('unless else') }
