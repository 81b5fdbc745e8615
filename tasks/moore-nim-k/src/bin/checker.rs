//! moore-nim-k-checker: judges an answer to our own problem moore-nim-k
//! (Moore's Nim_k with a winning move), where any winning move is accepted.
//!
//! `moore-nim-k-checker IN ACTUAL EXPECTED`, the form of online-judge-tools'
//! `--judge-command`. It is declared in Cargo.toml
//! (`[package.metadata.golden] checker`), so the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py judge this
//! package's outputs with it (docs/formats.md, "Answers a checker judges").
//! Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging itself failed
//! (wrong usage, a malformed IN or EXPECTED, or EXPECTED's verdict is
//! wrong). One line on stderr says why. It is never part of the
//! submission: a bundle is `src/main.rs`'s, the solution.
//!
//! Written from the statement (`moore_nim_k/statement.md`), not from the
//! solution, sharing no code with grundy-core. Per test, in order, it
//! accepts exactly
//!
//! - `SECOND` when the player to move loses: by Moore's theorem, every
//!   bit's count of ones divisible by k + 1 (counted here);
//! - otherwise `FIRST`, then m with 1 ≤ m ≤ min(k, n), then m pairs `i v`:
//!   i from 1 to n, all distinct, 0 ≤ v < h_i; after the move every bit's
//!   count is divisible by k + 1 (a loss for the player then to move);
//!
//! and nothing after the last test. Tokens may be separated by any
//! whitespace. For small positions (n ≤ 4, heaps ≤ 6) it also confirms the
//! verdict and the position left by a plain search of the game, as the
//! statement says. EXPECTED is read only for its verdicts (skipping its
//! moves), which must be the positions'.

use judge_io::checker::{self, number, quoted, tokens, Judgement};
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// One test of the input: the move bound k and the heaps.
struct Test {
    k: u64,
    heaps: Vec<u64>,
}

/// The tests of IN (bounds at least the statement's: heaps to 10^18, k
/// and n as large as the input holds).
fn parse_input(bytes: &[u8]) -> Result<Vec<Test>, String> {
    let mut words = tokens(bytes);
    let mut next = |what: &str, max: u64| -> Result<u64, String> {
        let token = words.next().ok_or(format!("{} is missing", what))?;
        number(token, max).map_err(|e| format!("{}: {}", what, e))
    };
    let t = next("T", bytes.len() as u64)?;
    let mut tests = Vec::new();
    for _ in 0..t {
        let n = next("n", bytes.len() as u64)?;
        let k = next("k", u64::MAX - 1)?;
        if k == 0 {
            return Err("k is 0".to_string());
        }
        let heaps = (0..n)
            .map(|_| next("a heap", u64::MAX))
            .collect::<Result<Vec<u64>, String>>()?;
        tests.push(Test { k, heaps });
    }
    Ok(tests)
}

/// The lowest bit whose count of ones is not divisible by k + 1, if any:
/// Moore's theorem says the player to move wins exactly then.
fn unbalanced_bit(heaps: &[u64], k: u64) -> Option<u32> {
    (0..64).find(|&bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64 % (k + 1) != 0)
}

/// Whether the player to move wins, by a plain search of the rules (every
/// set of 1 to k non-empty heaps, each to every smaller size): for small
/// positions only.
fn search_wins(heaps: &[u64], k: u64) -> bool {
    type Memo = std::collections::HashMap<Vec<u64>, bool>;
    /// Whether the player to move loses: every option wins for the other.
    fn lost(heaps: &[u64], k: u64, memo: &mut Memo) -> bool {
        if let Some(&l) = memo.get(heaps) {
            return l;
        }
        let mut options = Vec::new();
        moves(heaps, k, 0, 0, &mut heaps.to_vec(), &mut options);
        let l = options.iter().all(|p| !lost(p, k, memo));
        memo.insert(heaps.to_vec(), l);
        l
    }
    /// Every position one move away: heaps from `i` on are kept or lowered,
    /// `used` lowered so far.
    fn moves(
        heaps: &[u64],
        k: u64,
        i: usize,
        used: u64,
        now: &mut Vec<u64>,
        out: &mut Vec<Vec<u64>>,
    ) {
        if i == heaps.len() {
            if used > 0 {
                out.push(now.clone());
            }
            return;
        }
        moves(heaps, k, i + 1, used, now, out);
        if used < k {
            for v in 0..heaps[i] {
                now[i] = v;
                moves(heaps, k, i + 1, used + 1, now, out);
            }
            now[i] = heaps[i];
        }
    }
    !lost(heaps, k, &mut Memo::new())
}

