//! octal-census: the research summary of a nim-sequence. In: a
//! code (`0.77`, or `grundy`) and N. Out, for g(0) … g(L − 1), L = N unless
//! the work bound (`--max-work W`, as octal-games') stops the run first:
//! `values L`; `mask K` (the mask on extended values under which the rare
//! heaps are fewest, `grundy_core::sg::octal::census`); `rare R` and R
//! lines `heap value`; `zeros Z` and Z lines `heap`; `counts C` and C lines
//! `value count`, for the values 0 … C − 1. A progress line with the time
//! left shows on stderr when it is a terminal. Not bundled: it is no judge
//! problem's answer.
//!
//! `--checkpoint FILE` saves the values computed to FILE (written aside,
//! then renamed over it) every `--checkpoint-secs S` seconds (default 60),
//! between chunks of values, and a run given a FILE that exists resumes
//! from it (`SparseEngine::resume`), saying so on stderr: its output is the
//! unbroken run's. The work bound counts the work saved with the values.
use grundy_core::sg::narrow::Narrow;
use grundy_core::sg::octal::{census, Rule, SparseEngine};
use judge_io::{option_number, InputError, Out, Reader, Result};
use octal_games::{DEFAULT_MAX_WORK, MAX_CODE_DIGITS, MOST_MAX_VALUES};
use std::io::{IsTerminal, Read, Write};
use std::time::{Duration, Instant};

/// Values computed between progress lines and checkpoints: at least this
/// many, and an eighth of the table (a chunk restarts the engine's helper
/// thread, which reads the table once).
const CHUNK: usize = 1 << 16;

/// What `--help` prints (and a terminal shows before reading the input).
const HELP: &str = "\
usage: octal-census [--max-work N] [--checkpoint FILE [--checkpoint-secs S]] < INPUT

Input: an octal code (`0.77`, at most 16 digits after the point) or the
word `grundy`, then N (the values g(0) ... g(N - 1); N at most 4·10^9).
Output: `values L` (L = N unless the work bound stops the run first);
`mask K` (the mask on extended values under which the rare heaps are
fewest); `rare R` and R lines `heap value` (heap 0 included); `zeros Z`
and Z lines `heap`; `counts C` and C lines `value count`. A progress line
shows on stderr when it is a terminal. A research summary,
not a judge's answer.

Bad input exits 1 with one `error:` line on stderr. More in
tasks/octal-games/README.md.

Options:
  --max-work N           the work bound, as octal-games' (default 6000000000)
  --checkpoint FILE      save the values to FILE every --checkpoint-secs S
                         seconds, and resume from FILE when it exists
  --checkpoint-secs S    seconds between saves (default 60)
  -h, --help             print this help and exit
";

/// Where and how often to save the values.
struct Checkpoint {
    path: std::path::PathBuf,
    every: Duration,
}

fn main() {
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    judge_io::run_with(HELP, |rd, out| {
        let mut max_work = DEFAULT_MAX_WORK;
        let mut file = None;
        let mut secs = 60;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let arg = arg.to_string_lossy().into_owned();
            match arg.as_str() {
                "--max-work" => {
                    max_work = option_number(&arg, args.next(), 1..=judge_io::MAX_VALUE)?;
                }
                "--checkpoint-secs" => secs = option_number(&arg, args.next(), 0..=1 << 30)?,
                "--checkpoint" => match args.next() {
                    Some(path) => file = Some(std::path::PathBuf::from(path)),
                    None => return Err(InputError::about("option --checkpoint", "needs a file")),
                },
                _ => {
                    let why =
                        "unknown; expected --max-work N, --checkpoint FILE or --checkpoint-secs S";
                    return Err(InputError::about(format!("option {:?}", arg), why));
                }
            }
        }
        let checkpoint = file.map(|path| Checkpoint {
            path,
            every: Duration::from_secs(secs),
        });
        let progress = std::io::stderr().is_terminal();
        run(rd, out, max_work, checkpoint, progress)
    })
}

