$settings_hash = {'a' => 1, 'b' => 2}
class test {
  $settings_hash += {'b' => 3, 'c' => 4}
  notice($settings_hash)
}
include test
