//! hdu-2149-public-sale (HDU 2149 Public Sale): not solved yet.
//!
//! TODO: say here what is read and what is printed, as the other packages
//! do, once `solve` is written.
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads one input and writes its answer. Not written yet: it reads the
/// first token as a number (refusing an empty input or a word as bad input,
/// as judge-io does) and then refuses every input as unsolved. (The bad
/// case `testdata/hdu-2149-public-sale/bad/first-token-a-word` expects that word
/// refused: replace it if the input starts with a word.)
///
/// To write it: read every token through `rd`, each with its bound (`count`
/// for a count, `u64_at_most`, `list_at_most`, `stream_list_at_most`, `word`;
/// see crates/judge-io), call the grundy-core function for the game (the
/// README's "Solving a new problem" says which module), write with `out`
/// (`line`, `num`, `join_line`, `winner`), and rename `_out` to `out`.
/// For example, for `t` tests of n heaps each:
///
/// ```text
/// let t = rd.count("t", 1)?;
/// for _ in 0..t {
///     let heaps = rd.list_at_most("n", "heap", MAX_VALUE)?;
///     out.line(if mover_wins(&heaps) { "first" } else { "second" });
/// }
/// Ok(())
/// ```
pub fn solve(rd: &mut Reader, _out: &mut Out) -> Result<()> {
    rd.u64_at_most("first token", MAX_VALUE)?;
    Err(InputError::about(
        "tasks/hdu-2149-public-sale/src/lib.rs",
        "solve is not written yet: read the input, call grundy-core, write the answer",
    ))
}
