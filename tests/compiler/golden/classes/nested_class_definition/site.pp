class outer {
  class inner { notice('inner evaluated') }
}
include outer
include outer::inner
