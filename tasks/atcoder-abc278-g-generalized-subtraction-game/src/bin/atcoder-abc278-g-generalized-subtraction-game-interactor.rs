//! atcoder-abc278-g-generalized-subtraction-game-interactor: the judge's
//! side of AtCoder ABC278 G Generalized Subtraction Game.
//!
//! `atcoder-abc278-g-generalized-subtraction-game-interactor IN VERDICT`
//! (testlib's order). IN is the hidden test:
//!
//! ```text
//! N L R
//! STRATEGY SEED
//! ```
//!
//! with 1 ≤ L ≤ R ≤ N ≤ 2000, STRATEGY `random` (each move uniform among
//! the legal ones, by SEED) or `best` (a move to a position of Grundy value
//! 0 whenever it has one, found by its own table of the game, else random;
//! when the table would cost more than 4·10^7 steps it plays as `random`);
//! or, in place of `STRATEGY SEED`, `script A1 B1 A2 B2 …`: the judge plays
//! the listed moves in order while each is legal (a sample dialogue's
//! judge), and from the first that is not, or when the list ends, its
//! first legal move (the smallest x, then the smallest y).
//! It says `N L R`, reads `First` or `Second`, and then the players
//! alternate as the statement says: the player's move a line `x y`, the
//! judge's `a b`; `0 0` from the judge when it cannot move (the player has
//! won: verdict `ok: the judge could not move`, exit 0), `-1 -1` when the
//! player's move is illegal or it says `0 0` (verdict `wrong: …`, exit 1).
//! A malformed line or silence is `wrong: …` too; a bad IN exits 2.
//!
//! Written from the statement, not from the package: it knows the game's
//! rules and its own Grundy table, nothing of grundy-core.

use std::io::{BufRead, Write};

const HELP: &str = "\
usage: atcoder-abc278-g-generalized-subtraction-game-interactor IN VERDICT

The judge's side of AtCoder ABC278 G Generalized Subtraction Game: reads the
hidden test from IN (`N L R`, then `random SEED`, `best SEED` or
`script A1 B1 A2 B2 ...`: moves to play while they are legal), plays
against the player on stdin and stdout, writes a one-line verdict to VERDICT;
exit 0 when the player won, 1 when it did not, 2 when judging failed.
";

/// The most table steps `best` spends before it plays as `random`.
const BEST_WORK: u64 = 40_000_000;

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n
    }
}

/// How the judge chooses its moves.
enum Strategy {
    /// Uniform among the legal moves, by the seed.
    Random(u64),
    /// A move to Grundy value 0 when it has one, else as `Random`.
    Best(u64),
    /// These moves in order while each is legal, then the first legal move.
    Script(Vec<(i64, i64)>),
}

/// The hidden test.
struct Test {
    n: usize,
    l: usize,
    r: usize,
    strategy: Strategy,
}

fn read_test(path: &str) -> Option<Test> {
    let text = std::fs::read_to_string(path).ok()?;
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return None;
    }
    let n: usize = words[0].parse().ok()?;
    let l: usize = words[1].parse().ok()?;
    let r: usize = words[2].parse().ok()?;
    if !(1 <= l && l <= r && r <= n && n <= 2000) {
        return None;
    }
    let strategy = match (words[3], &words[4..]) {
        ("best", [seed]) => Strategy::Best(seed.parse().ok()?),
        ("random", [seed]) => Strategy::Random(seed.parse().ok()?),
        ("script", moves) if moves.len() % 2 == 0 => {
            let numbers = moves
                .iter()
                .map(|w| w.parse().ok())
                .collect::<Option<Vec<i64>>>()?;
            Strategy::Script(numbers.chunks(2).map(|m| (m[0], m[1])).collect())
        }
        _ => return None,
    };
    Some(Test { n, l, r, strategy })
}

/// The Grundy value of a row of each length 0..=n: a move removes y
/// adjacent cards, l ≤ y ≤ r, leaving rows of a and len − y − a.
fn grundy_table(n: usize, l: usize, r: usize) -> Vec<usize> {
    let mut g = vec![0usize; n + 1];
    let mut seen = vec![0usize; n + 2];
    for len in 1..=n {
        for y in l..=r.min(len) {
            for a in 0..=len - y {
                let v = g[a] ^ g[len - y - a];
                if v <= n {
                    seen[v] = len;
                }
            }
        }
        g[len] = (0..).find(|&v| seen[v] != len).unwrap_or(0);
    }
    g
}

struct Judge {
    test: Test,
    present: Vec<bool>,
    rng: Rng,
    grundy: Option<Vec<usize>>,
    /// The script's moves not played yet; `None` once the judge has left it.
    script: Option<std::vec::IntoIter<(i64, i64)>>,
}

impl Judge {
    /// The rows of adjacent cards, as (first card, length).
    fn rows(&self) -> Vec<(usize, usize)> {
        let mut rows = Vec::new();
        let mut c = 1;
        while c <= self.test.n {
            if self.present[c] {
                let start = c;
                while c <= self.test.n && self.present[c] {
                    c += 1;
                }
                rows.push((start, c - start));
            } else {
                c += 1;
            }
        }
        rows
    }

    fn legal(&self, x: i64, y: i64) -> bool {
        let (n, l, r) = (self.test.n as i64, self.test.l as i64, self.test.r as i64);
        (1..=n).contains(&x)
            && l <= y
            && y <= r
            && x + y - 1 <= n
            && (x..x + y).all(|c| self.present[c as usize])
    }

