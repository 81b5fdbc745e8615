//! octal-games: an octal code `d0.d1…` (at most [`MAX_CODE_DIGITS`] digits
//! after the point) or the word `grundy`, then `Q`, then `Q` heap sizes (each
//! ≤ 10^18). Prints `n0 p` (least preperiod and period, Guy–Smith certified
//! within the value budget, [`DEFAULT_MAX_VALUES`] unless `--max-values N`)
//! or `uncertified N` (the N values computed: the budget for an octal code,
//! the largest heap + 1 for Grundy's game), then g(heap) for each heap; an
//! uncertified heap ≥ N is bad input.
use grundy_core::sg::octal::{certified_period_watched, Progress, Rule};
use judge_io::{option_number, InputError, Out, Reader, Result, MAX_VALUE};
use std::ffi::OsString;
use std::io::Write;
use std::time::{Duration, Instant};

/// The default value budget: the table grows until a certificate is found or
/// it holds this many values. 2^25 covers every code whose certificate needs
/// up to 2^25 values, 0.354's 2·10 061 916 + 2·1 180 + 3 among them, in well
/// under 1 GiB (two bytes per value while the values fit in a byte).
pub const DEFAULT_MAX_VALUES: usize = 1 << 25;

/// The largest `--max-values`: the engine numbers heaps in `u32`.
pub const MOST_MAX_VALUES: usize = 4_000_000_000;

/// The most digits after the point. A split digit costs O(N) per heap at
/// worst, so a long code is slow, never wrong; this keeps codes readable.
pub const MAX_CODE_DIGITS: usize = 16;

/// The command-line options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The value budget (`--max-values N`).
    pub max_values: usize,
    /// Show a progress line on stderr (set by `main` when stderr is a
    /// terminal; never an option).
    pub progress: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_values: DEFAULT_MAX_VALUES,
            progress: false,
        }
    }
}

/// Reads `--max-values N` (1 ≤ N ≤ [`MOST_MAX_VALUES`]).
pub fn parse_args<I: IntoIterator<Item = OsString>>(args: I) -> Result<Options> {
    let mut opts = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        if arg != "--max-values" {
            return Err(InputError::about(
                format!("option {:?}", arg),
                "unknown; expected --max-values N",
            ));
        }
        opts.max_values = option_number(&arg, args.next(), 1..=MOST_MAX_VALUES as u64)? as usize;
    }
    Ok(opts)
}

/// Reads one case and writes its answer, with the default budget.
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
    let budget = if rule.largest_removal().is_some() {
        opts.max_values
    } else {
        // Grundy's game is never certified: compute only what is asked,
        // after refusing what the budget does not allow.
        if let Some(i) = heaps.iter().position(|&h| h >= opts.max_values as u64) {
            return Err(beyond(
                i,
                &heaps,
                opts.max_values,
                "Grundy's game is never certified",
            ));
        }
        heaps.iter().max().map_or(0, |&h| h as usize + 1)
    };
    let certifiable = rule.largest_removal().is_some();
    let mut line = opts.progress.then(|| ProgressLine::new(certifiable));
    let answer = certified_period_watched(&rule, budget, |p| {
        if let Some(line) = line.as_mut() {
            line.show(p);
        }
    });
    if let Some(line) = line {
        line.erase();
    }
    match answer {
        Ok(g) => {
            out.num(g.preperiod()).str(" ").num(g.period()).nl();
            for &h in &heaps {
                out.num(g.value(h)).nl();
            }
        }
        Err(table) => {
            let values = table.values;
            let mut answers = Vec::with_capacity(heaps.len());
            for (i, &h) in heaps.iter().enumerate() {
                match usize::try_from(h).ok().and_then(|i| values.get(i)) {
                    Some(v) => answers.push(v),
                    None => {
                        return Err(beyond(
                            i,
                            &heaps,
                            values.len(),
                            "the code is not certified periodic within them",
                        ))
                    }
                }
            }
            out.str("uncertified ").num(values.len() as u64).nl();
            for v in answers {
                out.num(v).nl();
            }
        }
    }
    Ok(())
}

/// The error for heap `i` of `heaps`, beyond the `n` values computed.
fn beyond(i: usize, heaps: &[u64], n: usize, why: &str) -> InputError {
    InputError::about(
        format!("heap {} of {}", i + 1, heaps.len()),
        format!(
            "{} is beyond the {} values of the budget (--max-values), and {}",
            heaps[i], n, why
        ),
    )
}

/// One line on stderr, rewritten a few times a second, erased at the end.
struct ProgressLine {
    start: Instant,
    shown: Instant,
    /// Whether to show the candidate period (not for Grundy's game).
    periods: bool,
}

impl ProgressLine {
    /// How often the line is rewritten.
    const EVERY: Duration = Duration::from_millis(250);

    fn new(periods: bool) -> ProgressLine {
        let now = Instant::now();
        ProgressLine {
            start: now,
            shown: now,
            periods,
        }
    }

    fn show(&mut self, p: &Progress) {
        let now = Instant::now();
        if now.duration_since(self.shown) < Self::EVERY {
            return;
        }
        self.shown = now;
        let secs = now.duration_since(self.start).as_secs_f64();
        let period = match (self.periods, p.period) {
            (false, _) => String::new(),
            (true, None) => ", candidate period: none yet".to_string(),
            (true, Some(p)) => format!(", candidate period {}", p),
        };
        // A progress line that cannot be written is no reason to stop.
        let _ = write!(
            std::io::stderr(),
            "\r\x1b[K{} values, {:.2} M/s, {} rare heaps{}",
            p.values,
            p.values as f64 / secs / 1e6,
            p.rare_heaps,
            period
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
        for bad in [
            &["--max-values"][..],
            &["--max-values", "0"],
            &["--max-values", "-5"],
            &["--max-values", "4000000001"],
            &["--max-values", "1e9"],
            &["--progress"],
        ] {
            assert!(args(bad).is_err(), "{:?}", bad);
        }
    }

    fn run(max_values: usize, input: &str) -> Result<String> {
        let opts = Options {
            max_values,
            progress: false,
        };
        let mut rd = Reader::new(input.as_bytes());
        let mut out = Out::with_room(0);
        solve_with(opts, &mut rd, &mut out)?;
        Ok(String::from_utf8(out.as_bytes().to_vec()).unwrap())
    }

    /// An uncertified octal code answers every heap below the budget and
    /// refuses the first heap past it. 0.16 needs 509 623 values (n0 105 351,
    /// p 149 459, Gangolli–Plambeck), so 8192 leave it uncertified.
    #[test]
    fn uncertified_codes_answer_up_to_the_budget() {
        let out = run(8192, "0.16 3 0 100 8191").unwrap();
        assert!(out.starts_with("uncertified 8192\n0\n"), "{}", out);
        let err = run(8192, "0.16 2 5 8192").unwrap_err().to_string();
        assert!(
            err.contains("heap 2 of 2") && err.contains("8192"),
            "{}",
            err
        );
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
