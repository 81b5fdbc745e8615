//! `scripts/bundle.sh [--compile [--judge-rustc]] [--all | <package> ...]`
//!
//! Writes target/bundle/<package>.rs (under $CARGO_TARGET_DIR when set),
//! at most `BUNDLE_LIMIT` bytes (scripts/judges.py). With --compile also
//! builds it with plain rustc, edition 2021, `-O -D warnings`, into
//! target/bundle/<package>-2021, prints the executable's path on stdout (a
//! line per package; at a terminal stderr says what it is), and
//! type-checks the bundle in the other editions its judge takes. With
//! --judge-rustc the build uses rustc RUST_FLOOR (a rustup toolchain:
//! `rustup toolchain install 1.70.0 --profile minimal`), so that a std API
//! newer than a judge's is caught, and the bundle must fit its judge's
//! source limit too. Any failure is an `error:` message on stderr and exit
//! status 1. Several packages are bundled in one pass over the sources,
//! then compiled side by side (`JOBS` at a time, default the cores), their
//! executables printed in the order asked.

use std::collections::BTreeSet;
use std::env;
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use bundler::judge::{self, Facts, JudgeFacts, BUILD_EDITION};
use bundler::{manifest, Bundler, Error};

const USAGE: &str = "usage: scripts/bundle.sh [--compile [--judge-rustc]] [--all | <package> ...]";

/// A package's judge where it names none: our own problems'.
const OWN_PROBLEM: &str = "own problem";

struct Options {
    /// `--workspace DIR` (bundle.sh passes its own), else the one above
    /// the current directory.
    workspace: Option<PathBuf>,
    compile: bool,
    judge_rustc: bool,
    all: bool,
    packages: Vec<String>,
}

fn options(args: &[String]) -> Option<Options> {
    let mut o = Options {
        workspace: None,
        compile: false,
        judge_rustc: false,
        all: false,
        packages: Vec::new(),
    };
    let mut args = args.iter();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--workspace" => o.workspace = Some(PathBuf::from(args.next()?)),
            "--compile" => o.compile = true,
            "--judge-rustc" => o.judge_rustc = true,
            "--all" => o.all = true,
            s if s.starts_with('-') => return None,
            s => o.packages.push(s.to_string()),
        }
    }
    if (o.packages.is_empty() && !o.all) || (o.judge_rustc && !o.compile) {
        return None;
    }
    Some(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{}\n\nOne-file judge submissions: see crates/bundler/src/main.rs and docs/submitting.md.", USAGE);
        return ExitCode::SUCCESS;
    }
    let Some(mut opts) = options(&args) else {
        eprintln!("{}", USAGE);
        return ExitCode::from(2);
    };
    match run(&mut opts) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("error: {}", e);
            ExitCode::from(1)
        }
    }
}

/// Bundles every package asked for; whether all went well (each failure
/// is reported as it happens).
fn run(opts: &mut Options) -> Result<bool, Error> {
    let cwd = env::current_dir().map_err(|e| Error::new(format!("no current directory: {}", e)))?;
    let root = match &opts.workspace {
        Some(dir) => cwd.join(dir),
        None => bundler::find_workspace(&cwd).ok_or_else(|| {
            Error::new("not inside the workspace (no Cargo.toml with [workspace] above here)")
        })?,
    };
    if opts.all {
        opts.packages.extend(manifest::packages(&root)?);
    }
    let target = env::var_os("CARGO_TARGET_DIR")
        .map(|t| cwd.join(t))
        .unwrap_or_else(|| root.join("target"));
    let out_dir = target.join("bundle");
    fs::create_dir_all(&out_dir)
        .map_err(|e| Error::new(format!("cannot create {}: {}", out_dir.display(), e)))?;

    let judges: BTreeSet<String> = opts
        .packages
        .iter()
        .filter_map(|p| manifest::package(&root, p).ok())
        .map(|p| p.judge.unwrap_or_else(|| OWN_PROBLEM.to_string()))
        .collect();
    let judges: Vec<String> = judges.into_iter().collect();
    let facts = judge::facts(&root, &judges)?;

    let mut bundler = Bundler::new(&root);
    let mut ok = true;
    let mut written = Vec::new();
    for package in &opts.packages {
        match write(&mut bundler, package, opts, &root, &out_dir, &facts) {
            Ok(bundle) => written.push(bundle),
            Err(e) => {
                eprintln!("error: bundling {}: {}", package, e);
                ok = false;
            }
        }
    }
    if opts.compile {
        let floor = opts.judge_rustc.then_some(facts.rust_floor.as_str());
        for (bundle, built) in written.iter().zip(compile_all(&written, &out_dir, floor)) {
            match built {
                Ok(exe) => {
                    println!("{}", exe.display());
                    report(&root, bundle, &exe, floor);
                }
                Err(e) => {
                    eprintln!("error: bundling {}: {}", bundle.package, e);
                    ok = false;
                }
            }
        }
    }
    Ok(ok)
}

