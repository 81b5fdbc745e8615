//! The games on trees at their judges' largest inputs, timed side by side
//! in one run (`bench/tree_games.sh` runs it): the shape of a tree must
//! not decide the time.
//!
//! - Vertex geography from every start, on a path of 2·10^5 vertices
//!   (numbered along it, and at random) and on a random tree of as many
//!   (each vertex hangs from a random earlier one, the numbers shuffled): the tree DP of
//!   `games::geography::rerooting` beside one Hopcroft–Karp matching of
//!   the tree's two colour classes (`games::geography::vertex`, what
//!   decided every start before); each from the edge list to every
//!   vertex's answer. The DP's paths must take at most 2 times its random
//!   tree.
//! - Tag on a tree (`games::tag`): Codeforces 1404B's largest input (the
//!   sum of n is 10^5: one path of 10^5, one random tree of 10^5, and
//!   10^4 random trees of 10 vertices, each rooted from its edges) against
//!   a quarter of its 1 s limit, and AtCoder ABC 148 F's (n = 10^5, a path
//!   and a random tree) against a quarter of its 2 s.
//!
//! Every figure is the median of RUNS interleaved rounds (the first
//! argument, 11 by default), in milliseconds, the engines alone (the trees
//! are drawn before the clock).
//!
//! `cargo run --release -p grundy-bench --example tree_games [RUNS]`
use grundy_core::games::geography::rerooting::TreeGeography;
use grundy_core::games::geography::vertex::Geography;
use grundy_core::games::tag::{chaser_catches, chaser_moves};
use grundy_core::graph::rooted_tree::RootedTree;
use std::time::Instant;

/// xorshift64 (13, 7, 17).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

type Edges = Vec<(u32, u32)>;

fn path(n: usize) -> Edges {
    (1..n as u32).map(|v| (v - 1, v)).collect()
}

/// A path whose vertices are numbered at random.
fn shuffled_path(rng: &mut Rng, n: usize) -> Edges {
    let mut number: Vec<u32> = (0..n as u32).collect();
    for i in (1..n).rev() {
        number.swap(i, (rng.next() % (i as u64 + 1)) as usize);
    }
    (1..n).map(|v| (number[v - 1], number[v])).collect()
}

/// Vertex v > 0 hangs from a random earlier vertex; the numbers shuffled.
fn random_tree(rng: &mut Rng, n: usize) -> Edges {
    let mut number: Vec<u32> = (0..n as u32).collect();
    for i in (1..n).rev() {
        number.swap(i, (rng.next() % (i as u64 + 1)) as usize);
    }
    (1..n)
        .map(|v| (number[v], number[(rng.next() % v as u64) as usize]))
        .collect()
}

/// Every start by the tree DP: how many win.
fn by_rerooting(n: usize, edges: &Edges) -> usize {
    let tree = RootedTree::from_edges(n, 0, edges).expect("a tree");
    let game = TreeGeography::new(&tree);
    (0..n).filter(|&v| game.mover_wins(v)).count()
}

/// Every start by one Hopcroft–Karp matching of the colour classes: how
/// many win.
fn by_matching(n: usize, edges: &Edges) -> usize {
    let tree = RootedTree::from_edges(n, 0, edges).expect("a tree");
    let mut colour = vec![false; n];
    let mut index = vec![0usize; n];
    let mut counts = [0usize; 2];
    for &v in tree.order() {
        let v = v as usize;
        if let Some(p) = tree.parent(v) {
            colour[v] = !colour[p];
        }
        index[v] = counts[colour[v] as usize];
        counts[colour[v] as usize] += 1;
    }
    let sides: Vec<(u32, u32)> = edges
        .iter()
        .map(|&(u, v)| (u as usize, v as usize))
        .map(|(u, v)| if colour[u] { (v, u) } else { (u, v) })
        .map(|(a, b)| (index[a] as u32, index[b] as u32))
        .collect();
    let game =
        Geography::bipartite(counts[0], counts[1], &sides).expect("a tree's edges, two-coloured");
    (0..n)
        .filter(|&v| {
            let at = if colour[v] {
                counts[0] + index[v]
            } else {
                index[v]
            };
            game.mover_wins(at)
        })
        .count()
}

/// Codeforces 1404B's tests: each (n, edges, a, b, da, db); how many the
/// chaser wins.
fn tree_tag(tests: &[(usize, Edges, usize, usize, u64, u64)]) -> usize {
    tests
        .iter()
        .filter(|(n, edges, a, b, da, db)| {
            let tree = RootedTree::from_edges(*n, 0, edges).expect("a tree");
            chaser_catches(&tree, *a, *b, *da, *db)
        })
        .count()
}

