//! Interactive packages: a package plays against an interactor, the judge's
//! side of the game, over pipes, so an interactive problem has golden
//! tests like any other.
//!
//! The layout of `testdata/<package>/` (docs/testing.md, "Interactive
//! packages"):
//!
//! - `<case>.in` is the interactor's input: the hidden test (the position,
//!   who moves first, how the judge plays);
//! - `<case>.out` is the verdict the interactor must write for that game,
//!   exactly (one line, which should not depend on which of several
//!   winning moves the package makes: `ok: second player won`);
//! - `bad/<case>.in` with `bad/<case>.err` is, as for every package, input
//!   the package itself must refuse: judge messages it cannot take.
//!
//! The interactor is a second binary of the package, declared in its
//! Cargo.toml as `[package.metadata.golden] interactor = "<bin>"`, run as
//! `INTERACTOR IN VERDICT` (testlib's order): it reads the case from IN,
//! talks to the package (its stdout is the package's stdin and the other
//! way round), writes its one-line verdict to the file VERDICT, and exits
//! 0 when the package won and kept the protocol, 1 when it did not, 2 when
//! the judging itself failed (a bad IN). A game passes when both programs
//! exit 0 and the verdict is the `.out` file's text.
//!
//! The matrix and the fuzzer of an interactive package ([`crate::cases`])
//! take, for each golden game, what the package read during it as an
//! input of `solve` and what it wrote as that input's answer: a
//! deterministic package answers the same messages the same way, and
//! must refuse them cut short, as it would a judge that stopped talking.

use std::fmt::Write as _;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use golden::Expected;

use crate::drain;

/// How long one game may take, both programs together, before both are
/// killed: a hang, not a slow move (speed is measured by the benchmarks).
pub const GAME_LIMIT: Duration = Duration::from_secs(60);

/// One game between a package and an interactor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The interactor's exit code (`None` if it was killed or died by a
    /// signal).
    pub interactor: Option<i32>,
    /// The package's exit code, likewise.
    pub package: Option<i32>,
    /// What the interactor wrote to its verdict file.
    pub verdict: String,
    /// What the package read (the interactor's messages, in order).
    pub package_read: Vec<u8>,
    /// What the package wrote (its moves, in order).
    pub package_wrote: Vec<u8>,
    /// The package's stderr.
    pub package_stderr: String,
    /// The interactor's stderr.
    pub interactor_stderr: String,
    /// Whether the game passed [`GAME_LIMIT`] and both were killed.
    pub timed_out: bool,
}

impl Game {
    /// Whether both programs exited 0 in time.
    ///
    /// # Example
    /// ```
    /// let game = conformance::interactive::Game {
    ///     interactor: Some(0), package: Some(0), verdict: "ok\n".into(),
    ///     package_read: vec![], package_wrote: vec![],
    ///     package_stderr: String::new(), interactor_stderr: String::new(), timed_out: false,
    /// };
    /// assert!(game.accepted());
    /// ```
    pub fn accepted(&self) -> bool {
        !self.timed_out && self.interactor == Some(0) && self.package == Some(0)
    }

    /// The whole game, for a failure message: both exit codes, the verdict,
    /// both sides of the dialogue and both stderrs.
    pub fn report(&self) -> String {
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        let mut out = String::new();
        let _ = writeln!(
            out,
            "interactor exit {:?}, package exit {:?}{}",
            self.interactor,
            self.package,
            if self.timed_out {
                ", killed after the time limit"
            } else {
                ""
            }
        );
        let _ = write!(
            out,
            "--- verdict:\n{}--- the package read:\n{}--- the package wrote:\n{}--- package stderr:\n{}--- interactor stderr:\n{}",
            self.verdict,
            text(&self.package_read),
            text(&self.package_wrote),
            self.package_stderr,
            self.interactor_stderr
        );
        out
    }
}

/// Plays `package` against `interactor` on the case `input` (a file the
/// interactor reads): spawns both, joins the package's stdout to the
/// interactor's stdin and back through two threads that record each side,
/// and waits for both to exit, killing both after `limit`.
///
/// # Panics
/// If either program cannot be started or a temporary file cannot be
/// written.
pub fn play(package: &Path, interactor: &Path, input: &Path, limit: Duration) -> Game {
    play_command(Command::new(package), interactor, input, limit)
}

