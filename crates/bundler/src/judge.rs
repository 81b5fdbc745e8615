//! The judges' facts (read from `scripts/judges.py`, which keeps the one
//! table of them) and the compile of a bundle as its judge would.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::Error;

/// The edition every bundle is built in (and run on the golden cases).
pub const BUILD_EDITION: &str = "2021";

/// The first rustc that knows each edition: the floor checks an edition
/// only if it knows it, else the rustc on the PATH does.
const FIRST_RUSTC: [(&str, &str); 3] = [("2018", "1.31.0"), ("2021", "1.56.0"), ("2024", "1.85.0")];

/// What `scripts/judges.py --bundle-facts` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    /// The rustc every bundle is built with in CI (`RUST_FLOOR`).
    pub rust_floor: String,
    /// The largest bundle written (`BUNDLE_LIMIT`).
    pub bundle_limit: usize,
    /// Each judge asked about.
    pub judges: HashMap<String, JudgeFacts>,
}

/// One judge's facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeFacts {
    /// Its source limit in bytes, where one is recorded.
    pub limit: Option<usize>,
    /// The Rust editions it takes (none where it runs no Rust we rely on).
    pub editions: Vec<String>,
}

/// Asks `scripts/judges.py` of the workspace at `root` for the facts of
/// `judges` (a judge it does not know is one of our own problems).
pub fn facts(root: &Path, judges: &[String]) -> Result<Facts, Error> {
    let script = root.join("scripts/judges.py");
    let output = Command::new("python3")
        .arg(&script)
        .arg("--bundle-facts")
        .args(judges)
        .output()
        .map_err(|e| Error::new(format!("cannot run python3 scripts/judges.py: {}", e)))?;
    if !output.status.success() {
        return Err(Error::new(format!(
            "scripts/judges.py --bundle-facts failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    parse_facts(&String::from_utf8_lossy(&output.stdout))
}

/// Reads the lines of `judges.py --bundle-facts`: `rust-floor V`,
/// `bundle-limit N`, and per judge `judge LIMIT EDITIONS NAME` (LIMIT 0
/// where none is recorded, EDITIONS comma-separated or `-`).
pub fn parse_facts(text: &str) -> Result<Facts, Error> {
    let bad = |line: &str| {
        Error::new(format!(
            "scripts/judges.py --bundle-facts: cannot read `{}`",
            line
        ))
    };
    let mut rust_floor = None;
    let mut bundle_limit = None;
    let mut judges = HashMap::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let mut words = line.splitn(4, ' ');
        match (words.next(), words.next()) {
            (Some("rust-floor"), Some(v)) => rust_floor = Some(v.to_string()),
            (Some("bundle-limit"), Some(n)) => {
                bundle_limit = Some(n.parse().map_err(|_| bad(line))?)
            }
            (Some("judge"), Some(limit)) => {
                let limit: usize = limit.parse().map_err(|_| bad(line))?;
                let editions = words.next().ok_or_else(|| bad(line))?;
                let name = words.next().ok_or_else(|| bad(line))?;
                let editions = match editions {
                    "-" => Vec::new(),
                    list => list.split(',').map(str::to_string).collect(),
                };
                let limit = if limit == 0 { None } else { Some(limit) };
                judges.insert(name.to_string(), JudgeFacts { limit, editions });
            }
            _ => return Err(bad(line)),
        }
    }
    Ok(Facts {
        rust_floor: rust_floor.ok_or_else(|| bad("(no rust-floor line)"))?,
        bundle_limit: bundle_limit.ok_or_else(|| bad("(no bundle-limit line)"))?,
        judges,
    })
}

/// A rustc: the one on the PATH, or a rustup toolchain's.
fn rustc(toolchain: Option<&str>) -> Command {
    match toolchain {
        None => Command::new("rustc"),
        Some(t) => {
            let mut c = Command::new("rustup");
            c.args(["run", t, "rustc"]);
            c
        }
    }
}

fn version(text: &str) -> Vec<u32> {
    text.split('.').map(|p| p.parse().unwrap_or(0)).collect()
}

/// Runs rustc; a failure or any warning is an error that quotes it
/// (naming the bundle as `shown`).
fn run_rustc(
    mut cmd: Command,
    shown: &Path,
    what: &str,
    toolchain: Option<&str>,
) -> Result<(), Error> {
    let output = cmd
        .output()
        .map_err(|e| Error::new(format!("cannot run {:?}: {}", cmd.get_program(), e)))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() && stderr.trim().is_empty() {
        return Ok(());
    }
    let hint = match toolchain {
        Some(t) if stderr.contains("toolchain") && stderr.contains("not installed") => {
            format!(
                " (install it with `rustup toolchain install {} --profile minimal`)",
                t
            )
        }
        _ => String::new(),
    };
    Err(Error::new(format!(
        "{} does not {} cleanly with rustc {}{}:\n{}",
        shown.display(),
        what,
        toolchain.unwrap_or("(the PATH's)"),
        hint,
        stderr.trim_end()
    )))
}

/// Builds the bundle `source` in [`BUILD_EDITION`] with `-O -D warnings`
/// (with rustc `floor` where given) into `out_dir/<package>-2021`, and
/// type-checks it in the judge's other `editions`; the executable. A
/// message names the bundle as `shown`.
pub fn compile(
    source: &Path,
    shown: &Path,
    package: &str,
    out_dir: &Path,
    floor: Option<&str>,
    editions: &[String],
) -> Result<PathBuf, Error> {
    let crate_name = package.replace('-', "_");
    let exe = out_dir.join(format!("{}-{}", package, BUILD_EDITION));
    let tmp = out_dir.join(format!(
        "{}-{}.tmp{}",
        package,
        BUILD_EDITION,
        std::process::id()
    ));
    let mut cmd = rustc(floor);
    cmd.args([
        "--edition",
        BUILD_EDITION,
        "-O",
        "-D",
        "warnings",
        "--crate-name",
        &crate_name,
        "-o",
    ])
    .arg(&tmp)
    .arg(source);
    let built = run_rustc(
        cmd,
        shown,
        &format!("compile (edition {})", BUILD_EDITION),
        floor,
    );
    if let Err(e) = built {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    fs::rename(&tmp, &exe)
        .map_err(|e| Error::new(format!("cannot write {}: {}", exe.display(), e)))?;
    for edition in editions.iter().filter(|e| e.as_str() != BUILD_EDITION) {
        let knows = |f: &str| {
            FIRST_RUSTC
                .iter()
                .any(|(ed, first)| ed == edition && version(first) <= version(f))
        };
        let toolchain = floor.filter(|f| knows(f));
        let meta = out_dir.join(format!(
            "{}-{}.rmeta.tmp{}",
            package,
            edition,
            std::process::id()
        ));
        let mut cmd = rustc(toolchain);
        cmd.args([
            "--edition",
            edition,
            "-D",
            "warnings",
            "--emit=metadata",
            "--crate-name",
            &crate_name,
            "-o",
        ])
        .arg(&meta)
        .arg(source);
        let checked = run_rustc(
            cmd,
            shown,
            &format!("check (edition {})", edition),
            toolchain,
        );
        let _ = fs::remove_file(&meta);
        checked?;
    }
    Ok(exe)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_facts() {
        let facts = parse_facts(
            "rust-floor 1.70.0\nbundle-limit 65535\njudge 65535 2021,2024 Codeforces\n\
             judge 0 2024 Library Checker\njudge 0 - UVa\n",
        )
        .unwrap();
        assert_eq!(facts.rust_floor, "1.70.0");
        assert_eq!(facts.bundle_limit, 65535);
        assert_eq!(
            facts.judges["Library Checker"],
            JudgeFacts {
                limit: None,
                editions: vec!["2024".into()]
            }
        );
        assert_eq!(facts.judges["Codeforces"].limit, Some(65535));
        assert!(facts.judges["UVa"].editions.is_empty());
        assert!(parse_facts("rust-floor 1.70.0\n").is_err());
        assert!(parse_facts("rust-floor 1.70.0\nbundle-limit x\n").is_err());
    }
}
