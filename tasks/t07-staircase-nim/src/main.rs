//! t07-staircase-nim: `k`, then c[1] .. c[k]; prints FIRST iff the XOR of c[i] over odd i is not 0.
fn main() {
    judge_io::run(t07_staircase_nim::solve)
}
