@notify { 'v1': tag => 'grp' }
@notify { 'v2': }
Notify <| tag == 'grp' |>
