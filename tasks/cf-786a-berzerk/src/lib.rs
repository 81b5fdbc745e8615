//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::loopy::retrograde::{retrograde_by, Backward, Outcome};
use judge_io::{Out, Reader, Result};

/// The judge's bound on n.
pub const MAX_N: u64 = 7000;

/// The game read backward: vertex `2·o + p` is the monster on object `o`
/// (0-based, 0 the black hole) with player `p` (0 Rick, 1 Morty) to move.
/// No arc is stored: the predecessors of `(o, p)` are `(o − x, other)` for
/// every `x` of the other player's set.
struct Berzerk {
    n: usize,
    sets: [Vec<usize>; 2],
}

impl Backward for Berzerk {
    fn len(&self) -> usize {
        2 * self.n
    }
    fn out_degree(&self, v: usize) -> usize {
        self.sets[v % 2].len()
    }
    fn for_each_predecessor(&self, v: usize, mut f: impl FnMut(usize)) {
        let (o, mover) = (v / 2, 1 - v % 2);
        for &x in &self.sets[mover] {
            let from = if o >= x { o - x } else { o + self.n - x };
            f(2 * from + mover);
        }
    }
}

/// Reads one player's set: `k` distinct numbers in `1..n`.
fn set(rd: &mut Reader, who: &str, n: u64) -> Result<Vec<usize>> {
    let k = rd.count(who, 1)?;
    if k == 0 || k as u64 >= n {
        return Err(rd.reject(
            who,
            format!("{} numbers: a set has 1 to n - 1 = {}", k, n - 1),
        ));
    }
    let mut seen = vec![false; n as usize];
    let mut numbers = Vec::with_capacity(k);
    for _ in 0..k {
        let x = rd.positive_at_most("step", n - 1, "a step moves the monster")? as usize;
        if std::mem::replace(&mut seen[x], true) {
            return Err(rd.reject("step", format!("{} is in the set twice", x)));
        }
        numbers.push(x);
    }
    Ok(numbers)
}

/// Reads one input and writes its answer: retrograde analysis
/// (`grundy_core::loopy::retrograde::retrograde_by`) on the positions
/// (object, player to move), the black hole over and lost for the player
/// to move there; the predecessors come from the sets, so the 2·n·k moves
/// are never stored.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    if n < 2 {
        return Err(rd.reject("n", "is below 2: there is a black hole and a planet"));
    }
    let rick = set(rd, "k1", n)?;
    let morty = set(rd, "k2", n)?;
    rd.finish()?;
    let game = Berzerk {
        n: n as usize,
        sets: [rick, morty],
    };
    let solved = retrograde_by(&game, |v| (v / 2 == 0).then_some(Outcome::Lose));
    for first in 0..2 {
        let words = (1..game.n).map(|o| match solved.outcome(2 * o + first) {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Draw => "Loop",
        });
        for (i, word) in words.enumerate() {
            if i > 0 {
                out.byte(b' ');
            }
            out.str(word);
        }
        out.nl();
    }
    Ok(())
}
