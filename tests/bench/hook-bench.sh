#!/usr/bin/env bash
# Hook start-up benchmark: the confirmation hook, started the way the kit installs it
# (tuned JVM flags + trained application class-data-sharing archive), against plain `java -jar`
# and against Node running a trivial equivalent script. Reports ratios from one interleaved run;
# it is a measurement, never a pass/fail test.
#
#   bash tests/bench/hook-bench.sh [runs] [--extra NAME="JVM FLAGS"]...
#
# Environment: JAVA (JVM for the hook, default `java`), NODE (default `node`),
# HARNESS_JAVA (JVM that runs HookBench.java, default $JAVA), WARMUP (default 5 rounds),
# HOOK_FLAGS (replaces the kit's hook JVM flags below, for both training and timing).
# --extra adds a variant: the tuned hook plus more JVM flags, e.g. --extra xmx32="-Xmx32m".
# Builds nothing: run `mvn -B -ntp package -DskipTests` first.
set -euo pipefail

runs="${1:-30}"
shift || true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java_bin="${JAVA:-java}"
node_bin="${NODE:-node}"
harness_java="${HARNESS_JAVA:-$java_bin}"
warmup="${WARMUP:-5}"
built_jar="$root/hook/target/hook.jar"
work="$here/work/hook"
request="$here/hook-request.json"
decision="$here/hook-decision.json"

# The JVM flags the kit installs for the hook (see RESULTS-hook.md for what else was tried).
kit_flags="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr"
hook_flags="${HOOK_FLAGS:-$kit_flags}"

die() { echo "hook-bench: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
[[ -f "$built_jar" ]] || die "$built_jar is missing; build it first with: mvn -B -ntp package -DskipTests"
command -v "$java_bin" >/dev/null || die "java not found: '$java_bin' (set JAVA=/path/to/java)"
command -v "$node_bin" >/dev/null || die "node not found: '$node_bin' (set NODE=/path/to/node)"

# Work on a copy so a concurrent build cannot change the jar under the archive.
mkdir -p "$work"
jar="$work/hook.jar"
archive="$work/hook.jsa"
cp "$built_jar" "$jar"
rm -f "$archive"

# Train the archive exactly as the installer does: one run on a representative ask-decision input.
# shellcheck disable=SC2086  # hook_flags is a list of flags
"$java_bin" $hook_flags -XX:ArchiveClassesAtExit="$archive" -jar "$jar" <"$request" >"$work/train.out" \
  || die "training run failed (exit $?)"
[[ -s "$archive" ]] || die "training run wrote no archive at $archive"
[[ "$(cat "$work/train.out")" == "$(cat "$decision")" ]] \
  || die "training run printed an unexpected decision: $(cat "$work/train.out")"

# Where the hook's classes come from when it runs with the archive.
# shellcheck disable=SC2086
"$java_bin" $hook_flags -XX:SharedArchiveFile="$archive" -Xlog:class+load=info:file="$work/class-load.log"::filecount=0 \
  -Xlog:cds=info:file="$work/cds.log"::filecount=0 -jar "$jar" <"$request" >/dev/null
loaded="$(grep -c 'source:' "$work/class-load.log" || true)"
shared="$(grep -c 'source: shared objects file' "$work/class-load.log" || true)"
spun="$(grep -c 'source: __' "$work/class-load.log" || true)"
module_graph="$(grep -o 'full module graph: [a-z]*' "$work/cds.log" | tail -n 1 || true)"

echo "machine: $(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN) CPUs, $(uname -sr)"
echo "java:    $("$java_bin" -version 2>&1 | sed -n 2p)"
echo "node:    $("$node_bin" --version)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) (1/5/15 min; other work on the machine skews results)"
echo "classes: $loaded loaded by the hook, $shared from CDS archives, $spun generated at run time; CDS ${module_graph:-full module graph: unknown}"
echo "variants:"
exec "$harness_java" "$here/HookBench.java" \
  --runs "$runs" --warmup "$warmup" --request "$request" --decision "$decision" \
  --java "$java_bin" --jar "$jar" --archive "$archive" --flags "$hook_flags" \
  --node "$node_bin" --script "$here/trivial-hook.js" "$@"
