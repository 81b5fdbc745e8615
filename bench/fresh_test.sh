#!/usr/bin/env bash
# The README's second command as a newcomer meets it: `cargo test
# --workspace` on a fresh clone of REV (default HEAD) with an empty target
# directory, run alone. Prints the build (`--no-run`) and the tests apart,
# then the whole, each as wall seconds and CPU seconds (user + system),
# with the date, the revision, the cores and the load average at the start.
# The crates.io downloads come from cargo's cache when it has them, so a
# machine that has never fetched them adds their download time.
#
# Usage: bench/fresh_test.sh [REV]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
rev=$(git -C "$ROOT" rev-parse --short "${1:-HEAD}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git clone --quiet --no-local "$ROOT" "$tmp/clone"
git -C "$tmp/clone" checkout --quiet --detach "$rev"
export CARGO_TARGET_DIR="$tmp/clone/target"
unset CARGO_INCREMENTAL
echo "fresh clone of $rev, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

# timed LABEL COMMAND...: runs it in the clone (its output to a log) and
# prints LABEL, wall and CPU seconds; sets WALL and CPU.
timed() {
  local label=$1
  shift
  local out="$tmp/$label.time"
  if ! (cd "$tmp/clone" && /usr/bin/time -f '%e %U %S' -o "$out" "$@" > "$tmp/$label.log" 2>&1); then
    tail -n 30 "$tmp/$label.log" >&2
    echo "error: $label failed" >&2
    exit 1
  fi
  read -r WALL user sys < "$out"
  CPU=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", u + s }')
  printf '%-6s %6.0f s wall %6.0f s CPU\n' "$label" "$WALL" "$CPU"
}

timed build cargo test --workspace --no-run
build_wall=$WALL build_cpu=$CPU
timed tests cargo test --workspace
awk -v a="$build_wall" -v b="$WALL" -v c="$build_cpu" -v d="$CPU" \
  'BEGIN { printf "%-6s %6.0f s wall %6.0f s CPU\n", "whole", a + b, c + d }'
