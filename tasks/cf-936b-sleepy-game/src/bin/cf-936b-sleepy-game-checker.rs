//! cf-936b-sleepy-game-checker: judges an answer to Codeforces 936B Sleepy
//! Game, where any valid winning walk is accepted.
//!
//! `cf-936b-sleepy-game-checker IN ACTUAL EXPECTED`, the form of
//! online-judge-tools' `--judge-command`. It is declared in Cargo.toml
//! (`[package.metadata.golden] checker`), so the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py judge this
//! package's outputs with it (docs/formats.md, "Answers a checker judges").
//! Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging itself failed
//! (wrong usage, a malformed IN or EXPECTED, or EXPECTED's verdict is
//! wrong). One line on stderr says why. It is never part of the
//! submission: a bundle is `src/main.rs`'s, the solution.
//!
//! Written from the statement, not from the solution: it decides the
//! verdict itself (a breadth-first search over (vertex, parity of the
//! moves) from (s, even) for a sink reached at odd parity; failing that,
//! the vertices reachable from s peeled from their sinks backward, a Draw
//! if any is left, a cycle), sharing no code with grundy-core, and accepts
//! ACTUAL exactly when
//!
//! - the verdict is `Win` and so is the game's, followed by a walk
//!   v_1 … v_k with 1 ≤ k ≤ 10^6, v_1 = s, an edge v_i → v_{i+1} for each
//!   i < k, no edge out of v_k, and k − 1 odd; or
//! - the verdict is `Draw` or `Lose`, the game's, and nothing follows.
//!
//! EXPECTED (a golden `.out`) is read only for its verdict, which must be
//! the game's. Tokens are separated by any whitespace, as on Codeforces;
//! the words are compared exactly (`Win`, not `WIN`).

use judge_io::checker::{self, quoted, tokens, Judgement};
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// The longest walk an answer may give, in vertices (the statement's k).
const MAX_WALK: usize = 1_000_000;

/// A decimal integer from 0 to `max`: digits only.
fn number(token: &[u8], max: usize) -> Option<usize> {
    let value = token.iter().try_fold(0usize, |v, &d| {
        if !d.is_ascii_digit() {
            return None;
        }
        v.checked_mul(10)?.checked_add(usize::from(d - b'0'))
    })?;
    (value <= max).then_some(value)
}

/// A vertex: a decimal integer from 1 to `n`.
fn vertex(token: &[u8], n: usize) -> Option<usize> {
    number(token, n).filter(|&v| v >= 1)
}

/// The input: each vertex's out-neighbours (0-based, sorted) and the start.
struct Graph {
    next: Vec<Vec<usize>>,
    start: usize,
}

fn parse_input(bytes: &[u8]) -> Result<Graph, String> {
    let mut words = tokens(bytes);
    let mut next = |what: &str, min: usize, max: usize| -> Result<usize, String> {
        let token = words.next().ok_or(format!("{} is missing", what))?;
        match number(token, max) {
            Some(x) if x >= min => Ok(x),
            _ => Err(format!(
                "{}: {} is not from {} to {}",
                what,
                quoted(token),
                min,
                max
            )),
        }
    };
    let n = next("n", 1, 10_000_000)?;
    let m = next("m", 0, 100_000_000)?;
    let mut graph = Graph {
        next: vec![Vec::new(); n],
        start: 0,
    };
    let mut edges = 0;
    for v in 0..n {
        let c = next("c", 0, n)?;
        for _ in 0..c {
            let w = next("a", 1, n)?;
            graph.next[v].push(w - 1);
        }
        graph.next[v].sort_unstable();
        edges += c;
    }
    if edges != m {
        return Err(format!("the c_i add up to {}, not m = {}", edges, m));
    }
    graph.start = next("s", 1, n)? - 1;
    Ok(graph)
}

