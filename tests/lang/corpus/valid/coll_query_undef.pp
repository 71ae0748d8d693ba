File <| owner == undef |>
