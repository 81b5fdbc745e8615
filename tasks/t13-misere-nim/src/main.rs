//! t13-misere-nim: `m`, then `m` pile sizes; prints `NORMAL: FIRST|SECOND` and `MISERE: FIRST|SECOND`.
fn main() {
    judge_io::run(t13_misere_nim::solve)
}
