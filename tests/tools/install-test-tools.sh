#!/usr/bin/env bash
# Installs every pinned tool the tests run, each idempotently (quick when already installed):
#   - the MCP Inspector CLI (npm, into the git-ignored tests/.tools/node_modules);
#   - Qwen Code (npm, into tests/.tools/qwen-code) and tmux (apt-get, only when missing);
#   - Debian's ansible-core for the Ansible role's test (apt-get, only when missing and run as
#     root; otherwise that test is skipped and says why).
# Part of the README's test command; .ci/run runs that command verbatim.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/install-mcp-inspector.sh"
bash "$here/install-qwen-code.sh"

if command -v ansible-playbook >/dev/null 2>&1; then
  echo "install-test-tools: $(ansible-playbook --version | head -n 1) present"
elif [[ "$(id -u)" -eq 0 ]]; then
  echo "install-test-tools: installing ansible-core with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends ansible-core
  ansible-playbook --version | head -n 1
else
  echo "install-test-tools: ansible-playbook is missing and only root can install it" \
    "(apt-get install ansible-core); the Ansible role's test will be skipped"
fi
