User <| (title == 'a' or title == 'b') and ensure == present |>
