//! {{judge}} {{doc_problem}}, played against the judge: the dialogue and its bounds are in the README.
use judge_io::interactive::{Talk, Transcript};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Plays one game against the judge, through `talk`: live in `main`
/// (`judge_io::run_interactive`), in memory in `solve`. Not written yet: it
/// reads the judge's first token as a number (refusing a word, as judge-io
/// does) and then refuses the game as unsolved. (The bad case
/// `testdata/{{package}}/bad/first-token-a-word` expects that word refused:
/// replace it if the judge's first message is a word.)
///
/// To write it: read every judge message through `talk` with its bound
/// (`u64_at_most`, `i64_within`, `word`), refuse one the rules do not allow
/// (`talk.reject`), find the move with grundy-core (`sg::heaps` for a sum
/// of heaps), and `talk.say` it; return when the judge says the game is
/// over. For example, one heap, take 1 to 3:
///
/// ```text
/// let mut n = talk.u64_at_most("n", MAX_VALUE)?;
/// talk.say(if n % 4 == 0 { "Second" } else { "First" })?;
/// ...
/// ```
pub fn play(talk: &mut dyn Talk) -> Result<()> {
    talk.u64_at_most("first token", MAX_VALUE)?;
    Err(InputError::about(
        "tasks/{{package}}/src/lib.rs",
        "play is not written yet: read the judge, call grundy-core, say the move",
    ))
}

/// The game in memory: the judge's side of it is the whole input, what the
/// package says its output (the error matrix and the fuzzer play the
/// package's side of each golden game through it).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    play(&mut Transcript::new(rd, out))
}
