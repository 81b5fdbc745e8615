#!/usr/bin/env bash
# partizan-thermograph on the statement's tallest values, which gen.py
# leaves out (its references are general engines, far too slow there):
# 1000 lines, each a sum of atoms `^n*m` and `vn*m` (n from 2
# to 64, m from 1 to 64) filled towards 400 characters, valued by the
# release binary and by the bundle (rustc -O), interleaved, RUNS rounds
# (default 5). Prints the median wall time of each, its share of the 2 s
# limit, and whether the two print the same bytes.
#
# Usage: RUNS=5 bench/uptimal_sums.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - > "$tmp/in" <<'EOF'
import random
rng = random.Random(7)
print(1000)
for _ in range(1000):
    parts = []
    while True:
        atom = rng.choice("^v") + str(rng.randint(2, 64)) + "*" + str(rng.randint(1, 64))
        if len(" + ".join(parts + [atom])) > 400:
            break
        parts.append(atom)
    print(" + ".join(parts))
EOF
cargo build --release --quiet -p partizan-thermograph
bundle=$(scripts/bundle.sh --compile partizan-thermograph 2>/dev/null | tail -n 1)
runs=${RUNS:-5}
for _ in $(seq "$runs"); do
  for who in target/release/partizan-thermograph "$bundle"; do
    s=$(date +%s%N)
    "$who" < "$tmp/in" > "$tmp/out.$(basename "$who")"
    echo "$(basename "$who") $(( ($(date +%s%N) - s) / 1000000 ))"
  done
done > "$tmp/times"
same=no
cmp -s "$tmp/out.partizan-thermograph" "$tmp/out.$(basename "$bundle")" && same=yes
for who in partizan-thermograph "$(basename "$bundle")"; do
  awk -v w="$who" '$1 == w { print $2 }' "$tmp/times" | sort -n |
    awk -v w="$who" '{ t[NR] = $1 } END { m = t[int((NR + 1) / 2)]; printf "%s: median %d ms of %d runs, %.1f%% of the 2 s limit\n", w, m, NR, m / 20 }'
done
echo "same output: $same; load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
