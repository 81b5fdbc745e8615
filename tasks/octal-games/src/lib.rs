//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::octal::{certified_period_within, Limits, Progress, Rule, Stop};
use judge_io::{option_number, InputError, Out, Reader, Result, MAX_VALUE};
use std::ffi::OsString;
use std::io::Write;
use std::time::{Duration, Instant};

/// The default value budget: the table never grows past it. 2^25 covers
/// every code whose certificate needs up to 2^25 values, 0.354's
/// 2·10 061 916 + 2·1 180 + 3 among them, in well under 1 GiB (two bytes
/// per value while the values fit in a byte).
pub const DEFAULT_MAX_VALUES: usize = 1 << 25;

/// The largest `--max-values`: the engine numbers heaps in `u32`.
pub const MOST_MAX_VALUES: usize = 4_000_000_000;

/// The default work bound, in the units of `SparseEngine::work` (about a
/// nanosecond each on the reference machine): a default run ends in about
/// 10 s or less whatever the code.
pub const DEFAULT_MAX_WORK: u64 = 6_000_000_000;

/// Heaps asked or not, the table of an octal code grows to at least this
/// many values (within the budget) looking for a certificate: it costs
/// milliseconds, and small periods (Kayles', Dawson's) are then printed
/// whatever heaps are asked.
pub const CERTIFY_FLOOR: usize = 8192;

/// The most digits after the point. A split digit costs O(N) per heap at
/// worst, so a long code is slow, never wrong; this keeps codes readable.
pub const MAX_CODE_DIGITS: usize = 16;

/// The command-line options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The value budget (`--max-values N`).
    pub max_values: usize,
    /// The work bound (`--max-work N`).
    pub max_work: u64,
    /// Show a progress line on stderr (set by `main` when stderr is a
    /// terminal; never an option).
    pub progress: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_values: DEFAULT_MAX_VALUES,
            max_work: DEFAULT_MAX_WORK,
            progress: false,
        }
    }
}

/// Reads `--max-values N` (1 ≤ N ≤ [`MOST_MAX_VALUES`]) and `--max-work N`
/// (1 ≤ N ≤ 10^18).
pub fn parse_args<I: IntoIterator<Item = OsString>>(args: I) -> Result<Options> {
    let mut opts = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        match arg.as_str() {
            "--max-values" => {
                let range = 1..=MOST_MAX_VALUES as u64;
                opts.max_values = option_number(&arg, args.next(), range)? as usize;
            }
            "--max-work" => {
                opts.max_work = option_number(&arg, args.next(), 1..=MAX_VALUE)?;
            }
            _ => {
                return Err(InputError::about(
                    format!("option {:?}", arg),
                    "unknown; expected --max-values N or --max-work N",
                ))
            }
        }
    }
    Ok(opts)
}

/// Reads one case and writes its answer, with the default options.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    solve_with(Options::default(), rd, out)
}

