#!/usr/bin/env bash
# Launcher start-up and memory benchmark: the installed launcher from spawn until the pinned node it
# starts is running, every start check included, against the JVM floor and against Node's own
# trivial start-up; then the resident memory of a launcher (and of the floor) waiting for its child.
# Reports medians and ratios from one interleaved run in a pseudo-terminal; a measurement, never a
# pass/fail test. Variants:
#   launcher-installed      the words of the installed launcher.args verbatim: the launcher's JVM
#                           flags and the class-data archive the installer trained
#   launcher-bench-archive  the same flags with an archive this bench trains on one full start
#   launcher-no-archive     the same flags, no archive
#   spawn-floor             SpawnFloor.java (only starts the child, waits, exits with its code) on
#                           the same java and flags, with an archive of its own trained like the
#                           launcher's, starting the same stand-in node: what any Java launcher costs
#   node-trivial            `node -e 0`, to its exit
# Archives are trained the way the installer trains them for that java: an AOT cache
# (-XX:AOTCacheOutput) where the java has one (JDK 25), else AppCDS (-XX:ArchiveClassesAtExit);
# both are loaded with -XX:SharedArchiveFile.
#
#   bash tests/bench/launcher-bench.sh [runs] [--extra NAME="JVM FLAGS"]... [--other-kit NAME=DIST]...
#
# --extra adds a variant: launcher-installed with more JVM flags before its -jar. --other-kit adds
# the installed launcher of another build: DIST is its qwen-managed-kit.tar.gz, installed from the
# same plan into a prefix of its own (so with the archive its own install trained).
# Environment: JAVA (the pinned java, default `java`), NODE (default `node`), HARNESS_JAVA (a JDK's
# java: runs LauncherBench.java, and its javac and jar build SpawnFloor.java; default $JAVA),
# WARMUP (default 5 rounds), LAUNCHER_FLAGS (replaces the launcher's JVM flags, which are read from
# the installed launcher.args, for the bench's own training and timing; launcher-installed keeps
# the installed words), ARCHIVE_KIND (aot or appcds: the kind of the bench's own archives instead
# of the one the java's installer would train).
# Builds only the floor's jar in its work folder: run `mvn -B -ntp package -DskipTests` first (it
# builds the distribution the bench installs).
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
# The harness runs from source and builds the floor: it needs a JDK (javac, jar), not a runtime.
harness_bin="$(command -v "$harness_java")" || die "HARNESS_JAVA $harness_java not found"
harness_bin="$(dirname "$(readlink -f "$harness_bin")")"
[[ -x "$harness_bin/javac" && -x "$harness_bin/jar" ]] \
  || die "no javac and jar beside $harness_bin/java: set HARNESS_JAVA to a JDK's java (e.g. HARNESS_JAVA=java)"

# An installation of its own, rebuilt every run by the distribution's install.sh (so the launcher
# runs every start check an installed kit runs, the install manifest included): a stand-in node
# that writes the moment it starts, and the pinned Qwen package's cli.js and package.json.
dist_dir=distribution/target
[[ -f "$root/$dist_dir/qwen-managed-kit.tar.gz" ]] \
  || die "$dist_dir/qwen-managed-kit.tar.gz is missing; build first with: mvn -B -ntp package -DskipTests"
rm -rf "$work"
mkdir -p "$work"/{node/bin,workspace,qwen-home,bundle-qwen}
chmod 700 "$work"
tar xzf "$root/$dist_dir/qwen-managed-kit.tar.gz" -C "$work"
package="$work/qwen-code/node_modules/@qwen-code/qwen-code"
mkdir -p "$package"
echo '// stands in for Qwen Code; never run' > "$package/cli.js"
echo '{"name":"@qwen-code/qwen-code","version":"0.24.4"}' > "$package/package.json"
# The installer takes only the kit's managed build of Qwen Code: the stand-in gets the files the
# patch set changes, as the linux-x64 bundle ships them (listed in its qwen-patches/files.sha256).
bundle="$root/$dist_dir/qwen-managed-kit-linux-x64.tar.gz"
[[ -f "$bundle" ]] || die "$dist_dir/qwen-managed-kit-linux-x64.tar.gz is missing; build first with: mvn -B -ntp package -DskipTests"
tar xzf "$bundle" -C "$work" qwen-managed-kit/qwen-patches/files.sha256 \
  || die "the bundle has no qwen-patches/files.sha256"
