#!/usr/bin/env bash
# Runtime benchmark: start-up of the kit's three JVMs (the confirmation hook up to its exit, the MCP
# server up to its initialize answer, the launcher's start path up to the moment it has started
# node) on private runtimes made with jlink from JDK 17 and from JDK 25, each with its best
# archive, against the full JDK 17 with the class-data archive the installer trains today. One
# interleaved run in a pseudo-terminal, medians and ratios to today's; a measurement, never a
# pass/fail test (it fails only when a process gives a wrong answer).
#
#   bash tests/bench/runtime-bench.sh [runs]
#
# Environment: JDK17 (a JDK 17 home, default: the home of `java` on PATH), JDK25 (a JDK 25 home,
# default: the home of `java25` on PATH), WARMUP (default 3 rounds).
# Builds nothing: run `mvn -B -ntp package -DskipTests` first (it installs the built distribution).
set -euo pipefail

runs="${1:-20}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$here/work/runtime"
die() { echo "runtime-bench: $*" >&2; exit 1; }
home_of() { command -v "$1" >/dev/null && dirname "$(dirname "$(readlink -f "$(command -v "$1")")")"; }
jdk17="${JDK17:-$(home_of java || true)}"
jdk25="${JDK25:-$(home_of java25 || true)}"

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
for jdk in "$jdk17" "$jdk25"; do
  [[ -x "$jdk/bin/jlink" ]] || die "no jlink in '$jdk' (set JDK17 and JDK25 to JDK homes)"
done
[[ "$("$jdk17/bin/java" -version 2>&1)" == *'version "17'* ]] || die "JDK17=$jdk17 is not a JDK 17"
[[ "$("$jdk25/bin/java" -version 2>&1)" == *'version "25'* ]] || die "JDK25=$jdk25 is not a JDK 25"
tarball="$root/distribution/target/qwen-managed-kit.tar.gz"
[[ -f "$tarball" ]] || die "$tarball is missing; build first with: mvn -B -ntp package -DskipTests"
command -v script >/dev/null || die "script (util-linux) is needed for the pseudo-terminal"

# The modules of the bundle's runtime (one list, read by the build too); JDK 17 also needs
# jdk.crypto.ec for the elliptic-curve TLS that Mem0's https endpoint negotiates (JDK 22 and later
# have it in java.base).
modules="$(tr -d ' \n' <"$root/distribution/src/bundle/java-modules")"
rm -rf "$work"
mkdir -p "$work"/{node/bin,workspace,qwen-home,archives}
chmod 700 "$work"
image() { # NAME JDK MODULES [MORE JLINK OPTIONS]
  "$2/bin/jlink" --add-modules "$3" --strip-debug --no-header-files --no-man-pages "${@:4}" \
    --output "$work/$1" 2>"$work/$1.jlink.log" >/dev/null || die "jlink $1 failed: $(tail -n 3 "$work/$1.jlink.log")"
}
image j17 "$jdk17" "$modules,jdk.crypto.ec" --generate-cds-archive
image j17-nocds "$jdk17" "$modules,jdk.crypto.ec"
image j25 "$jdk25" "$modules" --generate-cds-archive

# An installation of its own through the distribution's install.sh, run by the JDK 25 image (the
# installer needs no more modules than the list): a stand-in node that writes the moment it starts,
# and the pinned Qwen package's cli.js and package.json.
tar xzf "$tarball" -C "$work"
package="$work/qwen-code/node_modules/@qwen-code/qwen-code"
mkdir -p "$package"
echo '// stands in for Qwen Code; never run' >"$package/cli.js"
echo '{"name":"@qwen-code/qwen-code","version":"0.24.4"}' >"$package/package.json"
printf '#!/bin/sh\n/bin/date +%%s%%N > %s/started\n' "$work" >"$work/node/bin/node"
chmod 755 "$work/node/bin/node"
cat >"$work/plan.json" <<PLAN
{"planVersion": 1, "profile": "mem0-write", "platform": "posix",
 "installPrefix": "$work/opt", "configDir": "$work/etc",
 "runtimes": {"java": "$work/j25/bin/java", "env": "/usr/bin/env", "node": "$work/node/bin/node",
   "qwenCli": "$package/cli.js", "qwenVersion": "0.24.4"},
 "provider": {"type": "mem0-platform-v3", "appId": "bench", "credential": {"env": "MEM0_API_KEY"}},
 "workspace": "$work/workspace", "qwenHome": "$work/qwen-home",
 "environment": {"path": ["$work/node/bin", "/usr/bin", "/bin"]}, "extraQwenFlags": []}
PLAN
"$work/qwen-managed-kit/posix/install.sh" --java "$work/j25/bin/java" --plan "$work/plan.json" \
  >"$work/install.log" 2>&1 || die "the bench plan was not installed: $(tail -n 3 "$work/install.log")"
lib="$(dirname "$(echo "$work"/opt/generations/*/lib/launcher.jar)")"
[[ -f "$lib/launcher.jar" ]] || die "the install left no launcher.jar under $work/opt/generations"

# The JVM flags as installed: the launcher's from launcher.args (between java and its archive), the
# hook's and the MCP server's from the generated Qwen settings (between java and their archive).
launcher_flags="$(sed -n '2,$p' "$lib/../launcher.args" | sed '/^-XX:SharedArchiveFile=/,$d' | tr '\n' ' ')"
settings="$(echo "$work"/etc/generations/*/system-settings.json)"
hook_flags="$(grep -o "java' '[^\"]*' '-XX:SharedArchiveFile" "$settings" | head -n 1 \
  | sed "s/^java' //; s/ '-XX:SharedArchiveFile\$//; s/'//g")"
