type Mod::Ens = Enum['present', 'absent', 'latest']
