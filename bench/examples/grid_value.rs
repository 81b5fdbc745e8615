//! The canonical value of one grid-game position through grundy-core's
//! engine of regions, for `bench/partizan_vs_cgsuite.py`.
//!
//! `cargo run --release -p grundy-bench --example grid_value -- GAME BOARD [BUDGET_MIB]`
//!
//! GAME is `domineering`, `clobber` or `toads-and-frogs`; BOARD is written
//! as CGSuite reads it (rows joined by `|`). Prints the value in
//! grundy-core's notation on stdout, and on stderr the engine's time
//! (`engine-ns N`), the regions valued, found in the table and held, the
//! games the arena holds and how often its memos were emptied, and the
//! value's outcome class (`outcome N`: L, R, N or P).
use grundy_core::games::{clobber, domineering, toads_and_frogs};
use grundy_core::partizan::grid::{Board, Regions, Ruleset, DEFAULT_BUDGET};
use grundy_core::partizan::notation::Printer;

fn run<R: Ruleset>(rules: R, board: &Board, budget: usize) {
    let mut regions = Regions::with_budget(rules, budget);
    let g = grundy_bench::engine_time::timed(|| regions.value(board));
    let stats = regions.stats();
    eprintln!(
        "regions valued {} found {} held {}; arena games {}, memos emptied {}",
        stats.valued,
        stats.found,
        regions.len(),
        regions.arena().len(),
        stats.memo_clears
    );
    eprintln!("outcome {}", regions.arena_mut().outcome(g).letter());
    println!("{}", Printer::new().print(regions.arena_mut(), g));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: grid_value GAME BOARD [BUDGET_MIB]");
        std::process::exit(2);
    }
    let budget = match args.get(2) {
        Some(mib) => mib.parse::<usize>().expect("a budget in MiB") << 20,
        None => DEFAULT_BUDGET,
    };
    let rows: Vec<&str> = args[1].split('|').collect();
    match args[0].as_str() {
        "domineering" => run(
            domineering::Rules,
            &domineering::board(&rows).expect("a board"),
            budget,
        ),
        "clobber" => run(
            clobber::Rules,
            &clobber::board(&rows).expect("a board"),
            budget,
        ),
        "toads-and-frogs" => run(
            toads_and_frogs::Rules,
            &toads_and_frogs::strip(&args[1]).expect("a strip"),
            budget,
        ),
        other => {
            eprintln!("unknown game {other}");
            std::process::exit(2);
        }
    }
}
