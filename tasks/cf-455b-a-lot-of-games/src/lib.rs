//! The format and bounds are in the README; `solve` answers one input.
//!
//! The game is the words' trie (`grundy_core::games::series::Trie`): what
//! its first player can force, a win and a loss, read from the leaves up,
//! decides the series (`grundy_core::games::series::series_mover_wins`,
//! proved there against a search of the whole series on every game tree to
//! 6 vertices and 5 games).
use grundy_core::games::series::{series_mover_wins, Trie};
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads the words and k, and writes who wins the last game.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 1)?;
    let games = rd.positive_at_most("k", MAX_VALUE, "no game would be played")?;
    let mut words = Vec::with_capacity(n);
    for _ in 0..n {
        let word = rd.token("word")?;
        if !word.iter().all(u8::is_ascii_lowercase) {
            return Err(rd.reject("word", "a word is letters a to z"));
        }
        words.push(word);
    }
    rd.finish()?;
    let start = Trie::from_words(&words).demands()[0];
    let first_wins = series_mover_wins(start, games).expect("k is at least 1");
    out.line(if first_wins { "First" } else { "Second" });
    Ok(())
}
