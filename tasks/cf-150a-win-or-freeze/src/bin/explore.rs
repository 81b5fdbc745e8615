//! cf-150a-win-or-freeze-explore: the game's patterns and its table, as the
//! explorer finds them from the description (src/explore.rs).
fn main() {
    let table = cf_150a_win_or_freeze::explore::table(400);
    print!("{}", table.patterns());
    print!("{}", table);
}
