//! library-checker-bipartitematching-checker: judges an answer to Library
//! Checker's Matching on Bipartite Graph, where any maximum matching is
//! accepted.
//!
//! `library-checker-bipartitematching-checker IN ACTUAL EXPECTED`, the form
//! of online-judge-tools' `--judge-command`, run by `judge_io::checker::run`. It is declared in Cargo.toml
//! (`[package.metadata.golden] checker`), so the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py judge this
//! package's outputs with it (docs/formats.md, "Answers a checker judges").
//! Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging itself failed
//! (wrong usage, a malformed IN or EXPECTED, or ACTUAL is a valid matching
//! larger than EXPECTED's). One line on stderr says why. It is never part of
//! the submission: a bundle is `src/main.rs`'s.
//!
//! Written from the statement, as the judge's `checker.cpp` judges: ACTUAL
//! is a count K and K pairs `left right`; accepted exactly when every pair
//! is an edge of IN (left end first), no vertex of either side is in two
//! pairs, nothing follows the pairs, and K equals EXPECTED's count (a golden
//! `.out` from the references, which agree on it). The size of a maximum
//! matching is taken from EXPECTED, not computed here.

use judge_io::checker::{self, number, quoted, tokens, Judgement};
use std::cmp::Ordering;
use std::collections::HashSet;
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// The input: the two sides' sizes and the set of edges, `(a << 32) | b`.
struct Graph {
    left: u64,
    right: u64,
    edges: HashSet<u64>,
}