mcp_flags="$(tr -d '\n ' <"$settings" | grep -o '/java","[^]]*' | head -n 1 \
  | sed 's|^/java",||; s|,"-XX:SharedArchiveFile.*||; s/"//g; s/,/ /g')"
[[ -n "$hook_flags" && -n "$mcp_flags" ]] || die "no JVM flags found in $settings"
cp "$lib/hook.jar" "$lib/mcp-server.jar" "$work/archives/"
sed -n 1p "$here/mcp-handshake.jsonl" >"$work/initialize.jsonl"
config="-Dqwen.managed.config=$work/etc/launcher.json"
printf '%s\n' "HOME=$HOME" PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 \
  MEM0_API_KEY=bench-credential "QWEN_EXTERNAL_CONTEXT_CONFIG=$work/mcp-config.json" >"$work/env"
sed 's|BASE_URL|http://127.0.0.1:9|' "$here/mcp-config.json" >"$work/mcp-config.json"
in_terminal() { env -i $(tr '\n' ' ' <"$work/env") script -qec "$1" /dev/null; }

# One command per process: RUNTIME-JAVA FLAGS ARCHIVE-OPTION -jar JAR.
hook_cmd() { echo "$1 $hook_flags $2 -jar $work/archives/hook.jar"; }
mcp_cmd() { echo "$1 $mcp_flags $2 -jar $work/archives/mcp-server.jar"; }
launcher_cmd() { echo "$1 $launcher_flags $2 $config -jar $lib/launcher.jar"; }

# Train each archive as the installer does (one run on typical work with the same flags): the hook
# on the ask request, the MCP server on initialize and tools/list, the launcher on its start path.
train() { # NAME JAVA TRAIN-OPTION
  local java="$1" opt="$2" name="$3"
  env -i $(tr '\n' ' ' <"$work/env") $(hook_cmd "$java" "$opt/hook-$name") <"$here/hook-request.json" >/dev/null 2>>"$work/training.log"
  env -i $(tr '\n' ' ' <"$work/env") $(mcp_cmd "$java" "$opt/mcp-$name") <"$here/mcp-handshake.jsonl" >/dev/null 2>>"$work/training.log"
  in_terminal "$(launcher_cmd "$java" "$opt/launcher-$name")" >/dev/null
}
arch="$work/archives"
train "$jdk17/bin/java" "-XX:ArchiveClassesAtExit=$arch" full17.jsa
train "$work/j17/bin/java" "-XX:ArchiveClassesAtExit=$arch" j17.jsa
train "$work/j25/bin/java" "-XX:ArchiveClassesAtExit=$arch" j25.jsa
train "$work/j25/bin/java" "-XX:AOTCacheOutput=$arch" j25.aot
for f in "$arch"/{hook,mcp,launcher}-{full17.jsa,j17.jsa,j25.jsa,j25.aot}; do
  [[ -s "$f" ]] || die "training wrote no $f"
done

variants="$work/variants.tsv"
: >"$variants"
for process in hook mcp launcher; do
  add() { printf '%s\t%s\t%s\n' "$process-$1" "$process" "$("${process}_cmd" "$2" "$3")" >>"$variants"; }
  add jdk17-full-appcds "$jdk17/bin/java" "-XX:SharedArchiveFile=$arch/$process-full17.jsa"
  add j17-jlink-appcds "$work/j17/bin/java" "-XX:SharedArchiveFile=$arch/$process-j17.jsa"
  add j17-jlink-no-cds "$work/j17-nocds/bin/java" ""
  add j25-jlink-appcds "$work/j25/bin/java" "-XX:SharedArchiveFile=$arch/$process-j25.jsa"
  add j25-jlink-aotcache "$work/j25/bin/java" "-XX:AOTCache=$arch/$process-j25.aot"
done

mib() { du -sm "$1" | cut -f1; }
gz_mib() { tar -C "$(dirname "$1")" -czf - "$(basename "$1")" | wc -c | awk '{ printf "%.1f", $1 / 1048576 }'; }
echo "machine: $(nproc) CPUs, $(uname -sr)"
echo "jdk17:   $("$jdk17/bin/java" -version 2>&1 | sed -n 2p)"
echo "jdk25:   $("$jdk25/bin/java" -version 2>&1 | sed -n 2p)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min, before; other work on the machine skews results)"
echo "images (on disk / as tar.gz, MiB):"
for name in j17 j17-nocds j25; do
  echo "  $name: $(cat "$work/$name/release" | sed -n 's/^MODULES="\(.*\)"/\1/p' | tr ' ' ','): $(mib "$work/$name") / $(gz_mib "$work/$name")"
done
echo "archives (KiB): $(cd "$arch" && du -k ./*.jsa ./*.aot | awk '{ sub("./", "", $2); printf "%s %s, ", $2, $1 }')"
in_terminal "$jdk25/bin/java $here/RuntimeBench.java --runs $runs --warmup ${WARMUP:-3} \
  --variants $variants --request $here/hook-request.json --decision $here/hook-decision.json \
  --initialize $work/initialize.jsonl --started $work/started --env $work/env"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min, after)"
