#!/usr/bin/env bash
# MCP server benchmark, one interleaved run: (a) spawn -> tools/list answered for the server as the
# kit installs it (its JVM flags + trained class-data archive), plain `java -jar`, and a minimal
# stdio server on Node's official MCP SDK; (b) warm tools/call context_search latency against a
# zero-latency loopback fake Mem0; (c) the server's peak RSS; (d) the worst case for memory
# (McpStress.java) on the kit's launch line. Every answer is checked. It is a measurement, never a
# pass/fail test (it fails only on a wrong answer in (a)-(c); (d) reports what it found).
#
#   bash tests/bench/mcp-bench.sh [runs] [--extra NAME="JVM FLAGS"]... [--candidate NAME=JAR]...
#
# Environment: JAVA (JVM for the server, default `java`), NODE (default `node`), NPM (default
# `npm`), HARNESS_JAVA (JVM that runs McpBench.java, default $JAVA), WARMUP (start-up warm-up
# rounds, default 3), CALLS (measured calls per server, default 1000), WARM_CALLS (warm-up calls
# per server, default 300), BLOCK (calls in a row to one server before the next takes over,
# default 50), TRAIN_CALLS (tools/call requests in the archive training session, default 1),
# MCP_FLAGS (replaces the kit's server JVM flags below, for both training and timing),
# WORST_CASE_ROUNDS (rounds of each worst-case shape in (d), default 5; 0 skips it).
# --extra adds a variant: the kit's server plus more JVM flags, e.g. --extra xmx16="-Xmx16m".
# --candidate adds another build of mcp-server.jar (copy it out of target/ first), started like the
# kit's with its own trained archive, to measure a change against the current build.
# Builds nothing: run `mvn -B -ntp package -DskipTests` first. Installs the Node baseline's pinned
# packages (tests/bench/node-mcp/package-lock.json) into tests/bench/node-mcp/node_modules.
set -euo pipefail

