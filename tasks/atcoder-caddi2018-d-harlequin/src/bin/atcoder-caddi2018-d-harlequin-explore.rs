//! atcoder-caddi2018-d-harlequin-explore: the game's patterns on three
//! colors of at most 9 apples, as the explorer finds them from the
//! description (src/explore.rs). (The box has 1000 positions: the table is
//! not printed.)
fn main() {
    if std::env::args().skip(1).any(|a| a == "-h" || a == "--help") {
        print!("{}", HELP);
        return;
    }
    let table = atcoder_caddi2018_d_harlequin::explore::table(9);
    print!("{}", table.patterns());
}

/// What `--help` prints.
const HELP: &str = "\
usage: atcoder-caddi2018-d-harlequin-explore [-h]

The game's patterns on three colors of at most 9 apples, as grundy_core::explore finds
them from the game's description (src/explore.rs): one pattern a line,
each with how far it was checked (docs/explore.md).

Options:
  -h, --help  print this help and exit
";
