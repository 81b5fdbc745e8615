#!/usr/bin/env bash
# Runs every package's mutation fuzzer (tests/conformance.rs,
# mutation_fuzzer) at FUZZ_CASES inputs per package, JOBS processes at a time
# (default: one per core), and ends with "N passed, M failed" (packages).
#
# The same test binaries and checks as
#   FUZZ_CASES=3000 cargo test --workspace --test conformance mutation_fuzzer
# which runs them one after the other: each fuzzer runs on one thread, so
# that leaves a core idle.
# FUZZ_TOTAL=N instead shares N inputs out over the packages (at least 300
# each, as `cargo test` runs), so the run's cost does not grow with the
# number of packages; CI does that with a seed that changes every commit, so
# across commits every package still meets ever more inputs.
# Usage: FUZZ_CASES=3000 scripts/fuzz-all.sh [package ...]
#        FUZZ_TOTAL=150000 scripts/fuzz-all.sh
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
cd "$ROOT"
export FUZZ_CASES=${FUZZ_CASES:-300}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
select=(--workspace)
if [ $# -gt 0 ]; then select=(); for p in "$@"; do select+=(-p "$p"); done; fi
# The conformance test binary of each package, with the package's folder
# (cargo runs a test in its package's folder).
cargo test "${select[@]}" --test conformance --no-run --message-format=json 2> "$tmp/build.err" \
  | python3 -c '
import json, os, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "conformance":
        print(os.path.dirname(m["manifest_path"]), m["executable"])
' > "$tmp/binaries" || { cat "$tmp/build.err" >&2; echo "error: the conformance tests do not build" >&2; exit 1; }
if [ -n "${FUZZ_TOTAL:-}" ]; then
  count=$(wc -l < "$tmp/binaries")
  FUZZ_CASES=$(( FUZZ_TOTAL / (count > 0 ? count : 1) ))
  [ "$FUZZ_CASES" -ge 300 ] || FUZZ_CASES=300
  echo "fuzz: FUZZ_TOTAL=$FUZZ_TOTAL over $count packages: FUZZ_CASES=$FUZZ_CASES each"
fi
# Each package's inputs are shared out in JOBS shards (FUZZ_SHARD=k/n, the
# same inputs as one run), so the slowest package is spread over the cores;
# each shard fuzzes in the process started here (CONFORMANCE_FUZZ_HERE), not
# in one more of its own.
shards=${JOBS:-$(nproc)}
n=0
while read -r dir exe; do
  n=$((n + 1))
  for k in $(seq 0 $((shards - 1))); do
    wait_for_slot
    {
      if (cd "$dir" && CONFORMANCE_FUZZ_HERE=1 FUZZ_SHARD="$k/$shards" "$exe" mutation_fuzzer --exact --nocapture) > "$tmp/$n.$k.log" 2>&1; then
        :
      else
        touch "$tmp/$n.failed"
        echo "FAIL $(basename "$dir") (shard $k/$shards):"; tail -40 "$tmp/$n.$k.log"
      fi
      grep -E "^fuzz " "$tmp/$n.$k.log"
    } &
  done
done < "$tmp/binaries"
wait
failed=$(find "$tmp" -name '*.failed' | wc -l)
echo "$((n - failed)) passed, $failed failed"
[ "$n" -gt 0 ] && [ "$failed" -eq 0 ]
