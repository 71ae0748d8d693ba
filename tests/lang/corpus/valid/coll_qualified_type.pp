Foo::Bar <| |>
