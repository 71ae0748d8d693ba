User <| title == 'a' |> { groups +> ['wheel'], shell => '/bin/sh' }
