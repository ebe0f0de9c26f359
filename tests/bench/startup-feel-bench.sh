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
# classes): copies of the built jars, the policy generated as a user install with its manifest, the
# fake model and Mem0, all in a private directory under ~/.cache/qwen-managed-tests. The launcher
# runs with its JVM flags, with a class-data archive trained as an installer would, and without.
# Environment: JAVA (the java that runs the launcher, the MCP server and the hook; default `java`).
# Builds the kit and the tests' classes (mvn package -DskipTests, no install) and takes their class
# path from Maven. Needs the pinned Qwen Code (bash tests/tools/install-test-tools.sh), tmux, node.
set -euo pipefail

runs="${1:-20}"
warmup="${2:-2}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$root/tests/target/bench"

die() { echo "startup-feel-bench: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "runs must be a positive integer, got '$runs'"
[[ "$warmup" =~ ^[0-9]+$ ]] || die "warm-up rounds must be a number, got '$warmup'"
[[ -f "$root/tests/.tools/qwen-code/node_modules/@qwen-code/qwen-code/cli.js" ]] \
  || die "the pinned Qwen Code is missing; run: bash tests/tools/install-test-tools.sh"
command -v tmux >/dev/null || die "tmux is needed (bash tests/tools/install-test-tools.sh)"
command -v node >/dev/null || die "node is needed"
java_bin="$(command -v "${JAVA:-java}")" || die "java not found"

mkdir -p "$work"
(cd "$root" && mvn -B -ntp -q -pl tests -am package -DskipTests dependency:build-classpath \
  -Dmdep.outputFile="$work/classpath.txt" -Dmdep.includeScope=test) > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; die "the build failed"; }

echo "machine: $(nproc) CPUs, $(uname -sr)"
echo "java:    $("$java_bin" -version 2>&1 | sed -n 2p)"
echo "node:    $(node --version)"
echo "tmux:    $(tmux -V)"
"$java_bin" -Dkit.root="$root" -cp "$root/tests/target/test-classes:$(cat "$work/classpath.txt")" \
  io.qwenmanaged.tests.e2e.scenarios.StartupFeelBench "$runs" "$warmup"
echo
"$java_bin" -Dkit.root="$root" -cp "$root/tests/target/test-classes:$(cat "$work/classpath.txt")" \
  io.qwenmanaged.tests.e2e.scenarios.PromptLatencyBench "$runs" "$warmup"