/// ABC 148 F: the chaser's moves.
fn playing_tag(n: usize, edges: &Edges, runner: usize, chaser: usize) -> u64 {
    let tree = RootedTree::from_edges(n, 0, edges).expect("a tree");
    chaser_moves(&tree, runner, chaser)
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(|a, b| a.partial_cmp(b).expect("a time"));
    samples[samples.len() / 2]
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse().expect("RUNS, a number"))
        .unwrap_or(11);
    let mut rng = Rng(0x7ee_9a3e);
    let n = 200_000;
    let (line, random) = (path(n), random_tree(&mut rng, n));
    let shuffled = shuffled_path(&mut rng, n);
    let cf_n = 100_000;
    let (cf_path, cf_random) = (path(cf_n), random_tree(&mut rng, cf_n));
    // The chaser at one end of the path, the runner at the other: the
    // distances, the diameter and the reaches all come into play.
    let one = |edges: &Edges, a, b| vec![(cf_n, edges.clone(), a, b, 2, 5)];
    let cf_tests = [
        one(&cf_path, 0, cf_n - 1),
        one(&cf_random, 0, cf_n - 1),
        (0..10_000)
            .map(|i| {
                let small = random_tree(&mut rng, 10);
                (
                    10,
                    small,
                    i % 10,
                    (i + 3) % 10,
                    1 + (i % 3) as u64,
                    2 + (i % 5) as u64,
                )
            })
            .collect(),
    ];
    type Job<'a> = (&'a str, Box<dyn Fn() -> u64 + 'a>);
    let jobs: Vec<Job> = vec![
        (
            "geography, tree DP, path 2·10^5",
            Box::new(|| by_rerooting(n, &line) as u64),
        ),
        (
            "geography, tree DP, path 2·10^5 numbered at random",
            Box::new(|| by_rerooting(n, &shuffled) as u64),
        ),
        (
            "geography, tree DP, random tree 2·10^5",
            Box::new(|| by_rerooting(n, &random) as u64),
        ),
        (
            "geography, Hopcroft–Karp, path 2·10^5",
            Box::new(|| by_matching(n, &line) as u64),
        ),
        (
            "geography, Hopcroft–Karp, path 2·10^5 numbered at random",
            Box::new(|| by_matching(n, &shuffled) as u64),
        ),
        (
            "geography, Hopcroft–Karp, random tree 2·10^5",
            Box::new(|| by_matching(n, &random) as u64),
        ),
        (
            "CF 1404B, a path of 10^5",
            Box::new(|| tree_tag(&cf_tests[0]) as u64),
        ),
        (
            "CF 1404B, a random tree of 10^5",
            Box::new(|| tree_tag(&cf_tests[1]) as u64),
        ),
        (
            "CF 1404B, 10^4 trees of 10",
            Box::new(|| tree_tag(&cf_tests[2]) as u64),
        ),
        (
            "ABC 148 F, a path of 10^5",
            Box::new(|| playing_tag(cf_n, &cf_path, cf_n / 3, 0)),
        ),
        (
            "ABC 148 F, a random tree of 10^5",
            Box::new(|| playing_tag(cf_n, &cf_random, 1, 0)),
        ),
    ];
    let mut times = vec![Vec::new(); jobs.len()];
    let mut answers = vec![0u64; jobs.len()];
    for round in 0..runs {
        let order: Vec<usize> = if round % 2 == 0 {
            (0..jobs.len()).collect()
        } else {
            (0..jobs.len()).rev().collect()
        };
        for i in order {
            let start = Instant::now();
            answers[i] = (jobs[i].1)();
            times[i].push(start.elapsed().as_secs_f64() * 1000.0);
        }
    }
    let ms: Vec<f64> = times.into_iter().map(median).collect();
    for (dp, matching) in [(0, 3), (1, 4), (2, 5)] {
        assert_eq!(
            answers[dp], answers[matching],
            "the DP and the matching disagree on {}",
            jobs[dp].0
        );
    }
    println!("Median of {} interleaved rounds, in milliseconds:", runs);
    println!();
    println!("| input | ms | answer | target |");
    println!("|---|---:|---:|---|");
    let targets = [
        format!("path / random tree {:.2} (at most 2)", ms[0] / ms[2]),
        format!("path / random tree {:.2} (at most 2)", ms[1] / ms[2]),
        String::new(),
        format!("path / random tree {:.2}", ms[3] / ms[5]),
        format!("path / random tree {:.2}", ms[4] / ms[5]),
        String::new(),
        "a quarter of 1 s: 250 ms, each".to_string(),
        String::new(),
        format!("all three {:.1} ms", ms[6] + ms[7] + ms[8]),
        "a quarter of 2 s: 500 ms, each".to_string(),
        String::new(),
    ];
    for (i, (name, _)) in jobs.iter().enumerate() {
        println!(
            "| {} | {:.2} | {} | {} |",
            name, ms[i], answers[i], targets[i]
        );
    }
    let mut failed = Vec::new();
    if ms[0].max(ms[1]) > 2.0 * ms[2] {
        failed.push("geography's DP takes more than 2 times as long on a path");
    }
    if ms[6].max(ms[7]).max(ms[8]) > 250.0 {
        failed.push("a largest input of CF 1404B takes more than a quarter of 1 s");
    }
    if ms[9].max(ms[10]) > 500.0 {
        failed.push("a largest input of ABC 148 F takes more than a quarter of 2 s");
    }
    for f in &failed {
        println!("- {}", f);
    }
    if !failed.is_empty() {
        std::process::exit(1);
    }
}
