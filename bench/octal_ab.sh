#!/usr/bin/env bash
# Two builds of octal-census side by side: the same census run by each,
# interleaved (A, B, B, A, A, B, ...: this machine's speed drifts within
# minutes, and the drift then falls on both alike), ROUNDS rounds; prints
# each run's wall seconds and peak MiB, then the median of each and the
# ratio B / A. The outputs must be the same (else the row says so).
#
# Usage: bench/octal_ab.sh A_BINARY B_BINARY [CODE] [N] [ROUNDS]
#   (CODE default grundy, N default 10^8, ROUNDS default 3). Build a
#   binary of another commit with `git worktree add` and
#   `cargo build --release -p octal-games --bin octal-census` there. The
#   load (`uptime`) is printed before and after: other engineers share
#   this machine.
set -euo pipefail
A=$1 B=$2 CODE=${3:-grundy} N=${4:-100000000} ROUNDS=${5:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "$CODE $N" > "$tmp/in"
echo "load before: $(uptime)"
echo "| round | build | wall s | peak MiB | output |"
echo "|---:|---|---:|---:|---|"
run() { # run ROUND NAME BINARY
  /usr/bin/time -f '%e %M' -o "$tmp/time" "$3" --max-work 1000000000000000 < "$tmp/in" > "$tmp/$2.out"
  read -r secs kib < "$tmp/time"
  echo "$secs" >> "$tmp/$2.secs"
  local same=-
  if [ -f "$tmp/A.out" ] && [ -f "$tmp/B.out" ]; then
    if cmp -s "$tmp/A.out" "$tmp/B.out"; then same=same; else same=DIFFERS; fi
  fi
  printf '| %s | %s | %s | %d | %s |\n' "$1" "$2" "$secs" $((kib / 1024)) "$same"
}
for r in $(seq "$ROUNDS"); do
  if [ $((r % 2)) = 1 ]; then run "$r" A "$A"; run "$r" B "$B"; else run "$r" B "$B"; run "$r" A "$A"; fi
done
median() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ma=$(median "$tmp/A.secs") mb=$(median "$tmp/B.secs")
echo
echo "median wall s: A $ma, B $mb, B / A $(awk -v a="$ma" -v b="$mb" 'BEGIN { printf "%.3f", b / a }')"
echo "load after: $(uptime)"