/// Whether a position is small enough for the search.
fn small(heaps: &[u64]) -> bool {
    heaps.len() <= 4 && heaps.iter().all(|&h| h <= 6)
}

/// The judgement of `actual` for `input`, `expected` giving the verdicts.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    let tests = match parse_input(input) {
        Ok(tests) => tests,
        Err(e) => return Judgement::Fail(format!("the input: {}", e)),
    };
    let verdicts: Vec<bool> = tests
        .iter()
        .map(|t| unbalanced_bit(&t.heaps, t.k).is_some())
        .collect();
    for (j, t) in tests.iter().enumerate() {
        if small(&t.heaps) && search_wins(&t.heaps, t.k) != verdicts[j] {
            return Judgement::Fail(format!(
                "test {}: Moore's rule and the search disagree",
                j + 1
            ));
        }
    }
    if let Err(e) = expected_verdicts(expected, &verdicts) {
        return Judgement::Fail(format!("the expected answer: {}", e));
    }
    let mut words = tokens(actual).peekable();
    if words.peek().is_none() {
        return Judgement::Reject("the answer is empty".to_string());
    }
    let mut firsts = 0;
    for (j, (t, &wins)) in tests.iter().zip(&verdicts).enumerate() {
        let at = |e: String| Judgement::Reject(format!("test {}: {}", j + 1, e));
        match (words.next(), wins) {
            (None, _) => return at("the answer ended".to_string()),
            (Some(b"SECOND"), false) => {}
            (Some(b"SECOND"), true) => {
                let bit = unbalanced_bit(&t.heaps, t.k).unwrap_or_default();
                return at(format!("says SECOND, but bit {} is set in a number of heaps not divisible by k + 1 = {}: the player to move wins", bit, t.k as u128 + 1));
            }
            (Some(b"FIRST"), false) => return at(
                "says FIRST, but every bit's count is divisible by k + 1: the player to move loses"
                    .to_string(),
            ),
            (Some(b"FIRST"), true) => {
                if let Err(e) = judge_move(t, &mut words) {
                    return at(e);
                }
                firsts += 1;
            }
            (Some(other), _) => {
                return at(format!("expected FIRST or SECOND, found {}", quoted(other)))
            }
        }
    }
    if let Some(extra) = words.next() {
        return Judgement::Reject(format!("{} after the last test", quoted(extra)));
    }
    Judgement::Accept(format!("{} tests, {} winning moves", tests.len(), firsts))
}

