User <| groups == ['a', 'b'] |>
