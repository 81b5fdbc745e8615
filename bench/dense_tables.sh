#!/usr/bin/env bash
# The dense tables of grundy_core::explore beside a hand-written array DP of
# the same game, side by side in one run (bench/examples/dense_tables.rs):
# a bitmask game of 2^20 states and a two-heap game of 3162^2 (about 10^7)
# positions. Prints a Markdown table of medians over ROUNDS interleaved
# rounds (default 7) and the ratio library / DP; the target is at most 2.
#
# Usage: bench/dense_tables.sh [ROUNDS]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
ROUNDS=${1:-7}
echo "$(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg)"
cargo run --quiet --release -p grundy-bench --example dense_tables -- "$ROUNDS"