runs="${1:-20}"
shift || true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# JAVA and NODE may be relative to the caller's directory; the harness starts them from others.
absolute() { local found; found="$(command -v "$1")" || { echo "$1"; return; }; [[ "$found" == /* ]] && echo "$found" || echo "$PWD/$found"; }
java_bin="$(absolute "${JAVA:-java}")"
node_bin="$(absolute "${NODE:-node}")"
npm_bin="${NPM:-npm}"
harness_java="${HARNESS_JAVA:-$java_bin}"
built_jar="$root/mcp-server/target/mcp-server.jar"
node_dir="$here/node-mcp"
work="$here/work/mcp"

# The JVM flags for the MCP server's launch line (see RESULTS-mcp.md for why and what else was
# tried); the installer adds -XX:SharedArchiveFile with the archive it trains.
kit_flags="-Xlog:disable -Xlog:all=warning:stderr -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -XX:CICompilerCount=1 -XX:C1MaxInlineSize=10 -XX:C1MaxTrivialSize=3 -Xmx10m -Xmn1m"
mcp_flags="${MCP_FLAGS:-$kit_flags}"

die() { echo "mcp-bench: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
[[ -f "$built_jar" ]] || die "$built_jar is missing; build it first with: mvn -B -ntp package -DskipTests"
command -v "$java_bin" >/dev/null || die "java not found: '$java_bin' (set JAVA=/path/to/java)"
command -v "$node_bin" >/dev/null || die "node not found: '$node_bin' (set NODE=/path/to/node)"

# The Node baseline: exactly the locked SDK version, installed once (again when the lock changes).
sdk_pin="$(sed -n 's/.*"@modelcontextprotocol\/sdk": "\([^"]*\)".*/\1/p' "$node_dir/package.json")"
installed="$node_dir/node_modules/.package-lock.json"
if [[ ! -f "$installed" ]] || [[ "$node_dir/package-lock.json" -nt "$installed" ]]; then
  command -v "$npm_bin" >/dev/null || die "npm not found: '$npm_bin' (set NPM=/path/to/npm)"
  (cd "$node_dir" && "$npm_bin" ci --no-audit --no-fund --loglevel=error >/dev/null) \
    || die "npm ci failed in $node_dir"
fi
sdk_version="$("$node_bin" -p "require('$node_dir/node_modules/@modelcontextprotocol/sdk/package.json').version")"
[[ "$sdk_version" == "$sdk_pin" ]] || die "installed SDK $sdk_version is not the pinned $sdk_pin"

# The installer trains AppCDS for this JVM on every java (an AOT cache measured no consistent gain
# for it and costs seconds per install); ARCHIVE_KIND=aot measures a cache instead.
case "${ARCHIVE_KIND:-appcds}" in
  aot | appcds) archive_kind="${ARCHIVE_KIND:-appcds}" ;;
  *) die "ARCHIVE_KIND must be aot or appcds, got '$ARCHIVE_KIND'" ;;
esac
if [[ $archive_kind == aot ]]; then
  archive_ext=aot; train_flag=-XX:AOTCacheOutput
else
  archive_ext=jsa; train_flag=-XX:ArchiveClassesAtExit
fi

# Work on a copy so a concurrent build cannot change the jar under the archive.
mkdir -p "$work"
jar="$work/mcp-server.jar"
archive="$work/mcp-server.$archive_ext"
cp "$built_jar" "$jar"
rm -f "$work"/*.classes.log* "$work"/*.stderr

echo "machine: $(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN) CPUs, $(uname -sr)"
echo "java:    $("$java_bin" -version 2>&1 | sed -n 2p)"
echo "node:    $("$node_bin" --version), @modelcontextprotocol/sdk $sdk_version"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) (1/5/15 min, before; other work on the machine skews results)"
echo "archive: $archive_kind ($train_flag)"
echo "variants:"
"$harness_java" "$here/McpBench.java" \
  --runs "$runs" --warmup "${WARMUP:-3}" --calls "${CALLS:-1000}" --warm-calls "${WARM_CALLS:-300}" --block "${BLOCK:-50}" \
  --train-calls "${TRAIN_CALLS:-1}" --work "$work" --fixtures "$here" \
  --java "$java_bin" --jar "$jar" --archive "$archive" --train-flag "$train_flag" --flags "$mcp_flags" \
  --node "$node_bin" --script "$node_dir/server.mjs" "$@"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) (1/5/15 min, after)"

# (d) The worst case for memory on the kit's launch line: every tool worker holding a 1 MiB answer
# of non-Latin-1 text while stdin brings a line of about 1 MiB, in two answer shapes.
rounds="${WORST_CASE_ROUNDS:-5}"
if [[ "$rounds" != 0 ]]; then
  echo
  echo "(d) worst case, $rounds rounds each (4 concurrent 1 MiB answers + a 1 MiB line):"
  for shape in items string; do
    printf '  %-7s ' "$shape"
    SHAPE="$shape" ROUNDS="$rounds" "$harness_java" "$here/McpStress.java" \
      "$java_bin" $mcp_flags -XX:SharedArchiveFile="$archive" -jar "$jar" | head -n 4 || true
  done
fi

# Where the classes come from: the kit's server up to tools/list, the same with one tools/call,
# and the plain server up to tools/list (logs written by McpBench.java).
echo
echo "classes loaded (total / from CDS archives / generated), and by origin:"
for log in startup-kit call-kit startup-plain; do
  file="$work/$log.classes.log"
  count() { grep -c -- "$1" "$file" || true; }
  printf '  %-14s %4s total, %4s shared, %3s generated; jackson-core %s, jackson-databind %s,' \
    "$log" "$(count 'source:')" "$(count 'source: shared objects file')" "$(count 'source: __')" \
    "$(count ' com.fasterxml.jackson.core.')" "$(count ' com.fasterxml.jackson.databind.')"
  printf ' networknt %s, java.net.http %s (jdk.internal.net.http %s), kit %s\n' \
    "$(count ' com.networknt.')" "$(count ' java.net.http.')" \
    "$(count ' jdk.internal.net.http.')" "$(count ' io.qwenmanaged.')"
done

# Where start-up time goes, from one run of the kit's server: JVM uptime when each step's first
# class loads (a step lasts until the next one starts).
log="$work/startup-kit.classes.log"
uptime_ms() { sed -n 's/^\[\([0-9.]*\)s\].*/\1/p' | head -n 1 | awk '{ printf "%6.0f", $1 * 1000 }'; }
echo
echo "start-up steps of jar-kit, ms of JVM uptime at their start (one run, for orientation):"
printf '  %-52s %s\n' "first class loaded (JVM booted)" "$(grep -m1 'source:' "$log" | uptime_ms)"
for step in \
  "io.qwenmanaged.mcp.McpServerMain |main() starts, reads the config file" \
  "io.qwenmanaged.mcp.config.ConfigFileReader |config file read and parsed" \
  "io.qwenmanaged.mcp.config.ConfigInterpreter |config interpreted (schema rules, URL)" \
  "io.qwenmanaged.mcp.provider.ProviderFactory |providers built (HttpClient deferred)" \
  "io.qwenmanaged.mcp.protocol.McpServer |tool list and protocol engine built" \
  "io.qwenmanaged.mcp.protocol.Session |stdin served: initialize, tools/list" ; do
  printf '  %-52s %s\n' "${step#*|}" "$(grep -m1 -- "${step%%|*}" "$log" | uptime_ms)"
done
printf '  %-52s %s\n' "last class loaded (about when tools/list is answered)" \
  "$(tail -n 1 "$log" | uptime_ms)"
