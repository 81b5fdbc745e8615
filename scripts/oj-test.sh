#!/usr/bin/env bash
# Runs online-judge-tools over the golden cases of every package (or of the
# packages named), the way docs/testing.md tells a user to:
#   oj t -d testdata/<package> -c target/debug/<package>
# (the binary `cargo build` makes, as check-all.sh runs it), adding
# `--judge-command` for a package whose outputs are judged, not compared
# (judge_command in scripts/refs.sh: its checker binary, or
# "target/debug/<package> --judge"). oj
# reads the .in/.out pairs of the folder and ignores bad/. An interactive
# package's cases are games against its interactor, played through
# scripts/play.py instead (docs/formats.md, "Games against an interactor"). Installs
# online-judge-tools from PyPI if it is missing. Prints one line per package
# and exits non-zero if any fails.
#   scripts/oj-test.sh [--one-per-kind | package ...]
# --one-per-kind: the first package of each kind (outputs compared; judged
# by a checker binary; judged by the package's own --judge; games against
# an interactor), as CI runs it: the command is what it checks (check-all
# runs every golden case), so the stage does not grow with the packages.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
cd "$ROOT"
if ! command -v oj >/dev/null; then
  echo "installing online-judge-tools from PyPI" >&2
  python3 -m pip install -q online-judge-tools >&2 || { echo "error: cannot install online-judge-tools" >&2; exit 1; }
fi
# kind PACKAGE: how its outputs are judged (see --one-per-kind).
kind() {
  if [ -n "$(interactor "$1")" ]; then echo interactive
  elif ! custom_judge "$1"; then echo compared
  elif [[ $(judge_command "$1") == *" --judge" ]]; then echo self-judged
  else echo checker
  fi
}
if [ "${1:-}" = --one-per-kind ]; then
  chosen=() seen=" "
  for pkg in $(packages); do
    k=$(kind "$pkg")
    [[ $seen == *" $k "* ]] && continue
    seen+="$k "; chosen+=("$pkg")
  done
elif [ $# -gt 0 ]; then chosen=("$@"); else chosen=($(packages)); fi
select=(); for pkg in "${chosen[@]}"; do select+=(-p "$pkg"); done
cargo build --bins --quiet "${select[@]}" || { echo "error: the build failed" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# oj_package PACKAGE: one package's cases; a line of result, and FAIL in
# $tmp/PACKAGE.failed on failure.
oj_package() {
  local pkg=$1 log judge=() in games=0
  if [ -n "$(interactor "$pkg")" ]; then
    # An interactive package: its cases are games, which oj t cannot play
    # (oj t/r plays one game, without a hidden test to give the judge);
    # they are played as check-all.sh plays them (scripts/play.py).
    for in in "testdata/$pkg"/*.in; do
      if [ "$(play_game "$pkg" "$in" "target/debug/$pkg" 2>/dev/null)" = "$(cat "${in%.in}.out")" ]; then
        games=$((games + 1))
      else
        touch "$tmp/$pkg.failed"; echo "FAIL $pkg: the game $(basename "$in") is not won as ${in%.in}.out says"
      fi
    done
    [ -e "$tmp/$pkg.failed" ] || echo "ok   $pkg: $games games won (scripts/play.py, not oj)"
    return
  fi
  custom_judge "$pkg" && judge=(--judge-command "$(judge_command "$pkg")")
  if log=$(oj t -d "testdata/$pkg" -c "target/debug/$pkg" "${judge[@]}" 2>&1); then
    echo "ok   $pkg: $(grep -o 'test success: [0-9]* cases' <<< "$log")"
  else
    touch "$tmp/$pkg.failed"
    echo "FAIL $pkg:"; grep -E 'FAILURE|WA|RE|TLE|error' <<< "$log" | head -20
  fi
}
for pkg in "${chosen[@]}"; do  # JOBS packages at a time (default: the cores)
  wait_for_slot
  oj_package "$pkg" &
done
wait
failed=$(find "$tmp" -name '*.failed' | wc -l)
[ "$failed" -eq 0 ]