/// The move after `FIRST`: legal, and leaving every bit count divisible by
/// k + 1.
fn judge_move<'a>(t: &Test, words: &mut impl Iterator<Item = &'a [u8]>) -> Result<(), String> {
    let n = t.heaps.len() as u64;
    let most = t.k.min(n);
    let mut next = |what: &str, max: u64| -> Result<u64, String> {
        let token = words.next().ok_or(format!("{} is missing", what))?;
        number(token, max).map_err(|e| format!("{}: {}", what, e))
    };
    let m = next("m", most)?;
    if m == 0 {
        return Err("m is 0: a move changes at least one heap".to_string());
    }
    let mut after = t.heaps.clone();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..m {
        let i = next("a heap's index", n)?;
        if i == 0 {
            return Err("heap 0: heaps count from 1".to_string());
        }
        if !seen.insert(i) {
            return Err(format!("heap {} is listed twice", i));
        }
        let h = t.heaps[i as usize - 1];
        if h == 0 {
            return Err(format!("heap {} is empty: it cannot be lowered", i));
        }
        let v = next("a new size", h - 1).map_err(|e| format!("heap {} of {}: {}", i, h, e))?;
        after[i as usize - 1] = v;
    }
    if let Some(bit) = unbalanced_bit(&after, t.k) {
        return Err(format!("after the move bit {} is set in a number of heaps not divisible by k + 1: the opponent wins", bit));
    }
    if small(&after) && search_wins(&after, t.k) {
        return Err("the search finds a winning reply".to_string());
    }
    Ok(())
}

