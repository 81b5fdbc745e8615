#!/usr/bin/env bash
# Runs every golden case of every task package against the release binary:
# testdata/<package>/*.in with .out, and testdata/<package>/bad/*.in with
# .err (the expected start of the one stderr line).
#   --refs     also run the Go, Java and Python references on every case with
#              a .out and compare byte for byte
#   --bundles  also bundle each binary into one file, compile it with plain
#              rustc (editions 2021 and 2018) and run every golden case on it
# Package names limit the run to those packages.
# Prints one line per failure and ends with "N passed, M failed"; exits
# non-zero on any failure. A missing toolchain is installed, never skipped.
set -uo pipefail
shopt -s nullglob
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
refs=0 bundles=0 chosen=()
for arg in "$@"; do
  case $arg in
    --refs) refs=1 ;;
    --bundles) bundles=1 ;;
    -*) echo "usage: scripts/check-all.sh [--refs] [--bundles] [package ...]" >&2; exit 2 ;;
    *) chosen+=("$arg") ;;
  esac
done
cd "$ROOT"
cargo build --release --workspace --bins --quiet || { echo "error: release build failed" >&2; exit 1; }
[ $refs = 1 ] && { ensure_toolchains || exit 1; }
passed=0 failed=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# check NAME PACKAGE CASE-PATH-WITHOUT-EXT COMMAND...: runs one case.
check() {
  local name=$1 pkg=$2 base=$3
  shift 3
  "$@" < "$base.in" > "$tmp/out" 2> "$tmp/err"
  local code=$?
  if [ -f "$base.out" ]; then
    if [ $code -eq 0 ] && same_output "$pkg" "$base.in" "$base.out" "$tmp/out"; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL $name: exit $code, output differs from $(basename "$base").out"
    fi
  else
    local prefix; prefix=$(head -n 1 "$base.err")
    if [ $code -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l < "$tmp/err")" -eq 1 ] \
      && [ "$(head -c ${#prefix} "$tmp/err")" = "$prefix" ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL $name: expected exit 1, empty stdout, one '$prefix' line; got exit $code"
    fi
  fi
}

[ ${#chosen[@]} -gt 0 ] || chosen=($(packages))
for pkg in "${chosen[@]}"; do
  dir="testdata/$pkg"
  ins=("$dir"/*.in "$dir"/bad/*.in)
  [ ${#ins[@]} -gt 0 ] || { failed=$((failed + 1)); echo "FAIL $pkg: no golden cases in $dir"; continue; }
  if [ $refs = 1 ]; then
    for lang in $LANGS; do
      build_ref "$lang" "$pkg" || { failed=$((failed + 1)); echo "FAIL $pkg [$lang]: reference does not build"; }
    done
  fi
  if [ $bundles = 1 ]; then
    bundle=$("$ROOT/scripts/bundle.sh" --compile "$pkg") || { failed=$((failed + 1)); echo "FAIL $pkg [bundle]: does not bundle or compile"; bundle=; }
  fi
  for in in "${ins[@]}"; do
    base=${in%.in}; case_name="$pkg/$(basename "$base")"
    check "$case_name" "$pkg" "$base" "target/release/$pkg"
    if [ $refs = 1 ] && [ -f "$base.out" ]; then
      for lang in $LANGS; do check "$case_name [$lang]" "$pkg" "$base" run_ref "$lang" "$pkg"; done
    fi
    if [ $bundles = 1 ] && [ -n "$bundle" ]; then
      for exe in $bundle; do check "$case_name [bundle $(basename "$exe")]" "$pkg" "$base" "$exe"; done
    fi
  done
done
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
