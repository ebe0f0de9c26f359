#!/usr/bin/env bash
# What the developer feels: `qwen-managed` typed in a tmux pane until Qwen Code's input prompt is on
# screen, against the same pinned Qwen started directly (env -i with the environment the launcher
# builds, node --expose-gc cli.js, in the workspace: the same generated settings, the same MCP
# server). Interleaved rounds, medians and ratios from one run; a measurement, never a pass/fail
# test. Then what auto-recall adds to every prompt: two sessions, with and without it, each typed
# the same kind of prompt round by round; from Enter until the fake model receives the prompt.
#
#   bash tests/bench/startup-feel-bench.sh [runs] [warm-up rounds]
#
# The installation is the end-to-end suite's (io.qwenmanaged.tests.e2e.scenarios.StartupFeelBench reuses its
# classes): the kit installed from the unpacked linux-x64 bundle, on the bundle's runtimes (its
# Java runs the launcher, the MCP server and the hook; its Node.js and Qwen Code run Qwen), the
# fake model and Mem0, all in a private directory under ~/.cache/qwen-managed-tests. The launcher
# runs with its JVM flags, with a class-data archive trained as an installer would, and without.
# Environment: JAVA (the java that runs the benchmark programs only; default `java`).
# Builds the kit, its bundle and the tests' classes (mvn package -DskipTests, no install) and takes
# their class path from Maven. Needs tmux (bash tests/tools/install-test-tools.sh).
set -euo pipefail

runs="${1:-20}"
warmup="${2:-2}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$root/tests/target/bench"

die() { echo "startup-feel-bench: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
[[ "$warmup" =~ ^[0-9]+$ ]] || die "warm-up rounds must be a number, got '$warmup'"
command -v tmux >/dev/null || die "tmux is needed (bash tests/tools/install-test-tools.sh)"
java_bin="$(command -v "${JAVA:-java}")" || die "java not found"

mkdir -p "$work"
(cd "$root" && mvn -B -ntp -q -pl tests -am package -DskipTests dependency:build-classpath \
  -Dmdep.outputFile="$work/classpath.txt" -Dmdep.includeScope=test) > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; die "the build failed"; }

bundle="$root/distribution/target/qwen-managed-kit-linux-x64.tar.gz"
[[ -f "$bundle" ]] || die "the build made no $bundle"
echo "machine: $(nproc) CPUs, $(uname -sr)"
echo "bundle:  java $(tar -xzOf "$bundle" qwen-managed-kit/runtime/java/release | sed -n 's/^JAVA_VERSION="\(.*\)"$/\1/p')," \
  "node $(tar -xzOf "$bundle" qwen-managed-kit/runtime/node/package.json | sed -n 's/^ *"version": "\(.*\)",*$/v\1/p' | head -n 1)"
echo "harness: $("$java_bin" -version 2>&1 | sed -n 2p)"
echo "tmux:    $(tmux -V)"
"$java_bin" -Dkit.root="$root" -cp "$root/tests/target/test-classes:$(cat "$work/classpath.txt")" \
  io.qwenmanaged.tests.e2e.scenarios.StartupFeelBench "$runs" "$warmup"
echo
"$java_bin" -Dkit.root="$root" -cp "$root/tests/target/test-classes:$(cat "$work/classpath.txt")" \
  io.qwenmanaged.tests.e2e.scenarios.PromptLatencyBench "$runs" "$warmup"
