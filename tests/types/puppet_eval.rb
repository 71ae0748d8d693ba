# Evaluate Puppet snippets with the real Ruby Puppet (development oracle, used by the record_*.py scripts).
# stdin: JSON array of Puppet source strings; stdout: JSON array of
# {"value": <JSON form of the result>, "logs": [messages], "error": message-or-null}.
require 'json'
require 'tmpdir'
require 'puppet'
require 'puppet_pal'

dir = Dir.mktmpdir
at_exit { FileUtils.rm_rf(dir) }
Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir publicdir ssldir].map { |s| "--#{s}=#{dir}/#{s}" } + ['--color=false'])
logs = []
Puppet::Util::Log.close_all
Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(logs))

def to_json_value(v)
  case v
  when nil, true, false, Integer, String then v
  when Float then { '__float' => v.to_s }
  when Array then v.map { |x| to_json_value(x) }
  when Hash then { '__hash' => v.map { |k, x| [to_json_value(k), to_json_value(x)] } }
  else { '__other' => v.class.name, 'str' => v.to_s }
  end
end

sources = JSON.parse($stdin.read)
results = []
Puppet::Pal.in_tmp_environment('pal_env', modulepath: [], facts: {}) do |pal|
  pal.with_catalog_compiler do |c|
    sources.each do |src|
      logs.clear
      begin
        v = c.evaluate_string(src)
        results << { 'value' => to_json_value(v), 'logs' => logs.map(&:message), 'error' => nil }
      rescue StandardError => e
        results << { 'value' => nil, 'logs' => logs.map(&:message), 'error' => e.message }
      end
    end
  end
end
puts JSON.generate(results)
