#!/usr/bin/env bash
# Miri on the modules of grundy-core that use `unsafe`, through their own
# unit tests (sized for Miri with cfg(miri): a few minutes in all):
#   - sg::octal::sparse::{lanes, helper, schedule}: the engine's table read
#     by the helper thread through a raw pointer while the engine appends
#     to it (lanes::SharedTable); the tests of schedule run the helper on
#     every block, through a widening that moves the table, and with work
#     moved both ways between the threads;
#   - graph::bipartite_matching: Hopcroft–Karp's unchecked indexing in the
#     inner loops of a phase; its tests run every small bipartite graph,
#     random ones and a long path.
# Miri checks every access for undefined behaviour: out of bounds, use
# after free, uninitialized reads, aliasing (Stacked Borrows) and data
# races between the two threads.
#
# Installs a nightly toolchain with the miri and rust-src components when
# missing (rustup; MIRI_TOOLCHAIN names another, default nightly).
#
# Usage: scripts/miri.sh   (extra arguments go to the test binary, after
# the module filters)
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLCHAIN=${MIRI_TOOLCHAIN:-nightly}
if ! rustup run "$TOOLCHAIN" cargo miri --version > /dev/null 2>&1; then
  echo "miri.sh: installing $TOOLCHAIN with miri" >&2
  rustup toolchain install "$TOOLCHAIN" --profile minimal --component miri,rust-src
  rustup component add --toolchain "$TOOLCHAIN" miri rust-src
fi
cargo +"$TOOLCHAIN" miri setup > /dev/null
start=$(date +%s)
cargo +"$TOOLCHAIN" miri test -p grundy-core --lib -- \
  sg::octal::sparse::schedule:: graph::bipartite_matching:: "$@"
echo "miri.sh: $(($(date +%s) - start)) s"
