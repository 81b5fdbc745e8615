//! cf-1149e-election-promises-checker: judges an answer to Codeforces 1149E
//! Election Promises, where any winning convention is accepted.
//!
//! `cf-1149e-election-promises-checker IN ACTUAL EXPECTED`, the form of
//! online-judge-tools' `--judge-command`; the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py call it for this package
//! (it is declared in Cargo.toml, `[package.metadata.golden] checker`).
//! Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging itself failed
//! (wrong usage, an unreadable or malformed IN or EXPECTED, or EXPECTED's
//! verdict is not the position's). One line on stderr says why.
//!
//! Written from the statement, not from the solution: it works out the
//! levels itself (its own topological order and mex, sharing no code with
//! grundy-core), and accepts ACTUAL exactly when
//!
//! - the verdict is right: `LOSE` when every level's taxes XOR to 0, else
//!   `WIN` (the theory in `grundy_core::games::dag_heaps`; its tests below
//!   check this checker against a plain search of the game);
//! - after `WIN` come exactly n taxes, each an integer from 0 to 2·10^18;
//! - they are one convention away from the input's: some city whose tax is
//!   strictly lower, every other changed city one road from it;
//! - and they leave every level's XOR 0, a position the second party loses.
//!
//! EXPECTED (a golden `.out`) is read only for its verdict, which must be
//! the position's. Tokens are separated by any whitespace, as on
//! Codeforces. This is a second binary of the package, never part of the
//! submission: a bundle is `src/main.rs`'s.

use judge_io::checker::{self, number, quoted, tokens, Judgement};
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// The largest tax an answer may name (the statement's bound).
const MAX_TAX: u64 = 2_000_000_000_000_000_000;

/// The input: the taxes and each city's out-neighbours (0-based).
struct Election {
    taxes: Vec<u64>,
    roads: Vec<Vec<usize>>,
}

fn parse_input(bytes: &[u8]) -> Result<Election, String> {
    let mut words = tokens(bytes);
    let mut next = |what: &str, max: u64| -> Result<u64, String> {
        let token = words.next().ok_or(format!("{} is missing", what))?;
        number(token, max).map_err(|e| format!("{}: {}", what, e))
    };
    let n = next("n", 10_000_000)? as usize;
    let m = next("m", 10_000_000)? as usize;
    let mut taxes = Vec::with_capacity(n);
    for _ in 0..n {
        taxes.push(next("a tax", u64::MAX)?);
    }
    let mut roads = vec![Vec::new(); n];
    for _ in 0..m {
        let u = next("a road's city", n as u64)? as usize;
        let v = next("a road's city", n as u64)? as usize;
        if u == 0 || v == 0 || u == v {
            return Err(format!("road {} {} is not a road between two cities", u, v));
        }
        roads[u - 1].push(v - 1);
    }
    Ok(Election { taxes, roads })
}

impl Election {
    /// level(v) = mex of the levels of v's out-neighbours, over Kahn's
    /// topological order backwards; an error if the roads have a cycle.
    fn levels(&self) -> Result<Vec<u32>, String> {
        let n = self.taxes.len();
        let mut indegree = vec![0usize; n];
        for targets in &self.roads {
            for &w in targets {
                indegree[w] += 1;
            }
        }
        let mut order: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
        let mut i = 0;
        while i < order.len() {
            for &w in &self.roads[order[i]] {
                indegree[w] -= 1;
                if indegree[w] == 0 {
                    order.push(w);
                }
            }
            i += 1;
        }
        if order.len() < n {
            return Err("the roads have a cycle".to_string());
        }
        let mut level = vec![0u32; n];
        let mut seen_by = vec![usize::MAX; n + 1];
        for &v in order.iter().rev() {
            for &w in &self.roads[v] {
                seen_by[level[w] as usize] = v;
            }
            level[v] = (0..)
                .find(|&x| seen_by[x as usize] != v)
                .expect("a free level");
        }
        Ok(level)
    }
}

/// The XOR of the taxes on each level.
fn level_xors(levels: &[u32], taxes: &[u64]) -> Vec<u64> {
    let mut xors = vec![0u64; levels.iter().max().map_or(0, |&t| t as usize + 1)];
    for (&t, &h) in levels.iter().zip(taxes) {
        xors[t as usize] ^= h;
    }
    xors
}

