#!/usr/bin/env bash
# Benchmark of the octal-game engines of grundy_core::octal (issue 8); a
# benchmark, not a timed test. Release build. Prints one table:
#   - for each code at N (default 10^5): our sparse-space engine, our naive
#     engine (the definition, split_table), whether both give the same
#     sequence (checksum), and ogsolve's naive and best rare/common method;
#   - Kayles (0.77) to 10^7 and Grundy's game to 10^6 by the sparse engine,
#     which never uses a known period.
# ogsolve (the public Rust octal solver, GPL: run side by side, never copied)
# is installed with `cargo install ogsolve --root target/ogsolve`; if that
# fails, its columns say so and the rest still runs.
#
# Every sparse and ogsolve figure is the least of RUNS runs (default 5):
# on a shared machine the least is the one least disturbed by others.
#
# Usage: scripts/bench-octal.sh [N]     (env NAIVE=0 skips our naive column)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
N=${1:-100000}
NAIVE=${NAIVE:-1}
RUNS=${RUNS:-5}
cargo build --release -q -p grundy-core --example octal_bench
BENCH=target/release/examples/octal_bench
OG=target/ogsolve/bin/ogsolve
if [ ! -x "$OG" ]; then
  cargo install -q ogsolve --root target/ogsolve >&2 || echo "note: cargo install ogsolve failed; no ogsolve columns" >&2
fi

# ogsolve_time METHOD CODE N: its reported calculation time in seconds,
# the least of RUNS runs.
ogsolve_time() {
  for _ in $(seq "$RUNS"); do
    "$OG" -m "$1" -n "$3" "$2" 2>/dev/null | awk '/calculation time:/ {
      t = $3; if (t ~ /ms$/) { sub(/ms$/, "", t); t /= 1000 } else if (t ~ /µs$/) { sub(/µs$/, "", t); t /= 1e6 } else { sub(/s$/, "", t) }
      printf "%.3f\n", t }'
  done | sort -g | head -n 1
}

# sparse CODE N: the line of octal_bench (code n engine seconds rare
# checksum) of the fastest of RUNS runs.
sparse() {
  for _ in $(seq "$RUNS"); do "$BENCH" "$1" "$2" sparse; done | sort -g -k 4 | head -n 1
}

# field K of a line of octal_bench
field() { echo "$1" | awk -v k="$2" '{ print $k }'; }

printf '%-8s %9s %9s %6s %9s %7s %9s %9s %-5s %9s\n' code N sparse_s rare naive_s agree og_naive og_bestrc method vs_best
for code in 0.77 0.07 0.137 0.16 0.56 0.777 grundy; do
  s=$(sparse "$code" "$N")
  if [ "$NAIVE" = 1 ]; then
    n=$($BENCH "$code" "$N" naive)
    naive=$(field "$n" 4)
    if [ "$(field "$s" 6)" = "$(field "$n" 6)" ]; then agree=yes; else agree=NO; fi
  else
    naive=- agree=-
  fi
  og_naive=- best=- method=- ratio=-
  if [ -x "$OG" ] && [ "$code" != grundy ]; then
    og_naive=$(ogsolve_time naive "$code" "$N")
    best=$og_naive method=naive
    for m in rc rcs rc2 rc2s; do
      t=$(ogsolve_time "$m" "$code" "$N")
      if [ -n "$t" ] && awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t method=$m; fi
    done
    ratio=$(awk -v a="$best" -v b="$(field "$s" 4)" 'BEGIN { printf "%.1fx", a / (b > 0 ? b : 0.0005) }')
  fi
  printf '%-8s %9s %9s %6s %9s %7s %9s %9s %-5s %9s\n' "$code" "$N" "$(field "$s" 4)" "$(field "$s" 5)" "$naive" "$agree" "$og_naive" "$best" "$method" "$ratio"
done
for run in "0.77 10000000" "grundy 1000000"; do
  set -- $run
  s=$(sparse "$1" "$2")
  printf '%-8s %9s %9s %6s %9s %7s %9s %9s %-5s %9s\n' "$1" "$2" "$(field "$s" 4)" "$(field "$s" 5)" - - - - - -
done
