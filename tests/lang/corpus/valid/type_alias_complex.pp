type Mod::Port = Variant[Integer[1, 65535], Pattern[/^\d+$/]]
