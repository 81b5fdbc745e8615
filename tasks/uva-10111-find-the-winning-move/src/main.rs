//! uva-10111-find-the-winning-move: 4 × 4 boards (`?`, four rows), then `$`; prints the first forced win of x as `(r,c)`, or `#####`.
fn main() {
    judge_io::run(uva_10111_find_the_winning_move::solve)
}
