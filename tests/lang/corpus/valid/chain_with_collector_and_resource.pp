Yumrepo <| |> -> package { 'x': }