/// Reads one case and writes its answer, under `opts`.
pub fn solve_with(opts: Options, rd: &mut Reader, out: &mut Out) -> Result<()> {
    let code = rd.word("code")?;
    let rule = Rule::parse(code).map_err(|e| rd.reject("code", e.to_string()))?;
    if code.chars().count() > MAX_CODE_DIGITS + 2 {
        return Err(rd.reject(
            "code",
            format!("more than {} digits after the point", MAX_CODE_DIGITS),
        ));
    }
    let heaps = rd.list_at_most("Q", "heap", MAX_VALUE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let asked = heaps.iter().max().map_or(0, |&h| h.saturating_add(1));
    let certifiable = rule.largest_removal().is_some();
    let values = if certifiable {
        (asked.max(CERTIFY_FLOOR as u64)).min(opts.max_values as u64) as usize
    } else {
        // Grundy's game is never certified: compute only what is asked,
        // after refusing what the budget does not allow.
        if let Some(i) = heaps.iter().position(|&h| h >= opts.max_values as u64) {
            return Err(refusal(
                i,
                &heaps,
                opts.max_values,
                &opts,
                Stop::Values,
                false,
            ));
        }
        asked as usize
    };
    let limits = Limits {
        values,
        work: opts.max_work,
    };
    let mut line = opts
        .progress
        .then(|| ProgressLine::new(certifiable, limits));
    let answer = certified_period_within(&rule, limits, |p| {
        if let Some(line) = line.as_mut() {
            line.show(p);
        }
    });
    if let Some(line) = line {
        line.erase();
    }
    let table = match answer {
        Ok(g) => {
            out.num(g.preperiod()).str(" ").num(g.period()).nl();
            for &h in &heaps {
                out.num(g.value(h)).nl();
            }
            return Ok(());
        }
        Err(table) => table,
    };
    if let Stop::Memory(e) = table.stop {
        let e = format!("{}; lower --max-values", e);
        return Err(InputError::about("option --max-values", e));
    }
    let n = table.values.len();
    let mut answers = Vec::with_capacity(heaps.len());
    for (i, &h) in heaps.iter().enumerate() {
        match usize::try_from(h).ok().and_then(|i| table.values.get(i)) {
            Some(v) => answers.push(v),
            None => return Err(refusal(i, &heaps, n, &opts, table.stop, certifiable)),
        }
    }
    out.str("uncertified ").num(n as u64).nl();
    for v in answers {
        out.num(v).nl();
    }
    Ok(())
}

/// The error for heap `i` of `heaps`, not answered by `n` values of a run
/// stopped by `stop`: why, and the option that would answer it.
fn refusal(
    i: usize,
    heaps: &[u64],
    n: usize,
    opts: &Options,
    stop: Stop,
    certifiable: bool,
) -> InputError {
    let h = heaps[i];
    let not = if certifiable {
        "the code is not certified periodic within them"
    } else {
        "Grundy's game is never certified"
    };
    let within = match stop {
        Stop::Work => format!(
            "computed within the work bound ({} units, --max-work)",
            opts.max_work
        ),
        _ => "of the budget (--max-values)".to_string(),
    };
    let answer = if h >= MOST_MAX_VALUES as u64 {
        // No table holds the heap: only a period could answer it.
        let no_table = format!(
            "no table reaches it (--max-values is at most {})",
            MOST_MAX_VALUES
        );
        match certifiable {
            true => format!(
                "{}: only a certificate of the period would answer it, which a larger --max-values and --max-work find only if the code is periodic within them",
                no_table
            ),
            false => format!("{}, so nothing answers it", no_table),
        }
    } else {
        let values = format!("--max-values {}", h + 1);
        match (stop == Stop::Work, h < opts.max_values as u64) {
            (true, true) => "a larger --max-work would answer it".to_string(),
            (true, false) => format!("a larger --max-work and {} would answer it", values),
            (false, _) => format!("{} would answer it, the work bound allowing", values),
        }
    };
    InputError::about(
        format!("heap {} of {}", i + 1, heaps.len()),
        format!(
            "{} is beyond the {} values {}, and {}; {}",
            h, n, within, not, answer
        ),
    )
}

/// One line on stderr, rewritten a few times a second, erased at the end.
struct ProgressLine {
    start: Instant,
    shown: Instant,
    /// Whether to show the candidate period (not for Grundy's game).
    periods: bool,
    limits: Limits,
}

impl ProgressLine {
    /// How often the line is rewritten.
    const EVERY: Duration = Duration::from_millis(250);

    fn new(periods: bool, limits: Limits) -> ProgressLine {
        let now = Instant::now();
        ProgressLine {
            start: now,
            shown: now,
            periods,
            limits,
        }
    }

    /// Values, rate, rare heaps, the candidate period, and the time left:
    /// the run ends at its value target or its work bound, whichever it
    /// is nearer by share done, or sooner at a certificate ("at most").
    fn show(&mut self, p: &Progress) {
        let now = Instant::now();
        if now.duration_since(self.shown) < Self::EVERY {
            return;
        }
        self.shown = now;
        let secs = now.duration_since(self.start).as_secs_f64();
        let period = match p.period.filter(|_| self.periods) {
            Some(p) => format!(", candidate period {}", p),
            None => String::new(),
        };
        let by_values = p.values as f64 / self.limits.values.max(1) as f64;
        let by_work = p.work as f64 / self.limits.work.max(1) as f64;
        let done = by_values.max(by_work).clamp(1e-9, 1.0);
        let left = secs * (1.0 - done) / done;
        // A progress line that cannot be written is no reason to stop.
        let _ = write!(
            std::io::stderr(),
            "\r\x1b[K{} values, {:.2} M/s, {} rare heaps{}, at most {:.0} s left",
            p.values,
            p.values as f64 / secs / 1e6,
            p.rare_heaps,
            period,
            left
        );
    }

    fn erase(self) {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options() {
        let args = |v: &[&str]| parse_args(v.iter().map(OsString::from));
        assert_eq!(args(&[]), Ok(Options::default()));
        assert_eq!(
            args(&["--max-values", "1000"]).map(|o| o.max_values),
            Ok(1000)
        );
        assert_eq!(
            args(&["--max-work", "5", "--max-values", "7"]).map(|o| (o.max_work, o.max_values)),
            Ok((5, 7))
        );
        for bad in [
            &["--max-values"][..],
            &["--max-values", "0"],
            &["--max-values", "-5"],
            &["--max-values", "4000000001"],
            &["--max-values", "1e9"],
            &["--max-work"],
            &["--max-work", "0"],
            &["--max-work", "1000000000000000001"],
            &["--progress"],
        ] {
            assert!(args(bad).is_err(), "{:?}", bad);
        }
    }

    fn run_with(max_values: usize, max_work: u64, input: &str) -> Result<String> {
        let opts = Options {
            max_values,
            max_work,
            progress: false,
        };
        let mut rd = Reader::new(input.as_bytes());
        let mut out = Out::with_room(0);
        solve_with(opts, &mut rd, &mut out)?;
        Ok(String::from_utf8(out.as_bytes().to_vec()).unwrap())
    }

    fn run(max_values: usize, input: &str) -> Result<String> {
        run_with(max_values, DEFAULT_MAX_WORK, input)
    }

    /// An uncertified octal code answers every heap below the budget and
    /// refuses the first heap past it, naming the budget that would answer
    /// it. 0.16 needs 509 623 values (n0 105 351, p 149 459,
    /// Gangolli–Plambeck), so 8192 leave it uncertified.
    #[test]
    fn uncertified_codes_answer_up_to_the_budget() {
        let out = run(8192, "0.16 3 0 100 8191").unwrap();
        assert!(out.starts_with("uncertified 8192\n0\n"), "{}", out);
        let err = run(8192, "0.16 2 5 8192").unwrap_err().to_string();
        assert!(
            err.contains("heap 2 of 2") && err.contains("--max-values 8193 would answer it"),
            "{}",
            err
        );
        let err = run(8192, "0.16 1 1000000000000").unwrap_err().to_string();
        assert!(
            err.contains("; no table reaches it (--max-values is at most 4000000000): only a certificate of the period would answer it"),
            "{}",
            err
        );
        let err = run(8192, "grundy 1 1000000000000").unwrap_err().to_string();
        assert!(
            err.contains("never certified; no table reaches it (--max-values is at most 4000000000), so nothing answers it"),
            "{}",
            err
        );
    }

    /// The cost follows the question: with a budget far above them, the
    /// table of an uncertified code stops at the largest heap asked + 1
    /// (or at the floor of 8192 values), and a certificate that fits in
    /// that many values is still found.
    #[test]
    fn the_table_stops_at_the_heaps_asked() {
        assert_eq!(run(1 << 25, "0.16 1 5").unwrap(), "uncertified 8192\n2\n");
        let out = run(1 << 25, "0.16 2 20000 7").unwrap();
        assert!(out.starts_with("uncertified 20001\n"), "{}", out);
        // Kayles needs 168 values, found under the floor whatever is asked.
        assert_eq!(run(1 << 25, "0.77 1 3").unwrap(), "71 12\n3\n");
        // 0.165 needs 13 465 values: found when a heap asks for them.
        assert!(run(1 << 25, "0.165 1 8000")
            .unwrap()
            .starts_with("uncertified 8192\n"));
        assert!(run(1 << 25, "0.165 1 20000")
            .unwrap()
            .starts_with("5181 1550\n"));
    }

    /// A run stopped by the work bound answers the heaps it reached, says
    /// how far it got, and refuses a heap beyond, naming --max-work; a
    /// heap beyond the budget too names both options.
    #[test]
    fn the_work_bound_stops_a_run_and_names_the_option() {
        // Under the bound: the same answer as without it.
        let small = run_with(1 << 25, 20_000_000, "0.16 2 3 100").unwrap();
        assert_eq!(small, run(8192, "0.16 2 3 100").unwrap());
        assert!(small.starts_with("uncertified 8192\n"), "{}", small);
        let err = run_with(1 << 25, 20_000_000, "0.16 2 4 1000000000000000000");
        let err = err.unwrap_err().to_string();
        assert!(
            err.contains("heap 2 of 2")
                && err.contains("within the work bound (20000000 units, --max-work)")
                && err.contains("; no table reaches it (--max-values is at most 4000000000)"),
            "{}",
            err
        );
        let err = run_with(1 << 20, 3_000_000, "grundy 1 900000").unwrap_err();
        let err = err.to_string();
        assert!(
            err.contains("Grundy's game is never certified; a larger --max-work would answer it"),
            "{}",
            err
        );
        // The same run stops at the same heap every time.
        let count = |s: String| s.lines().next().unwrap().to_string();
        let a = run_with(1 << 25, 30_000_000, "0.0000000000000007 1 2");
        let b = run_with(1 << 25, 30_000_000, "0.0000000000000007 1 2");
        assert_eq!(count(a.unwrap()), count(b.unwrap()));
    }

    /// Grundy's game is computed to the largest heap asked, and a heap
    /// past the budget is refused before any work.
    #[test]
    fn grundys_game_computes_what_is_asked() {
        assert_eq!(run(100, "grundy 2 8 3").unwrap(), "uncertified 9\n2\n1\n");
        assert_eq!(run(100, "grundy 0").unwrap(), "uncertified 0\n");
        assert!(run(100, "grundy 1 100").is_err());
        assert!(run(DEFAULT_MAX_VALUES, "grundy 1 1000000000000").is_err());
    }
}
