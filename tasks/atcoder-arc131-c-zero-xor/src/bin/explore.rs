//! atcoder-arc131-c-zero-xor-explore: the game's patterns and its table
//! (by the mask of the starting set), as the explorer finds them from the
//! description (src/explore.rs).
fn main() {
    let table = atcoder_arc131_c_zero_xor::explore::table();
    print!("{}", table.patterns());
    print!("{}", table);
}
