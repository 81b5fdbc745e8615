//! The mutation fuzzer: golden inputs mutated at random (bytes flipped,
//! inserted, deleted; tokens dropped, duplicated, swapped, spliced, replaced
//! by edge values) must never make a task panic, pass the time or memory
//! bound, print a multi-line error, or print an unterminated line.
//!
//! `FUZZ_CASES` sets the number of mutated inputs per package (default
//! 1000; CI runs 10^4 in a release build); `FUZZ_SEED` the seed;
//! `FUZZ_ONLY` a comma-separated list of packages to fuzz (default: all).
use conformance::mutate::{mutate_once, Rng};
use conformance::{all_tasks, cases, contract_breach, guarded, is_cheap, Ending};

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn mutated_golden_inputs_never_break_the_contract() {
    let per_package = env_number("FUZZ_CASES", 1000);
    let seed = env_number("FUZZ_SEED", 0x5eed_6a3e);
    let mut failures = Vec::new();
    let mut total = 0u64;
    let only = std::env::var("FUZZ_ONLY").unwrap_or_default();
    let chosen = |package: &str| only.is_empty() || only.split(',').any(|p| p == package);
    for (k, task) in all_tasks().iter().enumerate() {
        if !chosen(task.package) {
            continue;
        }
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
        eprintln!(
            "fuzz {}: {} cheap golden inputs to mutate",
            task.package,
            inputs.len()
        );
        let mut rng = Rng::new(seed ^ (k as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (mut answers, mut errors) = (0u64, 0u64);
        let start = std::time::Instant::now();
        let mut slowest = (std::time::Duration::ZERO, Vec::new());
        for _ in 0..per_package {
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
                failures.push(format!("{}: {} (input {:?})", task.package, problem, shown));
            }
        }
        total += per_package;
        eprintln!(
            "fuzz {}: {} mutated inputs, {} answered, {} refused, {:.1} s",
            task.package,
            per_package,
            answers,
            errors,
            start.elapsed().as_secs_f64()
        );
        let shown: String = String::from_utf8_lossy(&slowest.1)
            .chars()
            .take(80)
            .collect();
        eprintln!(
            "fuzz {}: slowest input {:.3} s: {:?}",
            task.package,
            slowest.0.as_secs_f64(),
            shown
        );
    }
    eprintln!(
        "fuzz: {} mutated inputs in all, {} contract breaches",
        total,
        failures.len()
    );
    let shown: Vec<&String> = failures.iter().take(40).collect();
    assert!(
        failures.is_empty(),
        "{} breaches (first {}):\n{:#?}",
        failures.len(),
        shown.len(),
        shown
    );
}
