//! library-checker-general-matching-checker: judges an answer to Library
//! Checker's Matching on General Graph, where any maximum matching is
//! accepted.
//!
//! `library-checker-general-matching-checker IN ACTUAL EXPECTED`, the form
//! of online-judge-tools' `--judge-command`, run by `judge_io::checker::run`. It is declared in Cargo.toml
//! (`[package.metadata.golden] checker`), so the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py judge this
//! package's outputs with it (docs/formats.md, "Answers a checker judges").
//! Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging itself failed
//! (wrong usage, a malformed IN or EXPECTED, or ACTUAL is a valid matching
//! larger than EXPECTED's). One line on stderr says why. It is never part of
//! the submission: a bundle is `src/main.rs`'s.
//!
//! Written from the statement: ACTUAL is a count X and X pairs `u v`;
//! accepted exactly when every pair is an edge of IN (either way round), no
//! vertex is in two pairs, nothing follows the pairs (the judge's checker
//! ignores what follows; this one is stricter), and X equals EXPECTED's
//! count (a golden `.out` from the references, which agree on it). The size
//! of a maximum matching is taken from EXPECTED, not computed here.

use judge_io::checker::{self, number, quoted, tokens, Judgement};
use std::cmp::Ordering;
use std::collections::HashSet;
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// The input: the vertex count and the set of edges, `(min << 32) | max`.
struct Graph {
    n: u64,
    edges: HashSet<u64>,
}

/// The key of the edge between `u` and `v`, either way round.
fn key(u: u64, v: u64) -> u64 {
    u.min(v) << 32 | u.max(v)
}

fn parse_input(bytes: &[u8]) -> Result<Graph, String> {
    let mut words = tokens(bytes);
    let mut next = |what: &str, max: u64| -> Result<u64, String> {
        let token = words.next().ok_or(format!("{} is missing", what))?;
        number(token, max).map_err(|e| format!("{}: {}", what, e))
    };
    let n = next("N", 10_000_000)?;
    let m = next("M", 10_000_000)?;
    let mut edges = HashSet::new();
    for _ in 0..m {
        let u = next("u", n.saturating_sub(1))?;
        let v = next("v", n.saturating_sub(1))?;
        if n == 0 || u == v {
            return Err(format!("{} {} is not an edge of a simple graph", u, v));
        }
        edges.insert(key(u, v));
    }
    Ok(Graph { n, edges })
}

