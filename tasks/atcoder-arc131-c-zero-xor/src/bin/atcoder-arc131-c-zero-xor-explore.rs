//! atcoder-arc131-c-zero-xor-explore: the game's patterns and its table
//! (by the mask of the starting set), as the explorer finds them from the
//! description (src/explore.rs).
fn main() {
    if std::env::args().skip(1).any(|a| a == "-h" || a == "--help") {
        print!("{}", HELP);
        return;
    }
    let table = atcoder_arc131_c_zero_xor::explore::table();
    print!("{}", table.patterns());
    print!("{}", table);
}

/// What `--help` prints.
const HELP: &str = "\
usage: atcoder-arc131-c-zero-xor-explore [-h]

The game's patterns and its table (the starting sets of 0..7, by mask), as grundy_core::explore finds
them from the game's description (src/explore.rs): one pattern a line,
each with how far it was checked (docs/explore.md).

Options:
  -h, --help  print this help and exit
";