/// [`play`] with the package run as `package`, a command with its
/// arguments.
///
/// # Panics
/// As [`play`].
pub fn play_command(
    mut package: Command,
    interactor: &Path,
    input: &Path,
    limit: Duration,
) -> Game {
    static GAME: AtomicUsize = AtomicUsize::new(0);
    let verdict_path = std::env::temp_dir().join(format!(
        "interactive-verdict-{}-{}",
        std::process::id(),
        GAME.fetch_add(1, Ordering::Relaxed)
    ));
    fs::write(&verdict_path, b"").expect("write the verdict file");
    let spawn = |command: &mut Command| {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {:?}: {}", command, e))
    };
    let mut judge = spawn(Command::new(interactor).arg(input).arg(&verdict_path));
    let mut player = spawn(&mut package);
    let to_judge = relay(
        player.stdout.take().expect("piped"),
        judge.stdin.take().expect("piped"),
    );
    let to_player = relay(
        judge.stdout.take().expect("piped"),
        player.stdin.take().expect("piped"),
    );
    let player_err = drain(player.stderr.take().expect("piped"));
    let judge_err = drain(judge.stderr.take().expect("piped"));
    let deadline = Instant::now() + limit;
    let timed_out = loop {
        let judge_done = judge.try_wait().expect("wait for the interactor").is_some();
        let player_done = player.try_wait().expect("wait for the package").is_some();
        if judge_done && player_done {
            break false;
        }
        if Instant::now() > deadline {
            // Both are children this harness started.
            let _ = judge.kill();
            let _ = player.kill();
            break true;
        }
        thread::sleep(Duration::from_millis(1));
    };
    let judge_code = judge.wait().expect("reap the interactor").code();
    let player_code = player.wait().expect("reap the package").code();
    let game = Game {
        interactor: judge_code,
        package: player_code,
        verdict: fs::read_to_string(&verdict_path).unwrap_or_default(),
        package_read: to_player.join().expect("the relay to the package"),
        package_wrote: to_judge.join().expect("the relay to the interactor"),
        package_stderr: player_err.join().expect("the package's stderr"),
        interactor_stderr: judge_err.join().expect("the interactor's stderr"),
        timed_out,
    };
    let _ = fs::remove_file(&verdict_path);
    game
}

/// Copies `from` to `to` as the bytes come, keeping a copy, until `from`
/// ends; then closes `to`. Once `to` is closed by its reader the bytes are
/// still read and kept (so the writer is never blocked), not passed on.
fn relay(
    mut from: impl Read + Send + 'static,
    to: impl Write + Send + 'static,
) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut to = Some(to);
        let mut seen = Vec::new();
        let mut buffer = [0u8; 4096];
        loop {
            let n = match from.read(&mut buffer) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            seen.extend_from_slice(&buffer[..n]);
            if let Some(pipe) = to.as_mut() {
                if pipe
                    .write_all(&buffer[..n])
                    .and_then(|_| pipe.flush())
                    .is_err()
                {
                    to = None;
                }
            }
        }
        seen
    })
}

/// The interactor `package` declares, if any: the line
/// `interactor = "<bin>"` of its `[package.metadata.golden]`
/// ([`golden::declared`]).
///
/// # Panics
/// If the interactor is declared but not built.
pub fn interactor(package: &str) -> Option<PathBuf> {
    golden::declared(package, "interactor")
}

/// The `.in` files of `dir` that are games (each with an `.out`), then
/// those of `dir/bad` (each with an `.err`), each list sorted by name.
fn case_files(dir: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let in_files = |dir: &Path| -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "in"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files
    };
    (in_files(dir), in_files(&dir.join("bad")))
}

/// The golden games of the folder `dir` (`testdata/<package>`), played by
/// `binary` against `interactor`: `(case, game)` for every `.in` at its
/// top (not `bad/`), in order of name.
pub fn games(dir: &Path, binary: &Path, interactor: &Path) -> Vec<(PathBuf, Game)> {
    case_files(dir)
        .0
        .into_iter()
        .map(|case| {
            let game = play(binary, interactor, &case, GAME_LIMIT);
            (case, game)
        })
        .collect()
}

