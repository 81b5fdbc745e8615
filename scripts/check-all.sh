#!/usr/bin/env bash
# Runs every golden case of every task package against its binary (the dev
# profile of `cargo build`: optimized like release, without its fat LTO, and
# with overflow checks, so stricter; `cargo test` has built it already):
# testdata/<package>/*.in with .out, and testdata/<package>/bad/*.in with
# .err (the expected start of the one stderr line); and each binary's
# --help and -h (exit 0, its usage on stdout).
#   --refs     also run the Go, Java and Python references on every case with
#              a .out and compare byte for byte
#   --ledger SEED
#              as --refs and --bundles would, but only the derivations
#              (a reference on a case, a bundle on its package's cases) that
#              changed since testdata/<package>/derivations recorded them,
#              and recorded ones in turn, a fixed share of time a run chosen
#              by SEED (scripts/derivations.py says how; CI passes the number
#              of commits): what CI runs, at a cost that does not grow with
#              the number of packages
#   --record   write what passed to testdata/<package>/derivations
#   --bundles  also bundle each binary into one file, compile it as its
#              judge would (scripts/bundle.sh --compile --judge-rustc, through
#              the bundler binary built once up front, called once for all
#              the packages: one pass over the sources, the compiles side by
#              side; rustc 1.70.0, edition 2021, the judge's other editions
#              type-checked, its source limit) and run every golden case on it
# An interactive package's cases with a .out are games (docs/testing.md,
# "Interactive packages"): the binary, each reference and each bundle play
# against the package's interactor (scripts/play.py), and the verdict must
# be the .out's; its bad/ cases are piped to it as any package's.
# Package names limit the run to those packages; JOBS=N runs N packages
# at a time (default: the number of cores).
# Prints one line per failure and ends with "N passed, M failed"; exits
# non-zero on any failure. A missing toolchain is installed, never skipped.
set -uo pipefail
shopt -s nullglob
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
refs=0 bundles=0 ledger= record=0 chosen=()
usage="usage: scripts/check-all.sh [--refs] [--bundles] [--ledger SEED] [--record] [package ...]"
while [ $# -gt 0 ]; do
  case $1 in
    --refs) refs=1 ;;
    --ledger)
      [[ ${2:-} =~ ^[0-9]+$ ]] || { echo "$usage" >&2; exit 2; }
      ledger=$2; shift ;;
    --record) record=1 ;;
    --bundles) bundles=1 ;;
    -*) echo "$usage" >&2; exit 2 ;;
    *) chosen+=("$1") ;;
  esac
  shift
