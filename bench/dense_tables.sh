#!/usr/bin/env bash
# The dense tables of grundy_core::explore beside a hand-written array DP of
# the same game, side by side in one run (bench/examples/dense_tables.rs):
# a bitmask game of 2^20 states and a two-heap game of 3162^2 (about 10^7)
# positions. Prints a Markdown table of medians over ROUNDS interleaved
# rounds (default 7) of each side's CPU time, and the ratio library / DP;
# the target is at most 2. Where `perf` is installed, then the instructions
# each side executes for each game (user space, one run each, the process's
# start and the allocation included), a count the machine's load does not
# change.
#
# Usage: bench/dense_tables.sh [ROUNDS]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
ROUNDS=${1:-7}
echo "$(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg)"
cargo build --quiet --release -p grundy-bench --example dense_tables
BIN=target/release/examples/dense_tables
"$BIN" "$ROUNDS"
# perf on a machine without hardware counters (a virtual machine) prints
# "<not supported>": the table is then left out.
if command -v perf >/dev/null; then
  count() { perf stat -x, -e instructions:u "$BIN" 1 "$1" "$2" 2>&1 >/dev/null | awk -F, '/instructions/ { print $1 }'; }
  if [[ $(count library bitmask) =~ ^[0-9]+$ ]]; then
    echo
    echo "| game | library (instructions) | hand-written DP (instructions) | library / DP |"
    echo "|---|---:|---:|---:|"
    for game in bitmask grid; do
      lib=$(count library "$game")
      dp=$(count by-hand "$game")
      echo "| $game | $lib | $dp | $(awk -v a="$lib" -v b="$dp" 'BEGIN { printf "%.2f", a / b }') |"
    done
  else
    echo
    echo "(perf counts no instructions on this machine: no hardware counters)"
  fi
fi
