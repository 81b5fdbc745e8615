//! AtCoder ABC278 G Generalized Subtraction Game: the format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::heaps::{winning_move_in, HeapRule, Octal};
use grundy_core::sg::octal::Rule;
use judge_io::interactive::{Talk, Transcript};
use judge_io::{InputError, Out, Reader, Result};

/// The judge's bound on N.
pub const MAX_N: u64 = 2000;

/// The cards on the table: `present[c]` for the card c (from 1).
struct Table {
    present: Vec<bool>,
}

impl Table {
    /// The rows of adjacent cards on the table, as (first card, length),
    /// left to right.
    fn rows(&self) -> Vec<(usize, usize)> {
        let mut rows = Vec::new();
        let mut c = 1;
        while c < self.present.len() {
            if self.present[c] {
                let start = c;
                while c < self.present.len() && self.present[c] {
                    c += 1;
                }
                rows.push((start, c - start));
            } else {
                c += 1;
            }
        }
        rows
    }

    /// Whether the cards x to x+y−1 are all on the table.
    fn can_remove(&self, x: usize, y: usize) -> bool {
        x >= 1
            && y >= 1
            && x.checked_add(y)
                .is_some_and(|end| end <= self.present.len())
            && self.present[x..x + y].iter().all(|&p| p)
    }

    fn remove(&mut self, x: usize, y: usize) {
        self.present[x..x + y].iter_mut().for_each(|p| *p = false);
    }
}

/// Plays one game against the judge through `talk`.
///
/// The rows of adjacent cards are heaps of the octal game "remove a block
/// of L to R adjacent tokens" (`sg::octal::Rule::remove_block`), and the
/// table is their sum: the package moves first exactly when the XOR of the
/// rows' Grundy values (one row of N at the start) is not 0, and then
/// leaves it 0 after each of its moves, by the winning move of the sum
/// (`sg::heaps::winning_move_in`): which row, how many cards, and the rows
/// left, from which the first card removed follows. Every judge's move is
/// checked against the rules before it is played.
pub fn play(talk: &mut dyn Talk) -> Result<()> {
    let n = talk.u64_at_most("N", MAX_N)?;
    if n == 0 {
        return Err(talk.reject("N", "no card: N is 1 to 2000".to_string()));
    }
    let l = talk.u64_at_most("L", n)?;
    if l == 0 {
        return Err(talk.reject("L", "L is 1 to R".to_string()));
    }
    let r = talk.u64_at_most("R", n)?;
    if r < l {
        return Err(talk.reject("R", format!("R = {} is below L = {}", r, l)));
    }
    let (n, l, r) = (n as usize, l as usize, r as usize);
    let rule = Rule::remove_block(l, r).map_err(|e| InputError::about("L R", e.to_string()))?;
    let game = Octal::new(rule, n);
    let mut table = Table {
        present: vec![true; n + 1],
    };
    table.present[0] = false;
    let first = game.grundy(n as u64) != 0;
    talk.say(if first { "First" } else { "Second" })?;
    let mut ours = first;
    loop {
        if ours {
            let rows = table.rows();
            let sizes: Vec<u64> = rows.iter().map(|&(_, len)| len as u64).collect();
            let (x, y) = match winning_move_in(&game, &sizes) {
                Some(best) => (
                    rows[best.heap].0 + best.cut.left.0 as usize,
                    best.cut.take as usize,
                ),
                // A lost position (never, from the side chosen): any legal
                // move, or none.
                None => match rows.iter().find(|&&(_, len)| len >= l) {
                    Some(&(start, _)) => (start, l),
                    None => (0, 0),
                },
            };
            talk.say(&format!("{} {}", x, y))?;
            if y == 0 {
                // We could not move: the judge answers -1 -1 and the game is
                // over.
                talk.i64_within("a", MAX_N)?;
                talk.i64_within("b", MAX_N)?;
                return Err(InputError::about(
                    "game",
                    "the package could not move: it lost",
                ));
            }
            table.remove(x, y);
        } else {
            let a = talk.i64_within("a", MAX_N)?;
            let b = talk.i64_within("b", MAX_N)?;
            match (a, b) {
                (0, 0) => return Ok(()),
                (-1, -1) => {
                    return Err(talk.reject("b", "the judge says our move was illegal".to_string()))
                }
                _ => {}
            }
            let legal = a >= 1
                && (l as i64..=r as i64).contains(&b)
                && table.can_remove(a as usize, b as usize);
            if !legal {
                return Err(talk.reject(
                    "b",
                    format!(
                        "the judge's move {} {} is not a block of {} to {} cards on the table",
                        a, b, l, r
                    ),
                ));
            }
            table.remove(a as usize, b as usize);
        }
        ours = !ours;
    }
}

