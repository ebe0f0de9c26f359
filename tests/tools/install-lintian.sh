#!/usr/bin/env bash
# Installs Debian's lintian, which the Debian package's test runs on the built .deb, when it is
# missing and this runs as root (apt-get); otherwise says so and leaves it: that test is then
# skipped with the same message. A second run is a quick no-op. Network: Debian's packages.
set -euo pipefail

if command -v lintian >/dev/null 2>&1; then
  echo "install-lintian: $(lintian --version) present"
elif [[ "$(id -u)" -ne 0 ]]; then
  echo "install-lintian: lintian is missing and only root can install it (apt-get install lintian);" \
    "the lintian test will be skipped"
else
  echo "install-lintian: installing lintian with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends lintian
  lintian --version
fi
