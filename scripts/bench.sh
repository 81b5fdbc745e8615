#!/usr/bin/env bash
# The benchmark of the practice tasks: see scripts/bench.py for what it
# measures and its options (--runs N, --only REGEX, --baseline CMD,
# --no-baseline, --out FILE). The C baseline is bench/baseline/.
exec python3 "$(dirname "$0")/bench.py" "$@"
