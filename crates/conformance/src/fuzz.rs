//! The mutation fuzzer: golden inputs mutated at random, each run of
//! `solve` held to the contract ([`crate::contract_breach`]).

use std::process::Command;
use std::time::{Duration, Instant};

use crate::mutate::{mutate_once, Rng};
use crate::{cases, contract_breach, guarded, is_cheap, Ending, Task};

/// The CPU time the fuzzer of `cargo test`'s quick loop spends on one
/// package at most (see [`check_fuzz`]).
pub const QUICK_BUDGET: Duration = Duration::from_secs(2);

/// Set in the process [`check_fuzz_beside`] starts: it fuzzes there.
const FUZZ_HERE: &str = "CONFORMANCE_FUZZ_HERE";

/// [`check_fuzz`] in a process of its own: this test binary again, running
/// only `test` (the test that calls this). `cargo test` runs one test
/// binary at a time and [`guarded`] one run at a time in a process, so in
/// the package's own process the fuzzer would wait for the error matrix;
/// in a process of its own the two share the cores. That process, and a
/// run that sets `CONFORMANCE_FUZZ_HERE` itself (`scripts/fuzz-all.sh`,
/// which runs its own processes side by side), fuzzes where it is. What it
/// prints on stderr is printed here; a failure there is one here.
pub fn check_fuzz_beside(task: &Task, test: &str) {
    if std::env::var_os(FUZZ_HERE).is_some() {
        return check_fuzz(task);
    }
    let exe = std::env::current_exe().expect("the test binary's own path");
    let out = Command::new(exe)
        .args([test, "--exact", "--nocapture", "--test-threads=1", "-q"])
        .env(FUZZ_HERE, "1")
        .output()
        .expect("cannot start the fuzzer's process");
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.status.success(),
        "{}: the fuzzer's process failed ({}):\n{}",
        task.package,
        out.status,
        String::from_utf8_lossy(&out.stdout)
    );
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
/// `cargo test`), it is 300 and the fuzzer also stops once its runs have
/// spent [`QUICK_BUDGET`] of CPU time, so that one package's slow inputs
/// (a mutated size that its engine honestly takes seconds over) do not
/// hold up the test run; CI's fuzz stage sets it and runs every input. The
/// seed
/// is `FUZZ_SEED` (default fixed) mixed with the package name and the
/// input's number, so a package's inputs do not depend on which other
/// packages run, nor on how they are shared out: `FUZZ_SHARD=k/n` runs
/// only the inputs whose number is k modulo n (`scripts/fuzz-all.sh` runs
/// the n shards of a package side by side, one per core).
pub fn check_fuzz(task: &Task) {
    let budget = match std::env::var_os("FUZZ_CASES") {
        Some(_) => None,
        None => Some(QUICK_BUDGET),
    };
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
    let (mut count, mut spent) = (0, Duration::ZERO);
    for c in mine {
        if budget.is_some_and(|b| spent > b) {
            break;
        }
        count += 1;
        let mut rng = Rng::new(seed ^ name_hash ^ c.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let base = &inputs[rng.below(inputs.len())];
        let donor = &inputs[rng.below(inputs.len())];
        let mut input = base.clone();
        for _ in 0..1 + rng.below(3) {
            input = mutate_once(&mut rng, &input, donor);
        }
        let run = guarded(task.solve, &input);
        spent += run.elapsed;
        if run.elapsed > slowest.0 {
            slowest = (run.elapsed, input.clone());
        }
        match &run.ending {
            Ending::Answer(_) => answers += 1,
            _ => errors += 1,
        }
        if let Some(problem) = contract_breach(&run) {
            let shown: String = String::from_utf8_lossy(&input).chars().take(120).collect();
            failures.push(format!("{}: {} (input {:?})", task.package, problem, shown));
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