/// The judgement of `actual` for `input`, `expected` giving the size of a
/// maximum matching.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    let graph = match parse_input(input) {
        Ok(graph) => graph,
        Err(e) => return Judgement::Fail(format!("the input: {}", e)),
    };
    let best = match tokens(expected).next().map(|t| number(t, u64::MAX)) {
        Some(Ok(k)) => k,
        Some(Err(e)) => return Judgement::Fail(format!("the expected count: {}", e)),
        None => return Judgement::Fail("the expected answer is empty".to_string()),
    };
    let mut words = tokens(actual);
    let Some(first) = words.next() else {
        return Judgement::Reject("the answer is empty".to_string());
    };
    let x = match number(first, graph.n / 2) {
        Ok(x) => x,
        Err(e) => return Judgement::Reject(format!("the count X: {}", e)),
    };
    let mut used = HashSet::new();
    for i in 1..=x {
        let mut end = || -> Result<u64, String> {
            let token = words
                .next()
                .ok_or(format!("pair {} of {} is cut short", i, x))?;
            number(token, graph.n.saturating_sub(1)).map_err(|e| format!("pair {}: {}", i, e))
        };
        let pair = end().and_then(|u| Ok((u, end()?)));
        let (u, v) = match pair {
            Ok(pair) => pair,
            Err(e) => return Judgement::Reject(e),
        };
        if u == v || !graph.edges.contains(&key(u, v)) {
            return Judgement::Reject(format!("pair {}: {} {} is not an edge", i, u, v));
        }
        for w in [u, v] {
            if !used.insert(w) {
                return Judgement::Reject(format!("pair {}: vertex {} is matched twice", i, w));
            }
        }
    }
    if let Some(extra) = words.next() {
        return Judgement::Reject(format!("{} after the {} pairs", quoted(extra), x));
    }
    match x.cmp(&best) {
        Ordering::Equal => Judgement::Accept(format!("a maximum matching of {} edges", x)),
        Ordering::Less => Judgement::Reject(format!(
            "a matching of {} edges, but a maximum matching has {}",
            x, best
        )),
        Ordering::Greater => Judgement::Fail(format!(
            "a valid matching of {} edges, more than the expected {}",
            x, best
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every official sample's answer is accepted.
    #[test]
    fn accepts_the_official_answers() {
        conformance::checker::accepts_official_answers(env!("CARGO_PKG_NAME"), judge);
    }

    const SAMPLE_1: &str = "7 8\n2 0\n0 5\n5 6\n6 1\n1 0\n1 3\n3 4\n1 4\n";

    fn judged(input: &str, actual: &str, expected: &str) -> Judgement {
        conformance::checker::judged(judge, input, actual, expected)
    }

    fn rejection(input: &str, actual: &str, expected: &str) -> String {
        conformance::checker::rejection(judge, input, actual, expected)
    }

    #[test]
    fn accepts_other_maximum_matchings_either_way_round() {
        let expected = "3\n0 2\n1 6\n3 4\n";
        for answer in [
            "3\n4 3\n6 1\n2 0\n",
            "3 0 5 6 1 3 4",
            "3\r\n2 0\t1 4\n5 6\n",
        ] {
            assert!(
                matches!(judged(SAMPLE_1, answer, expected), Judgement::Accept(_)),
                "{}",
                answer
            );
        }
    }

    #[test]
    fn rejects_wrong_answers() {
        let expected = "3\n0 2\n1 6\n3 4\n";
        assert!(rejection(SAMPLE_1, "2\n0 2\n1 6\n", expected).contains("maximum matching has 3"));
        assert!(rejection(SAMPLE_1, "3\n0 2\n1 6\n3 5\n", expected).contains("not an edge"));
        assert!(rejection(SAMPLE_1, "3\n0 2\n1 6\n4 4\n", expected).contains("not an edge"));
        assert!(rejection(SAMPLE_1, "3\n0 2\n1 6\n1 3\n", expected).contains("vertex 1"));
        assert!(rejection(SAMPLE_1, "3\n0 2\n1 6\n3\n", expected).contains("cut short"));
        assert!(rejection(SAMPLE_1, "3\n0 2\n1 6\n3 4\n0", expected).contains("after the 3 pairs"));
        assert!(rejection(SAMPLE_1, "3\n0 2\n1 6\n3 7\n", expected).contains("pair 3"));
        assert!(rejection(SAMPLE_1, "4\n", expected).contains("count X"));
        assert!(rejection(SAMPLE_1, "", expected).contains("empty"));
    }

    #[test]
    fn a_larger_valid_matching_or_a_bad_input_is_a_failure() {
        let answer = "3\n0 2\n1 6\n3 4\n";
        assert!(matches!(
            judged(SAMPLE_1, answer, "2\n"),
            Judgement::Fail(_)
        ));
        assert!(matches!(judged("2 1\n1 1\n", "0", "0"), Judgement::Fail(_)));
        assert!(matches!(judged(SAMPLE_1, answer, ""), Judgement::Fail(_)));
    }

    /// On random graphs of up to 6 vertices, every set of edges written as
    /// an answer (in the order of the input, each edge either way round) is
    /// accepted exactly when it is a matching of the largest size any set of
    /// edges that is a matching has, found by trying them all.
    #[test]
    fn accepts_exactly_the_maximum_matchings_on_small_graphs() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut judged_count = 0;
        for _ in 0..150 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let n = 1 + state % 6;
            let edges: Vec<(u64, u64)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .enumerate()
                .filter(|&(i, _)| state >> (8 + i) & 1 == 1)
                .map(|(_, e)| e)
                .take(11)
                .collect();
            let input = format!(
                "{} {}\n{}",
                n,
                edges.len(),
                edges
                    .iter()
                    .map(|(u, v)| format!("{} {}\n", u, v))
                    .collect::<String>()
            );
            // Every other pair written the other way round.
            judged_count += conformance::checker::accepts_exactly_the_maximum_matchings(
                judge,
                &input,
                &edges,
                |x, y| x.0 == y.0 || x.0 == y.1 || x.1 == y.0 || x.1 == y.1,
                |i, &(u, v)| {
                    let (u, v) = if i % 2 == 0 { (u, v) } else { (v, u) };
                    format!("{} {}\n", u, v)
                },
            );
        }
        assert!(judged_count > 1000);
    }
}
