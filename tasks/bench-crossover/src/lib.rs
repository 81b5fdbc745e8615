//! The format and bounds are in the README; `solve` answers one input.
use grundy_bench::crossover::{
    canonical_mover_wins, decomposed_mover_wins, monolithic_mover_wins, multiset_states,
    tuple_states, TooManyStates,
};
use grundy_core::sg::subtraction::{MoveSet, ZERO_MOVE};
use judge_io::{option_number, InputError, Out, Reader, Result, MAX_VALUE};
use std::ffi::OsString;
use std::time::Instant;

/// The largest pile size n accepted: 10^6 (the decomposition's table).
pub const MAX_N: u64 = 1_000_000;

/// The largest mmax accepted: 1000 lines, each printing (n + 1)^m exactly.
pub const MAX_MMAX: u64 = 1000;

/// The largest decomposition work accepted, mmax · (n + 1) · d for the d
/// distinct elements of S up to n (one table per m): 10^9 steps, about a
/// second in Rust.
pub const MAX_WORK: u64 = 1_000_000_000;

/// Default `--time-budget-ms`: a monolithic run predicted to take longer
/// than 10 s is skipped.
pub const DEFAULT_TIME_BUDGET_MS: u64 = 10_000;

/// Default `--mem-budget-mb`: a monolithic run whose table would need more
/// than 1024 MiB is skipped.
pub const DEFAULT_MEM_BUDGET_MB: u64 = 1024;

/// The command-line options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Skip a monolithic run whose predicted time passes this many ms.
    pub time_budget_ms: u64,
    /// Skip a monolithic run whose table passes this many MiB.
    pub mem_budget_mb: u64,
    /// Also run the search over sorted tuples (extra columns
    /// `canon_states canon_ms canon`).
    pub canonical: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            time_budget_ms: DEFAULT_TIME_BUDGET_MS,
            mem_budget_mb: DEFAULT_MEM_BUDGET_MB,
            canonical: false,
        }
    }
}

/// Reads `--time-budget-ms N`, `--mem-budget-mb N` and `--canonical`.
pub fn parse_args<I: IntoIterator<Item = OsString>>(args: I) -> Result<Options> {
    let mut opts = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        let slot = match arg.as_str() {
            "--canonical" => {
                opts.canonical = true;
                continue;
            }
            "--time-budget-ms" => &mut opts.time_budget_ms,
            "--mem-budget-mb" => &mut opts.mem_budget_mb,
            _ => {
                return Err(InputError::about(
                    format!("option {:?}", arg),
                    "unknown; expected --time-budget-ms N, --mem-budget-mb N or --canonical",
                ))
            }
        };
        *slot = option_number(&arg, args.next(), 0..=u64::MAX)?;
    }
    Ok(opts)
}

/// Reads one case and writes its answer with the default budgets.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    solve_with(Options::default(), rd, out)
}

/// Parses the command-line options, then solves.
pub fn solve_with_args(args: Vec<OsString>, rd: &mut Reader, out: &mut Out) -> Result<()> {
    solve_with(parse_args(args)?, rd, out)
}

/// One monolithic method's budget keeper: it predicts a run from the last
/// measured cost per unit of work, a state times m^`pile_power` (the plain
/// search looks at m piles per state; the canonical one also re-ranks in
/// O(m) per move).
struct Budget {
    pile_power: i32,
    /// ms per unit of work from the last run, once there is one.
    cost: Option<f64>,
    /// The first m skipped; every larger m is skipped too.
    skipped_from: Option<u64>,
}

impl Budget {
    fn new(pile_power: i32) -> Self {
        Budget {
            pile_power,
            cost: None,
            skipped_from: None,
        }
    }

    fn work(&self, states: u64, m: u64) -> f64 {
        states as f64 * (m as f64).powi(self.pile_power)
    }

    /// Runs `search` over `states` states of m piles (`None`: beyond
    /// u64), timing it, unless a budget forbids it: its memory is one bit a
    /// state plus `extra_bytes`, its time is predicted from the last run's
    /// cost (before the first run, from `fallback`), and once a run is
    /// skipped every later one is too. Returns its time column and its
    /// winner column, both `-` when it is skipped.
    fn run(
        &mut self,
        opts: &Options,
        m: u64,
        states: Option<u64>,
        extra_bytes: u64,
        fallback: f64,
        search: impl FnOnce() -> std::result::Result<bool, TooManyStates>,
    ) -> Result<(String, &'static str)> {
        let fits = self.skipped_from.is_none()
            && states.is_some_and(|s| {
                // s / 8 rounded up (div_ceil needs Rust 1.73; judges run 1.70).
                let bytes = (s / 8 + u64::from(s % 8 != 0)).saturating_add(extra_bytes);
                let predicted = self.cost.unwrap_or(fallback) * self.work(s, m);
                usize::try_from(s).is_ok()
                    && bytes <= opts.mem_budget_mb.saturating_mul(1 << 20)
                    && predicted <= opts.time_budget_ms as f64
            });
        if !fits {
            self.skipped_from.get_or_insert(m);
            return Ok(("-".to_string(), "-"));
        }
        let (wins, ms) = timed(search);
        let wins = wins.map_err(|e| InputError::about("S", e.to_string()))?;
        self.cost = Some(ms / self.work(states.unwrap_or(1), m));
        Ok((format!("{:.3}", ms), winner(wins)))
    }
}

