notice("environment=${environment}")
notice("settings environment=${settings::environment}")
