#!/usr/bin/env bash
# Install benchmark: the linux-x64 bundle's own install.sh with its sample plan, timed as an
# administrator's machine sees it, in interleaved rounds; a measurement, never a pass/fail test.
# Each round and kit, into a prefix and config directory of their own, times in turn:
#   first       an install into an empty prefix (the runtimes copied, every archive trained, the
#               generation proved)
#   update      the same plan with one value changed (the runtimes reused, a new generation)
#   idempotent  the changed plan again (nothing to write)
#   version     `java -jar lib/installer.jar --version` on the bundle's java: the floor the
#               idempotent install is compared with
# It reports, per kit and step, the median wall time and the median CPU time (user + system of the
# whole process tree), then the idempotent install's ratio to the version floor.
#
#   bash tests/bench/install-bench.sh [rounds] [--other-kit NAME=BUNDLE]...
#
# --other-kit adds another build's linux-x64 bundle (its qwen-managed-kit-linux-x64.tar.gz), timed
# in the same rounds. Run `mvn -B -ntp package -DskipTests` first; unset NODE_EXTRA_CA_CERTS when
# timing (a corporate CA makes the install add a trust store).
set -euo pipefail

rounds="${1:-5}"
shift || true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$here/work/install"

die() { echo "install-bench: $*" >&2; exit 1; }

[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "rounds must be a positive integer, got '$rounds'"
[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed for the CPU times"

declare -a names=(this) bundles=("$root/distribution/target/qwen-managed-kit-linux-x64.tar.gz")
while (($#)); do
  case "$1" in
    --other-kit)
      (($# >= 2)) || die "--other-kit needs NAME=BUNDLE"
      [[ "$2" =~ ^[A-Za-z0-9_-]+=.+$ ]] || die "--other-kit needs NAME=BUNDLE, got '$2'"
      names+=("${2%%=*}")
      bundles+=("${2#*=}")
      shift 2
      ;;
    *) die "unknown argument '$1'" ;;
  esac
done
for bundle in "${bundles[@]}"; do
  [[ -f "$bundle" ]] || die "$bundle is missing; build first with: mvn -B -ntp package -DskipTests"
done

rm -rf "$work"
mkdir -p "$work"
chmod 700 "$work"
for i in "${!names[@]}"; do
  mkdir -p "$work/${names[$i]}/kit" "$work/${names[$i]}/workspace"
  tar xzf "${bundles[$i]}" -C "$work/${names[$i]}/kit"
  kit="$work/${names[$i]}/kit/qwen-managed-kit"
  cp "$kit/samples/plan-posix-mem0-write.json" "$work/${names[$i]}/plan.json"
  # The update's plan: the same with the provider's timeout one millisecond longer.
  timeout="$(sed -n 's/.*"timeoutMs": *\([0-9][0-9]*\).*/\1/p' "$work/${names[$i]}/plan.json" | head -n 1)"
  [[ -n "$timeout" ]] || die "the sample plan of ${names[$i]} has no timeoutMs"
  sed "s/\"timeoutMs\": *$timeout/\"timeoutMs\": $((timeout + 1))/" "$work/${names[$i]}/plan.json" \
    > "$work/${names[$i]}/plan-update.json"
  cmp -s "$work/${names[$i]}/plan.json" "$work/${names[$i]}/plan-update.json" \
    && die "could not change timeoutMs in the sample plan of ${names[$i]}"
done

# One timed run: appends "kit step wall cpu" to the results, or stops the bench on a failure.
timed() {
  local name="$1" step="$2"
  shift 2
  local out="$work/$name/time.out"
  /usr/bin/time -f "%e %U %S" -o "$out" "$@" > "$work/$name/$step.log" 2>&1 \
    || die "$name $step failed; see $work/$name/$step.log"
  read -r wall user system < "$out"
  echo "$name $step $wall $(echo "$user + $system" | bc)" >> "$work/results"
}

: > "$work/results"
for ((round = 1; round <= rounds; round++)); do
  for name in "${names[@]}"; do
    rm -rf "$work/$name/site"
    mkdir -p "$work/$name/site"
    kit="$work/$name/kit/qwen-managed-kit"
    site=(--prefix "$work/$name/site/opt" --config-dir "$work/$name/site/etc"
      --workspace "$work/$name/workspace")
    timed "$name" first sh "$kit/posix/install.sh" --plan "$work/$name/plan.json" "${site[@]}"
    timed "$name" update sh "$kit/posix/install.sh" --plan "$work/$name/plan-update.json" "${site[@]}"
    timed "$name" idempotent sh "$kit/posix/install.sh" --plan "$work/$name/plan-update.json" \
      "${site[@]}"
    timed "$name" version "$kit/runtime/java/bin/java" -jar "$kit/lib/installer.jar" --version
  done
  echo "install-bench: round $round of $rounds done" >&2
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

printf '%-12s %-11s %10s %10s\n' kit step "wall (s)" "cpu (s)"
for name in "${names[@]}"; do
  for step in first update idempotent version; do
    wall="$(awk -v n="$name" -v s="$step" '$1 == n && $2 == s { print $3 }' "$work/results" | median)"
    cpu="$(awk -v n="$name" -v s="$step" '$1 == n && $2 == s { print $4 }' "$work/results" | median)"
    printf '%-12s %-11s %10.2f %10.2f\n' "$name" "$step" "$wall" "$cpu"
  done
  idem="$(awk -v n="$name" '$1 == n && $2 == "idempotent" { print $3 }' "$work/results" | median)"
  floor="$(awk -v n="$name" '$1 == n && $2 == "version" { print $3 }' "$work/results" | median)"
  printf '%-12s idempotent / version: %.2f (the target is 2 or less)\n' "$name" \
    "$(echo "scale=4; $idem / $floor" | bc)"
done
echo "rounds: $rounds; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