/// The judgement of `actual` for `input`, `expected` giving the verdict.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    let game = match parse_input(input) {
        Ok(game) => game,
        Err(e) => return Judgement::Fail(format!("the input: {}", e)),
    };
    let levels = match game.levels() {
        Ok(levels) => levels,
        Err(e) => return Judgement::Fail(format!("the input: {}", e)),
    };
    let xors = level_xors(&levels, &game.taxes);
    let open = xors.iter().position(|&x| x != 0);
    let verdict = if open.is_some() { "WIN" } else { "LOSE" };
    let said = tokens(expected).next().unwrap_or_default();
    if said != verdict.as_bytes() {
        return Judgement::Fail(format!(
            "the expected answer says {}, but the position is a {}",
            quoted(said),
            verdict
        ));
    }
    let mut words = tokens(actual);
    match (words.next(), open) {
        (None, _) => Judgement::Reject("the answer is empty".to_string()),
        (Some(b"LOSE"), Some(t)) => Judgement::Reject(format!(
            "says LOSE, but the first party wins: the taxes on level {} XOR to {}",
            t, xors[t]
        )),
        (Some(b"LOSE"), None) => match words.next() {
            Some(extra) => Judgement::Reject(format!("{} after LOSE", quoted(extra))),
            None => Judgement::Accept("LOSE".to_string()),
        },
        (Some(b"WIN"), None) => Judgement::Reject(
            "says WIN, but every level's taxes XOR to 0: the first party loses".to_string(),
        ),
        (Some(b"WIN"), Some(_)) => judge_convention(&game, &levels, words),
        (Some(other), _) => {
            Judgement::Reject(format!("expected WIN or LOSE, found {}", quoted(other)))
        }
    }
}

