#!/usr/bin/env bash
# Installs the pinned MCP Inspector CLI into tests/.tools, a git-ignored cache folder inside the
# repository. tests/tools/install-test-tools.sh (part of the README's test command) calls it.
#
#   bash tests/tools/install-mcp-inspector.sh
#
# The packages and their exact versions are tests/tools/package.json; every transitive version and
# integrity hash is pinned by tests/tools/package-lock.json, and `npm ci` installs exactly that.
# A second run is a quick no-op when the installed versions and lockfile still match.
#
# To add a package: add it with an exact version (no ^ or ~) to
# tests/tools/package.json, refresh the lockfile with
#   npm install --package-lock-only --no-audit --no-fund --prefix tests/tools
# and commit both files. Install scripts of packages are not run (--ignore-scripts); a package
# that really needs its install script must be given a reason here before that flag is dropped.
#
# Environment: NODE (default `node`), NPM (default `npm`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
manifest="$here/package.json"
lockfile="$here/package-lock.json"
target="$root/tests/.tools"
stamp="$target/.installed-package-lock.json"
node_bin="${NODE:-node}"
npm_bin="${NPM:-npm}"
minimum_node_major=20

die() {
  echo "install-mcp-inspector: $*" >&2
  exit 1
}

command -v "$node_bin" >/dev/null 2>&1 || die "node not found: '$node_bin' (install Node.js $minimum_node_major or set NODE=/path/to/node)"
command -v "$npm_bin" >/dev/null 2>&1 || die "npm not found: '$npm_bin' (install npm or set NPM=/path/to/npm)"
[[ -f "$manifest" ]] || die "$manifest is missing"
[[ -f "$lockfile" ]] || die "$lockfile is missing; create it with: npm install --package-lock-only --prefix tests/tools"

node_major="$("$node_bin" -p 'process.versions.node.split(".")[0]')"
((node_major >= minimum_node_major)) || die "Node.js $minimum_node_major or newer is required, found $("$node_bin" --version)"

# Prints one line per pinned package that is missing or at another version; nothing when all match.
# Also refuses ranges in the manifest: every test tool is pinned to one exact version.
mismatches() {
  "$node_bin" - "$manifest" "$target/node_modules" <<'EOF'
const fs = require("fs");
const path = require("path");
const [manifestPath, modules] = process.argv.slice(2);
const wanted = JSON.parse(fs.readFileSync(manifestPath, "utf8")).dependencies || {};
for (const [name, version] of Object.entries(wanted)) {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    console.error(`install-mcp-inspector: ${name} must be pinned to an exact version, not '${version}'`);
    process.exit(2);
  }
  let installed = "not installed";
  try {
    installed = JSON.parse(fs.readFileSync(path.join(modules, name, "package.json"), "utf8")).version;
  } catch (e) {}
  if (installed !== version) console.log(`${name}: want ${version}, have ${installed}`);
}
EOF
}

pending="$(mismatches)" || die "tests/tools/package.json is invalid (see above)"
if [[ -z "$pending" ]] && cmp -s "$lockfile" "$stamp"; then
  echo "install-mcp-inspector: up to date in ${target#"$root"/}"
  exit 0
fi

echo "install-mcp-inspector: installing into ${target#"$root"/}"
[[ -n "$pending" ]] && sed 's/^/  /' <<<"$pending"
mkdir -p "$target"
rm -f "$stamp"
cp "$manifest" "$target/package.json"
cp "$lockfile" "$target/package-lock.json"
"$npm_bin" ci --prefix "$target" --ignore-scripts --no-audit --no-fund --no-update-notifier \
  || die "npm ci failed (network or registry problem?); nothing was marked installed, run this script again"

pending="$(mismatches)" || die "tests/tools/package.json is invalid (see above)"
[[ -z "$pending" ]] || die "npm ci finished but the pinned versions are not installed: $pending"
cp "$lockfile" "$stamp"
echo "install-mcp-inspector: done"
