//! The mutation fuzzer: golden inputs mutated at random, each run of
//! `solve` held to the contract ([`crate::contract_breach`]).

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::mutate::{mutate_once, Rng};
use crate::{cases, contract_breach, drain, guarded, is_cheap, Ending, Task};

/// The wall time the fuzzer of `cargo test`'s quick loop spends on one
/// package at most (see [`check_fuzz_beside`]).
pub const QUICK_BUDGET: Duration = Duration::from_secs(2);

/// Set in the process [`check_fuzz_beside`] starts: it fuzzes there.
const FUZZ_HERE: &str = "CONFORMANCE_FUZZ_HERE";

/// How a breach is told as soon as it is found, on a line of its own of
/// stderr, so that it is reported even from a process stopped before its end.
const BREACH: &str = "fuzz breach: ";

/// [`check_fuzz`] in a process of its own: this test binary again, running
/// only `test` (the test that calls this). `cargo test` runs one test
/// binary at a time and [`guarded`] one run at a time in a process, so in
/// the package's own process the fuzzer would wait for the error matrix;
/// in a process of its own the two share the cores. That process, and a
/// run that sets `CONFORMANCE_FUZZ_HERE` itself (`scripts/fuzz-all.sh`,
/// which runs its own processes side by side), fuzzes where it is. What it
/// prints on stderr is printed here; a failure there is one here.
///
/// In the quick loop (`FUZZ_CASES` unset) the process is stopped after
/// [`QUICK_BUDGET`], so that one input its engine honestly takes seconds
/// over (a mutated size) does not hold up the test run; the breaches it
/// found by then fail the test. CI's fuzz stage sets `FUZZ_CASES` and runs
/// every input to its end.
pub fn check_fuzz_beside(task: &Task, test: &str) {
    if std::env::var_os(FUZZ_HERE).is_some() {
        return check_fuzz(task);
    }
    let exe = std::env::current_exe().expect("the test binary's own path");
    let mut child = Command::new(exe)
        .args([test, "--exact", "--nocapture", "--test-threads=1", "-q"])
        .env(FUZZ_HERE, "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the fuzzer's process");
    let (stdout, stderr) = (
        drain(child.stdout.take().expect("piped stdout")),
        drain(child.stderr.take().expect("piped stderr")),
    );
    let deadline = match std::env::var_os("FUZZ_CASES") {
        Some(_) => None,
        None => Some(Instant::now() + QUICK_BUDGET),
    };
    let status = loop {
        if let Some(status) = child.try_wait().expect("the fuzzer's process") {
            break Some(status);
        }
        if deadline.is_some_and(|d| Instant::now() > d) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let (stdout, stderr) = (
        stdout.join().unwrap_or_default(),
        stderr.join().unwrap_or_default(),
    );
    eprint!("{}", stderr);
    match status {
        Some(status) => assert!(
            status.success(),
            "{}: the fuzzer's process failed ({}):\n{}",
            task.package,
            status,
            stdout
        ),
        None => {
            let breaches: Vec<&str> = stderr.lines().filter(|l| l.starts_with(BREACH)).collect();
            eprintln!(
                "fuzz {}: stopped after the quick loop's {:?}; CI's fuzz stage runs every input",
                task.package, QUICK_BUDGET
            );
            assert!(
                breaches.is_empty(),
                "{} breaches:\n{:#?}",
                breaches.len(),
                breaches
            );
        }
    }
}

/// `FUZZ_SHARD=k/n` as (k, n); (0, 1), all the inputs, when unset.
/// Panics on a value that is not `k/n` with k < n.
fn fuzz_shard() -> (u64, u64) {
    let Ok(text) = std::env::var("FUZZ_SHARD") else {
        return (0, 1);
    };
    let parsed = text
        .split_once('/')
        .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)));
    match parsed {
        Some((k, n)) if k < n => (k, n),
        _ => panic!("FUZZ_SHARD={:?}: expected k/n with k < n", text),
    }
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The mutation fuzzer: the task's cheap golden inputs mutated at random
/// (bytes flipped, inserted, deleted; tokens dropped, duplicated, swapped,
/// spliced, replaced by edge values) must never make it panic, pass the
/// time or memory bound, print a multi-line error, or print an unterminated
/// line. Panics with the breaches.
///
/// `FUZZ_CASES` sets the number of mutated inputs; unset (the quick loop of
/// `cargo test`), it is 300 (and [`check_fuzz_beside`] stops the process
/// after [`QUICK_BUDGET`]). The seed is `FUZZ_SEED` (default fixed) mixed
/// with the package name and the input's number, so a package's inputs do
/// not depend on which other packages run, nor on how they are shared out:
/// `FUZZ_SHARD=k/n` runs only the inputs whose number is k modulo n
/// (`scripts/fuzz-all.sh` runs the n shards of a package side by side, one
/// per core).
pub fn check_fuzz(task: &Task) {
    let per_package = env_number("FUZZ_CASES", 300);
    let seed = env_number("FUZZ_SEED", 0x5eed_6a3e);
    let (shard, shards) = fuzz_shard();
    let inputs: Vec<Vec<u8>> = cases(task.package)
        .into_iter()
        .map(|c| c.input)
        .filter(|input| is_cheap(task, input))
        .collect();
    assert!(
        !inputs.is_empty(),
        "{}: no cheap golden input",
        task.package
    );
    let name_hash = task.package.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let (mut answers, mut errors) = (0u64, 0u64);
    let start = Instant::now();
    let mut slowest = (Duration::ZERO, Vec::new());
    let mut failures = Vec::new();
    let mine = (0..per_package).filter(|c| c % shards == shard);
    let mut count = 0;
    for c in mine {
        count += 1;
        let mut rng = Rng::new(seed ^ name_hash ^ c.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let base = &inputs[rng.below(inputs.len())];
        let donor = &inputs[rng.below(inputs.len())];
        let mut input = base.clone();
        for _ in 0..1 + rng.below(3) {
            input = mutate_once(&mut rng, &input, donor);
        }
        let run = guarded(task.solve, &input);
        if run.elapsed > slowest.0 {
            slowest = (run.elapsed, input.clone());
        }
        match &run.ending {
            Ending::Answer(_) => answers += 1,
            _ => errors += 1,
        }
        if let Some(problem) = contract_breach(&run) {
            let shown: String = String::from_utf8_lossy(&input).chars().take(120).collect();
            let failure = format!("{}: {} (input {:?})", task.package, problem, shown);
            eprintln!("{}{}", BREACH, failure);
            failures.push(failure);
        }
    }
    let shown: String = String::from_utf8_lossy(&slowest.1)
        .chars()
        .take(80)
        .collect();
    eprintln!(
        "fuzz {}: {} mutated inputs (shard {}/{} of {}) of {} cheap golden inputs, {} answered, {} refused, {} breaches, {:.1} s; slowest {:.3} s: {:?}",
        task.package,
        count,
        shard,
        shards,
        per_package,
        inputs.len(),
        answers,
        errors,
        failures.len(),
        start.elapsed().as_secs_f64(),
        slowest.0.as_secs_f64(),
        shown
    );
    let first: Vec<&String> = failures.iter().take(40).collect();
    assert!(
        failures.is_empty(),
        "{} breaches with FUZZ_SEED={} (first {}):\n{:#?}",
        failures.len(),
        seed,
        first.len(),
        first
    );
}