    /// The legal moves of a row of `len` cards.
    fn count(&self, len: usize) -> u64 {
        (self.test.l..=self.test.r.min(len))
            .map(|y| (len - y + 1) as u64)
            .sum()
    }

    /// The judge's move, or `None` when it has none.
    fn choose(&mut self) -> Option<(usize, usize)> {
        let rows = self.rows();
        if let Strategy::Script(_) = self.test.strategy {
            let next = self.script.as_mut().and_then(|moves| moves.next());
            match next {
                Some((a, b)) if self.legal(a, b) => return Some((a as usize, b as usize)),
                _ => self.script = None,
            }
            let l = self.test.l;
            return rows
                .iter()
                .find(|&&(_, len)| len >= l)
                .map(|&(start, _)| (start, l));
        }
        if let Some(g) = &self.grundy {
            let total = rows.iter().fold(0, |t, &(_, len)| t ^ g[len]);
            if total != 0 {
                for &(start, len) in &rows {
                    for y in self.test.l..=self.test.r.min(len) {
                        for a in 0..=len - y {
                            if total ^ g[len] ^ g[a] ^ g[len - y - a] == 0 {
                                return Some((start + a, y));
                            }
                        }
                    }
                }
            }
        }
        let all: u64 = rows.iter().map(|&(_, len)| self.count(len)).sum();
        if all == 0 {
            return None;
        }
        let mut k = self.rng.below(all);
        for &(start, len) in &rows {
            for y in self.test.l..=self.test.r.min(len) {
                let here = (len - y + 1) as u64;
                if k < here {
                    return Some((start + k as usize, y));
                }
                k -= here;
            }
        }
        unreachable!("k is below the number of moves")
    }

    fn remove(&mut self, x: usize, y: usize) {
        self.present[x..x + y].iter_mut().for_each(|p| *p = false);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() == 2 && (args[1] == "--help" || args[1] == "-h") {
        print!("{}", HELP);
        let _ = std::io::stdout().flush();
        return;
    }
    if args.len() != 3 {
        eprint!("{}", HELP);
        std::process::exit(2);
    }
    let verdict = |text: &str, code: i32| -> ! {
        let _ = std::fs::write(&args[2], format!("{}\n", text));
        if code != 0 {
            eprintln!("{}", text);
        }
        std::process::exit(code)
    };
    let test = match read_test(&args[1]) {
        Some(test) => test,
        None => verdict(
            "judging failed: IN is not `N L R` (1 <= L <= R <= N <= 2000) and `random|best SEED` or `script A B ...`",
            2,
        ),
    };
    let n = test.n;
    let work = (n as u64) * (n as u64) * (test.r - test.l + 1) as u64 / 2;
    let (seed, best, script) = match &test.strategy {
        Strategy::Random(seed) => (*seed, false, None),
        Strategy::Best(seed) => (*seed, true, None),
        Strategy::Script(moves) => (0, false, Some(moves.clone().into_iter())),
    };
    let grundy = (best && work <= BEST_WORK).then(|| grundy_table(n, test.l, test.r));
    let mut judge = Judge {
        rng: Rng(seed),
        present: (0..=n).map(|c| c >= 1).collect(),
        grundy,
        script,
        test,
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    let mut say = |text: String| {
        // A player that has gone is the next read's business.
        let _ = writeln!(out, "{}", text).and_then(|_| out.flush());
    };
    let mut read = || lines.next().and_then(|l| l.ok());
    say(format!("{} {} {}", n, judge.test.l, judge.test.r));
    let mut players_turn = match read().as_deref().map(str::trim) {
        Some("First") => true,
        Some("Second") => false,
        other => verdict(
            &format!("wrong: expected First or Second, read {:?}", other),
            1,
        ),
    };
    loop {
        if players_turn {
            let line = read();
            let numbers: Option<Vec<i64>> = line
                .as_deref()
                .map(|l| l.split_whitespace().map(|w| w.parse().ok()).collect())
                .and_then(|v: Option<Vec<i64>>| v.filter(|v| v.len() == 2));
            let (x, y) = match numbers {
                Some(v) => (v[0], v[1]),
                None => verdict(&format!("wrong: expected a move `x y`, read {:?}", line), 1),
            };
            if (x, y) == (0, 0) {
                say("-1 -1".to_string());
                if judge.choose_exists() {
                    verdict("wrong: the player said 0 0 with a move left", 1);
                }
                verdict("wrong: the player could not move", 1);
            }
            if !judge.legal(x, y) {
                say("-1 -1".to_string());
                verdict(
                    &format!("wrong: the player's move {} {} is illegal", x, y),
                    1,
                );
            }
            judge.remove(x as usize, y as usize);
        } else {
            match judge.choose() {
                Some((a, b)) => {
                    judge.remove(a, b);
                    say(format!("{} {}", a, b));
                }
                None => {
                    say("0 0".to_string());
                    verdict("ok: the judge could not move", 0);
                }
            }
        }
        players_turn = !players_turn;
    }
}

impl Judge {
    /// Whether the player to move has a legal move.
    fn choose_exists(&self) -> bool {
        self.rows().iter().any(|&(_, len)| len >= self.test.l)
    }
}
