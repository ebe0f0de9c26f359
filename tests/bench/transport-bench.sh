#!/usr/bin/env bash
# The MCP server's HTTP transports side by side, one interleaved run: for each given build of
# mcp-server.jar, a server on the kit's launch line (its JVM flags and a trained AppCDS archive)
# per scheme, http and https, each against a loopback fake Mem0 of its own that counts the
# connections it accepts (over https each one is a TLS handshake); prints the warm tools/call
# context_search latency (median, p90, p99) and the requests, connections and TLS connections the
# fake saw over the warm-up and measured calls. Every answer is checked. It is a measurement, never
# a pass/fail test (it fails only on a wrong answer). Results: RESULTS-mcp.md.
#
#   bash tests/bench/transport-bench.sh NAME=JAR [NAME=JAR]...
#
# Environment: JAVA (default `java`), CALLS (measured calls per server, default 1000), WARM_CALLS
# (warm-up calls per server, default 300), BLOCK (calls in a row to one server before the next
# takes over, default 50). Builds nothing: copy each build of mcp-server.jar out of target/ first.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
java_bin="${JAVA:-java}"
work="$here/work/transport"
# The MCP server's launch line, as in mcp-bench.sh; the archive is trained per build and scheme.
kit_flags="-Xlog:disable -Xlog:all=warning:stderr -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -XX:CICompilerCount=1 -XX:C1MaxInlineSize=10 -XX:C1MaxTrivialSize=3 -Xmx10m -Xmn1m"

die() { echo "transport-bench: $*" >&2; exit 1; }
(($# > 0)) || die "usage: transport-bench.sh NAME=JAR [NAME=JAR]..."
builds=()
for build in "$@"; do
  [[ "$build" == *=* && -f "${build#*=}" ]] || die "not NAME=JAR with an existing jar: '$build'"
  builds+=(--build "$build")
done

# A self-signed certificate for 127.0.0.1: the fake holds its key, the servers trust only it.
mkdir -p "$work"
rm -f "$work"/*.p12 "$work"/*.jsa "$work"/*.stderr
keytool="$(dirname "$(readlink -f "$(command -v "$java_bin")")")/keytool"
"$keytool" -genkeypair -alias fake -keyalg RSA -keysize 2048 -validity 2 -dname CN=127.0.0.1 \
  -ext san=ip:127.0.0.1 -storetype PKCS12 -keystore "$work/fake.p12" -storepass changeit 2>/dev/null
"$keytool" -exportcert -alias fake -keystore "$work/fake.p12" -storepass changeit -file "$work/fake.cer" 2>/dev/null
"$keytool" -importcert -noprompt -alias fake -file "$work/fake.cer" -storetype PKCS12 \
  -keystore "$work/trust.p12" -storepass changeit >/dev/null 2>&1

echo "machine: $(nproc) CPUs, $(uname -sr)"
echo "java:    $("$java_bin" -version 2>&1 | sed -n 2p)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min, before)"
"$java_bin" "$here/TransportBench.java" "${builds[@]}" \
  --calls "${CALLS:-1000}" --warm-calls "${WARM_CALLS:-300}" --block "${BLOCK:-50}" \
  --work "$work" --fixtures "$here" --java "$java_bin" --flags "$kit_flags" \
  --keystore "$work/fake.p12" --truststore "$work/trust.p12"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min, after)"
