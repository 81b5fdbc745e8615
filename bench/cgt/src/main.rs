//! The canonical form of one position through the `cgt` crate, for
//! `bench/partizan_vs_cgsuite.py`:
//! `cgt-bench GAME BOARD`, GAME `domineering` or `toads-and-frogs`, BOARD
//! as CGSuite reads it (rows joined by `|`, toads `t` and frogs `f`);
//! or `cgt-bench thermograph SUM`, SUM games in CGSuite's braces joined by
//! ` + ` (a sum of switches), read and added as canonical forms.
//! Prints the value (for a thermograph: its mean and temperature as
//! `mean X temperature Y`), and `engine-ns N` on stderr.
use std::time::Instant;

use std::str::FromStr;

use cgt::short::partizan::canonical_form::CanonicalForm;
use cgt::short::partizan::games::domineering::Domineering;
use cgt::short::partizan::games::toads_and_frogs::ToadsAndFrogs;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;

fn value<G: PartizanGame + Send + Sync>(game: G) -> String {
    let table = ParallelTranspositionTable::new();
    let start = Instant::now();
    let cf = game.canonical_form(&table);
    eprintln!("engine-ns {}", start.elapsed().as_nanos());
    cf.to_string()
}

fn thermograph(sum: &str) -> String {
    let start = Instant::now();
    let mut g = CanonicalForm::from_str("0").expect("zero");
    for part in sum.split(" + ") {
        let h = CanonicalForm::from_str(part.trim()).expect("a game in braces");
        g = CanonicalForm::construct_sum(&g, &h);
    }
    let t = g.thermograph();
    let (mean, temperature) = (t.get_mast(), t.temperature());
    eprintln!("engine-ns {}", start.elapsed().as_nanos());
    format!("mean {mean} temperature {temperature}")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert_eq!(args.len(), 2, "usage: cgt-bench GAME BOARD");
    let out = match args[0].as_str() {
        "domineering" => value(args[1].parse::<Domineering>().expect("a board")),
        "toads-and-frogs" => {
            let strip = args[1].to_uppercase();
            value(strip.parse::<ToadsAndFrogs>().expect("a strip"))
        }
        "thermograph" => thermograph(&args[1]),
        other => panic!("cgt-bench has no {other}"),
    };
    println!("{out}");
}