mapfile -t patched < <(grep -v '^#' "$work/qwen-managed-kit/qwen-patches/files.sha256" | sed -n 's/.*  //p')
((${#patched[@]} > 0)) || die "the bundle's qwen-patches/files.sha256 lists no file"
tar xzf "$bundle" -C "$work/bundle-qwen" --strip-components=6 \
  "${patched[@]/#/qwen-managed-kit/runtime/qwen/node_modules/@qwen-code/qwen-code/}" \
  || die "the bundle lacks a patched file of Qwen Code"
cp -r "$work/bundle-qwen/." "$package/"
cat > "$work/node/bin/node" <<NODE
#!/bin/sh
# The installer's proof asks the pinned Qwen for its version.
for last in "\$@"; do :; done
if [ "\$last" = --version ]; then echo 0.24.4; exit 0; fi
/bin/date +%s%N > '$work/started'
if [ -f '$work/wait' ]; then /bin/sleep 2; fi
exit 0
NODE
chmod 755 "$work/node/bin/node"
# plan FILE PREFIX CONFIG: the bench's plan, installing into PREFIX with its policy in CONFIG.
plan() {
  cat > "$1" <<PLAN
{"planVersion": 1, "profile": "mem0-write", "platform": "posix",
 "installPrefix": "$2", "configDir": "$3",
 "runtimes": {"java": "$java_bin", "env": "/usr/bin/env", "node": "$work/node/bin/node",
   "qwenCli": "$package/cli.js", "qwenVersion": "0.24.4"},
 "provider": {"type": "mem0-platform-v3", "appId": "bench", "credential": {"env": "MEM0_API_KEY"}},
 "workspace": "$work/workspace", "qwenHome": "$work/qwen-home",
 "environment": {"path": ["$work/node/bin", "/usr/bin", "/bin"]}, "extraQwenFlags": []}
PLAN
}
plan "$work/plan.json" "$work/opt" "$work/etc"
"$work/qwen-managed-kit/posix/install.sh" --java "$java_bin" --plan "$work/plan.json" >"$work/install.log" 2>&1 \
  || die "the bench plan was not installed: $(tail -n 3 "$work/install.log")"

# --other-kit NAME=DIST: another build's distribution archive, unpacked and installed from the same
# plan into a prefix of its own (its install trains its own archive); its installed launcher.args
# runs as the variant NAME in the same interleaved rounds, for an A/B of two builds.
bench_args=()
while (($#)); do
  if [[ "$1" == --other-kit ]]; then
    (($# >= 2)) || die "--other-kit needs NAME=DIST"
    name="${2%%=*}" dist="${2#*=}"
    [[ "$name" =~ ^[a-z0-9-]+$ && -f "$dist" ]] || die "--other-kit $2: NAME=DIST with an existing DIST"
    other="$work/other-$name"
    mkdir -p "$other"
    tar xzf "$dist" -C "$other"
    plan "$other/plan.json" "$other/opt" "$other/etc"
    "$other/qwen-managed-kit/posix/install.sh" --java "$java_bin" --plan "$other/plan.json" \
      >"$other/install.log" 2>&1 || die "$name was not installed: $(tail -n 3 "$other/install.log")"
    bench_args+=(--other "$name=$(echo "$other"/opt/generations/*/launcher.args)")
    shift 2
  else
    bench_args+=("$1")
    shift
  fi
done

jar="$(echo "$work"/opt/generations/*/lib/launcher.jar)"
[[ -f "$jar" ]] || die "the install left no launcher.jar under $work/opt/generations"
# The launcher as installed: the generation's launcher.args, one word a line (java, JVM flags, the
# installer's archive, the configuration's location, -jar and the jar). Its JVM flags are the words
# between the java and -jar without the archive and the configuration.
args_file="$(dirname "$(dirname "$jar")")/launcher.args"
[[ -f "$args_file" ]] || die "the install left no launcher.args beside $(dirname "$jar")"
mapfile -t installed < "$args_file"
jar_at=-1
for i in "${!installed[@]}"; do [[ "${installed[$i]}" == -jar ]] && { jar_at=$i; break; }; done
((jar_at > 0)) || die "$args_file has no -jar word"
[[ "${installed[0]}" == "$java_bin" ]] \
  || die "$args_file starts ${installed[0]}, not the bench's java $java_bin"
default_flags=""
for word in "${installed[@]:1:jar_at-1}"; do
  case "$word" in
    -XX:SharedArchiveFile=* | -XX:AOTCache=* | -Dqwen.managed.config=*) ;;
    *) default_flags+="$word " ;;
  esac
done
flags="${LAUNCHER_FLAGS:-$default_flags}"
# installed_with FLAGS: the installed words with more JVM flags before -jar, as one command line.
installed_with() { echo "${installed[*]:0:jar_at} $1 ${installed[*]:jar_at}"; }
config="-Dqwen.managed.config=$work/etc/launcher.json"
clean_env=(env -i "HOME=$HOME" PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 MEM0_API_KEY=bench-credential)
in_terminal() { "${clean_env[@]}" script -qec "$1" /dev/null; }

# Archives the way the installer makes them for this java: an AOT cache where it has one, else a
# dynamic AppCDS archive (the output is read once: grep -q would cut the pipe short).
# ARCHIVE_KIND=aot or appcds chooses instead (for the bench's own archives; the installed stays).
case "${ARCHIVE_KIND:-}" in
  "") jvm_flags_final="$("$java_bin" -XX:+PrintFlagsFinal -version 2>/dev/null)" \
        || die "$java_bin -XX:+PrintFlagsFinal -version failed"
      archive_kind=appcds; [[ "$jvm_flags_final" == *AOTCacheOutput* ]] && archive_kind=aot ;;
  aot | appcds) archive_kind="$ARCHIVE_KIND" ;;
  *) die "ARCHIVE_KIND must be aot or appcds, got '$ARCHIVE_KIND'" ;;
esac
if [[ $archive_kind == aot ]]; then
  archive_kind="AOT cache (-XX:AOTCacheOutput)"; archive_ext=aot; train_flag=-XX:AOTCacheOutput
else
  archive_kind="AppCDS (-XX:ArchiveClassesAtExit)"; archive_ext=jsa; train_flag=-XX:ArchiveClassesAtExit
fi
# train NAME ARCHIVE COMMAND-TAIL: one run of "java FLAGS <training flag> COMMAND-TAIL".
train() {
  in_terminal "$java_bin $flags $train_flag=$2 $3" >"$work/train-$1.log" 2>&1 \
    || die "the $1 training run failed: $(tail -n 3 "$work/train-$1.log")"
  [[ -s "$2" ]] || die "the $1 training run wrote no archive $2: $(tail -n 3 "$work/train-$1.log")"
}

# The bench's own launcher archive: one start through every check to the stand-in.
archive="$work/launcher-bench.$archive_ext"
train launcher "$archive" "$config -jar $jar"

# The JVM floor, built by the harness JDK for Java 17 and trained on one start of the stand-in.
mkdir -p "$work/floor/classes"
"$harness_bin/javac" --release 17 -d "$work/floor/classes" "$here/SpawnFloor.java" \
  || die "SpawnFloor.java did not compile"
floor_jar="$work/floor/spawn-floor.jar"
"$harness_bin/jar" --create --file "$floor_jar" --main-class SpawnFloor -C "$work/floor/classes" . \
  || die "the floor's jar was not made"
floor_archive="$work/floor/spawn-floor.$archive_ext"
child="$work/node/bin/node $package/cli.js"
train floor "$floor_archive" "-jar $floor_jar $child"

# Where the classes come from in each variant.
class_log() { echo "-Xlog:class+load=info:file=$work/classes-$1.log::filecount=0"; }
in_terminal "$(installed_with "$(class_log installed)")" >/dev/null
in_terminal "$java_bin $flags -XX:SharedArchiveFile=$archive $(class_log bench) $config -jar $jar" >/dev/null
in_terminal "$java_bin $flags $(class_log plain) $config -jar $jar" >/dev/null
in_terminal "$java_bin $flags -XX:SharedArchiveFile=$floor_archive $(class_log floor) -jar $floor_jar $child" >/dev/null
# Where start-up goes: JVM uptime when each stage's first class is initialised, as installed (not
# when it loads: an AOT cache loads its classes as the JVM starts).
in_terminal "$(installed_with "-Xlog:class+init=info:file=$work/stages.log:uptime")" >/dev/null
stage() { grep -m1 "Initializing 'io/qwenmanaged/$1'" "$work/stages.log" | grep -o '^\[[0-9.]*s\]' | tr -d '[]s' | awk '{printf "%.0f ms", $1 * 1000}'; }
stages="launcher main $(stage launcher/LauncherMain), start checks $(stage policy/start/StartChecks), first JSON read $(stage policy/json/StrictJson), schema validation $(stage policy/schema/SchemaValidator), cross-checks $(stage policy/verify/PolicyVerifier), Qwen started $(stage launcher/process/QwenProcess)"
classes() {
  local log="$work/classes-$1.log"
  echo "$(grep -c 'source:' "$log") loaded, $(grep -c 'shared objects file' "$log") from the archive, $(grep -c 'source: __' "$log") generated"
}

echo "machine: $(nproc) CPUs, $(uname -sr)"
echo "java:    $java_bin ($("$java_bin" -version 2>&1 | sed -n 2p))"
echo "node:    $("$node_bin" --version)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min; other work on the machine skews results)"
echo "flags:   $flags"
echo "archive: $archive_kind; installed: $(printf '%s\n' "${installed[@]}" | grep -E '^-XX:(SharedArchiveFile|AOTCache)=' | sed 's|.*/||' | tr '\n' ' ')"
echo "stages:  $stages (JVM uptime at first initialisation, launcher-installed)"
echo "classes: launcher-installed $(classes installed); launcher-bench-archive $(classes bench); launcher-no-archive $(classes plain); spawn-floor $(classes floor)"
in_terminal "$harness_java $here/LauncherBench.java --runs $runs --warmup $warmup --java $java_bin \
  --installed $args_file --flags '$flags' --archive $archive --config $work/etc/launcher.json --jar $jar \
  --floor-jar $floor_jar --floor-archive $floor_archive --child '$child' \
  --node $node_bin --started $work/started --wait $work/wait $(printf "'%s' " "${bench_args[@]}")"
