//! cf-150a-win-or-freeze-checker: judges an answer to Codeforces 150A Win
//! or Freeze, where any winning first move is accepted.
//!
//! `cf-150a-win-or-freeze-checker IN ACTUAL EXPECTED`, the form of
//! online-judge-tools' `--judge-command`; the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py call it for
//! this package (it is declared in Cargo.toml, `[package.metadata.golden]
//! checker`). Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging
//! itself failed (wrong usage, a malformed IN or EXPECTED, or EXPECTED's
//! verdict is not the position's). One line on stderr says why.
//!
//! Written from the statement, not from the solution: it counts q's prime
//! factors itself (trial division to √q, sharing no code with grundy-core)
//! and accepts ACTUAL exactly when
//!
//! - the verdict is right: `2` when q is a product of two primes (Ω(q) =
//!   2: every move leaves a prime, where the next player cannot move and
//!   wins), else `1` (docs/theory.md, "Win or Freeze"; its tests below
//!   check this checker against a plain search of the game);
//! - after `1` comes one move: `0` when q has no divisor strictly between
//!   1 and q, else such a divisor d of q with Ω(d) = 2, a position the
//!   second player loses;
//! - nothing follows.
//!
//! EXPECTED (a golden `.out`) is read only for its verdict. This is a
//! binary of the package, never part of the submission: a bundle is
//! `src/main.rs`'s.

use judge_io::checker::{self, number, quoted, tokens, Judgement};
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// The statement's bound on q.
const MAX_Q: u64 = 10_000_000_000_000;

/// The number of prime factors of n ≥ 1, with multiplicity (Ω(n)).
fn big_omega(mut n: u64) -> u32 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            n /= p;
            count += 1;
        }
        p += 1;
    }
    count + u32::from(n > 1)
}

/// The judgement of `actual` for `input`, `expected` giving the verdict.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    let q = match tokens(input).next().map(|t| number(t, MAX_Q)) {
        Some(Ok(q)) if q >= 1 => q,
        Some(Ok(_)) => return Judgement::Fail("IN: q is 0".to_string()),
        Some(Err(e)) => return Judgement::Fail(format!("IN: q: {}", e)),
        None => return Judgement::Fail("IN is empty".to_string()),
    };
    let omega = big_omega(q);
    let winner: &[u8] = if omega == 2 { b"2" } else { b"1" };
    if tokens(expected).next() != Some(winner) {
        return Judgement::Fail(format!(
            "EXPECTED's verdict is not {}",
            String::from_utf8_lossy(winner)
        ));
    }
    let mut words = tokens(actual);
    match words.next() {
        None => return Judgement::Reject("the answer is empty".to_string()),
        Some(w) if w != winner => {
            return Judgement::Reject(format!(
                "the winner is {}, not {}",
                String::from_utf8_lossy(winner),
                quoted(w)
            ))
        }
        Some(_) => {}
    }
    if omega != 2 {
        let m = match words.next().map(|t| number(t, MAX_Q)) {
            None => return Judgement::Reject("the first move is missing".to_string()),
            Some(Err(e)) => return Judgement::Reject(format!("the first move: {}", e)),
            Some(Ok(m)) => m,
        };
        if omega <= 1 {
            if m != 0 {
                return Judgement::Reject(format!(
                    "{} has no divisor strictly between 1 and it: the move is 0, not {}",
                    q, m
                ));
            }
        } else if m <= 1 || m >= q || q % m != 0 {
            return Judgement::Reject(format!(
                "{} is no divisor of {} strictly between 1 and it",
                m, q
            ));
        } else if big_omega(m) != 2 {
            return Judgement::Reject(format!(
                "{} is no product of two primes: the second player wins from it",
                m
            ));
        }
    }
    match words.next() {
        Some(w) => Judgement::Reject(format!("{} after the answer", quoted(w))),
        None if omega == 2 => Judgement::Accept("the second player wins".to_string()),
        None => Judgement::Accept("a winning first move".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(q: u64, actual: &str) -> Judgement {
        let expected = if big_omega(q) == 2 { "2\n" } else { "1\n" };
        judge(
            format!("{}\n", q).as_bytes(),
            actual.as_bytes(),
            expected.as_bytes(),
        )
    }

    #[test]
    fn accepts_the_official_answers() {
        conformance::checker::accepts_official_answers(env!("CARGO_PKG_NAME"), judge);
    }

    #[test]
    fn every_winning_move_of_30_is_accepted_and_no_other() {
        // 30 = 2·3·5: the moves 6, 10, 15 leave a product of two primes.
        for m in 0..=31u64 {
            let ok = matches!(verdict(30, &format!("1\n{}\n", m)), Judgement::Accept(_));
            assert_eq!(ok, [6, 10, 15].contains(&m), "{}", m);
        }
    }

    #[test]
    fn wrong_answers_of_each_kind_are_rejected() {
        for (q, actual) in [
            (6, "1\n2\n"),   // 6 = 2·3 loses: the winner is 2
            (6, "2\n0\n"),   // nothing follows 2
            (30, "2\n"),     // 30 wins
            (30, "1\n"),     // the move is missing
            (30, "1\n7\n"),  // no divisor
            (30, "1\n2\n"),  // a prime: the second player cannot move and wins
            (30, "1\n30\n"), // q itself is no move
            (1, "1\n1\n"),   // 1 has no move
            (7, "1\n7\n"),   // a prime has no move
            (7, "1\n0\n0\n"),
            (8, "1\nfour\n"),
            (8, ""),
        ] {
            assert!(
                matches!(verdict(q, actual), Judgement::Reject(_)),
                "{} {:?}",
                q,
                actual
            );
        }
        assert!(matches!(
            judge(b"6\n", b"2\n", b"1\n6\n"),
            Judgement::Fail(_)
        ));
    }

    /// Win or lose under misère play by a plain search of the game: divisors
    /// by enumeration, the player with no move wins.
    fn wins(q: u64, memo: &mut Vec<Option<bool>>) -> bool {
        if let Some(w) = memo[q as usize] {
            return w;
        }
        let moves: Vec<u64> = (2..q).filter(|d| q % d == 0).collect();
        let w = moves.is_empty() || moves.iter().any(|&d| !wins(d, memo));
        memo[q as usize] = Some(w);
        w
    }

    #[test]
    fn judges_as_a_search_of_the_game_on_every_small_q() {
        const N: u64 = 400;
        let mut memo = vec![None; N as usize + 1];
        for q in 1..=N {
            let mover = wins(q, &mut memo);
            let moves: Vec<u64> = (2..q).filter(|d| q % d == 0).collect();
            // The verdicts, and every move 0..=q after `1`.
            let right = |answer: &str| match answer {
                "2" => !mover,
                _ => {
                    let m: u64 = answer[2..].parse().unwrap();
                    mover
                        && if moves.is_empty() {
                            m == 0
                        } else {
                            moves.contains(&m) && !wins(m, &mut vec![None; m as usize + 1])
                        }
                }
            };
            let mut answers = vec!["2".to_string()];
            answers.extend((0..=q).map(|m| format!("1 {}", m)));
            for a in answers {
                let ok = matches!(verdict(q, &a), Judgement::Accept(_));
                assert_eq!(ok, right(&a), "q = {}, answer {:?}", q, a);
            }
        }
    }
}
