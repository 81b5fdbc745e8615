#!/usr/bin/env bash
# Writes the expected output of golden cases from the references, never from
# the Rust binary. For each testdata/<package>/<case>.in that has neither a
# .out nor a .err (or every case, with --force), runs the Go, Java and Python
# references; writes <case>.out only when all three print the same bytes and
# exit 0, and otherwise reports the disagreement and writes nothing.
#
# A package with its own judge (judge_command in scripts/refs.sh: a checker
# binary where any valid answer is accepted, cf-1149e-election-promises; or
# bench-crossover's --judge, whose times never agree) has the three outputs
# judged by it, each against the others (Go's against Java's verdict too),
# and the Go output is written.
#
# An interactive package's case is a game (docs/testing.md, "Interactive
# packages"): each reference plays it against the package's interactor
# (scripts/play.py), and the verdict is written as <case>.out only when all
# three win with the same verdict.
#
# Each case written is recorded in testdata/<package>/derivations, the
# ledger CI reads (docs/testing.md, "The ledger of derivations").
#
# Bad input is not written here: put <case>.in and <case>.err (holding
# `error:` or a longer prefix of the one stderr line) in testdata/<package>/bad/.
#
# Usage: scripts/make-golden.sh [--force] <package> [<case> ...]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
force=0
if [ "${1:-}" = --force ]; then force=1; shift; fi
pkg=${1:?usage: scripts/make-golden.sh [--force] <package> [<case> ...]}
shift
ensure_toolchains && resolve_python || exit 1
game=$(interactor "$pkg")
if custom_judge "$pkg" || [ -n "$game" ]; then
  cargo build --quiet -p "$pkg" --bins || { echo "error: $pkg does not build" >&2; exit 1; }
fi
for lang in $LANGS; do build_ref "$lang" "$pkg" || { echo "error: $lang reference of $pkg does not build" >&2; exit 1; }; done
dir="$ROOT/testdata/$pkg"
if [ $# -gt 0 ]; then cases=("$@"); else cases=($(cd "$dir" && ls *.in | sed 's/\.in$//')); fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

status=0
for c in "${cases[@]}"; do
  [ -f "$dir/$c.err" ] && continue
  [ -f "$dir/$c.out" ] && [ $force = 0 ] && continue
  ok=1 times=()
  for lang in $LANGS; do
    t0=$(now_ms)
    if [ -n "$game" ]; then
      play_game "$pkg" "$dir/$c.in" $(ref_command "$lang" "$pkg") > "$tmp/$lang" 2> "$tmp/$lang.err" \
        || { echo "$pkg/$c: $lang reference did not win: $(head -c 300 "$tmp/$lang") $(head -c 300 "$tmp/$lang.err")" >&2; ok=0; }
    elif ! run_ref "$lang" "$pkg" < "$dir/$c.in" > "$tmp/$lang" 2> "$tmp/$lang.err"; then
      echo "$pkg/$c: $lang reference failed: $(head -c 300 "$tmp/$lang.err")" >&2; ok=0
    fi
    times+=("$c $lang $(($(now_ms) - t0))")
  done
  if [ $ok = 1 ] && same_output "$pkg" "$dir/$c.in" "$tmp/go" "$tmp/java" \
    && same_output "$pkg" "$dir/$c.in" "$tmp/java" "$tmp/go" \
    && same_output "$pkg" "$dir/$c.in" "$tmp/go" "$tmp/python"; then
    cp "$tmp/go" "$dir/$c.out"
    printf '%s\n' "${times[@]}" >> "$tmp/$pkg.passed"
    if custom_judge "$pkg"; then echo "$pkg/$c: wrote .out (go's; its judge accepts go, java and python)"
    else echo "$pkg/$c: wrote .out (go, java, python agree)"; fi
  else
    echo "$pkg/$c: references disagree or failed; no .out written" >&2; status=1
  fi
done
# The cases written, derived by the three references, join the ledger of
# derivations (docs/testing.md).
python3 "$ROOT/scripts/derivations.py" record "$tmp" "$pkg" || status=1
exit $status
