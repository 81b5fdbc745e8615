//! hdu-3094-a-tree-game (HDU 3094 A tree game): see src/lib.rs.
fn main() {
    judge_io::run(HELP, hdu_3094_a_tree_game::solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: hdu-3094-a-tree-game < INPUT

Input: `T`, then per test `N` and N − 1 undirected edges `I J` of a tree
rooted at vertex 1.
Output: `Alice` if the first player wins the Green Hackenbush game on it,
else `Bob`.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/hdu-3094-a-tree-game/README.md.

Options:
  -h, --help  print this help and exit
";
