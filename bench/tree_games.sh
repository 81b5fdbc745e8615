#!/usr/bin/env bash
# The games on trees at their judges' largest inputs, side by side in one
# run (bench/examples/tree_games.rs says what each row is): vertex
# geography from every start on a path of 2*10^5 vertices and on a random
# tree of as many, by the tree DP (games::geography::rerooting) and by a
# Hopcroft-Karp matching, the DP's path held to 2 times its random tree;
# tag on a tree (games::tag) at Codeforces 1404B's and AtCoder ABC 148 F's
# largest inputs, held to a quarter of their limits. Medians of RUNS
# interleaved rounds (default 11); exits 1 when a target is missed.
#
# Usage: RUNS=21 bench/tree_games.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p grundy-bench --example tree_games
exec target/release/examples/tree_games "${RUNS:-11}"