/// The game's verdict, from the statement: `Win` if some walk from s ends
/// at a sink after an odd number of moves, else `Draw` if some walk from
/// s never ends (one reaches a cycle), else `Lose`.
fn verdict(graph: &Graph) -> &'static str {
    let n = graph.next.len();
    // Breadth-first over (vertex, parity).
    let mut seen = vec![[false; 2]; n];
    let mut queue = vec![(graph.start, 0)];
    seen[graph.start][0] = true;
    let mut i = 0;
    while i < queue.len() {
        let (v, parity) = queue[i];
        i += 1;
        if graph.next[v].is_empty() && parity == 1 {
            return "Win";
        }
        for &w in &graph.next[v] {
            if !seen[w][1 - parity] {
                seen[w][1 - parity] = true;
                queue.push((w, 1 - parity));
            }
        }
    }
    // The vertices reachable from s, peeled from the sinks backward: a
    // vertex all of whose out-neighbours are peeled is peeled. What is
    // left lies on or leads to a cycle.
    let reachable: Vec<bool> = seen.iter().map(|p| p[0] || p[1]).collect();
    let mut before = vec![Vec::new(); n];
    let mut left: Vec<usize> = graph.next.iter().map(Vec::len).collect();
    for v in (0..n).filter(|&v| reachable[v]) {
        for &w in &graph.next[v] {
            before[w].push(v);
        }
    }
    let mut peeled: Vec<usize> = (0..n).filter(|&v| reachable[v] && left[v] == 0).collect();
    let mut i = 0;
    while i < peeled.len() {
        let w = peeled[i];
        i += 1;
        for &v in &before[w] {
            left[v] -= 1;
            if left[v] == 0 {
                peeled.push(v);
            }
        }
    }
    let reached = reachable.iter().filter(|&&r| r).count();
    if peeled.len() < reached {
        "Draw"
    } else {
        "Lose"
    }
}

/// The judgement of `actual` for `input`, `expected` giving the verdict.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    let graph = match parse_input(input) {
        Ok(graph) => graph,
        Err(e) => return Judgement::Fail(format!("the input: {}", e)),
    };
    let verdict = verdict(&graph);
    let said = tokens(expected).next().unwrap_or_default();
    if said != verdict.as_bytes() {
        return Judgement::Fail(format!(
            "the expected answer says {}, but the game is a {}",
            quoted(said),
            verdict
        ));
    }
    let mut words = tokens(actual);
    let Some(first) = words.next() else {
        return Judgement::Reject("the answer is empty".to_string());
    };
    if !matches!(first, b"Win" | b"Draw" | b"Lose") {
        return Judgement::Reject(format!(
            "expected Win, Draw or Lose, found {}",
            quoted(first)
        ));
    }
    if first != verdict.as_bytes() {
        return Judgement::Reject(format!(
            "says {}, but the game is a {}",
            quoted(first),
            verdict
        ));
    }
    if verdict != "Win" {
        return match words.next() {
            Some(extra) => Judgement::Reject(format!("{} after {}", quoted(extra), verdict)),
            None => Judgement::Accept(verdict.to_string()),
        };
    }
    judge_walk(&graph, words)
}