fn parse_input(bytes: &[u8]) -> Result<Graph, String> {
    let mut words = tokens(bytes);
    let mut next = |what: &str, max: u64| -> Result<u64, String> {
        let token = words.next().ok_or(format!("{} is missing", what))?;
        number(token, max).map_err(|e| format!("{}: {}", what, e))
    };
    let left = next("L", 10_000_000)?;
    let right = next("R", 10_000_000)?;
    let m = next("M", 10_000_000)?;
    let mut edges = HashSet::new();
    for _ in 0..m {
        let a = next("a", left.saturating_sub(1))?;
        let b = next("b", right.saturating_sub(1))?;
        if left == 0 || right == 0 {
            return Err("an edge in a graph with an empty side".to_string());
        }
        edges.insert(a << 32 | b);
    }
    Ok(Graph { left, right, edges })
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
    let k = match number(first, graph.left.min(graph.right)) {
        Ok(k) => k,
        Err(e) => return Judgement::Reject(format!("the count K: {}", e)),
    };
    let mut left_used = HashSet::new();
    let mut right_used = HashSet::new();
    for i in 1..=k {
        let mut end = |side: &str, max: u64| -> Result<u64, String> {
            let token = words
                .next()
                .ok_or(format!("pair {} of {} has no {} vertex", i, k, side))?;
            number(token, max.saturating_sub(1))
                .map_err(|e| format!("pair {}: the {} vertex {}", i, side, e))
        };
        let pair = end("left", graph.left).and_then(|a| Ok((a, end("right", graph.right)?)));
        let (a, b) = match pair {
            Ok(pair) => pair,
            Err(e) => return Judgement::Reject(e),
        };
        if !graph.edges.contains(&(a << 32 | b)) {
            return Judgement::Reject(format!("pair {}: {} {} is not an edge", i, a, b));
        }
        if !left_used.insert(a) {
            return Judgement::Reject(format!("pair {}: left vertex {} is matched twice", i, a));
        }
        if !right_used.insert(b) {
            return Judgement::Reject(format!("pair {}: right vertex {} is matched twice", i, b));
        }
    }
    if let Some(extra) = words.next() {
        return Judgement::Reject(format!("{} after the {} pairs", quoted(extra), k));
    }
    match k.cmp(&best) {
        Ordering::Equal => Judgement::Accept(format!("a maximum matching of {} edges", k)),
        Ordering::Less => Judgement::Reject(format!(
            "a matching of {} edges, but a maximum matching has {}",
            k, best
        )),
        Ordering::Greater => Judgement::Fail(format!(
            "a valid matching of {} edges, more than the expected {}",
            k, best
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

    const SAMPLE_1: &str = "4 4 7\n1 1\n2 2\n0 0\n3 1\n1 2\n2 0\n3 2\n";

    fn judged(input: &str, actual: &str, expected: &str) -> Judgement {
        conformance::checker::judged(judge, input, actual, expected)
    }

    fn rejection(input: &str, actual: &str, expected: &str) -> String {
        conformance::checker::rejection(judge, input, actual, expected)
    }

    #[test]
    fn accepts_other_maximum_matchings_in_any_order() {
        let expected = "3\n0 0\n1 1\n2 2\n";
        for answer in [
            "3\n2 2\n0 0\n1 1\n",
            "3 0 0 1 2 3 1",
            "3\r\n2 0\t1 1\n3 2\n",
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
        let expected = "3\n0 0\n1 1\n2 2\n";
        assert!(rejection(SAMPLE_1, "2\n0 0\n1 1\n", expected).contains("maximum matching has 3"));
        assert!(rejection(SAMPLE_1, "3\n0 0\n1 1\n2 1\n", expected).contains("not an edge"));
        // The pair written right vertex first: 0 2 is no edge.
        assert!(rejection(SAMPLE_1, "3\n0 0\n1 1\n0 2\n", expected).contains("not an edge"));
        assert!(rejection(SAMPLE_1, "3\n1 1\n1 2\n0 0\n", expected).contains("left vertex 1"));
        assert!(rejection(SAMPLE_1, "3\n1 1\n3 1\n0 0\n", expected).contains("right vertex 1"));
        assert!(rejection(SAMPLE_1, "3\n0 0\n1 1\n", expected).contains("no left vertex"));
        assert!(rejection(SAMPLE_1, "3\n0 0\n1 1\n2\n", expected).contains("no right vertex"));
        assert!(rejection(SAMPLE_1, "3\n0 0\n1 1\n2 2\n0", expected).contains("after the 3 pairs"));
        assert!(rejection(SAMPLE_1, "3\n0 0\n1 1\n2 -2\n", expected).contains("pair 3"));
        assert!(rejection(SAMPLE_1, "5\n", expected).contains("count K"));
        assert!(rejection(SAMPLE_1, "", expected).contains("empty"));
    }

    #[test]
    fn a_larger_valid_matching_or_a_bad_input_is_a_failure() {
        let small = "3\n0 0\n1 1\n2 2\n";
        assert!(matches!(judged(SAMPLE_1, small, "2\n"), Judgement::Fail(_)));
        assert!(matches!(
            judged("2 2 1\n0 2\n", "0", "0"),
            Judgement::Fail(_)
        ));
        assert!(matches!(judged(SAMPLE_1, small, ""), Judgement::Fail(_)));
    }

    /// On random graphs of up to 3 + 3 vertices, every set of edges written
    /// as an answer (in the order of the input) is accepted exactly when it
    /// is a matching of the largest size any set of edges that is a
    /// matching has, found by trying them all.
    #[test]
    fn accepts_exactly_the_maximum_matchings_on_small_graphs() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut judged_count = 0;
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let (l, r) = (1 + state % 3, 1 + (state >> 8) % 3);
            let edges: Vec<(u64, u64)> = (0..l)
                .flat_map(|a| (0..r).map(move |b| (a, b)))
                .enumerate()
                .filter(|&(i, _)| state >> (16 + i) & 1 == 1)
                .map(|(_, e)| e)
                .collect();
            let input = format!(
                "{} {} {}\n{}",
                l,
                r,
                edges.len(),
                edges
                    .iter()
                    .map(|(a, b)| format!("{} {}\n", a, b))
                    .collect::<String>()
            );
            judged_count += conformance::checker::accepts_exactly_the_maximum_matchings(
                judge,
                &input,
                &edges,
                |x, y| x.0 == y.0 || x.1 == y.1,
                |_, (a, b)| format!("{} {}\n", a, b),
            );
        }
        assert!(judged_count > 1000);
    }
}
