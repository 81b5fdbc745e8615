#!/usr/bin/env bash
# Times every task's Rust release binary against the Go, Java and Python
# references on the same max-constraint input (made by scripts/gen), checks
# that all four print the same output, and writes a Markdown table of median
# wall time, peak RSS and each reference's time relative to Rust.
#
# Usage: scripts/bench.sh [--runs N] [--only REGEX] [--out FILE]
#   default: 3 timed runs after 1 warm-up, table to target/bench/table.md
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/scripts/refs.sh"
runs=3 only=. out="$ROOT/target/bench/table.md"
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "usage: scripts/bench.sh [--runs N] [--only REGEX] [--out FILE]" >&2; exit 2 ;;
  esac
done
cd "$ROOT"
if ! command -v hyperfine >/dev/null; then
  echo "installing hyperfine from Debian's packages" >&2
  { apt-get update -qq && apt-get install -y -qq hyperfine; } >&2 || { echo "error: cannot install hyperfine" >&2; exit 1; }
fi
ensure_toolchains || exit 1
cargo build --release --workspace --bins --quiet || exit 1
dir="$ROOT/target/bench"; mkdir -p "$dir"

# The command line of one implementation, as a string for hyperfine.
command_of() {
  local lang=$1 pkg=$2 refdir="$ROOT/target/refs/$2"
  case $lang in
    rust) echo "$ROOT/target/release/$pkg" ;;
    go) echo "$refdir/go-main" ;;
    java) echo "java -Xss512m -Xmx4g -cp $refdir/java Main" ;;
    python) echo "python3 $ROOT/tasks/$pkg/ref/main.py" ;;
  esac
}

ms() { python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('%.1f' % (r['median']*1000))" "$1"; }

{
  echo "| input | package | Rust ms | Go ms | Java ms | Python ms | Go/Rust | Java/Rust | Python/Rust | Rust RSS MiB | Go RSS | Java RSS | Python RSS |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
} > "$out"
status=0
for line in $(scripts/gen --list | tr ' ' ':'); do
  name=${line%%:*} pkg=${line#*:}
  [[ $name =~ $only ]] || continue
  scripts/gen "$name" 1 > "$dir/$name.in" || { echo "error: cannot generate $name" >&2; status=1; continue; }
  declare -A time rss
  for lang in $LANGS; do build_ref "$lang" "$pkg" || { echo "error: $lang reference of $pkg does not build" >&2; status=1; }; done
  for lang in rust $LANGS; do
    cmd=$(command_of "$lang" "$pkg")
    /usr/bin/time -f %M -o "$dir/$name.$lang.rss" $cmd < "$dir/$name.in" > "$dir/$name.$lang.out" 2> "$dir/$name.$lang.err"
    if ! cmp -s "$dir/$name.rust.out" "$dir/$name.$lang.out"; then
      echo "MISMATCH $name: $lang output differs from Rust" >&2; status=1
    fi
    hyperfine --warmup 1 --runs "$runs" --export-json "$dir/$name.$lang.json" \
      "$cmd < $dir/$name.in > /dev/null" > /dev/null 2>&1 || { echo "error: hyperfine failed on $name $lang" >&2; status=1; }
    time[$lang]=$(ms "$dir/$name.$lang.json" 2>/dev/null || echo nan)
    rss[$lang]=$(awk '{printf "%.1f", $1/1024}' "$dir/$name.$lang.rss" 2>/dev/null || echo nan)
  done
  ratio() { python3 -c "import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print('%.1fx' % (a/b) if b>0 else '-')" "$1" "$2"; }
  echo "| $name | $pkg | ${time[rust]} | ${time[go]} | ${time[java]} | ${time[python]} | $(ratio "${time[go]}" "${time[rust]}") | $(ratio "${time[java]}" "${time[rust]}") | $(ratio "${time[python]}" "${time[rust]}") | ${rss[rust]} | ${rss[go]} | ${rss[java]} | ${rss[python]} |" | tee -a "$out"
  unset time rss
done
echo "table written to $out"
exit $status
