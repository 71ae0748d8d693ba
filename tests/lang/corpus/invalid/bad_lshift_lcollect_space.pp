$a = File < | |>