/// A bundle written and within its limit, to compile.
struct Written<'f> {
    package: String,
    path: PathBuf,
    shown: PathBuf,
    size: usize,
    judge: &'f JudgeFacts,
}

/// Bundles `package` into `out_dir/<package>.rs`, within its limit.
fn write<'f>(
    bundler: &mut Bundler,
    package: &str,
    opts: &Options,
    root: &Path,
    out_dir: &Path,
    facts: &'f Facts,
) -> Result<Written<'f>, Error> {
    let bundle = bundler.bundle(package)?;
    let judge_name = bundle.package.judge.as_deref().unwrap_or(OWN_PROBLEM);
    let judge = facts.judges.get(judge_name).ok_or_else(|| {
        Error::new(format!(
            "scripts/judges.py gave no facts for judge {:?}",
            judge_name
        ))
    })?;
    let path = out_dir.join(format!("{}.rs", package));
    let shown = shown(root, &path);
    write_atomic(&path, &bundle.text)?;
    let size = bundle.text.len();
    let mut limit = facts.bundle_limit;
    if opts.judge_rustc {
        limit = limit.min(judge.limit.unwrap_or(limit));
    }
    if size > limit {
        return Err(Error::new(format!(
            "{} is {} bytes, over the {}-byte limit",
            shown.display(),
            size,
            limit
        )));
    }
    if !opts.compile {
        eprintln!("{}: wrote {} ({} bytes)", package, shown.display(), size);
    }
    Ok(Written {
        package: package.to_string(),
        path,
        shown,
        size,
        judge,
    })
}

/// Compiles the bundles `JOBS` at a time (default: the cores); each one's
/// executable or error, in order.
fn compile_all(
    written: &[Written<'_>],
    out_dir: &Path,
    floor: Option<&str>,
) -> Vec<Result<PathBuf, Error>> {
    let jobs = env::var("JOBS")
        .ok()
        .and_then(|j| j.parse().ok())
        .filter(|&j: &usize| j > 0)
        .or_else(|| std::thread::available_parallelism().ok().map(usize::from))
        .unwrap_or(1);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<PathBuf, Error>>>> =
        Mutex::new(written.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(written.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(w) = written.get(i) else { break };
                let built = judge::compile(
                    &w.path,
                    &w.shown,
                    &w.package,
                    out_dir,
                    floor,
                    &w.judge.editions,
                );
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(built);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every bundle compiled"))
        .collect()
}

/// At a terminal, says on stderr what was written and built.
fn report(root: &Path, w: &Written<'_>, exe: &Path, floor: Option<&str>) {
    if !std::io::stderr().is_terminal() {
        return;
    }
    let others: Vec<&str> = w
        .judge
        .editions
        .iter()
        .map(String::as_str)
        .filter(|e| *e != BUILD_EDITION)
        .collect();
    let checked = if others.is_empty() {
        String::new()
    } else {
        format!("; type-checked in edition {}", others.join(" and "))
    };
    eprintln!(
        "{}: wrote {} ({} bytes, the file to submit); built it into {} (edition {}, rustc {}){}",
        w.package,
        w.shown.display(),
        w.size,
        shown(root, exe).display(),
        BUILD_EDITION,
        floor.unwrap_or("on the PATH"),
        checked
    );
}

/// A path as messages show it: from the workspace root where it is inside.
fn shown(root: &Path, path: &Path) -> PathBuf {
    path.strip_prefix(root)
        .map_or_else(|_| path.to_path_buf(), Path::to_path_buf)
}

fn write_atomic(path: &Path, text: &str) -> Result<(), Error> {
    let tmp = path.with_extension(format!("rs.tmp{}", std::process::id()));
    fs::write(&tmp, text)
        .and_then(|_| fs::rename(&tmp, path))
        .map_err(|e| Error::new(format!("cannot write {}: {}", path.display(), e)))
}