/// Reads the code and N, computes (resuming from the checkpoint if it
/// exists), writes the census.
fn run(
    rd: &mut Reader,
    out: &mut Out,
    max_work: u64,
    checkpoint: Option<Checkpoint>,
    progress: bool,
) -> Result<()> {
    let code = rd.word("code")?;
    let rule = Rule::parse(code).map_err(|e| rd.reject("code", e.to_string()))?;
    if code.chars().count() > MAX_CODE_DIGITS + 2 {
        let why = format!("more than {} digits after the point", MAX_CODE_DIGITS);
        return Err(rd.reject("code", why));
    }
    let n = rd.u64_at_most("N", MOST_MAX_VALUES as u64)? as usize;
    rd.finish()?;
    let memory = |e: grundy_core::sg::octal::OutOfMemory| InputError::about("N", e.to_string());
    let (mut engine, saved_work) = match checkpoint.as_ref().filter(|c| c.path.exists()) {
        Some(c) => {
            let (mut values, work) = load(&c.path, code)?;
            values.cut_to(values.len().min(n));
            let engine = SparseEngine::resume(rule.clone(), &values).map_err(memory)?;
            eprintln!(
                "octal-census: resuming at {} values from {}",
                engine.len(),
                c.path.display()
            );
            (engine, work)
        }
        None => (SparseEngine::new(rule.clone()), 0),
    };
    engine.try_reserve(n).map_err(memory)?;
    // The bound counts the saved run's work; the replay's is not work done.
    let replayed = engine.work();
    let bound = max_work.saturating_sub(saved_work).saturating_add(replayed);
    let start = Instant::now();
    let mut saved = Instant::now();
    while engine.len() < n && engine.work() < bound {
        let to = (engine.len() + CHUNK.max(engine.len() / 8)).min(n);
        engine.try_extend(to, bound).map_err(memory)?;
        if progress {
            show(&engine, n, bound, start);
        }
        if let Some(c) = checkpoint.as_ref().filter(|c| saved.elapsed() >= c.every) {
            let work = engine.work() - replayed + saved_work;
            save(&c.path, code, &engine, work)?;
            saved = Instant::now();
        }
    }
    if progress {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
    if let Some(c) = &checkpoint {
        let work = engine.work() - replayed + saved_work;
        save(&c.path, code, &engine, work)?;
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

/// The checkpoint's first line: its format, the code, the number of values,
/// the bytes per value and the work done.
const MAGIC: &str = "octal-census checkpoint 1";

/// Writes the engine's values to `path` (aside, then renamed over it).
fn save(path: &std::path::Path, code: &str, engine: &SparseEngine, work: u64) -> Result<()> {
    let fail = |e: std::io::Error| {
        InputError::about("option --checkpoint", format!("{}: {}", path.display(), e))
    };
    let len = engine.len();
    let width = match (0..len).map(|i| engine.value(i)).max().unwrap_or(0) {
        0..=0xff => 1,
        0x100..=0xffff => 2,
        _ => 4,
    };
    let aside = path.with_extension("part");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&aside).map_err(fail)?);
    writeln!(file, "{} {} {} {} {}", MAGIC, code, len, width, work).map_err(fail)?;
    for i in 0..len {
        file.write_all(&engine.value(i).to_le_bytes()[..width])
            .map_err(fail)?;
    }
    file.into_inner()
        .map_err(|e| fail(e.into_error()))?
        .sync_all()
        .map_err(fail)?;
    std::fs::rename(&aside, path).map_err(fail)
}

/// Reads the values and the work saved in `path` by a run of `code`.
fn load(path: &std::path::Path, code: &str) -> Result<(Narrow, u64)> {
    let bad = |why: String| {
        InputError::about(
            "option --checkpoint",
            format!("{}: {}", path.display(), why),
        )
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|mut f| f.read_to_end(&mut bytes))
        .map_err(|e| bad(e.to_string()))?;
    let end = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| bad("no header".into()))?;
    let header = String::from_utf8_lossy(&bytes[..end]).into_owned();
    let fields: Vec<&str> = header
        .strip_prefix(MAGIC)
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let number = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    let (len, width, work) = match (fields.len(), number(1), number(2), number(3)) {
        (4, Some(len), Some(w @ (1 | 2 | 4)), Some(work)) => (len as usize, w as usize, work),
        _ => return Err(bad(format!("not an octal-census checkpoint: {:?}", header))),
    };
    if fields[0] != code {
        return Err(bad(format!(
            "a checkpoint of code {}, not {}",
            fields[0], code
        )));
    }
    let data = &bytes[end + 1..];
    if data.len() != len * width {
        return Err(bad(format!(
            "{} bytes of values, not {}",
            data.len(),
            len * width
        )));
    }
    let mut values = Narrow::U8(Vec::new());
    for cell in data.chunks_exact(width) {
        let mut le = [0u8; 4];
        le[..width].copy_from_slice(cell);
        values.push(u64::from(u32::from_le_bytes(le)));
    }
    Ok((values, work))
}