/// The game in memory: the judge's side of it is the whole input, what the
/// package says its output (the error matrix and the fuzzer play the
/// package's side of each golden game through it).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    play(&mut Transcript::new(rd, out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// Whether the player to move loses with the cards of `mask` on the
    /// table (bit c − 1 for card c), by a search of the game itself.
    fn loses(mask: u32, n: usize, l: usize, r: usize, memo: &mut Vec<Option<bool>>) -> bool {
        if let Some(known) = memo[mask as usize] {
            return known;
        }
        let mut lost = true;
        'search: for y in l..=r {
            for x in 0..n.saturating_sub(y - 1) {
                let block = ((1u32 << y) - 1) << x;
                if mask & block == block && loses(mask & !block, n, l, r, memo) {
                    lost = false;
                    break 'search;
                }
            }
        }
        memo[mask as usize] = Some(lost);
        lost
    }

    /// A judge that plays at random and checks the package's every word
    /// against the search: the side it chooses, and that each of its moves
    /// is legal and leaves the judge lost.
    struct Judge {
        n: usize,
        l: usize,
        r: usize,
        mask: u32,
        queue: VecDeque<i64>,
        seed: u64,
        memo: Vec<Option<bool>>,
        moves_checked: usize,
    }

    impl Judge {
        fn reply(&mut self) {
            let mut legal = Vec::new();
            for y in self.l..=self.r {
                for x in 0..self.n.saturating_sub(y - 1) {
                    let block = ((1u32 << y) - 1) << x;
                    if self.mask & block == block {
                        legal.push((x, y, block));
                    }
                }
            }
            if legal.is_empty() {
                self.queue.extend([0, 0]);
                return;
            }
            self.seed = self
                .seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (x, y, block) = legal[(self.seed >> 33) as usize % legal.len()];
            self.mask &= !block;
            self.queue.extend([x as i64 + 1, y as i64]);
        }
    }

    impl Talk for Judge {
        fn u64_at_most(&mut self, what: &str, max: u64) -> Result<u64> {
            let v = self.i64_within(what, max)?;
            assert!(v >= 0, "{} read unsigned: {}", what, v);
            Ok(v as u64)
        }

        fn i64_within(&mut self, what: &str, _: u64) -> Result<i64> {
            self.queue
                .pop_front()
                .ok_or_else(|| InputError::about(what, "the judge has said nothing more"))
        }

        fn word(&mut self, _: &str) -> Result<String> {
            unreachable!("the judge says only numbers")
        }

        fn say(&mut self, line: &str) -> Result<()> {
            let (n, l, r) = (self.n, self.l, self.r);
            match line {
                "First" | "Second" => {
                    let wins = !loses(self.mask, n, l, r, &mut self.memo);
                    assert_eq!(line == "First", wins, "the side for {} {} {}", n, l, r);
                    if line == "Second" {
                        self.reply();
                    }
                }
                _ => {
                    let words: Vec<usize> = line.split(' ').map(|w| w.parse().unwrap()).collect();
                    let (x, y) = (words[0], words[1]);
                    assert!((l..=r).contains(&y) && x >= 1 && x + y - 1 <= n, "{}", line);
                    let block = ((1u32 << y) - 1) << (x - 1);
                    assert_eq!(
                        self.mask & block,
                        block,
                        "the cards of {} are on the table",
                        line
                    );
                    self.mask &= !block;
                    assert!(
                        loses(self.mask, n, l, r, &mut self.memo),
                        "{} leaves the judge a winning position in {} {} {}",
                        line,
                        n,
                        l,
                        r
                    );
                    self.moves_checked += 1;
                    self.reply();
                }
            }
            Ok(())
        }

        fn reject(&self, what: &str, problem: String) -> InputError {
            InputError::about(what, problem)
        }
    }

    /// Every game with at most 10 cards and every L ≤ R, against a judge
    /// playing at random with several seeds: the package takes the side the
    /// search says wins, every move of its leaves the judge lost, and it
    /// ends the game when the judge says 0 0.
    #[test]
    fn wins_every_small_game_with_moves_the_search_approves() {
        let mut checked = 0;
        for n in 1..=10usize {
            for l in 1..=n {
                for r in l..=n {
                    for seed in 0..6u64 {
                        let mut judge = Judge {
                            n,
                            l,
                            r,
                            mask: (1u32 << n) - 1,
                            queue: VecDeque::from(vec![n as i64, l as i64, r as i64]),
                            seed,
                            memo: vec![None; 1 << n],
                            moves_checked: 0,
                        };
                        play(&mut judge).unwrap();
                        assert!(judge.queue.is_empty());
                        checked += judge.moves_checked;
                    }
                }
            }
        }
        assert!(checked > 1000, "{} moves checked", checked);
    }

    /// A judge's move that is not on the table is refused.
    #[test]
    fn an_illegal_judge_move_is_refused() {
        let run = |input: &str| judge_io::solve_bytes(solve, input.as_bytes());
        // 4 1 1 is a win for the second player: the judge moves first.
        let e = run("4 1 1\n5 1\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "token 5 (b): the judge's move 5 1 is not a block of 1 to 1 cards on the table"
        );
        let e = run("4 1 1\n1 2\n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("token 5 (b): the judge's move 1 2"),
            "{}",
            e
        );
        let e = run("4 1 1\n-1 -1\n").unwrap_err();
        assert!(e.to_string().contains("our move was illegal"), "{}", e);
    }
}