/// The walk after `Win`: from s along edges to a sink, an odd number of
/// moves, at most 10^6 vertices.
fn judge_walk<'a>(graph: &Graph, words: impl Iterator<Item = &'a [u8]>) -> Judgement {
    let n = graph.next.len();
    let mut last: Option<usize> = None;
    let mut k = 0;
    for word in words {
        k += 1;
        if k > MAX_WALK {
            return Judgement::Reject(format!("the walk has more than {} vertices", MAX_WALK));
        }
        let Some(v) = vertex(word, n) else {
            return Judgement::Reject(format!(
                "vertex {} of the walk: {} is not a vertex from 1 to {}",
                k,
                quoted(word),
                n
            ));
        };
        let v = v - 1;
        match last {
            None if v != graph.start => {
                return Judgement::Reject(format!(
                    "the walk starts at {}, not at s = {}",
                    v + 1,
                    graph.start + 1
                ))
            }
            Some(u) if graph.next[u].binary_search(&v).is_err() => {
                return Judgement::Reject(format!(
                    "no edge {} -> {} (move {} of the walk)",
                    u + 1,
                    v + 1,
                    k - 1
                ))
            }
            _ => {}
        }
        last = Some(v);
    }
    let Some(end) = last else {
        return Judgement::Reject("no walk after Win".to_string());
    };
    if !graph.next[end].is_empty() {
        return Judgement::Reject(format!(
            "the walk ends at {}, which has an edge out: the game goes on",
            end + 1
        ));
    }
    if k % 2 == 1 {
        return Judgement::Reject(format!(
            "the walk makes {} moves, an even number: Petya is stuck, not Vasya",
            k - 1
        ));
    }
    Judgement::Accept(format!(
        "Win: a walk of {} moves to sink {}",
        k - 1,
        end + 1
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every official sample's answer is accepted. (Add: wrong answers of
    /// each kind rejected, and the checker against a search of the game on
    /// small inputs.)
    #[test]
    fn accepts_the_official_answers() {
        conformance::checker::accepts_official_answers(env!("CARGO_PKG_NAME"), judge);
    }

    const SAMPLE_1: &str = "5 6\n2 2 3\n2 4 5\n1 4\n1 5\n0\n1\n";

    fn judged(input: &str, actual: &str, expected: &str) -> Judgement {
        conformance::checker::judged(judge, input, actual, expected)
    }

    fn rejection(input: &str, actual: &str, expected: &str) -> String {
        conformance::checker::rejection(judge, input, actual, expected)
    }

    #[test]
    fn accepts_any_winning_walk() {
        let expected = "Win\n1 2 4 5\n";
        for answer in ["Win\n1 2 4 5\n", "Win 1 3 4 5", "Win\r\n1  3\t4 5"] {
            assert!(
                matches!(judged(SAMPLE_1, answer, expected), Judgement::Accept(_)),
                "{:?}",
                answer
            );
        }
        // Round an odd cycle: 1 → 2 → 3 → 4 → 2 and 2 → 5 (a sink). From
        // 1 the sink is two moves away; once round the cycle, five.
        let cycle = "5 5\n1 2\n2 3 5\n1 4\n1 2\n0\n1\n";
        assert!(matches!(
            judged(cycle, "Win 1 2 3 4 2 5", "Win\n1 2 3 4 2 5\n"),
            Judgement::Accept(_)
        ));
        assert!(rejection(cycle, "Win 1 2 5", "Win").contains("an even number"));
    }

    #[test]
    fn rejects_wrong_answers() {
        let expected = "Win\n1 2 4 5\n";
        let cases = [
            ("Win 1 2 4", "has an edge out"),
            ("Win 1 2 5", "an even number"),
            ("Win 1", "has an edge out"),
            ("Win 2 4 5", "not at s = 1"),
            ("Win 1 4 5", "no edge 1 -> 4"),
            ("Win 1 2 4 6", "not a vertex"),
            ("Win 0 2 4 5", "not a vertex"),
            ("Win 1 2 x 5", "not a vertex"),
            ("Win", "no walk"),
            ("Lose", "the game is a Win"),
            ("Draw", "the game is a Win"),
            ("WIN 1 2 4 5", "expected Win, Draw or Lose"),
            ("", "empty"),
        ];
        for (answer, why) in cases {
            assert!(
                rejection(SAMPLE_1, answer, expected).contains(why),
                "{:?}",
                answer
            );
        }
        let draw = "2 2\n1 2\n1 1\n1\n";
        assert!(rejection(draw, "Draw 1", "Draw").contains("after Draw"));
        assert!(rejection(draw, "Lose", "Draw").contains("the game is a Draw"));
        // A walk past 10^6 vertices, each move legal.
        let long = format!("Win{}", " 1 2".repeat(500_001));
        assert!(rejection(draw, &long, "Draw").contains("the game is a Draw"));
        // Round the odd cycle r times (r odd): 3r + 3 vertices.
        let cycle = "5 5\n1 2\n2 3 5\n1 4\n1 2\n0\n1\n";
        let round = |r: usize| format!("Win 1{} 2 5", " 2 3 4".repeat(r));
        assert!(matches!(
            judged(cycle, &round(333_331), "Win"),
            Judgement::Accept(_)
        ));
        assert!(rejection(cycle, &round(333_333), "Win").contains("more than 1000000"));
    }

    #[test]
    fn a_wrong_expected_verdict_or_input_is_a_failure() {
        let fails = |input: &str, expected: &str| {
            matches!(judged(input, "Lose", expected), Judgement::Fail(_))
        };
        assert!(fails(SAMPLE_1, "Lose"));
        assert!(fails(SAMPLE_1, ""));
        // The c_i do not add up to m; a head out of range; no s.
        assert!(fails("2 2\n1 2\n0\n1\n", "Lose"));
        assert!(fails("2 1\n1 3\n0\n1\n", "Lose"));
        assert!(fails("2 1\n1 2\n0\n", "Lose"));
    }

    /// The statement itself, by brute force: every walk from s of at most
    /// `len` moves.
    fn walks(next: &[Vec<usize>], s: usize, len: usize) -> Vec<Vec<usize>> {
        let mut all = vec![vec![s]];
        let mut i = 0;
        while i < all.len() {
            let walk = all[i].clone();
            i += 1;
            if walk.len() <= len {
                for &w in &next[*walk.last().unwrap()] {
                    let mut longer = walk.clone();
                    longer.push(w);
                    all.push(longer);
                }
            }
        }
        all
    }

    /// The input text of a graph and a start.
    fn input_of(next: &[Vec<usize>], s: usize) -> String {
        let m: usize = next.iter().map(Vec::len).sum();
        let mut input = format!("{} {}\n", next.len(), m);
        for targets in next {
            input += &targets.len().to_string();
            for &w in targets {
                input += &format!(" {}", w + 1);
            }
            input += "\n";
        }
        input + &format!("{}\n", s + 1)
    }

    /// The checker against the statement on one graph and start: the
    /// verdict by brute force over every walk of at most 2n + 1 moves (a
    /// win needs at most 2n − 1, one per (vertex, parity); a walk of n
    /// moves repeats a vertex, so it can go on forever); `Draw` and `Lose`
    /// accepted exactly when they are the verdict, and `Win` with exactly
    /// the candidates that are walks from s to a sink with an odd number
    /// of moves. Returns the number of answers judged.
    fn check(next: &[Vec<usize>], s: usize, candidates: &[Vec<usize>]) -> usize {
        let n = next.len();
        let input = input_of(next, s);
        let all = walks(next, s, 2 * n + 1);
        let wins =
            |walk: &Vec<usize>| walk.len() % 2 == 0 && next[*walk.last().unwrap()].is_empty();
        let verdict = if all.iter().any(wins) {
            "Win"
        } else if all.iter().any(|w| w.len() > n) {
            "Draw"
        } else {
            "Lose"
        };
        for word in ["Draw", "Lose"] {
            let accepted = matches!(judged(&input, word, verdict), Judgement::Accept(_));
            assert_eq!(accepted, word == verdict, "{} {}", input, word);
        }
        let own = (verdict == "Win").then(|| all.clone());
        for walk in candidates.iter().chain(own.iter().flatten()) {
            let legal = walk[0] == s && walk.windows(2).all(|p| next[p[0]].contains(&p[1]));
            let answer = format!(
                "Win {}",
                walk.iter()
                    .map(|v| (v + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let accepted = matches!(judged(&input, &answer, verdict), Judgement::Accept(_));
            assert_eq!(accepted, legal && wins(walk), "{} {}", input, answer);
        }
        2 + candidates.len() + own.map_or(0, |w| w.len())
    }

    /// Every graph on at most `most` vertices (no self-loop, as the
    /// statement says), every start, every sequence of at most 2n + 2
    /// vertices as a walk; then `random_graphs` random graphs on 4 and 5 vertices
    /// with their own walks. Returns the number of answers judged.
    fn judges_as_the_statement_does(most: usize, random_graphs: usize) -> usize {
        let mut answers = 0;
        for n in 1..=most {
            let sequences: Vec<Vec<usize>> = (1..=2 * n + 2)
                .flat_map(|k| {
                    (0..n.pow(k as u32))
                        .map(move |code| (0..k).map(|i| code / n.pow(i as u32) % n).collect())
                })
                .collect();
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
                .collect();
            for mask in 0u32..1 << pairs.len() {
                let mut next = vec![Vec::new(); n];
                for (i, &(u, v)) in pairs.iter().enumerate() {
                    if mask >> i & 1 == 1 {
                        next[u].push(v);
                    }
                }
                for s in 0..n {
                    answers += check(&next, s, &sequences);
                }
            }
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = |below: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % below as u64) as usize
        };
        for _ in 0..random_graphs {
            let n = 4 + random(2);
            let mut next = vec![Vec::new(); n];
            for (u, targets) in next.iter_mut().enumerate() {
                for v in (0..n).filter(|&v| v != u) {
                    if random(3) == 0 {
                        targets.push(v);
                    }
                }
            }
            answers += check(&next, random(n), &[]);
        }
        answers
    }

    #[test]
    fn judges_as_the_statement_does_to_two_vertices() {
        let answers = judges_as_the_statement_does(2, 100);
        assert!(answers > 1_000, "{}", answers);
    }

    #[test]
    #[ignore = "slow: every graph on 3 vertices with every walk"]
    fn judges_as_the_statement_does_to_three_vertices() {
        let answers = judges_as_the_statement_does(3, 400);
        assert!(answers > 100_000, "{}", answers);
    }
}
