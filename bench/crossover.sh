#!/usr/bin/env bash
# Benchmark B in all four languages: S = {1,2,3}, m piles of n = 8, m up to
# MMAX (default 12, past every language's monolithic wall with the default
# budgets). Runs the Rust binary and the Go, Java and Python twins once each
# with --canonical, checks that every winner printed (monolithic, canonical,
# decomposition, all languages) is the same for each m, and writes
#   docs/crossover.csv   one row per language and m
#   docs/crossover.svg   time (log scale) against m, one line per language
#                        and method, drawn with the python3 standard library
# Extra arguments go to every program (e.g. --time-budget-ms 3000).
# Wall-clock times: run it on a quiet machine.
#
# Usage: bench/crossover.sh [MMAX] [FLAGS...]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
mmax=${1:-12}
shift || true
pkg=bench-crossover
cd "$ROOT"
ensure_toolchains
cargo build --release -p $pkg --quiet
for lang in $LANGS; do build_ref "$lang" $pkg; done
mkdir -p docs
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
input="8 3 1 2 3 $mmax"
for lang in rust $LANGS; do
  start=$EPOCHREALTIME
  if [ $lang = rust ]; then
    echo "$input" | "target/release/$pkg" --canonical "$@" > "$tmp/$lang"
  else
    echo "$input" | run_ref $lang $pkg --canonical "$@" > "$tmp/$lang"
  fi
  printf '%-6s %6.1f s  %s\n' $lang "$(awk "BEGIN { print $EPOCHREALTIME - $start }")" "$(tail -n 1 "$tmp/$lang")" >&2
done

python3 - "$tmp" docs/crossover.csv docs/crossover.svg <<'EOF'
import csv
import math
import sys

tmp, csv_path, svg_path = sys.argv[1:4]
LANGS = ["rust", "go", "java", "python"]
rows = []
for lang in LANGS:
    lines = open(f"{tmp}/{lang}").read().splitlines()
    assert lines[0].split() == ["m", "states", "mono_ms", "decomp_ms", "mono", "decomp",
                                "canon_states", "canon_ms", "canon"], lines[0]
    for line in lines[1:-1]:
        f = line.split()
        rows.append({"lang": lang, "m": int(f[0]), "states": f[1], "mono_ms": f[2],
                     "decomp_ms": f[3], "mono": f[4], "decomp": f[5],
                     "canon_states": f[6], "canon_ms": f[7], "canon": f[8]})

# Every winner printed for one m must be the same, across methods and languages.
for m in sorted({r["m"] for r in rows}):
    seen = {r[k] for r in rows if r["m"] == m for k in ("mono", "decomp", "canon")} - {"-"}
    if len(seen) != 1:
        sys.exit(f"error: winners disagree at m={m}: {seen}")

with open(csv_path, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)

# The plot: log10(ms) against m. Times print with three decimals, so a time
# that printed as 0.000 is drawn at the floor (0.0005 ms, "< 1 µs").
FLOOR = 0.0005
COLORS = {"rust": "#b7410e", "go": "#00add8", "java": "#5382a1", "python": "#3c873a"}
METHODS = [("mono_ms", "monolithic", ""), ("canon_ms", "canonical", "8 4"),
           ("decomp_ms", "decomposition", "2 3")]
W, H, L, R, T, B = 820, 520, 70, 200, 40, 50
ms = [max(float(r[k]), FLOOR) for r in rows for k, _, _ in METHODS if r[k] != "-"]
ylo, yhi = math.floor(math.log10(FLOOR)), math.ceil(math.log10(max(ms)))
xmax = max(r["m"] for r in rows)
sx = lambda m: L + (m - 1) / max(xmax - 1, 1) * (W - L - R)
sy = lambda v: T + (yhi - math.log10(max(v, FLOOR))) / (yhi - ylo) * (H - T - B)
out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
       f'font-family="sans-serif" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{L}" y="22" font-size="14">Benchmark B: S = {{1,2,3}}, m piles of 8 '
       f'(wall-clock ms, log scale)</text>']
for e in range(ylo, yhi + 1):
    if 10 ** e < FLOOR:
        continue  # below the floor: sy would draw it at the floor's height
    y = sy(10 ** e)
    out.append(f'<line x1="{L}" y1="{y:.1f}" x2="{W - R}" y2="{y:.1f}" stroke="#ddd"/>')
    out.append(f'<text x="{L - 6}" y="{y + 4:.1f}" text-anchor="end">1e{e}</text>')
for m in range(1, xmax + 1):
    x = sx(m)
    out.append(f'<line x1="{x:.1f}" y1="{H - B}" x2="{x:.1f}" y2="{H - B + 4}" stroke="black"/>')
    out.append(f'<text x="{x:.1f}" y="{H - B + 18}" text-anchor="middle">{m}</text>')
out.append(f'<rect x="{L}" y="{T}" width="{W - L - R}" height="{H - T - B}" fill="none" stroke="black"/>')
out.append(f'<text x="{(L + W - R) / 2}" y="{H - 10}" text-anchor="middle">m (piles)</text>')
out.append(f'<text x="16" y="{(T + H - B) / 2}" transform="rotate(-90 16 {(T + H - B) / 2})" '
           f'text-anchor="middle">time (ms)</text>')
ly = T + 6
for lang in LANGS:
    for key, name, dash in METHODS:
        pts = [(sx(r["m"]), sy(float(r[key]))) for r in rows if r["lang"] == lang and r[key] != "-"]
        if not pts:
            continue
        d = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        style = f'stroke="{COLORS[lang]}" stroke-width="2" fill="none"'
        if dash:
            style += f' stroke-dasharray="{dash}"'
        out.append(f'<polyline points="{d}" {style}/>')
        for x, y in pts:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.5" fill="{COLORS[lang]}"/>')
        out.append(f'<line x1="{W - R + 12}" y1="{ly}" x2="{W - R + 42}" y2="{ly}" {style}/>')
        out.append(f'<text x="{W - R + 48}" y="{ly + 4}">{lang} {name}</text>')
        ly += 18
out.append(f'<text x="{W - R + 12}" y="{ly + 10}" fill="#555">0.000 ms drawn at 5e-4</text>')
out.append("</svg>")
open(svg_path, "w").write("\n".join(out) + "\n")

# The table for docs/performance.md: ms per language and method, "-" where skipped.
print("| m | states | " + " | ".join(f"{l} mono" for l in LANGS) + " | "
      + " | ".join(f"{l} canon" for l in LANGS) + " | rust decomp | winner |")
print("|---" * (4 + 2 * len(LANGS)) + "|")
for m in sorted({r["m"] for r in rows}):
    by = {r["lang"]: r for r in rows if r["m"] == m}
    print(f"| {m} | {by['rust']['states']} | "
          + " | ".join(by[l]["mono_ms"] for l in LANGS) + " | "
          + " | ".join(by[l]["canon_ms"] for l in LANGS)
          + f" | {by['rust']['decomp_ms']} | {by['rust']['decomp']} |")
for lang in LANGS:
    last = open(f"{tmp}/{lang}").read().splitlines()[-1]
    print(f"{lang}: {last}")
EOF
echo "wrote docs/crossover.csv and docs/crossover.svg" >&2
