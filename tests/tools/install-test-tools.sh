#!/usr/bin/env bash
# Installs every pinned tool the tests run, each idempotently (quick when already installed):
#   - the MCP Inspector CLI (npm, into the git-ignored tests/.tools/node_modules);
#   - Qwen Code (npm, into tests/.tools/qwen-code) and tmux (apt-get, only when missing);
#   - lintian, for the Debian package's test, and ansible-core, for the Ansible role's test
#     (apt-get, each only when missing and run as root; otherwise that test is skipped, saying why).
# Part of the README's test command; .ci/run runs that command verbatim.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/install-mcp-inspector.sh"
bash "$here/install-qwen-code.sh"
bash "$here/install-lintian.sh"
bash "$here/install-ansible.sh"
