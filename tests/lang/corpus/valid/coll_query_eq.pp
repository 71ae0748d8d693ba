User <| title == 'luke' |>
