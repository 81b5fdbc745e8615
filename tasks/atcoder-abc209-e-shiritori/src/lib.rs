//! atcoder-abc209-e-shiritori (AtCoder ABC209 E Shiritori): `N`, then N
//! words of 3 to 8 letters; prints `Takahashi`, `Aoki` or `Draw` for the
//! game Takahashi opens with each word.
use grundy_core::loopy::digraph::Digraph;
use grundy_core::loopy::retrograde::{retrograde, Outcome};
use judge_io::{InputError, Out, Reader, Result};

/// The judge's bound on N.
pub const MAX_N: usize = 200_000;

/// The number of three-letter strings over the 52 letters: the vertices.
const VERTICES: usize = 52 * 52 * 52;

/// The number of a letter, `A..Z` then `a..z`.
fn letter(b: u8) -> Option<u32> {
    match b {
        b'A'..=b'Z' => Some((b - b'A') as u32),
        b'a'..=b'z' => Some((b - b'a') as u32 + 26),
        _ => None,
    }
}

/// The vertex of three letters.
fn vertex(three: &[u8]) -> u32 {
    three
        .iter()
        .fold(0, |v, &b| v * 52 + letter(b).unwrap_or(0))
}

/// Reads one input and writes its answer. A position is the last three
/// letters said, with the player to say the next word to move; a word is
/// an arc from its first three letters to its last three. Retrograde
/// analysis (`grundy_core::loopy::retrograde`, normal play) decides every
/// position; the game opened with `s` is the position `s`'s last three
/// letters with Aoki to move.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 1)?;
    if n == 0 || n > MAX_N {
        return Err(rd.reject("N", format!("{} words: N is 1 to {}", n, MAX_N)));
    }
    let mut arcs = Vec::with_capacity(n);
    for _ in 0..n {
        let word = rd.token("word")?;
        if !(3..=8).contains(&word.len()) || word.iter().any(|&b| letter(b).is_none()) {
            return Err(rd.reject("word", "a word has 3 to 8 English letters"));
        }
        arcs.push((vertex(&word[..3]), vertex(&word[word.len() - 3..])));
    }
    rd.finish()?;
    let graph = Digraph::from_arcs(VERTICES, &arcs)
        .map_err(|e| InputError::about("words", e.to_string()))?;
    let solved = retrograde(&graph, |_| None);
    for &(_, last) in &arcs {
        out.line(match solved.outcome(last as usize) {
            Outcome::Win => "Aoki",
            Outcome::Lose => "Takahashi",
            Outcome::Draw => "Draw",
        });
    }
    Ok(())
}