fn winner(wins: bool) -> &'static str {
    if wins {
        "FIRST"
    } else {
        "SECOND"
    }
}

/// Times `f`, in milliseconds.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = Instant::now();
    let value = f();
    (value, start.elapsed().as_secs_f64() * 1000.0)
}

/// Reads one case and writes its answer.
pub fn solve_with(opts: Options, rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let s = rd.positive_list_at_most("k", "element of S", MAX_VALUE, ZERO_MOVE)?;
    let mmax = rd.u64_at_most("mmax", MAX_MMAX)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&s).map_err(|e| InputError::about("S", e.to_string()))?;
    let work = mmax
        .saturating_mul(n + 1)
        .saturating_mul(moves.up_to(n).as_slice().len() as u64);
    if work > MAX_WORK {
        return Err(InputError::about(
            "n, S and mmax",
            format!(
                "mmax * (n + 1) * (distinct elements of S up to n) = {} is above the work limit {}",
                work, MAX_WORK
            ),
        ));
    }

    out.str("m states mono_ms decomp_ms mono decomp");
    if opts.canonical {
        out.str(" canon_states canon_ms canon");
    }
    out.nl();
    let mut mono = Budget::new(1);
    let mut canon = Budget::new(2);
    let mut tuples = Decimal::one();
    let mut multisets = Decimal::one();
    for m in 1..=mmax {
        tuples.mul_small(n + 1);
        // C(n + m, m) = C(n + m − 1, m − 1) · (n + m) / m, exact.
        multisets.mul_small(n + m);
        multisets.div_exact_small(m);
        let piles = vec![n; m as usize];
        let (decomp, decomp_ms) = timed(|| decomposed_mover_wins(&moves, &piles));
        // Before any monolithic run, one table of n + 1 cells is the best
        // measure of this machine's cost per state.
        let fallback = decomp_ms / (n + 1) as f64;

        let (mono_ms, mono_winner) =
            mono.run(&opts, m, tuple_states(n, m as u32), 0, fallback, || {
                monolithic_mover_wins(&moves, &piles)
            })?;
        out.num(m).str(" ").str(&tuples.to_string()).str(" ");
        out.str(&mono_ms).str(&format!(" {:.3} ", decomp_ms));
        out.str(mono_winner).str(" ").str(winner(decomp));
        if opts.canonical {
            // The canonical search also keeps a rank table of (n + 1)·m words.
            let ranks = (n + 1).saturating_mul(m).saturating_mul(8);
            let states = multiset_states(n, m);
            let (canon_ms, canon_winner) = canon.run(&opts, m, states, ranks, fallback, || {
                canonical_mover_wins(&moves, &piles)
            })?;
            out.str(" ").str(&multisets.to_string()).str(" ");
            out.str(&canon_ms).str(" ").str(canon_winner);
        }
        out.nl();
    }
    match mono.skipped_from {
        Some(m) => out
            .str("crossover: monolithic impractical from m=")
            .num(m)
            .nl(),
        None => out.str("crossover: none up to m=").num(mmax).nl(),
    };
    Ok(())
}

/// A non-negative integer of any size, for printing state counts exactly:
/// little-endian limbs in base 10^9.
struct Decimal(Vec<u64>);

const LIMB: u64 = 1_000_000_000;

impl Decimal {
    fn one() -> Self {
        Decimal(vec![1])
    }

    /// Multiplies by `factor` < 2^34 (limb · factor + carry stays in u64).
    fn mul_small(&mut self, factor: u64) {
        let mut carry = 0;
        for limb in &mut self.0 {
            let v = *limb * factor + carry;
            *limb = v % LIMB;
            carry = v / LIMB;
        }
        while carry > 0 {
            self.0.push(carry % LIMB);
            carry /= LIMB;
        }
    }

    /// Divides by `divisor` ≥ 1, which must divide the number exactly.
    fn div_exact_small(&mut self, divisor: u64) {
        let mut rem = 0;
        for limb in self.0.iter_mut().rev() {
            let v = rem * LIMB + *limb;
            *limb = v / divisor;
            rem = v % divisor;
        }
        while self.0.len() > 1 && self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut limbs = self.0.iter().rev();
        if let Some(top) = limbs.next() {
            write!(f, "{}", top)?;
        }
        for limb in limbs {
            write!(f, "{:09}", limb)?;
        }
        Ok(())
    }
}