/// The taxes after `WIN`: one convention, to a position with every level's
/// XOR 0.
fn judge_convention<'a>(
    game: &Election,
    levels: &[u32],
    mut words: impl Iterator<Item = &'a [u8]>,
) -> Judgement {
    let n = game.taxes.len();
    let mut after = Vec::with_capacity(n);
    for i in 0..n {
        let Some(word) = words.next() else {
            return Judgement::Reject(format!("{} taxes after WIN, not {}", i, n));
        };
        match number(word, MAX_TAX) {
            Ok(x) => after.push(x),
            Err(e) => return Judgement::Reject(format!("tax {}: {}", i + 1, e)),
        }
    }
    if let Some(extra) = words.next() {
        return Judgement::Reject(format!("{} after the {} taxes", quoted(extra), n));
    }
    let changed: Vec<usize> = (0..n).filter(|&v| after[v] != game.taxes[v]).collect();
    let mut is_changed = vec![false; n];
    for &v in &changed {
        is_changed[v] = true;
    }
    // The convention's city: lowered, with every other changed city one
    // road away (roads may repeat, so each neighbour is counted once).
    let mut counted_by = vec![usize::MAX; n];
    let city = changed.iter().copied().find(|&v| {
        after[v] < game.taxes[v] && {
            let mut near = 0;
            for &w in &game.roads[v] {
                if is_changed[w] && counted_by[w] != v {
                    counted_by[w] = v;
                    near += 1;
                }
            }
            near == changed.len() - 1
        }
    });
    let Some(city) = city else {
        let lowered = changed.iter().find(|&&v| after[v] < game.taxes[v]);
        return Judgement::Reject(match lowered {
            None => "no tax is lowered: that is not a convention".to_string(),
            Some(&v) => format!(
                "not one convention: no lowered city has every other changed city one road away (city {} is lowered, and {} cities change)",
                v + 1,
                changed.len()
            ),
        });
    };
    let left = level_xors(levels, &after);
    match left.iter().position(|&x| x != 0) {
        Some(t) => Judgement::Reject(format!(
            "the convention in city {} leaves the taxes on level {} XOR-ing to {}: the second party wins",
            city + 1,
            t,
            left[t]
        )),
        None => Judgement::Accept(format!(
            "WIN: a convention in city {} after which the first party wins",
            city + 1
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::oracle::mover_wins;

    const SAMPLE_1: &str = "4 2\n2 1 1 5\n1 2\n3 4\n";

    fn accepts(input: &str, actual: &str, expected: &str) -> bool {
        matches!(
            conformance::checker::judged(judge, input, actual, expected),
            Judgement::Accept(_)
        )
    }

    fn rejection(input: &str, actual: &str, expected: &str) -> String {
        conformance::checker::rejection(judge, input, actual, expected)
    }

    #[test]
    fn accepts_the_official_answer_and_others_that_win() {
        let expected = "WIN\n1 5 1 5\n";
        assert!(accepts(SAMPLE_1, expected, expected));
        // Tokens, not lines.
        assert!(accepts(SAMPLE_1, "WIN 1 5 1 5", expected));
        assert!(accepts(SAMPLE_1, "WIN\r\n1  5\t1 5", expected));
        // No roads: Nim on level 0. 3 ⊕ 5 ⊕ 7 = 1, and lowering any one tax
        // by its lowest bit wins; the expected answer shows only one.
        let nim = "3 0\n3 5 7\n";
        for answer in ["WIN 2 5 7", "WIN 3 4 7", "WIN 3 5 6"] {
            assert!(accepts(nim, answer, "WIN\n2 5 7\n"), "{}", answer);
        }
        // A winning convention may set a neighbour to its own tax (no
        // change there) or raise it: 1 -> 2 with taxes 1 0 6 (city 3 alone).
        let raise = "3 1\n1 0 6\n1 2\n";
        assert!(accepts(raise, "WIN 0 6 6", "WIN\n0 6 6\n"));
    }

    #[test]
    fn rejects_wrong_answers() {
        let expected = "WIN\n1 5 1 5\n";
        // The wrong verdict.
        assert!(rejection(SAMPLE_1, "LOSE\n", expected).contains("first party wins"));
        // City 4 is not one road from city 1: two conventions at once.
        assert!(rejection(SAMPLE_1, "WIN\n1 5 1 4\n", expected).contains("not one convention"));
        // A legal convention (city 1 to 0, city 2 to 0) that leaves a
        // winning position for the second party.
        assert!(rejection(SAMPLE_1, "WIN\n0 0 1 5\n", expected).contains("second party wins"));
        // Nothing lowered: city 2 raised alone.
        assert!(rejection(SAMPLE_1, "WIN\n2 7 1 5\n", expected).contains("no tax is lowered"));
        // Nothing changed at all.
        assert!(rejection(SAMPLE_1, "WIN\n2 1 1 5\n", expected).contains("no tax is lowered"));
        // Too few, too many, out of range, not a number, lower case.
        assert!(rejection(SAMPLE_1, "WIN\n1 5 1\n", expected).contains("3 taxes after WIN"));
        assert!(rejection(SAMPLE_1, "WIN\n1 5 1 5 0\n", expected).contains("after the 4 taxes"));
        assert!(
            rejection(SAMPLE_1, "WIN\n1 5 1 2000000000000000001\n", expected).contains("tax 4")
        );
        assert!(rejection(SAMPLE_1, "WIN\n1 -5 1 5\n", expected).contains("tax 2"));
        assert!(rejection(SAMPLE_1, "win\n1 5 1 5\n", expected).contains("WIN or LOSE"));
        assert!(rejection(SAMPLE_1, "", expected).contains("empty"));
        // A losing position: WIN is wrong, LOSE with more is wrong.
        let lose = "4 2\n1 5 1 5\n1 2\n3 4\n";
        assert!(rejection(lose, "WIN\n0 5 1 5\n", "LOSE\n").contains("first party loses"));
        assert!(rejection(lose, "LOSE 0\n", "LOSE\n").contains("after LOSE"));
        assert!(accepts(lose, "LOSE", "LOSE\n"));
    }

    #[test]
    fn a_wrong_expected_verdict_or_input_is_a_failure() {
        assert!(matches!(
            judge(SAMPLE_1.as_bytes(), b"LOSE", b"LOSE"),
            Judgement::Fail(_)
        ));
        assert!(matches!(
            judge(b"2 2\n1 1\n1 2\n2 1\n", b"LOSE", b"LOSE"),
            Judgement::Fail(_)
        ));
        assert!(matches!(
            judge(b"2 1\n1\n", b"LOSE", b"LOSE"),
            Judgement::Fail(_)
        ));
    }

    /// Every DAG on 0..n (edge masks over the ordered pairs, cycles left
    /// out), as roads.
    fn dags(n: usize) -> Vec<Vec<(usize, usize)>> {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
            .collect();
        (0u32..1 << pairs.len())
            .map(|mask| {
                (0..pairs.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect::<Vec<_>>()
            })
            .filter(|roads| {
                let mut game = Election {
                    taxes: vec![0; n],
                    roads: vec![Vec::new(); n],
                };
                for &(u, v) in roads {
                    game.roads[u].push(v);
                }
                game.levels().is_ok()
            })
            .collect()
    }

    /// Every vector of n values below `cap`.
    fn vectors(n: usize, cap: u64) -> Vec<Vec<u64>> {
        (0..cap.pow(n as u32))
            .map(|mut code| {
                (0..n)
                    .map(|_| {
                        let x = code % cap;
                        code /= cap;
                        x
                    })
                    .collect()
            })
            .collect()
    }

    /// The game from the statement alone, taxes capped below 4 (a
    /// convention writes only values below 4): lower one tax, set each
    /// out-neighbour's to anything. The cap keeps the winner (see
    /// grundy_core::games::dag_heaps).
    fn brute_force(roads: &[(usize, usize)], taxes: &[u64]) -> bool {
        let n = taxes.len();
        mover_wins(taxes.to_vec(), |h| {
            let mut next = Vec::new();
            for v in 0..n {
                let below: Vec<usize> = roads.iter().filter(|r| r.0 == v).map(|r| r.1).collect();
                for lower in 0..h[v] {
                    for values in vectors(below.len(), 4) {
                        let mut p = h.clone();
                        p[v] = lower;
                        for (&w, &x) in below.iter().zip(&values) {
                            p[w] = x;
                        }
                        next.push(p);
                    }
                }
            }
            next
        })
    }

    /// Whether `after` is one convention from `before`, by the statement.
    fn is_convention(roads: &[(usize, usize)], before: &[u64], after: &[u64]) -> bool {
        let changed: Vec<usize> = (0..before.len())
            .filter(|&i| before[i] != after[i])
            .collect();
        changed.iter().any(|&v| {
            after[v] < before[v] && changed.iter().all(|&w| w == v || roads.contains(&(v, w)))
        })
    }

    /// The checker against the game itself: on every DAG of up to 3 cities
    /// and every tax vector below 4, it accepts `LOSE` exactly when the
    /// search says the first party loses, and `WIN` with taxes t (every
    /// vector below 4) exactly when the first party wins, t is one
    /// convention away and the search says the second party then loses.
    #[test]
    fn accepts_exactly_the_right_answers_on_small_inputs() {
        let mut judged = 0;
        for n in 1..=3 {
            let all = vectors(n, 4);
            let index = |t: &[u64]| t.iter().rev().fold(0, |i, &x| i * 4 + x as usize);
            for roads in dags(n) {
                let wins: Vec<bool> = all.iter().map(|t| brute_force(&roads, t)).collect();
                for taxes in &all {
                    let input = format!(
                        "{} {}\n{}\n{}",
                        n,
                        roads.len(),
                        join(taxes),
                        roads
                            .iter()
                            .map(|(u, v)| format!("{} {}\n", u + 1, v + 1))
                            .collect::<String>()
                    );
                    let won = wins[index(taxes)];
                    let expected = if won { "WIN" } else { "LOSE" };
                    assert_eq!(accepts(&input, "LOSE", expected), !won, "{}", input);
                    for after in &all {
                        let answer = format!("WIN\n{}\n", join(after));
                        let right =
                            won && is_convention(&roads, taxes, after) && !wins[index(after)];
                        assert_eq!(
                            accepts(&input, &answer, expected),
                            right,
                            "{} {}",
                            input,
                            answer
                        );
                        judged += 1;
                    }
                }
            }
        }
        assert_eq!(judged, 4 * 4 + 3 * 16 * 16 + 25 * 64 * 64); // 103 184
    }

    fn join(values: &[u64]) -> String {
        values
            .iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}
