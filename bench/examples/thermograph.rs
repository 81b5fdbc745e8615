//! A game's thermograph through grundy-core, for bench/partizan_vs_cgsuite.py.
//!
//!     thermograph EXPR
//!
//! EXPR is a game in CGSuite's notation (a sum of switches such as
//! `{5|-3} + {4|-2}`), read into its canonical form; prints its thermograph
//! as CGSuite prints `(EXPR).Thermograph` on stdout, then its mean and its
//! temperature on the next line, and on stderr the engine's time
//! (`engine-ns N`, reading and the thermograph) and the games the arena
//! holds.
use grundy_core::partizan::arena::Arena;
use grundy_core::partizan::notation::{cgsuite, Limits};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 1 {
        eprintln!("usage: thermograph EXPR");
        std::process::exit(2);
    }
    let mut arena = Arena::new();
    let (t, mean, temperature) = grundy_bench::engine_time::timed(|| {
        let g = cgsuite::parse(&mut arena, &args[0], Limits::CGSUITE).expect("a game");
        let t = arena.thermograph(g);
        let (mean, temperature) = (t.mast(), t.temperature());
        (t, mean, temperature)
    });
    eprintln!("arena games {}", arena.len());
    println!("{t}");
    println!("mean {mean} temperature {temperature}");
}
