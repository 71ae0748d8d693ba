node /^web\d+\.example\.com$/ {
}
