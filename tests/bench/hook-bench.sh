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
# The archive is trained the way the installer trains the hook's: AppCDS
# (-XX:ArchiveClassesAtExit) on every java; ARCHIVE_KIND=aot trains an AOT cache (-XX:AOTCacheOutput,
# Java 25) instead. Both are loaded with -XX:SharedArchiveFile.
# Builds nothing: run `mvn -B -ntp package -DskipTests` first.
set -euo pipefail

runs="${1:-30}"
shift || true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# JAVA and NODE may be relative to the caller's directory; the harness starts them from others.
absolute() { local found; found="$(command -v "$1")" || { echo "$1"; return; }; [[ "$found" == /* ]] && echo "$found" || echo "$PWD/$found"; }
java_bin="$(absolute "${JAVA:-java}")"
node_bin="$(absolute "${NODE:-node}")"
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

# The installer trains AppCDS for this JVM on every java (an AOT cache starts it about 9 ms sooner
# on Java 25 but costs 0.6 CPU-s more at every install; RESULTS-hook.md); ARCHIVE_KIND=aot measures
# a cache instead.
case "${ARCHIVE_KIND:-appcds}" in
  aot | appcds) archive_kind="${ARCHIVE_KIND:-appcds}" ;;
  *) die "ARCHIVE_KIND must be aot or appcds, got '$ARCHIVE_KIND'" ;;
esac
# An AOT cache's training refuses any -Xshare option (auto is the default anyway), so it goes
# without one; the timed runs keep the flags as they are.
train_flags="$hook_flags"
if [[ $archive_kind == aot ]]; then
  archive_ext=aot; train_flag=-XX:AOTCacheOutput
  train_flags="$(tr ' ' '\n' <<<"$hook_flags" | grep -v '^-Xshare:' | tr '\n' ' ')"
else
  archive_ext=jsa; train_flag=-XX:ArchiveClassesAtExit
fi

# Work on a copy so a concurrent build cannot change the jar under the archive.
mkdir -p "$work"
jar="$work/hook.jar"
archive="$work/hook.$archive_ext"
cp "$built_jar" "$jar"
rm -f "$work"/hook.jsa "$work"/hook.aot

# Train the archive as the installer does: one run on a representative ask-decision input.
# shellcheck disable=SC2086  # hook_flags is a list of flags
"$java_bin" $train_flags "$train_flag=$archive" -jar "$jar" <"$request" >"$work/train.out" \
  || die "training run failed (exit $?): $(tail -n 3 "$work/train.out")"
[[ -s "$archive" ]] || die "training run wrote no archive at $archive"
# An AOT cache's training JVM reports on stdout how it assembled the cache, after the decision.
aot_report='^(Temporary AOTConfiguration|Launching child process|Reading AOTConfiguration|AOTCache creation is complete|Removed temporary AOT configuration)'
[[ "$(grep -Ev "$aot_report" "$work/train.out")" == "$(cat "$decision")" ]] \
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
echo "archive: $archive_kind ($train_flag)"
echo "classes: $loaded loaded by the hook, $shared from CDS archives, $spun generated at run time; CDS ${module_graph:-full module graph: unknown}"
echo "variants:"
exec "$harness_java" "$here/HookBench.java" \
  --runs "$runs" --warmup "$warmup" --request "$request" --decision "$decision" \
  --java "$java_bin" --jar "$jar" --archive "$archive" --flags "$hook_flags" \
  --node "$node_bin" --script "$here/trivial-hook.js" "$@"
