#!/usr/bin/env bash
# One-file judge submissions: bundles a task binary with the library items it
# reaches into target/bundle/<package>.rs (crates/bundler does it; its
# src/lib.rs says how).
#   scripts/bundle.sh <package> ...          write the bundles
#   scripts/bundle.sh --all                  every package with a src/main.rs
#   scripts/bundle.sh --compile <package>    also build it with plain rustc,
#       edition 2021, -O -D warnings, and type-check it in its judge's other
#       editions; print the executable (--judge-rustc: with rustc 1.70.0)
# Fails with a message on stderr on a compile error, a warning, or a bundle
# over its limit. The bundler is built first (quietly, in the dev profile
# `cargo test` shares; nothing on stdout, which is the executables' paths).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cargo build --quiet --manifest-path "$ROOT/Cargo.toml" -p bundler >&2
exec "${CARGO_TARGET_DIR:-$ROOT/target}/debug/bundler" --workspace "$ROOT" "$@"
