#!/usr/bin/env bash
# One-file judge submissions: bundles a task binary with the library code it
# uses into target/bundle/<package>.rs (see scripts/bundle.py for how).
#   scripts/bundle.sh <package> ...          write the bundles
#   scripts/bundle.sh --all                  every package with a src/main.rs
#   scripts/bundle.sh --compile <package>    also build it with plain rustc,
#       edition 2021, -O -D warnings, and type-check it in its judge's other
#       editions; print the executable (--judge-rustc: with rustc 1.70.0)
# Fails with a message on stderr on a compile error, a warning, or a bundle
# over 64 KiB.
set -euo pipefail
exec python3 "$(dirname "$0")/bundle.py" "$@"
