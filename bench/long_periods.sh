#!/usr/bin/env bash
# Long periods and large tables: times the release binaries on large inputs and prints
# wall time, CPU (user) time and peak RSS from /usr/bin/time.
#   - t11-periodicity on S = {1,30,47,76,77}: least period 24 685 178 (> 10^7),
#     preperiod 49. Target: under 1 s and under 64 MiB of table.
#   - t11-periodicity on S = {17,31,55,69,86}: period 66 460 073, to show how
#     time and memory grow past the target (Brent's search keeps up to about
#     2·max(n0, p) + p values, one byte each).
#   - t12-kayles with n = 5000; t06-grundys-game with one pile of 2000, then
#     doubling the pile while it stays under 1 s of CPU (or up to its cap).
# The sets were found by crates/grundy-core/examples/find_long_period.rs
# (`cargo run --release -p grundy-core --example find_long_period -- 300000 7`:
# random five-move sets below 100, screened with a 2^21-term cap, long ones
# certified with the default cap of 2^28 terms).
# Timings depend on the machine's load: run it on an idle machine; the CPU
# column is the less noisy one. Usage: bench/long_periods.sh [--quick]
# (--quick skips the 66M-period set and t06 at 10^6).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
quick=0
[ "${1:-}" = --quick ] && quick=1
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is needed (apt-get install time)" >&2; exit 1; }
pkgs=()
for p in t11-periodicity t12-kayles t06-grundys-game; do
  if [ -d "tasks/$p" ]; then pkgs+=(-p "$p"); else echo "note: tasks/$p does not exist, skipped" >&2; fi
done
cargo build --release --quiet "${pkgs[@]}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

printf '%-44s %8s %8s %9s  %s\n' case wall_s cpu_s rss_MiB "first line of output"
# bench NAME PACKAGE INPUT-FILE: one timed run.
bench() {
  local name=$1 pkg=$2 input=$3
  [ -x "target/release/$pkg" ] || { printf '%-44s skipped (no binary)\n' "$name"; return; }
  if ! /usr/bin/time -f '%e %U %M' -o "$tmp/time" "target/release/$pkg" < "$input" > "$tmp/out" 2> "$tmp/err"; then
    printf '%-44s failed: %s\n' "$name" "$(head -c 200 "$tmp/err")"
    return
  fi
  read -r wall cpu rss < "$tmp/time"
  printf '%-44s %8s %8s %9.1f  %s\n' "$name" "$wall" "$cpu" "$(echo "$rss / 1024" | bc -l)" "$(head -n 1 "$tmp/out" | cut -c 1-40)"
}

printf '5\n1 30 47 76 77\n3\n0 24685227 1000000000000000000\n' > "$tmp/t11-a.in"
bench "t11 S={1,30,47,76,77} (p=24685178)" t11-periodicity "$tmp/t11-a.in"
if [ $quick = 0 ]; then
  printf '5\n17 31 55 69 86\n2\n0 1000000000000000000\n' > "$tmp/t11-b.in"
  bench "t11 S={17,31,55,69,86} (p=66460073)" t11-periodicity "$tmp/t11-b.in"
fi

printf '5000\n1\n5000\n' > "$tmp/kayles.in"
bench "t12 kayles n=5000" t12-kayles "$tmp/kayles.in"

# Grundy's game: one pile of 2000, then doubling while a run stays under 1 s
# of CPU and the binary accepts the pile (it refuses piles above its cap).
n=2000
while :; do
  printf '1\n%d\n' "$n" > "$tmp/grundy-$n.in"
  bench "t06 grundy's game pile=$n" t06-grundys-game "$tmp/grundy-$n.in"
  [ -s "$tmp/time" ] && [ -s "$tmp/out" ] || break
  read -r _ cpu _ < "$tmp/time"
  [ "$(echo "$cpu < 1" | bc)" = 1 ] || break
  n=$((n * 2))
done
if [ $quick = 0 ]; then
  # t06's cap (10^6, CSES 2207), documented as about a second.
  printf '1\n1000000\n' > "$tmp/grundy-cap.in"
  bench "t06 grundy's game pile=1000000" t06-grundys-game "$tmp/grundy-cap.in"
fi
