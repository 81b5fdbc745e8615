#!/usr/bin/env bash
# Benchmark of the octal-game engines of grundy_core::sg::octal; a
# benchmark, not a timed test. Release build. Prints one table:
#   - for each code at N (default 10^5): our sparse-space engine, our naive
#     engine (the definition, split_table), whether both give the same
#     sequence (checksum), and ogsolve's naive and best rare/common method;
#   - Kayles (0.77) to 10^7 and Grundy's game to 10^6 by the sparse engine,
#     which never uses a known period;
# then a second table, the certification runs of the octal-games binary:
# each code's published n0 and p checked, wall seconds and peak
# RSS (/usr/bin/time), values per byte of peak memory, and ogsolve's time to
# the same certificate length (the better of its rc and rc2 methods at 10^6;
# it computes values, it does not certify). BIG=0 skips the three runs of
# minutes (0.1777, 0.054, 0.104 with --max-values 10^9).
# ogsolve (the public Rust octal solver, GPL: run side by side, never copied)
# is installed with `cargo install ogsolve --root target/ogsolve`; if that
# fails, its columns say so and the rest still runs.
#
# Every figure of the first table is the least of RUNS runs (default 5):
# on a shared machine the least is the one least disturbed by others. The
# second table runs each certification and ogsolve once (minutes each), and
# Grundy's game to 10^7 three times.
#
# A third table, one interleaved round per row: 0.16, 0.56 and
# 0.777 asked heap h = 10^5 and 10^6 by default (the cost follows the
# question) and with --max-values h+1, beside ogsolve -n h (the best of
# naive, rc, rc2); the solved games of tczajka's list by default; a
# Grundy census to RESUME_N (default 10^7) stopped after its first
# checkpoint and resumed, against an unbroken run; and
# Grundy's game to 10^8 and 10^9 by octal-census (wall time, peak memory).
# HUGE=0 skips the 10^9 run (tens of minutes); ISSUE26=0 the third table.
#
# Usage: bench/octal_solvers.sh [N]     (env NAIVE=0 skips our naive column,
#        SMALL=0 the first table, CERT=0 the second, BIG=0 the longest
#        certification runs)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
N=${1:-100000}
NAIVE=${NAIVE:-1}
RUNS=${RUNS:-5}
SMALL=${SMALL:-1}
BIG=${BIG:-1}
CERT=${CERT:-1}
ISSUE26=${ISSUE26:-1}
HUGE=${HUGE:-1}
# Two builds: `--example` given with two packages selects only that example,
# and the octal-games binary would be whatever was built last.
cargo build --release -q -p grundy-bench --example octal
cargo build --release -q -p octal-games --bins
BENCH=target/release/examples/octal
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

# sparse CODE N: the line of bench/examples/octal.rs (code n engine seconds rare
# checksum) of the fastest of RUNS runs.
sparse() {
  for _ in $(seq "$RUNS"); do "$BENCH" "$1" "$2" sparse; done | sort -g -k 4 | head -n 1
}

# field K of a line of bench/examples/octal.rs
field() { echo "$1" | awk -v k="$2" '{ print $k }'; }

if [ "$SMALL" = 1 ]; then
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
fi

# certify CODE N0 P T [FLAGS...]: one certification run of the binary; checks
# line 1 against the published n0 and p, and prints a row. T is the largest
# removal (the certificate needs 2·n0 + 2p + t values).
OCTAL=target/release/octal-games
certify() {
  local code=$1 n0=$2 p=$3 t=$4
  shift 4
  local out
  out=$(mktemp)
  echo "$code 1 1000000000000000000" | /usr/bin/time -f '%e %M' -o "$out.time" "$OCTAL" "$@" > "$out"
  local got want="$n0 $p"
  got=$(head -n 1 "$out")
  read -r secs kib < "$out.time"
  rm -f "$out" "$out.time"
  local need=$((2 * n0 + 2 * p + t))
  local ok=yes
  [ "$got" = "$want" ] || ok="NO: $got"
  local og=-
  if [ -x "$OG" ]; then
    local m=rc
    if [ "$code" = 0.104 ]; then m=rc2; fi
    og="$(ogsolve_time "$m" "$code" "$need") ($m)"
  fi
  printf '| %s | %s | %s | %s | %s | %s | %.1f | %.2f | %s |\n' "$code ${*:-(default budget)}" "$want" "$ok" "$need" "$secs" \
    "$((kib / 1024))" "$(awk -v k="$kib" -v n="$need" 'BEGIN { print k * 1024 / n }')" "$(awk -v s="$secs" -v n="$need" 'BEGIN { print s / n * 1e6 }')" "$og"
}

