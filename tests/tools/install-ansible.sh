#!/usr/bin/env bash
# Installs Debian's ansible-core, which the Ansible role's test runs against localhost, when it is
# missing and this runs as root (apt-get); otherwise says so and leaves it: that test is then
# skipped with the same message. A second run is a quick no-op. Network: Debian's packages.
set -euo pipefail

if command -v ansible-playbook >/dev/null 2>&1; then
  echo "install-ansible: $(ansible-playbook --version | head -n 1) present"
elif [[ "$(id -u)" -ne 0 ]]; then
  echo "install-ansible: ansible-playbook is missing and only root can install it" \
    "(apt-get install ansible-core); the Ansible role's test will be skipped"
else
  echo "install-ansible: installing ansible-core with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends ansible-core
  ansible-playbook --version | head -n 1
fi