done
cd "$ROOT"
[ ${#chosen[@]} -gt 0 ] || chosen=($(packages))
[ -z "$ledger" ] || refs=1 bundles=1
# Only the chosen packages' binaries: one package builds in seconds.
select=(); for pkg in "${chosen[@]}"; do select+=(-p "$pkg"); done
[ $bundles = 1 ] && select+=(-p bundler)
cargo build --bins --quiet "${select[@]}" || { echo "error: the build failed" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/plan" "$tmp/passed"
passed=0 failed=0  # of the package being checked, in its own subshell
# With --ledger, what to run: $tmp/plan/<package>, a line per derivation
# (`CASE LANG`, `bundle`), from the bundles' texts written first (each
# removed before, so that one that no longer bundles is not an old file).
if [ -n "$ledger" ]; then
  for pkg in "${chosen[@]}"; do rm -f "target/bundle/$pkg.rs"; done
  target/debug/bundler "${chosen[@]}" > /dev/null 2>&1
  python3 scripts/derivations.py plan "$tmp/plan" "$ledger" "${chosen[@]}" || exit 1
fi
# planned PACKAGE WORDS: whether the run includes that derivation (always,
# without --ledger). A package's plan is read once into `plan` (a subshell
# inherits it), not searched again for each case and language.
declare -A plan=()
plan_of=
planned() {
  [ -n "$ledger" ] || return 0
  if [ "$plan_of" != "$1" ]; then
    plan=() plan_of=$1
    local line
    while IFS= read -r line; do [ -z "$line" ] || plan[$line]=1; done < "$tmp/plan/$1"
  fi
  [ -n "${plan[$2]:-}" ]
}
# The packages with a reference or a bundle to run.
ref_packages=() bundle_packages=()
for pkg in "${chosen[@]}"; do
  if [ -z "$ledger" ] || grep -qv '^bundle$' "$tmp/plan/$pkg"; then ref_packages+=("$pkg"); fi
  planned "$pkg" bundle && bundle_packages+=("$pkg")
done
[ ${#ref_packages[@]} -gt 0 ] || refs=0
[ ${#bundle_packages[@]} -gt 0 ] || bundles=0
[ $refs = 1 ] && { { ensure_toolchains && resolve_python && build_java_batch; } || exit 1; }
# Every package's Java release at once (javac_release reads it).
[ $refs = 1 ] && { JUDGES_PLAN=$(python3 "$ROOT/scripts/judges.py" --plan) || exit 1; }
# The Java references in one JVM, before the packages run side by side.
[ $refs = 1 ] && build_java_refs "${ref_packages[@]}"
[ $bundles = 1 ] && { ensure_rust_floor || exit 1; }
# Every bundle at once: the executables in $tmp/bundles (a line each), the
# refusals in $tmp/bundles.err.
[ $bundles = 1 ] && { target/debug/bundler --compile --judge-rustc "${bundle_packages[@]}" > "$tmp/bundles" 2> "$tmp/bundles.err" || true; }

# check NAME PACKAGE CASE-PATH-WITHOUT-EXT COMMAND...: runs one case;
# whether it passed.
check() {
  local name=$1 pkg=$2 base=$3
  shift 3
  if [ -n "$game" ] && [ -f "$base.out" ]; then
    play_game "$pkg" "$base.in" "$@" > "$work/out" 2> "$work/err"
  else
    "$@" < "$base.in" > "$work/out" 2> "$work/err"
  fi
  local code=$?
  if [ -f "$base.out" ]; then
    if [ $code -eq 0 ] && same_output "$pkg" "$base.in" "$base.out" "$work/out"; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL $name: exit $code, output differs from $(basename "$base").out"; return 1
    fi
  else
    local prefix; prefix=$(head -n 1 "$base.err")
    if [ $code -eq 1 ] && [ ! -s "$work/out" ] && [ "$(wc -l < "$work/err")" -eq 1 ] \
      && [ "$(head -c ${#prefix} "$work/err")" = "$prefix" ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL $name: expected exit 1, empty stdout, one '$prefix' line; got exit $code"; return 1
    fi
  fi
}

# case_langs PACKAGE CASE: the references that run the case (one with a
# .out): all of them, or with --ledger, those planned.
case_langs() {
  local lang
  for lang in $LANGS; do planned "$1" "$2 $lang" && echo "$lang"; done
}

# note_passed PACKAGE WORDS MS: with --record, notes that a derivation
# passed, and the milliseconds it took.
note_passed() {
  [ $record = 0 ] || echo "$2 $3" >> "$tmp/passed/$1.passed"
}

# batch_output OUT: the output Batch wrote for a case, failing when the
# run threw (OUT.failed) or wrote nothing.
batch_output() {
  [ -f "$1" ] && [ ! -e "$1.failed" ] && cat "$1"
}

# check_help PACKAGE: each binary of the package, given --help and then -h
# (stdin empty), exits 0 with its usage on stdout and nothing on stderr.
check_help() {
  local bin flag first
  for bin in $(bins "$1"); do
    for flag in --help -h; do
      "target/debug/$bin" "$flag" < /dev/null > "$work/out" 2> "$work/err"
      local code=$?
      first=$(head -n 1 "$work/out")
      if [ $code -eq 0 ] && [ ! -s "$work/err" ] && [ "${first#usage: $bin }" != "$first" ] \
        && [ "$(wc -l < "$work/out")" -ge 4 ]; then
        passed=$((passed + 1))
      else
        failed=$((failed + 1)); echo "FAIL $bin $flag: expected exit 0, 'usage: $bin ...' and the format on stdout, nothing on stderr; got exit $code"
      fi
    done
  done
}

# check_package PACKAGE: every case of one package on the binary, and on the
# references and the bundles when asked; failures on stdout, the counts in
# $tmp/PACKAGE.count.
check_package() {
  local pkg=$1 dir="testdata/$1" work="$tmp/$1" bundle= in base case_name lang exe game start=$SECONDS
  game=$(interactor "$pkg")  # an interactive package: its cases are games
  mkdir -p "$work"
  check_help "$pkg"
  local ins=("$dir"/*.in "$dir"/bad/*.in)
  if [ ${#ins[@]} -eq 0 ]; then
    failed=$((failed + 1)); echo "FAIL $pkg: no golden cases in $dir"
  fi
  if [ $refs = 1 ]; then
    for lang in $LANGS; do
      [ -z "$ledger" ] || grep -q " $lang\$" "$tmp/plan/$pkg" || continue
      build_ref "$lang" "$pkg" || { failed=$((failed + 1)); echo "FAIL $pkg [$lang]: reference does not build"; }
    done
  fi
  if [ $bundles = 1 ] && planned "$pkg" bundle; then
    bundle=$(awk -v exe="/$pkg-2021" 'substr($0, length($0) - length(exe) + 1) == exe' "$tmp/bundles")
    if [ -z "$bundle" ]; then
      failed=$((failed + 1)); echo "FAIL $pkg [bundle]: does not bundle or compile:"
      awk -v start="error: bundling $pkg: " 'index($0, "error: bundling ") == 1 { on = index($0, start) == 1 } on' "$tmp/bundles.err"
    fi
  fi
  # The Java reference runs every case in one JVM when it can (Batch):
  # its outputs are then read back from $work/java/.
  local batch=0 batch_ms=0 pairs=() i=0 t0
  if [ $refs = 1 ] && java_batchable "$pkg"; then
    batch=1; mkdir -p "$work/java"
    for in in "${ins[@]}"; do
      i=$((i + 1)); base=${in%.in}
      [ -f "$base.out" ] && planned "$pkg" "$(basename "$base") java" && pairs+=("$in" "$work/java/$i.out")
    done
    t0=$(now_ms)
    [ ${#pairs[@]} -eq 0 ] || run_java_batch "$pkg" "${pairs[@]}" 2> "$work/java.err"
    # Each case's share of the JVM's time.
    [ ${#pairs[@]} -eq 0 ] || batch_ms=$((($(now_ms) - t0) * 2 / ${#pairs[@]}))
  fi
  # A bundle's time: its runs, and about what its compile takes.
  local bundle_passed=1 bundle_ms=2000 case
  i=0
  for in in "${ins[@]}"; do
    i=$((i + 1)); base=${in%.in}; case=$(basename "$base"); case_name="$pkg/$case"
    check "$case_name" "$pkg" "$base" "$ROOT/target/debug/$pkg"
    if [ $refs = 1 ] && [ -f "$base.out" ]; then
      for lang in $(case_langs "$pkg" "$case"); do
        t0=$(now_ms)
        if [ $lang = java ] && [ $batch = 1 ]; then
          check "$case_name [$lang]" "$pkg" "$base" batch_output "$work/java/$i.out" && t0=$((t0 - batch_ms))
        elif [ -n "$game" ]; then
          check "$case_name [$lang]" "$pkg" "$base" $(ref_command "$lang" "$pkg")
        else
          check "$case_name [$lang]" "$pkg" "$base" run_ref "$lang" "$pkg"
        fi && note_passed "$pkg" "$case $lang" $(($(now_ms) - t0))
      done
    fi
    if [ -n "$bundle" ]; then
      t0=$(now_ms)
      for exe in $bundle; do check "$case_name [bundle $(basename "$exe")]" "$pkg" "$base" "$exe" || bundle_passed=0; done
      bundle_ms=$((bundle_ms + $(now_ms) - t0))
    fi
  done
  [ -z "$bundle" ] || [ $bundle_passed = 0 ] || note_passed "$pkg" bundle $bundle_ms
  echo "$passed $failed" > "$tmp/$pkg.count"
  echo "$((SECONDS - start)) $pkg" > "$tmp/$pkg.time"
}

# The packages run $JOBS at a time (default: one per core), each printing
# its failures as it ends.
for pkg in "${chosen[@]}"; do
  wait_for_slot
  { check_package "$pkg" > "$tmp/$pkg.log" 2>&1; cat "$tmp/$pkg.log"; } &
done
wait
[ $record = 0 ] || python3 scripts/derivations.py record "$tmp/passed" "${chosen[@]}"
total_passed=0 total_failed=0
for pkg in "${chosen[@]}"; do
  if [ -f "$tmp/$pkg.count" ]; then
    read -r p f < "$tmp/$pkg.count"
  else
    p=0 f=1; echo "FAIL $pkg: its checks did not finish"
  fi
  total_passed=$((total_passed + p)); total_failed=$((total_failed + f))
done
# The slowest packages, so that the next slowdown shows where it is.
[ ${#chosen[@]} -gt 5 ] && echo "slowest packages (s): $(cat "$tmp"/*.time 2>/dev/null | sort -rn | head -5 | tr '\n' ' ')"
echo "$total_passed passed, $total_failed failed"
[ $total_failed -eq 0 ]
