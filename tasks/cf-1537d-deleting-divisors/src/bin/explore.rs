//! cf-1537d-deleting-divisors-explore: the game's patterns and its table,
//! as the explorer finds them from the description (src/explore.rs).
fn main() {
    let table = cf_1537d_deleting_divisors::explore::table(400);
    print!("{}", table.patterns());
    print!("{}", table);
}
