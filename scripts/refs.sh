# Shared by the scripts: build and run the Go, Java and Python references.
# Source it; needs $ROOT (the workspace root). Compiled references go to
# target/refs/<package>/.

LANGS="go java python"
# The Go language a reference may use: that of the golang-go package
# ensure_toolchains installs on a machine without Go (Debian 12's, 1.19),
# so a reference that needs a newer Go (the built-in min and max are
# 1.21's) fails here, not on that machine.
GO_LANG=go1.19

# Makes sure go, javac/java and python3 exist, installing them from Debian's
# packages when missing. Never skips a language.
ensure_toolchains() {
  local missing=()
  command -v go >/dev/null 2>&1 || missing+=(golang-go)
  { command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1; } || missing+=(default-jdk-headless)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "installing missing toolchains: ${missing[*]}" >&2
    apt-get update -qq >&2 && apt-get install -y -qq "${missing[@]}" >&2 || {
      echo "error: cannot install ${missing[*]}" >&2
      return 1
    }
  fi
}

# ensure_rust_floor: makes sure the rustup toolchain every bundle is built
# with (scripts/judges.py's RUST_FLOOR, no newer than any judge's Rust) is
# installed, installing it when missing. Never skips.
ensure_rust_floor() {
  local floor
  floor=$(python3 -c "import sys; sys.path.insert(0, '$ROOT/scripts'); import judges; print(judges.RUST_FLOOR)")
  rustup run "$floor" rustc --version >/dev/null 2>&1 && return 0
  echo "installing rustc $floor (the judges' oldest Rust) for the bundles" >&2
  rustup toolchain install "$floor" --profile minimal >&2 || {
    echo "error: cannot install rustc $floor (rustup toolchain install $floor --profile minimal)" >&2
    return 1
  }
}

# build_ref LANG PACKAGE: compiles the reference if needed (newer source).
build_ref() {
  local lang=$1 pkg=$2 dir="$ROOT/target/refs/$2"
  mkdir -p "$dir"
  case $lang in
    go)
      if [ ! -x "$dir/go-main" ] || [ "$ROOT/tasks/$pkg/ref/main.go" -nt "$dir/go-main" ]; then
        (cd "$ROOT/tasks/$pkg/ref" && GO111MODULE=off go build -gcflags=-lang=$GO_LANG -o "$dir/go-main" main.go) || return 1
      fi ;;
    java)
      if java_stale "$pkg"; then
        mkdir -p "$dir/java" && javac -encoding UTF-8 $(javac_release "$pkg") -d "$dir/java" "$ROOT/tasks/$pkg/ref/Main.java" || return 1
      fi ;;
    python) [ -f "$ROOT/tasks/$pkg/ref/main.py" ] || return 1 ;;
  esac
}

# java_stale PACKAGE: whether the package's Java reference has no class yet,
# or an older one than its source.
java_stale() {
  local class="$ROOT/target/refs/$1/java/Main.class"
  [ ! -f "$class" ] || [ "$ROOT/tasks/$1/ref/Main.java" -nt "$class" ]
}