/// EXPECTED's verdicts, its moves skipped: each must be the position's.
fn expected_verdicts(expected: &[u8], verdicts: &[bool]) -> Result<(), String> {
    let mut words = tokens(expected);
    for (j, &wins) in verdicts.iter().enumerate() {
        match words.next() {
            Some(b"SECOND") if !wins => {}
            Some(b"FIRST") if wins => {
                let m = words
                    .next()
                    .and_then(|w| number(w, u64::MAX).ok())
                    .ok_or(format!("test {}: no m after FIRST", j + 1))?;
                for _ in 0..m.saturating_mul(2) {
                    words
                        .next()
                        .ok_or(format!("test {}: the move is cut short", j + 1))?;
                }
            }
            other => {
                return Err(format!(
                    "test {} says {}, but the position is a {}",
                    j + 1,
                    quoted(other.unwrap_or_default()),
                    if wins { "FIRST" } else { "SECOND" }
                ))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepts(input: &str, actual: &str, expected: &str) -> bool {
        matches!(
            conformance::checker::judged(judge, input, actual, expected),
            Judgement::Accept(_)
        )
    }

    fn rejection(input: &str, actual: &str, expected: &str) -> String {
        conformance::checker::rejection(judge, input, actual, expected)
    }

    /// Every official sample's answer is accepted.
    #[test]
    fn accepts_the_official_answers() {
        conformance::checker::accepts_official_answers(env!("CARGO_PKG_NAME"), judge);
    }

    const SAMPLE: &str = "4\n3 1\n1 2 3\n3 2\n1 2 3\n2 1\n5 5\n4 2\n7 7 7 1\n";
    const ANSWER: &str = "SECOND\nFIRST\n2\n2 1\n3 1\nSECOND\nFIRST\n1\n1 6\n";

    #[test]
    fn accepts_other_winning_moves() {
        // The statement's other answer for test 4, and tokens on one line.
        let other = "SECOND FIRST 2 2 1 3 1 SECOND FIRST 1 4 0";
        assert!(accepts(SAMPLE, other, ANSWER));
        // Test 2 by another move: 1 2 3 -> 0 0 0 takes three heaps (k = 2: no),
        // 1 2 3 -> 1 1 1 in another order of the lines.
        assert!(accepts(
            SAMPLE,
            "SECOND FIRST 2 3 1 2 1 SECOND FIRST 1 4 0",
            ANSWER
        ));
    }

    #[test]
    fn rejects_wrong_answers() {
        let swap = |test4: &str| format!("SECOND\nFIRST\n2\n2 1\n3 1\nSECOND\n{}", test4);
        // The statement's rejected move: 5 7 7 1 has four heaps with bit 0.
        assert!(rejection(SAMPLE, &swap("FIRST 1 1 5"), ANSWER).contains("not divisible"));
        assert!(rejection(SAMPLE, &swap("SECOND"), ANSWER).contains("says SECOND"));
        assert!(rejection(SAMPLE, "FIRST 1 1 0", ANSWER).contains("says FIRST"));
        assert!(rejection(SAMPLE, &swap("FIRST 0"), ANSWER).contains("m is 0"));
        assert!(rejection(SAMPLE, &swap("FIRST 3 1 6 2 6 3 6"), ANSWER).contains("m: "));
        assert!(rejection(SAMPLE, &swap("FIRST 1 5 6"), ANSWER).contains("index"));
        assert!(rejection(SAMPLE, &swap("FIRST 1 0 6"), ANSWER).contains("heap 0"));
        assert!(rejection(SAMPLE, &swap("FIRST 2 1 6 1 5"), ANSWER).contains("twice"));
        assert!(rejection(SAMPLE, &swap("FIRST 1 1 7"), ANSWER).contains("heap 1 of 7"));
        assert!(rejection(SAMPLE, &swap("FIRST 1 1 -6"), ANSWER).contains("heap 1 of 7"));
        assert!(
            rejection(SAMPLE, &swap("FIRST 1 1 6 SECOND"), ANSWER).contains("after the last test")
        );
        assert!(rejection(SAMPLE, &swap("FIRST 1 1"), ANSWER).contains("missing"));
        assert!(rejection(SAMPLE, &swap("first 1 1 6"), ANSWER).contains("FIRST or SECOND"));
        assert!(rejection(SAMPLE, "SECOND", ANSWER).contains("ended"));
        assert!(rejection(SAMPLE, "", ANSWER).contains("empty"));
        // An empty heap cannot be lowered.
        assert!(rejection("1\n2 1\n0 3\n", "FIRST 1 1 0", "FIRST 1 2 0").contains("empty"));
    }

    #[test]
    fn a_wrong_expected_verdict_or_input_is_a_failure() {
        let fail = |i: &str, a: &str, e: &str| {
            matches!(
                judge(i.as_bytes(), a.as_bytes(), e.as_bytes()),
                Judgement::Fail(_)
            )
        };
        assert!(fail(SAMPLE, ANSWER, "SECOND SECOND SECOND SECOND"));
        assert!(fail(SAMPLE, ANSWER, "SECOND FIRST"));
        assert!(fail("1\n2 0\n1 1\n", "SECOND", "SECOND"));
        assert!(fail("1\n2 1\n1\n", "SECOND", "SECOND"));
    }

    /// The checker against the game itself: on every position of 1 to 3
    /// heaps to 3 and k from 1 to 3, it accepts `SECOND` exactly when the
    /// search says the player to move loses, and `FIRST` with the heaps
    /// changed to any vector to 3 exactly when the player to move wins,
    /// the change is a legal move (1 to k heaps, each lowered) and the
    /// search says the position left loses.
    #[test]
    fn accepts_exactly_the_right_answers_on_small_inputs() {
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
        let join = |v: &[u64]| {
            v.iter()
                .map(|h| h.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut judged = 0;
        for n in 1..=3 {
            let all = vectors(n, 4);
            for k in 1..=3u64 {
                for heaps in &all {
                    let input = format!("1\n{} {}\n{}\n", n, k, join(heaps));
                    let won = search_wins(heaps, k);
                    let expected = if won { "FIRST 1 1 0" } else { "SECOND" };
                    assert_eq!(accepts(&input, "SECOND", expected), !won, "{}", input);
                    for after in &all {
                        let changed: Vec<usize> =
                            (0..n).filter(|&i| after[i] != heaps[i]).collect();
                        if changed.is_empty() {
                            continue;
                        }
                        let answer = format!(
                            "FIRST\n{}\n{}",
                            changed.len(),
                            changed
                                .iter()
                                .map(|&i| format!("{} {}\n", i + 1, after[i]))
                                .collect::<String>()
                        );
                        let legal = changed.len() as u64 <= k
                            && changed.iter().all(|&i| after[i] < heaps[i]);
                        let right = won && legal && !search_wins(after, k);
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
        assert!(judged > 3000, "{}", judged);
    }
}
