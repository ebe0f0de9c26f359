#!/usr/bin/env bash
# Installs what the end-to-end tests drive: the pinned Qwen Code from npm into a git-ignored cache
# folder of the repository (tests/.tools/qwen-code), and tmux from Debian when it is missing.
# Idempotent: a second run changes nothing. Network: the npm registry and Debian only.
set -euo pipefail
cd "$(dirname "$0")/../.."

QWEN_CODE_VERSION=0.24.4
DEST=tests/.tools/qwen-code
PACKAGE_JSON="$DEST/node_modules/@qwen-code/qwen-code/package.json"

installed_version() {
  [ -f "$PACKAGE_JSON" ] || return 0
  node -e 'process.stdout.write(String(require(process.argv[1]).version))' "$(pwd)/$PACKAGE_JSON"
}

if [ "$(installed_version)" = "$QWEN_CODE_VERSION" ] \
  && [ -f "$DEST/node_modules/@qwen-code/qwen-code/cli-entry.js" ]; then
  echo "install-qwen-code: Qwen Code $QWEN_CODE_VERSION already in $DEST"
else
  echo "install-qwen-code: installing @qwen-code/qwen-code@$QWEN_CODE_VERSION into $DEST"
  rm -rf "$DEST"
  mkdir -p "$DEST"
  printf '{\n  "name": "qwen-managed-kit-e2e-tools",\n  "private": true\n}\n' > "$DEST/package.json"
  # --ignore-scripts: no package may fetch anything beyond the registry; Qwen Code needs no
  # install script (its native optional packages ship prebuilt).
  npm install --prefix "$DEST" --save-exact --no-audit --no-fund --ignore-scripts \
    --loglevel=error "@qwen-code/qwen-code@$QWEN_CODE_VERSION"
  if [ "$(installed_version)" != "$QWEN_CODE_VERSION" ]; then
    echo "install-qwen-code: npm did not install Qwen Code $QWEN_CODE_VERSION" >&2
    exit 1
  fi
fi

if command -v tmux >/dev/null 2>&1; then
  echo "install-qwen-code: $(tmux -V) present"
else
  echo "install-qwen-code: installing tmux with apt-get"
  if [ "$(id -u)" -ne 0 ]; then
    echo "install-qwen-code: tmux is missing and only root can install it (apt-get install tmux)" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends tmux
  tmux -V
fi
