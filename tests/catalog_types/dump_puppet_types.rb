# Records what real Puppet 7 knows about its built-in resource types, as JSON on stdout.
#
# Run: ruby tests/catalog_types/dump_puppet_types.rb > tests/catalog_types/puppet_type_facts.json
# (needs the Debian `puppet` package and the puppet-module-puppetlabs-{host,cron,mount,sshkeys}-core
# packages).  test_registry_matches_puppet.py compares bunraku's registry with this file, so the
# Python data modules can be audited without Ruby installed.  Only facts are dumped, no doc prose.
require 'json'
require 'puppet'

MODULE_LIBS = %w[host_core cron_core mount_core sshkeys_core].map { |m| "/usr/share/puppet/modules/#{m}/lib" }
MODULE_LIBS.each { |dir| $LOAD_PATH.unshift(dir) }
Puppet.initialize_settings(['--confdir', Dir.mktmpdir, '--vardir', Dir.mktmpdir])

TYPES = %w[file exec package service user group notify tidy stage schedule filebucket resources
           component whit host cron mount ssh_authorized_key sshkey]

def value_facts(klass)
  coll = klass.value_collection
  values = coll.instance_variable_get(:@values) || {}
  literals = []
  patterns = []
  aliases = {}
  values.each_value do |v|
    if v.regex?
      patterns << v.name.source
    else
      literals << v.name.to_s
      (v.aliases || []).each { |a| aliases[a.to_s] = v.name.to_s }
    end
  end
  [literals, patterns, aliases]
end

def literal_default(klass)
  return nil unless klass.method_defined?(:default)
  file, = klass.instance_method(:default).source_location
  return nil unless file && file.end_with?('puppet/parameter.rb')
  value = klass.allocate.default
  value.is_a?(Symbol) ? value.to_s : value
end

def attr_facts(type, name)
  kind = case type.attrtype(name) when :property then 'property' when :param then 'parameter' else 'metaparameter' end
  klass = type.attrclass(name)
  literals, patterns, aliases = value_facts(klass)
  facts = {
    'name' => name.to_s, 'kind' => kind, 'namevar' => type.key_attributes.include?(name),
    'values' => literals, 'value_patterns' => patterns, 'value_aliases' => aliases,
    'default' => literal_default(klass),
    'boolean' => klass.ancestors.include?(Puppet::Parameter::Boolean),
    'required_features' => Array(klass.required_features).map(&:to_s),
  }
  facts['array_matching'] = klass.array_matching.to_s if kind == 'property'
  facts
end

out = {}
TYPES.each do |tname|
  type = Puppet::Type.type(tname.to_sym) or raise "no type #{tname}"
  patterns = type.title_patterns.map { |re, fields| [re.source, re.options, fields.map { |f| f[0].to_s }] }
  out[tname] = {
    'isomorphic' => type.isomorphic?,
    'key_attributes' => type.key_attributes.map(&:to_s),
    'title_patterns' => patterns,
    'attributes' => (type.allattrs - Puppet::Type.metaparams).map { |a| attr_facts(type, a) },
  }
end
# Metaparameters are shared by every type; record them once (as seen from Notify).
notify = Puppet::Type.type(:notify)
out['metaparameters'] = { 'attributes' => Puppet::Type.metaparams.map { |a| attr_facts(notify, a) } }

# One attribute per line: readable in a diff, small enough to commit.
lines = out.map do |tname, facts|
  head = facts.reject { |k, _| k == 'attributes' }.map { |k, v| "#{k.to_json}: #{v.to_json}, " }.join
  attrs = facts['attributes'].map { |a| "    #{a.reject { |_, v| v.nil? || v == [] || v == {} || v == false }.to_json}" }
  "  #{tname.to_json}: {#{head}\"attributes\": [\n#{attrs.join(",\n")}\n  ]}"
end
puts "{\n#{lines.join(",\n")}\n}"