/// The output with its times masked, for comparing runs: times vary, every
/// other column must not. The header line names the columns; every column
/// whose name ends in `_ms` is a time and becomes `*` on the lines with the
/// header's number of fields, except where it is `-` (a skipped run, which
/// is no time but a fact to compare). Lines of another shape stay as they
/// are. The one definition of "the same output" for this binary: the golden
/// test calls it, and the scripts and online-judge-tools call it through
/// [`judge`].
pub fn without_times(text: &str) -> String {
    let mut lines = text.lines();
    let Some(header) = lines.next() else {
        return String::new();
    };
    let names: Vec<&str> = header.split_whitespace().collect();
    let mut out = format!("{}\n", header);
    for line in lines {
        let mut fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() == names.len() {
            for (field, name) in fields.iter_mut().zip(&names) {
                if name.ends_with("_ms") && *field != "-" {
                    *field = "*";
                }
            }
            out.push_str(&fields.join(" "));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// A judge for online-judge-tools' `--judge-command` and for the scripts:
/// given the paths of the input, the actual output and the expected output,
/// whether the two outputs are the same but for their times
/// ([`without_times`]). `Err` says why not, or which file cannot be read.
pub fn judge(paths: &[std::ffi::OsString]) -> std::result::Result<(), String> {
    let [_, actual, expected] = paths else {
        return Err("usage: bench-crossover --judge INPUT ACTUAL EXPECTED".to_string());
    };
    let read = |p: &std::ffi::OsString| {
        std::fs::read_to_string(p).map_err(|e| format!("cannot read {:?}: {}", p, e))
    };
    let (actual, expected) = (
        without_times(&read(actual)?),
        without_times(&read(expected)?),
    );
    if actual == expected {
        Ok(())
    } else {
        Err(format!(
            "outputs differ beyond their times:\n--- expected\n{}--- actual\n{}",
            expected, actual
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_counts_are_exact() {
        let mut d = Decimal::one();
        for _ in 0..21 {
            d.mul_small(9);
        }
        assert_eq!(d.to_string(), "109418989131512359209");
        // C(40, 20) built as the binary does it.
        let mut c = Decimal::one();
        for m in 1..=20 {
            c.mul_small(20 + m);
            c.div_exact_small(m);
        }
        assert_eq!(c.to_string(), "137846528820");
    }

    #[test]
    fn options() {
        let args = |v: &[&str]| parse_args(v.iter().map(OsString::from));
        assert_eq!(args(&[]), Ok(Options::default()));
        assert_eq!(
            args(&[
                "--canonical",
                "--time-budget-ms",
                "5",
                "--mem-budget-mb",
                "0"
            ]),
            Ok(Options {
                time_budget_ms: 5,
                mem_budget_mb: 0,
                canonical: true
            })
        );
        for bad in [
            &["--time-budget-ms"][..],
            &["--time-budget-ms", "-1"],
            &["--mem-budget-mb", "1e3"],
            &["--time-budget-ms", "99999999999999999999"],
            &["--fast"],
        ] {
            assert!(args(bad).is_err(), "{:?}", bad);
        }
    }

    fn run(opts: Options, input: &str) -> String {
        let mut rd = Reader::new(input.as_bytes());
        let mut out = Out::new();
        solve_with(opts, &mut rd, &mut out).unwrap();
        String::from_utf8(out.as_bytes().to_vec()).unwrap()
    }

    /// A zero time budget skips every search from m = 1; a zero memory
    /// budget too. The decomposition still answers every line.
    #[test]
    fn budgets_skip_the_search() {
        for opts in [
            Options {
                time_budget_ms: 0,
                ..Options::default()
            },
            Options {
                mem_budget_mb: 0,
                ..Options::default()
            },
        ] {
            let text = run(opts, "8 3 1 2 3 2");
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), 4, "{}", text);
            assert!(lines[1].starts_with("1 9 - ") && lines[1].ends_with(" - SECOND"));
            assert!(lines[2].starts_with("2 81 - ") && lines[2].ends_with(" - SECOND"));
            assert_eq!(lines[3], "crossover: monolithic impractical from m=1");
        }
    }

    /// With --canonical every line has nine fields and all winners agree.
    #[test]
    fn canonical_columns() {
        let opts = Options {
            canonical: true,
            ..Options::default()
        };
        let text = run(opts, "5 2 1 3 4");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "m states mono_ms decomp_ms mono decomp canon_states canon_ms canon"
        );
        let canon_states = ["6", "21", "56", "126"];
        for (m, line) in lines[1..5].iter().enumerate() {
            let f: Vec<&str> = line.split(' ').collect();
            assert_eq!(f.len(), 9, "{}", line);
            assert_eq!(f[6], canon_states[m]);
            assert_eq!((f[4], f[8]), (f[5], f[5]), "{}", line);
        }
        assert_eq!(lines[5], "crossover: none up to m=4");
    }
}
