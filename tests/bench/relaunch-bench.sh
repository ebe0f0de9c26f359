#!/usr/bin/env bash
# Qwen Code in one process or two: the linux-x64 bundle's pinned Node.js and Qwen Code started in a
# tmux pane as the launcher starts them (`env -i`, `node --expose-gc cli.js`, a fresh HOME), once as
# Qwen starts by itself (it loads its settings and code, then spawns a second copy of itself to run
# in and stays behind to supervise it) and once with QWEN_CODE_NO_RELAUNCH=true, which the launcher
# sets (Qwen runs in the first process). Interleaved rounds; a measurement, never a pass/fail test.
# It reports, per variant, the median time from the tmux start until Qwen's first screen (the
# provider dialog of a HOME with no settings), the number of node processes then, and their
# resident memory together.
#
#   bash tests/bench/relaunch-bench.sh [rounds]
#
# Run `mvn -B -ntp package -DskipTests` first. Needs tmux. NODE_EXTRA_CA_CERTS is unset: the
# bench reaches no network on purpose (Qwen's update check fails fast without a proxy).
set -euo pipefail

rounds="${1:-8}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$here/work/relaunch"
bundle="$root/distribution/target/qwen-managed-kit-linux-x64.tar.gz"

die() { echo "relaunch-bench: $*" >&2; exit 1; }

[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "rounds must be a positive integer, got '$rounds'"
command -v tmux >/dev/null || die "tmux is needed (bash tests/tools/install-test-tools.sh)"
[[ -f "$bundle" ]] || die "$bundle is missing; build first with: mvn -B -ntp package -DskipTests"
unset NODE_EXTRA_CA_CERTS

rm -rf "$work"
mkdir -p "$work/kit"
chmod 700 "$work"
tar xzf "$bundle" -C "$work/kit"
kit="$work/kit/qwen-managed-kit"
node="$kit/runtime/node/bin/node"
cli="$kit/runtime/qwen/node_modules/@qwen-code/qwen-code/cli.js"
socket="relaunch-bench-$$"
ready="Connect a Provider"

# One start: prints "milliseconds node-processes rss-kib".
start() {
  local variables="$1" home="$work/home"
  rm -rf "$home"
  mkdir -p "$home/workspace"
  tmux -L "$socket" kill-server 2>/dev/null || true
  local begin end
  begin=$(date +%s%N)
  tmux -L "$socket" new-session -d -s bench -x 140 -y 40 -c "$home/workspace" \
    "env -i HOME=$home TERM=xterm-256color PATH=/usr/bin:/bin $variables $node --expose-gc $cli; sleep 60"
  for _ in $(seq 1500); do
    tmux -L "$socket" capture-pane -p -t bench | grep -q "$ready" && break
    sleep 0.02
  done
  end=$(date +%s%N)
  tmux -L "$socket" capture-pane -p -t bench | grep -q "$ready" || die "Qwen showed no '$ready'"
  local pids rss=0 count=0
  pids=$(pgrep -f "^$node --expose-gc $cli" || true)
  for pid in $pids; do
    count=$((count + 1))
    rss=$((rss + $(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")))
  done
  tmux -L "$socket" kill-server
  for _ in $(seq 200); do
    pgrep -f "^$node --expose-gc $cli" > /dev/null || break
    sleep 0.05
  done
  echo "$(((end - begin) / 1000000)) $count $rss"
}

: > "$work/results"
for ((round = 1; round <= rounds; round++)); do
  echo "two-processes $(start "")" >> "$work/results"
  echo "one-process $(start QWEN_CODE_NO_RELAUNCH=true)" >> "$work/results"
done

echo "relaunch-bench: $rounds rounds, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-14s %12s %8s %12s\n' variant "first screen" nodes "RSS (MiB)"
for variant in two-processes one-process; do
  median() {
    grep "^$variant " "$work/results" | awk -v c="$1" '{print $c}' | sort -n \
      | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'
  }
  printf '%-14s %9s ms %8s %12s\n' "$variant" "$(median 2)" "$(median 3)" \
    "$(($(median 4) / 1024))"
done
