#!/usr/bin/env bash
# Launcher start-up and memory benchmark: the installed launcher (its JVM flags, with and without
# a class-data archive trained for launcher.jar) from spawn until the pinned node it starts is
# running, every start check included, against Node's own trivial start-up; then the resident
# memory of a launcher waiting for its child. Reports ratios from one interleaved run in a
# pseudo-terminal; a measurement, never a pass/fail test.
#
#   bash tests/bench/launcher-bench.sh [runs] [--extra NAME="JVM FLAGS"]...
#
# Environment: JAVA (the pinned java, default `java`), NODE (default `node`), HARNESS_JAVA (runs
# LauncherBench.java, default $JAVA), WARMUP (default 5 rounds), LAUNCHER_FLAGS (replaces the
# launcher's JVM flags, which are read from the installed launcher.args, for training and timing).
# Builds nothing: run `mvn -B -ntp package -DskipTests` first (it installs the built distribution).
set -euo pipefail

runs="${1:-30}"
shift || true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java_bin="$(command -v "${JAVA:-java}")" || { echo "launcher-bench: java not found" >&2; exit 1; }
java_bin="$(readlink -f "$java_bin")"
node_bin="$(command -v "${NODE:-node}")" || { echo "launcher-bench: node not found" >&2; exit 1; }
harness_java="${HARNESS_JAVA:-$java_bin}"
warmup="${WARMUP:-5}"
work="$here/work/launcher"

die() { echo "launcher-bench: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
for jar in launcher mcp-server hook installer; do
  [[ -f "$root/$jar/target/$jar.jar" ]] \
    || die "$jar/target/$jar.jar is missing; build first with: mvn -B -ntp package -DskipTests"
done
command -v script >/dev/null || die "script (util-linux) is needed for the pseudo-terminal"

# An installation of its own, rebuilt every run by the distribution's install.sh (so the launcher
# runs every start check an installed kit runs, the install manifest included): a stand-in node
# that writes the moment it starts, and the pinned Qwen package's cli.js and package.json.
[[ -f "$root/installer/target/qwen-managed-kit.tar.gz" ]] \
  || die "installer/target/qwen-managed-kit.tar.gz is missing; build first with: mvn -B -ntp package -DskipTests"
rm -rf "$work"
mkdir -p "$work"/{node/bin,workspace,qwen-home}
chmod 700 "$work"
tar xzf "$root/installer/target/qwen-managed-kit.tar.gz" -C "$work"
package="$work/qwen-code/node_modules/@qwen-code/qwen-code"
mkdir -p "$package"
echo '// stands in for Qwen Code; never run' > "$package/cli.js"
echo '{"name":"@qwen-code/qwen-code","version":"0.24.4"}' > "$package/package.json"
cat > "$work/node/bin/node" <<NODE
#!/bin/sh
/bin/date +%s%N > '$work/started'
if [ -f '$work/wait' ]; then /bin/sleep 2; fi
exit 0
NODE
chmod 755 "$work/node/bin/node"
cat > "$work/plan.json" <<PLAN
{"planVersion": 1, "profile": "mem0-write", "platform": "posix",
 "installPrefix": "$work/opt", "configDir": "$work/etc",
 "runtimes": {"java": "$java_bin", "env": "/usr/bin/env", "node": "$work/node/bin/node",
   "qwenCli": "$package/cli.js", "qwenVersion": "0.24.4"},
 "provider": {"type": "mem0-platform-v3", "appId": "bench", "credential": {"env": "MEM0_API_KEY"}},
 "workspace": "$work/workspace", "qwenHome": "$work/qwen-home",
 "environment": {"path": ["$work/node/bin", "/usr/bin", "/bin"]}, "extraQwenFlags": []}
PLAN
"$work/qwen-managed-kit/posix/install.sh" --java "$java_bin" --plan "$work/plan.json" >"$work/install.log" 2>&1 \
  || die "the bench plan was not installed: $(tail -n 3 "$work/install.log")"

jar="$(echo "$work"/opt/generations/*/lib/launcher.jar)"
[[ -f "$jar" ]] || die "the install left no launcher.jar under $work/opt/generations"
# The launcher's JVM flags as installed: the words of the generation's launcher.args between the
# java and the class-data archive.
args_file="$(dirname "$(dirname "$jar")")/launcher.args"
default_flags="$(sed -n '2,$p' "$args_file" | sed '/^-XX:SharedArchiveFile=/,$d' | tr '\n' ' ')"
flags="${LAUNCHER_FLAGS:-$default_flags}"
archive="$work/launcher.jsa"
config="-Dqwen.managed.config=$work/etc/launcher.json"
clean_env=(env -i "HOME=$HOME" PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 MEM0_API_KEY=bench-credential)
in_terminal() { "${clean_env[@]}" script -qec "$1" /dev/null; }

# Train the archive as the installer will: one start through every check to the stand-in.
in_terminal "$java_bin $flags -XX:ArchiveClassesAtExit=$archive $config -jar $jar" >/dev/null \
  || die "training run failed"
[[ -s "$archive" ]] || die "training run wrote no archive"

# Where the launcher's classes come from, with and without the archive.
for variant in archive plain; do
  extra=""
  [[ $variant == archive ]] && extra="-XX:SharedArchiveFile=$archive"
  in_terminal "$java_bin $flags $extra -Xlog:class+load=info:file=$work/classes-$variant.log::filecount=0 $config -jar $jar" >/dev/null
done
# Where start-up goes: JVM uptime when each stage's first class loads, with the archive.
in_terminal "$java_bin $flags -XX:SharedArchiveFile=$archive -Xlog:class+load=info:file=$work/stages.log:uptime $config -jar $jar" >/dev/null
stage() { grep -m1 " $1 " "$work/stages.log" | grep -o '^\[[0-9.]*s\]' | tr -d '[]s' | awk '{printf "%.0f ms", $1 * 1000}'; }
stages="launcher main $(stage io.qwenmanaged.launcher.LauncherMain), start checks $(stage io.qwenmanaged.policy.start.StartChecks), first JSON read $(stage io.qwenmanaged.policy.json.JsonReadResult), schema validation $(stage io.qwenmanaged.policy.schema.SchemaValidator), cross-checks $(stage io.qwenmanaged.policy.verify.PolicyVerifier), Qwen started $(stage io.qwenmanaged.launcher.process.QwenProcess)"
classes() {
  local log="$work/classes-$1.log"
  echo "$(grep -c 'source:' "$log") loaded, $(grep -c 'shared objects file' "$log") from CDS, $(grep -c 'source: __' "$log") generated"
}

echo "machine: $(nproc) CPUs, $(uname -sr)"
echo "java:    $("$java_bin" -version 2>&1 | sed -n 2p)"
echo "node:    $("$node_bin" --version)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min; other work on the machine skews results)"
echo "flags:   $flags"
echo "stages:  $stages (JVM uptime)"
echo "classes: with archive $(classes archive); without $(classes plain)"
in_terminal "$harness_java $here/LauncherBench.java --runs $runs --warmup $warmup --java $java_bin \
  --flags '$flags' --archive $archive --config $work/etc/launcher.json --jar $jar \
  --node $node_bin --started $work/started --wait $work/wait $(printf "'%s' " "$@")"
