//! cf-150a-win-or-freeze-explore: the game's patterns and its table, as the
//! explorer finds them from the description (src/explore.rs).
fn main() {
    if std::env::args().skip(1).any(|a| a == "-h" || a == "--help") {
        print!("{}", HELP);
        return;
    }
    let table = cf_150a_win_or_freeze::explore::table(400);
    print!("{}", table.patterns());
    print!("{}", table);
}

/// What `--help` prints.
const HELP: &str = "\
usage: cf-150a-win-or-freeze-explore [-h]

The game's patterns and its table (q <= 400, misère), as grundy_core::explore finds
them from the game's description (src/explore.rs): one pattern a line,
each with how far it was checked (docs/explore.md).

Options:
  -h, --help  print this help and exit
";
