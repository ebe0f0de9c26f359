#!/usr/bin/env bash
# Auto-recall hook benchmark: hook start → answer against a zero-latency fake Mem0, the kit's
# hook (mcp-server.jar auto-recall, the kit's JVM flags) with and without a class-data archive
# trained on one hook run, against a minimal Node script doing the same (stdin JSON → one fetch →
# stdout). One interleaved run, rotating the first variant each round; reports medians and ratios
# to Node. It is a measurement, never a pass/fail test.
#
#   bash tests/bench/recall-bench.sh [runs]
#
# Environment: JAVA (default `java`), NODE (default `node`), WARMUP (default 3 rounds), BEFORE_JAR
# (another build of mcp-server.jar, e.g. the previous commit's: adds the variant before-archive,
# the same hook run from that jar with its own trained archive, to compare builds in one run).
# Builds nothing: run `mvn -B -ntp package -DskipTests` first.
set -euo pipefail

runs="${1:-20}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# JAVA and NODE may be relative to the caller's directory; the harness starts them from others.
absolute() { local found; found="$(command -v "$1")" || { echo "$1"; return; }; [[ "$found" == /* ]] && echo "$found" || echo "$PWD/$found"; }
java_bin="$(absolute "${JAVA:-java}")"
node_bin="$(absolute "${NODE:-node}")"
warmup="${WARMUP:-3}"
built_jar="$root/mcp-server/target/mcp-server.jar"
work="$here/work/recall"

# The MCP server's launch flags, which the auto-recall command shares (see RESULTS-mcp.md).
kit_flags="-Xlog:disable -Xlog:all=warning:stderr -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -XX:CICompilerCount=1 -XX:C1MaxInlineSize=10 -XX:C1MaxTrivialSize=3 -Xmx10m -Xmn1m"

die() { echo "recall-bench: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
[[ -f "$built_jar" ]] || die "$built_jar is missing; build it first with: mvn -B -ntp package -DskipTests"
command -v "$java_bin" >/dev/null || die "java not found: '$java_bin' (set JAVA=/path/to/java)"
command -v "$node_bin" >/dev/null || die "node not found: '$node_bin' (set NODE=/path/to/node)"

rm -rf "$work"
mkdir -p "$work/repo" "$work/before"
jar="$work/mcp-server.jar"
archive="$work/mcp-server.jsa"
cp "$built_jar" "$jar"
before_jar="$work/before/mcp-server.jar"
before_archive="$work/before/mcp-server.jsa"
if [[ -n "${BEFORE_JAR:-}" ]]; then
  [[ -f "$BEFORE_JAR" ]] || die "BEFORE_JAR names no file: $BEFORE_JAR"
  cp "$BEFORE_JAR" "$before_jar"
fi

"$node_bin" "$here/recall-fake.js" >"$work/port" &
fake=$!
trap 'kill "$fake" 2>/dev/null || true' EXIT
for _ in $(seq 50); do [[ -s "$work/port" ]] && break; sleep 0.1; done
[[ -s "$work/port" ]] || die "the fake Mem0 did not start"
url="http://127.0.0.1:$(cat "$work/port")"

cat >"$work/recall.json" <<JSON
{"version":2,"timeoutMs":5000,"autoRecall":{"repositoryRoot":"$work/repo","timeoutMs":1500},
 "provider":{"type":"mem0-platform-v3","apiKeyEnv":"RECALL_BENCH_KEY","appId":"bench","baseUrl":"$url"}}
JSON
printf '{"hook_event_name":"UserPromptSubmit","submitted_prompt":"how often do payments retry?","cwd":"%s"}' \
  "$work/repo" >"$work/input.json"

hook() { # $1: extra flags, $2: the jar (default: the built one)
  # shellcheck disable=SC2086
  env -i RECALL_BENCH_KEY=bench-key QWEN_EXTERNAL_CONTEXT_CONFIG="$work/recall.json" \
    "$java_bin" $kit_flags $1 -jar "${2:-$jar}" auto-recall <"$work/input.json"
}
node_hook() {
  env -i RECALL_BENCH_URL="$url" "$node_bin" "$here/recall-baseline.js" <"$work/input.json"
}

# Train the archive on one hook run, as an installer would for this command.
hook "-XX:ArchiveClassesAtExit=$archive" >"$work/train.out" 2>"$work/train.err"
grep -q hookSpecificOutput "$work/train.out" || die "training run printed no context: $(cat "$work/train.out")"
[[ -s "$archive" ]] || die "training run wrote no archive"
grep -q hookSpecificOutput <(node_hook) || die "the Node baseline printed no context"

variants=(kit-archive kit-no-archive node)
if [[ -n "${BEFORE_JAR:-}" ]]; then
  hook "-XX:ArchiveClassesAtExit=$before_archive" "$before_jar" >"$work/before/train.out" 2>&1
  grep -q hookSpecificOutput "$work/before/train.out" || die "BEFORE_JAR's training run printed no context"
  variants+=(before-archive)
fi
run_variant() {
  case "$1" in
    kit-archive) hook "-XX:SharedArchiveFile=$archive" ;;
    before-archive) hook "-XX:SharedArchiveFile=$before_archive" "$before_jar" ;;
    kit-no-archive) hook "" ;;
    node) node_hook ;;
  esac
}

declare -A samples
for ((round = 0; round < warmup + runs; round++)); do
  for ((i = 0; i < ${#variants[@]}; i++)); do
    variant="${variants[$(((i + round) % ${#variants[@]}))]}"
    start=$(date +%s%N)
    out="$(run_variant "$variant")"
    end=$(date +%s%N)
    [[ "$out" == *hookSpecificOutput* ]] || die "$variant printed no context: $out"
    ((round < warmup)) || samples[$variant]+="$(((end - start) / 1000)) "
  done
done

median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
node_median="$(median "${samples[node]}")"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "runs: $runs (after $warmup warm-up rounds); java: $("$java_bin" -version 2>&1 | head -1); node: $("$node_bin" --version)"
printf '%-16s %12s %14s\n' variant "median ms" "ratio to node"
for variant in "${variants[@]}"; do
  m="$(median "${samples[$variant]}")"
  awk -v v="$variant" -v m="$m" -v n="$node_median" 'BEGIN {printf "%-16s %12.1f %14.2f\n", v, m / 1000, m / n}'
done
