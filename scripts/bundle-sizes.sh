#!/usr/bin/env bash
# The bundles' sizes under two bundlers, as the Markdown table of
# docs/submitting.md: every package bundled by the tree at REV (in a
# scratch worktree, with its own scripts/bundle.sh and sources) and by this
# tree (into target/bundle, as scripts/bundle.sh --all does), in bytes, with
# the ratio. REV defaults to the last commit that had the Python bundler
# (scripts/bundle.py), so the table says what the Rust bundler changed.
#   scripts/bundle-sizes.sh [REV]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
rev=${1:-$(git rev-list -n 1 HEAD -- scripts/bundle.py)^}
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/old" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add --detach --quiet "$tmp/old" "$rev"
# The older bundler may refuse a bundle (over the limit): its size is still
# the file it wrote, so a refusal there does not stop the table.
CARGO_TARGET_DIR="$tmp/old-target" "$tmp/old/scripts/bundle.sh" --all 2>/dev/null || true
# This tree's bundles where scripts/bundle.sh writes them (its bundler built
# as usual, not afresh in a scratch folder).
scripts/bundle.sh --all 2>/dev/null
new_dir=${CARGO_TARGET_DIR:-$ROOT/target}/bundle
echo "| package | before (bytes) | after (bytes) | after / before |"
echo "|---|---:|---:|---:|"
old_total=0 new_total=0
# Every bundle of this tree; a package the older tree did not have shows
# its size alone (and is left out of the totals, which compare like with like).
for new in "$new_dir/"*.rs; do
  pkg=$(basename "$new" .rs)
  old="$tmp/old-target/bundle/$pkg.rs"
  b=$(wc -c < "$new")
  if [ ! -f "$old" ]; then
    printf '| %s | — | %d | — |\n' "$pkg" "$b"
    continue
  fi
  a=$(wc -c < "$old")
  old_total=$((old_total + a)) new_total=$((new_total + b))
  printf '| %s | %d | %d | %d%% |\n' "$pkg" "$a" "$b" $(((100 * b + a / 2) / a))
done
printf '| all that both have | %d | %d | %d%% |\n' "$old_total" "$new_total" $(((100 * new_total + old_total / 2) / old_total))
