include ::foo::bar
