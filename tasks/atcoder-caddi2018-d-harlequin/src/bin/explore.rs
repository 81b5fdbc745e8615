//! atcoder-caddi2018-d-harlequin-explore: the game's patterns on three
//! colors of at most 9 apples, as the explorer finds them from the
//! description (src/explore.rs). (The box has 1000 positions: the table is
//! not printed.)
fn main() {
    let table = atcoder_caddi2018_d_harlequin::explore::table(9);
    print!("{}", table.patterns());
}