/// What is wrong with a golden game, if anything: a program that did not
/// exit 0 in time, or a verdict that is not the `.out` file's.
pub fn mismatch(case: &Path, game: &Game) -> Option<String> {
    let want = match golden::expected(case) {
        Expected::Output(want) => want,
        Expected::Error(_) => return None,
    };
    if game.accepted() && game.verdict == want {
        return None;
    }
    Some(format!(
        "expected both to exit 0 and the verdict {:?}\n{}",
        want,
        game.report()
    ))
}

/// Runs every golden game of `package` with `binary` (against the
/// interactor its Cargo.toml declares) and every `bad/` case as any
/// package's, and panics with every failure in full: [`check_games_in`]
/// on `testdata/<package>`.
///
/// # Panics
/// On any failure, or if the package declares no interactor.
pub fn check_games(package: &str, binary: &str) {
    let judge = interactor(package)
        .unwrap_or_else(|| panic!("{} declares no interactor in its Cargo.toml", package));
    check_games_in(&golden::testdata(package), Path::new(binary), &judge);
}

/// Plays every golden game of the folder `dir` (its top `.in` files with
/// their `.out` verdicts) with `binary` against `interactor`, pipes every
/// `bad/` case to `binary` (which must refuse it with one `error:` line,
/// exit 1, as any package), and panics with every failure in full.
///
/// # Panics
/// On any failure, or if `dir` holds no game.
pub fn check_games_in(dir: &Path, binary: &Path, interactor: &Path) {
    let mut report = String::new();
    let played = games(dir, binary, interactor);
    assert!(!played.is_empty(), "no golden games in {}", dir.display());
    for (case, game) in &played {
        if let Some(problem) = mismatch(case, game) {
            let _ = writeln!(report, "=== {}\n{}", case.display(), problem);
        }
    }
    let bad = case_files(dir).1;
    for case in &bad {
        let output = Command::new(binary)
            .stdin(fs::File::open(case).expect("open a bad case"))
            .output()
            .expect("run the package");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let problem = golden::mismatch(
            &golden::expected(case),
            output.status.code(),
            &stdout,
            &stderr,
            |s| s.to_string(),
        );
        if let Some(problem) = problem {
            let _ = writeln!(report, "=== {}\n{}", case.display(), problem);
        }
    }
    assert!(
        report.is_empty(),
        "interactive golden failures in {}:\n{}",
        dir.display(),
        report
    );
    eprintln!(
        "{}: {} golden games and {} bad cases passed",
        dir.display(),
        played.len(),
        bad.len()
    );
}

/// The cases the matrix and the fuzzer take for an interactive package
/// ([`transcripts_in`] on `testdata/<package>` with the package's binary
/// beside the running test).
///
/// # Panics
/// As [`transcripts_in`].
pub fn transcripts(package: &str, interactor: &Path) -> Vec<crate::Case> {
    transcripts_in(
        &golden::testdata(package),
        &golden::built(package),
        interactor,
    )
}

/// For every golden game of `dir`, played by `binary` against
/// `interactor`, what the package read as an input and what it wrote as
/// that input's answer, named after the game; then the `bad/` cases as
/// they are.
///
/// # Panics
/// If a golden game fails (the golden test says how, in full).
pub fn transcripts_in(dir: &Path, binary: &Path, interactor: &Path) -> Vec<crate::Case> {
    let mut cases = Vec::new();
    for (case, game) in games(dir, binary, interactor) {
        assert!(
            mismatch(&case, &game).is_none(),
            "the golden game {} fails; its golden test says how",
            case.display()
        );
        cases.push(crate::Case {
            name: format!("{} (the package's side)", stem(&case)),
            input: game.package_read,
            output: Some(String::from_utf8_lossy(&game.package_wrote).into_owned()),
        });
    }
    for case in case_files(dir).1 {
        cases.push(crate::Case {
            name: stem(&case),
            input: fs::read(&case).expect("read .in"),
            output: None,
        });
    }
    cases
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}
