//! Times the octal engines: `octal <code|grundy> <n> <sparse|naive>`.
//! Prints `code n engine seconds rare-heaps checksum work` on one line (the
//! checksum, a hash of g[0..=n], lets two engines be compared; the work is
//! the sparse engine's deterministic count, `-` for the naive one).
use grundy_core::sg::octal::{naive_table, Rule, SparseEngine};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        eprintln!("usage: octal <code|grundy> <n> <sparse|naive>");
        std::process::exit(2);
    }
    let rule = Rule::parse(&args[1]).unwrap_or_else(|e| {
        eprintln!("error: {}", e);
        std::process::exit(2)
    });
    let n: usize = args[2].parse().expect("n");
    let start = Instant::now();
    let (values, rare, work): (Vec<u64>, String, String) = match args[3].as_str() {
        "naive" => (
            naive_table(&rule, n).into_iter().map(u64::from).collect(),
            "-".to_string(),
            "-".to_string(),
        ),
        _ => {
            let mut engine = SparseEngine::new(rule);
            engine.extend_to(n + 1);
            let rare = engine.rare_heaps().to_string();
            let work = engine.work().to_string();
            (engine.into_narrow().iter().collect(), rare, work)
        }
    };
    let secs = start.elapsed().as_secs_f64();
    let checksum = values.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &v| {
        (h ^ v).wrapping_mul(0x100_0000_01b3)
    });
    println!(
        "{} {} {} {:.3} {} {:016x} {}",
        args[1], n, args[3], secs, rare, checksum, work
    );
}