# grundy_to N: Grundy's game to N values by the binary (one heap, N − 1):
# the least wall time of 3 runs (two threads share its work, so a disturbed
# run is slower by more than its share), and the largest peak memory.
grundy_to() {
  local out ok=yes secs kib
  out=$(mktemp)
  for _ in 1 2 3; do
    echo "grundy 1 $(($1 - 1))" | /usr/bin/time -f '%e %M' -o "$out.time" "$OCTAL" > "$out"
    [ "$(head -n 1 "$out")" = "uncertified $1" ] || ok=NO
    cat "$out.time" >> "$out.runs"
  done
  secs=$(sort -g "$out.runs" | head -n 1 | awk '{ print $1 }')
  kib=$(sort -g -k 2 "$out.runs" | tail -n 1 | awk '{ print $2 }')
  rm -f "$out" "$out.time" "$out.runs"
  printf '| grundy to %s (least of 3) | - | %s | %s | %s | %s | %.1f | %.2f | - |\n' "$1" "$ok" "$1" "$secs" "$((kib / 1024))" \
    "$(awk -v k="$kib" -v n="$1" 'BEGIN { print k * 1024 / n }')" "$(awk -v s="$secs" -v n="$1" 'BEGIN { print s / n * 1e6 }')"
}

RUNS=1
if [ "$CERT" = 1 ]; then
echo
echo '| run | published n0 p | agrees | certificate values | wall s | peak MiB | bytes per value | µs per value | ogsolve s to the same length |'
echo '|---|---|---|---:|---:|---:|---:|---:|---:|'
certify 0.165 5181 1550 3
certify 0.127 46578 4 3
certify 0.16 105351 149459 2
certify 0.56 326640 144 2
certify 0.376 2268248 4 3
certify 0.354 10061916 1180 3 --max-work 20000000000
grundy_to 10000000
if [ "$BIG" = 1 ]; then
  certify 0.1777 160949018 60620715 4 --max-values 1000000000 --max-work 1000000000000000
  certify 0.054 193235616 10015179 3 --max-values 1000000000 --max-work 1000000000000000
  certify 0.104 197769598 11770282 3 --max-values 1000000000 --max-work 1000000000000000
fi
fi

# timed CMD...: "wall-seconds peak-MiB" of one run, stdin from $IN.
timed() {
  /usr/bin/time -f '%e %M' -o /tmp/bench-octal.$$ "$@" < "$IN" > /tmp/bench-octal.$$.out 2> /tmp/bench-octal.$$.err
  awk '{ printf "%s %d\n", $1, $2 / 1024 }' /tmp/bench-octal.$$
}