# build_java_refs PACKAGE...: compiles the stale Java references of these
# packages in one JVM (scripts/java/CompileAll.java; needs build_java_batch
# first), each as build_ref would. One that fails stays stale, for build_ref
# to compile again and report.
build_java_refs() {
  local pkg release args=()
  for pkg in "$@"; do
    [ -f "$ROOT/tasks/$pkg/ref/Main.java" ] && java_stale "$pkg" || continue
    release=$(javac_release "$pkg")  # "--release N -Xlint:-options", or nothing
    release=${release#--release }
    mkdir -p "$ROOT/target/refs/$pkg/java"
    args+=("$ROOT/tasks/$pkg/ref/Main.java" "$ROOT/target/refs/$pkg/java" "${release%% *}")
    [ -n "$release" ] || args[${#args[@]}-1]=-
  done
  [ ${#args[@]} -eq 0 ] || java -cp "$ROOT/target/refs/_batch" CompileAll "${args[@]}"
}

# javac_release PACKAGE: where ref/Main.java is the file to submit
# (scripts/judges.py), the javac options that compile it as its judge's Java
# (`--release N`, N at least 7, the oldest this JDK takes;
# scripts/java_check.py refuses what Java 6 lacks beyond that); else nothing.
# The plan comes from $JUDGES_PLAN where a caller computed it once for many
# packages (check-all: judges.py reads every package, so asking it anew for
# each package grew with the square of their number).
javac_release() {
  local release plan=${JUDGES_PLAN:-$(python3 "$ROOT/scripts/judges.py" --plan)}
  release=$(awk -v p="$1" '$1 == p && $2 == "java" { print $3 }' <<< "$plan")
  [ -z "$release" ] || echo "--release $release -Xlint:-options"
}

# run_ref LANG PACKAGE [ARGS...]: runs the built reference on stdin.
run_ref() {
  local lang=$1 pkg=$2 dir="$ROOT/target/refs/$2"
  shift 2
  case $lang in
    go) "$dir/go-main" "$@" ;;
    java) java -Xss512m -Xmx4g -cp "$dir/java" Main "$@" ;;
    python) "${PYTHON_EXE:-python3}" "$ROOT/tasks/$pkg/ref/main.py" "$@" ;;
  esac
}

# resolve_python: sets PYTHON_EXE, which run_ref runs, to the interpreter
# python3 resolves to. A version manager's python3 may be a shell script
# (pyenv's shim) that costs more than a short reference's whole run.
resolve_python() {
  PYTHON_EXE=$(python3 -c 'import sys; print(sys.executable)') && [ -x "$PYTHON_EXE" ]
}

# build_java_batch: compiles scripts/java/Batch.java (the Java references
# of many cases in one JVM) and CompileAll.java (many references compiled in
# one JVM) into target/refs/_batch/ if needed.
build_java_batch() {
  local dir="$ROOT/target/refs/_batch" tool
  for tool in Batch CompileAll; do
    if [ ! -f "$dir/$tool.class" ] || [ "$ROOT/scripts/java/$tool.java" -nt "$dir/$tool.class" ]; then
      mkdir -p "$dir" && javac -encoding UTF-8 -d "$dir" "$ROOT/scripts/java/$tool.java" || return 1
    fi
  done
}

# java_batchable PACKAGE: whether the package's Java reference can run in
# Batch: it is no player of an interactive package, and it neither calls System.exit, nor writes to FileDescriptor.out,
# nor starts a thread that could outlive main.
java_batchable() {
  [ -z "$(interactor "$1")" ] && ! grep -qE 'System\.exit|FileDescriptor|new Thread' "$ROOT/tasks/$1/ref/Main.java"
}

# run_java_batch PACKAGE IN OUT [IN OUT ...]: runs the built Java reference
# on each IN, writing OUT (and OUT.failed when it throws), in one JVM.
run_java_batch() {
  local pkg=$1
  shift
  java -Xss512m -Xmx4g -cp "$ROOT/target/refs/_batch" Batch "$ROOT/target/refs/$pkg/java" "$@"
}

# judge_command PACKAGE: the command that judges the package's outputs,
# called as `COMMAND IN ACTUAL EXPECTED` (online-judge-tools'
# --judge-command form; exit 0 accepts), or nothing when they are compared
# byte for byte. Its Cargo.toml says which, under [package.metadata.golden]:
# `checker = "<bin>"` names a second binary of the package that judges an
# answer against the statement (a judge that accepts any valid answer:
# cf-1149e-election-promises); `judge = "--judge"` makes the package's own
# binary compare (bench-crossover: its times vary).
judge_command() {
  local toml="$ROOT/tasks/$1/Cargo.toml" bin
  bin=$(sed -n 's/^checker = "\(.*\)"$/\1/p' "$toml")
  if [ -n "$bin" ]; then
    echo "$ROOT/target/debug/$bin"
  elif grep -q '^judge = "--judge"' "$toml"; then
    echo "$ROOT/target/debug/$1 --judge"
  fi
}

# interactor PACKAGE: the interactor binary an interactive package declares
# ([package.metadata.golden] interactor = "<bin>", the judge's side of the
# game; docs/testing.md, "Interactive packages"), or nothing. Its golden
# cases are games: IN the interactor's hidden test, OUT its verdict.
interactor() {
  sed -n 's/^interactor = "\(.*\)"$/\1/p' "$ROOT/tasks/$1/Cargo.toml"
}

# ref_command LANG PACKAGE: the built reference as a command line (words
# without quotes), for scripts/play.py to start: a player of an
# interactive package cannot be a shell function.
ref_command() {
  case $1 in
    go) echo "$ROOT/target/refs/$2/go-main" ;;
    java) echo "java -Xss512m -Xmx4g -cp $ROOT/target/refs/$2/java Main" ;;
    python) echo "${PYTHON_EXE:-python3} $ROOT/tasks/$2/ref/main.py" ;;
  esac
}

# play_game PACKAGE IN PLAYER...: plays one golden game of an interactive
# package, PLAYER against the package's interactor (built in
# target/debug), on the hidden test IN; the verdict on stdout, exit 0 when
# both programs exit 0 (scripts/play.py).
play_game() {
  local pkg=$1 in=$2
  shift 2
  "${PYTHON_EXE:-python3}" "$ROOT/scripts/play.py" "$ROOT/target/debug/$(interactor "$pkg")" "$in" -- "$@" < /dev/null
}

# custom_judge PACKAGE: whether the package's outputs are judged by a
# command (judge_command) rather than compared byte for byte.
custom_judge() {
  [ -n "$(judge_command "$1")" ]
}

# same_output PACKAGE IN EXPECTED ACTUAL: whether ACTUAL (a file) is the
# same output as EXPECTED for the input IN, or accepted by the package's
# judge command, which needs the package's release binaries built. The
# judge command is looked up once for a run of calls on one package
# (SAME_OUTPUT_PACKAGE, SAME_OUTPUT_JUDGE): check-all asks for every case.
same_output() {
  local pkg=$1 in=$2 want=$3 got=$4
  if [ "${SAME_OUTPUT_PACKAGE:-}" != "$pkg" ]; then
    SAME_OUTPUT_JUDGE=$(judge_command "$pkg")
    SAME_OUTPUT_PACKAGE=$pkg
  fi
  if [ -n "$SAME_OUTPUT_JUDGE" ]; then
    $SAME_OUTPUT_JUDGE "$in" "$got" "$want" >/dev/null 2>&1
  else
    cmp -s "$want" "$got"
  fi
}

# bins PACKAGE: the package's binaries, one a line, as Cargo's defaults
# name them: the package itself (src/main.rs) and src/bin/NAME.rs as NAME.
bins() {
  echo "$1"
  local f
  for f in "$ROOT/tasks/$1"/src/bin/*.rs; do
    [ -f "$f" ] && basename "$f" .rs
  done
  return 0
}

# now_ms: the time in milliseconds.
now_ms() {
  local ns
  ns=$(date +%s%N)
  echo $((ns / 1000000))
}

# The task packages, in order.
packages() {
  (cd "$ROOT/tasks" && ls -d */ | tr -d /)
}

# wait_for_slot: returns once fewer than JOBS background jobs of this shell
# run (JOBS defaults to the number of cores), so a loop can start one more.
wait_for_slot() {
  while [ "$(jobs -rp | wc -l)" -ge "${JOBS:-$(nproc)}" ]; do wait -n; done
}
