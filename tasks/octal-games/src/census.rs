//! octal-census: the research summary of a nim-sequence (issue 26). In: a
//! code (`0.77`, or `grundy`) and N. Out, for g(0) … g(L − 1), L = N unless
//! the work bound (`--max-work W`, as octal-games') stops the run first:
//! `values L`; `mask K` (the mask on extended values under which the rare
//! heaps are fewest, `grundy_core::sg::octal::census`); `rare R` and R
//! lines `heap value`; `zeros Z` and Z lines `heap`; `counts C` and C lines
//! `value count`, for the values 0 … C − 1. A progress line with the time
//! left shows on stderr when it is a terminal. Not bundled: it is no judge
//! problem's answer.
use grundy_core::sg::octal::{census, Rule, SparseEngine};
use judge_io::{option_number, InputError, Out, Reader, Result};
use octal_games::{DEFAULT_MAX_WORK, MAX_CODE_DIGITS, MOST_MAX_VALUES};
use std::io::{IsTerminal, Write};
use std::time::Instant;

/// Values computed between progress lines.
const CHUNK: usize = 1 << 20;

fn main() {
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    judge_io::run_with(|rd, out| {
        let mut max_work = DEFAULT_MAX_WORK;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let arg = arg.to_string_lossy().into_owned();
            if arg != "--max-work" {
                let why = "unknown; expected --max-work N";
                return Err(InputError::about(format!("option {:?}", arg), why));
            }
            max_work = option_number(&arg, args.next(), 1..=judge_io::MAX_VALUE)?;
        }
        run(rd, out, max_work, std::io::stderr().is_terminal())
    })
}

/// Reads the code and N, computes, writes the census.
fn run(rd: &mut Reader, out: &mut Out, max_work: u64, progress: bool) -> Result<()> {
    let code = rd.word("code")?;
    let rule = Rule::parse(code).map_err(|e| rd.reject("code", e.to_string()))?;
    if code.chars().count() > MAX_CODE_DIGITS + 2 {
        let why = format!("more than {} digits after the point", MAX_CODE_DIGITS);
        return Err(rd.reject("code", why));
    }
    let n = rd.u64_at_most("N", MOST_MAX_VALUES as u64)? as usize;
    rd.finish()?;
    let mut engine = SparseEngine::new(rule.clone());
    engine
        .try_reserve(n)
        .map_err(|e| InputError::about("N", e.to_string()))?;
    let start = Instant::now();
    while engine.len() < n && engine.work() < max_work {
        let to = (engine.len() + CHUNK).min(n);
        engine
            .try_extend(to, max_work)
            .map_err(|e| InputError::about("N", e.to_string()))?;
        if progress {
            show(&engine, n, max_work, start);
        }
    }
    if progress {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
    let c = census(&rule, &engine.into_narrow());
    out.str("values ").num(c.counts.iter().sum()).nl();
    out.str("mask ").num(c.mask.into()).nl();
    out.str("rare ").num(c.rare.len() as u64).nl();
    for &(h, v) in &c.rare {
        out.num(h as u64).str(" ").num(v.into()).nl();
    }
    out.str("zeros ").num(c.zeros.len() as u64).nl();
    for &h in &c.zeros {
        out.num(h as u64).nl();
    }
    out.str("counts ").num(c.counts.len() as u64).nl();
    for (v, &k) in c.counts.iter().enumerate() {
        out.num(v as u64).str(" ").num(k).nl();
    }
    Ok(())
}

/// The progress line: values, rate, and the time left to N or to the work
/// bound, whichever is nearer by share done.
fn show(engine: &SparseEngine, n: usize, max_work: u64, start: Instant) {
    let secs = start.elapsed().as_secs_f64();
    let done = (engine.len() as f64 / n.max(1) as f64)
        .max(engine.work() as f64 / max_work as f64)
        .clamp(1e-9, 1.0);
    let _ = write!(
        std::io::stderr(),
        "\r\x1b[K{} values, {:.2} M/s, about {:.0} s left",
        engine.len(),
        engine.len() as f64 / secs / 1e6,
        secs * (1.0 - done) / done
    );
}
