#!/usr/bin/env bash
# Installs what the end-to-end tests drive: the pinned Qwen Code into tests/.tools/qwen-code, a
# git-ignored cache folder of the repository, and tmux from Debian when it is missing.
#
#   bash tests/tools/install-qwen-code.sh
#
# The version is pinned in tests/tools/qwen-code/package.json and every transitive version and
# integrity hash in tests/tools/qwen-code/package-lock.json, which drives `npm install` (not `npm ci`:
# some optional platform packages Qwen Code names, e.g. @teddyzhu/clipboard-darwin-arm64@0.0.5,
# are not in the registry, so the lockfile cannot list them and `npm ci` refuses it as out of
# sync). Install scripts are off: Qwen Code needs none, its native optional packages ship prebuilt.
# To move
# the pin, change the version there (and QWEN_CODE_VERSION below and in KitFiles.java), then run
#   npm install --package-lock-only --no-audit --no-fund --prefix tests/tools/qwen-code
# A second run is a quick no-op. Network: the npm registry, and Debian only to install tmux.
#
# Environment: NODE (default `node`), NPM (default `npm`).
set -euo pipefail

QWEN_CODE_VERSION=0.24.4

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
pins="$here/qwen-code"
target="$root/tests/.tools/qwen-code"
stamp="$target/.installed-package-lock.json"
node_bin="${NODE:-node}"
npm_bin="${NPM:-npm}"

die() {
  echo "install-qwen-code: $*" >&2
  exit 1
}

installed_version() {
  local manifest="$target/node_modules/@qwen-code/qwen-code/package.json"
  [[ -f "$manifest" ]] || return 0
  "$node_bin" -e 'process.stdout.write(String(require(process.argv[1]).version))' "$manifest"
}

command -v "$node_bin" >/dev/null 2>&1 || die "node not found: '$node_bin'"
command -v "$npm_bin" >/dev/null 2>&1 || die "npm not found: '$npm_bin'"

if [[ "$(installed_version)" == "$QWEN_CODE_VERSION" ]] && cmp -s "$pins/package-lock.json" "$stamp"; then
  echo "install-qwen-code: Qwen Code $QWEN_CODE_VERSION up to date in ${target#"$root"/}"
else
  echo "install-qwen-code: installing Qwen Code $QWEN_CODE_VERSION into ${target#"$root"/}"
  rm -rf "$target"
  mkdir -p "$target"
  cp "$pins/package.json" "$pins/package-lock.json" "$target/"
  "$npm_bin" install --prefix "$target" --ignore-scripts --no-audit --no-fund --no-update-notifier \
    --loglevel=error \
    || die "npm install failed (network or registry problem?); run this script again"
  [[ "$(installed_version)" == "$QWEN_CODE_VERSION" ]] \
    || die "npm install finished but Qwen Code $QWEN_CODE_VERSION is not installed"
  cp "$pins/package-lock.json" "$stamp"
fi

if command -v tmux >/dev/null 2>&1; then
  echo "install-qwen-code: $(tmux -V) present"
else
  [[ "$(id -u)" -eq 0 ]] || die "tmux is missing and only root can install it: apt-get install tmux"
  echo "install-qwen-code: installing tmux with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends tmux
  tmux -V
fi