# ogsolve_best CODE N: its best calculation time of naive, rc, rc2 (one
# run each) and the method; naive only up to N = 2·10^5 (it is O(N²): for
# 0.777 at 10^6 it ran over 13 minutes, against seconds for rc).
ogsolve_best() {
  local best= method=- t methods="naive rc rc2"
  [ "$2" -gt 200000 ] && methods="rc rc2"
  for m in $methods; do
    t=$(RUNS=1 ogsolve_time "$m" "$1" "$2")
    if [ -n "$t" ] && { [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; }; then best=$t method=$m; fi
  done
  echo "${best:--} $method"
}

if [ "$ISSUE26" = 1 ]; then
  echo
  echo '| run | wall s | peak MiB | line 1 | ogsolve -n h best (method) | ratio, --max-values run to ogsolve |'
  echo '|---|---:|---:|---|---:|---:|'
  # Every code of the first table's ogsolve comparison, one interleaved round per heap.
  for code in 0.16 0.56 0.777; do
  for h in 100000 1000000; do
    IN=$(mktemp)
    echo "$code 1 $h" > "$IN"
    # One interleaved round: default, --max-values h+1, ogsolve.
    read -r ds dm < <(timed "$OCTAL")
    dl=$(head -n 1 /tmp/bench-octal.$$.out)
    read -r ms mm < <(timed "$OCTAL" --max-values $((h + 1)))
    ml=$(head -n 1 /tmp/bench-octal.$$.out)
    og=- ratio=-
    if [ -x "$OG" ]; then
      read -r ot om < <(ogsolve_best "$code" "$h")
      og="$ot ($om)"
      ratio=$(awk -v a="$ms" -v b="$ot" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
    fi
    printf '| %s heap %s, default | %s | %s | %s | %s | - |\n' "$code" "$h" "$ds" "$dm" "$dl" "$og"
    printf '| %s heap %s, --max-values %s | %s | %s | %s | %s | %s |\n' "$code" "$h" $((h + 1)) "$ms" "$mm" "$ml" "$og" "$ratio"
    rm -f "$IN"
  done
  done
  # The solved games of tczajka/octal-games SolvedGames.md with n0 ≤ 10^7,
  # by default (asked heap 10^18): each must print its published n0 p.
  for g in "0.45 498 20" "0.156 3479 349" "0.356 7315 142" "0.644 3256 442" "0.165 5181 1550" \
    "0.16 105351 149459" "0.56 326640 144" "0.127 46578 4" "0.376 2268248 4"; do
    set -- $g
    IN=$(mktemp)
    echo "$1 1 1000000000000000000" > "$IN"
    read -r s m < <(timed "$OCTAL")
    l=$(head -n 1 /tmp/bench-octal.$$.out)
    ok=NO
    [ "$l" = "$2 $3" ] && ok=yes
    printf '| %s heap 10^18, default (published %s %s) | %s | %s | %s, agrees: %s | - | - |\n' "$1" "$2" "$3" "$s" "$m" "$l" "$ok"
    rm -f "$IN"
  done
  CENSUS=target/release/octal-census
  # A resumed run: killed after its first checkpoint (every 2 s), resumed.
  RESUME_N=${RESUME_N:-10000000}
  IN=$(mktemp)
  echo "grundy $RESUME_N" > "$IN"
  ck=$(mktemp -u)
  read -r us um < <(timed "$CENSUS" --max-work 1000000000000000)
  cp /tmp/bench-octal.$$.out /tmp/bench-octal.$$.unbroken
  start=$(date +%s.%N)
  "$CENSUS" --max-work 1000000000000000 --checkpoint "$ck" --checkpoint-secs 2 < "$IN" > /dev/null 2>&1 &
  pid=$!
  while [ ! -f "$ck" ] && kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
  kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true
  at=$(head -c 100 "$ck" | head -n 1 | awk '{ print $5 }')
  read -r rs rm < <(timed "$CENSUS" --max-work 1000000000000000 --checkpoint "$ck" --checkpoint-secs 2)
  total=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
  same=NO
  cmp -s /tmp/bench-octal.$$.out /tmp/bench-octal.$$.unbroken && same=yes
  printf '| grundy census to %s, unbroken | %s | %s | %s | - | - |\n' "$RESUME_N" "$us" "$um" "$(head -n 1 /tmp/bench-octal.$$.unbroken)"
  printf '| grundy census to %s, killed at %s values and resumed (resume %s s, total %s s) | %s | %s | output the same as unbroken: %s | - | - |\n' \
    "$RESUME_N" "$at" "$rs" "$total" "$rs" "$rm" "$same"
  rm -f "$IN" "$ck" /tmp/bench-octal.$$.unbroken
  for n in 100000000 1000000000; do
    [ "$n" = 1000000000 ] && [ "$HUGE" = 0 ] && continue
    IN=$(mktemp)
    echo "grundy $n" > "$IN"
    read -r s m < <(timed "$CENSUS" --max-work 1000000000000000)
    l=$(head -n 1 /tmp/bench-octal.$$.out)
    z=$(grep '^zeros ' /tmp/bench-octal.$$.out)
    r=$(grep '^rare ' /tmp/bench-octal.$$.out)
    printf '| grundy census to %s | %s | %s | %s, %s, %s | - | - |\n' "$n" "$s" "$m" "$l" "$r" "$z"
    rm -f "$IN"
  done
  rm -f /tmp/bench-octal.$$ /tmp/bench-octal.$$.out /tmp/bench-octal.$$.err
fi
