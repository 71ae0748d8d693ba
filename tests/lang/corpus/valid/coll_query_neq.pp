User <| groups != 'admin' |>
