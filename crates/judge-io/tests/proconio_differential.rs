//! judge-io against proconio, the reader most Rust solutions on AtCoder
//! use: over every golden `.in` of every package and over random valid
//! token streams, judge-io reads exactly the tokens and values that
//! proconio's `input!` reads from the same text, except where judge-io
//! refuses on purpose what proconio accepts ([`Refusal`]).
use judge_io::Reader;
use proconio::input;
use proconio::source::once::OnceSource;
use proconio::source::Source as _;
use std::io::BufReader;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

type TextSource<'a> = OnceSource<BufReader<&'a [u8]>>;

/// What proconio accepts and judge-io refuses on purpose (docs/formats.md,
/// "Bad input").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Refusal {
    /// Input that is not UTF-8: proconio cannot read it at all (it panics);
    /// judge-io reads bytes and refuses the token that is not a number.
    NotUtf8,
    /// A vertical tab, a form feed or a Unicode space (U+0085, U+00A0,
    /// U+3000, ...): whitespace to proconio (`str::split_whitespace`), part
    /// of a token to judge-io, which separates tokens by space, tab, LF and
    /// CR only, as the formats say.
    OtherWhitespace,
    /// A number with a plus sign, `+5`: Rust's `u64::from_str` accepts it;
    /// a format's numbers are digits only.
    PlusSign,
}

/// What comparing one input found.
#[derive(Debug, Default)]
struct Agreement {
    tokens: usize,
    numbers: usize,
    /// The listed refusals met, in order; comparison stops at a refusal
    /// that changes where tokens end.
    refusals: Vec<Refusal>,
}

/// Reads `input` token by token with both readers: every token must be the
/// same text, and read as a u64 both must give the same value or both
/// refuse; every difference must be a listed [`Refusal`]. Returns what was
/// compared, or a description of the first disagreement.
fn compare(input: &[u8]) -> Result<Agreement, String> {
    let mut found = Agreement::default();
    let Ok(text) = std::str::from_utf8(input) else {
        // proconio panics on the read; judge-io reads the bytes.
        let read = catch_unwind(|| OnceSource::new(BufReader::new(input)).is_empty());
        if read.is_ok() {
            return Err("proconio read input that is not UTF-8".into());
        }
        found.refusals.push(Refusal::NotUtf8);
        return Ok(found);
    };
    // Two proconio sources in step: one reads each token as a String, the
    // other as a u64 (proconio's own parse, which panics on a bad token
    // after consuming it, so the two stay in step).
    let mut words: TextSource = OnceSource::from(text);
    let mut numbers: TextSource = OnceSource::from(text);
    let mut ours = Reader::new(input);
    loop {
        let theirs_done = words.is_empty();
        let ours_done = ours.clone().finish().is_ok();
        if theirs_done || ours_done {
            if theirs_done && ours_done {
                return Ok(found);
            }
            return Err(format!(
                "after token {}: proconio {}, judge-io {}",
                found.tokens,
                if theirs_done { "ended" } else { "went on" },
                if ours_done { "ended" } else { "went on" },
            ));
        }
        input! { from &mut words, word: String }
        let value = catch_unwind(AssertUnwindSafe(|| {
            input! { from &mut numbers, value: u64 }
            value
        }))
        .ok();
        let token = ours.clone().token("token").map_err(|e| e.to_string())?;
        if token != word.as_bytes() {
            let token = String::from_utf8_lossy(token);
            if token.contains(char::is_whitespace) {
                found.refusals.push(Refusal::OtherWhitespace);
                return Ok(found);
            }
            return Err(format!("token {:?} against proconio's {:?}", token, word));
        }
        found.tokens += 1;
        match (ours.u64_at_most("token", u64::MAX), value) {
            (Ok(a), Some(b)) if a == b => found.numbers += 1,
            (Err(_), None) => {}
            (Err(_), Some(_)) if word.starts_with('+') => found.refusals.push(Refusal::PlusSign),
            (a, b) => return Err(format!("{:?}: judge-io {:?}, proconio {:?}", word, a, b)),
        }
    }
}

/// Silences the panic messages of proconio's refusals (each is caught).
fn quiet() {
    std::panic::set_hook(Box::new(|_| {}));
}

fn golden_inputs() -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("read testdata") {
            let path = entry.expect("read testdata").path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "in") {
                found.push(path);
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata"),
        &mut found,
    );
    found.sort();
    found
}

/// Every golden input, the bad ones included: the same tokens and values,
/// or a listed refusal.
#[test]
fn every_golden_input_reads_as_proconio_reads_it() {
    quiet();
    let inputs = golden_inputs();
    assert!(inputs.len() > 400, "testdata not found");
    let (mut tokens, mut numbers) = (0, 0);
    let mut refusals = Vec::new();
    let mut failures = Vec::new();
    for path in &inputs {
        let input = std::fs::read(path).expect("read golden input");
        match compare(&input) {
            Ok(found) => {
                tokens += found.tokens;
                numbers += found.numbers;
                refusals.extend(found.refusals.into_iter().map(|r| (r, path)));
            }
            Err(e) => failures.push(format!("{}: {}", path.display(), e)),
        }
    }
    refusals.sort();
    eprintln!(
        "{} golden inputs: {} tokens, {} of them numbers, read alike; listed refusals: {:#?}",
        inputs.len(),
        tokens,
        numbers,
        refusals
    );
    assert!(failures.is_empty(), "{:#?}", failures);
    assert!(numbers > 100_000, "too few numbers compared: {}", numbers);
}

/// A small deterministic generator (xorshift64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// Whitespace as the formats allow it: runs of space, tab, LF, CR.
    fn separator(&mut self, at_least_one: bool) -> String {
        let n = self.below(4) + u64::from(at_least_one);
        (0..n)
            .map(|_| *self.pick(&[" ", "\t", "\n", "\r\n", "\r", "  "]))
            .collect()
    }

    /// A u64 of any length, now and then with leading zeros.
    fn number(&mut self) -> String {
        let value = match self.below(6) {
            0 => self.below(10),
            1 => self.below(1_000_000),
            2 => u64::MAX - self.below(3),
            3 => 10u64.pow(self.below(20) as u32),
            _ => self.next() >> self.below(64),
        };
        let zeros = if self.below(8) == 0 {
            self.below(25)
        } else {
            0
        };
        format!("{}{}", "0".repeat(zeros as usize), value)
    }

    /// A token that is not a u64 (both readers must refuse it as one).
    fn word(&mut self) -> String {
        self.pick(&[
            "x",
            "-1",
            "-0",
            "1.5",
            "1e5",
            "18446744073709551616",
            "99999999999999999999999",
            "0x10",
            "FIRST",
            "HTTH",
            "é",
        ])
        .to_string()
    }
}

/// Random valid streams of numbers and words in every allowed whitespace:
/// the same tokens and values, with no refusal at all.
#[test]
fn random_token_streams_read_alike() {
    quiet();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for case in 0..3000 {
        let mut text = rng.separator(false);
        for _ in 0..rng.below(40) {
            let token = if rng.below(5) == 0 {
                rng.word()
            } else {
                rng.number()
            };
            text += &token;
            text += &rng.separator(true);
        }
        match compare(text.as_bytes()) {
            Ok(found) => assert!(found.refusals.is_empty(), "{:?}: {:?}", text, found),
            Err(e) => panic!("case {} {:?}: {}", case, text, e),
        }
    }
}

/// A count and that many values, the shape of most formats: proconio's
/// `[u64; n]` and judge-io's `list_at_most` read the same list.
#[test]
fn random_counted_lists_read_alike() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..2000 {
        let values: Vec<String> = (0..rng.below(60)).map(|_| rng.number()).collect();
        let mut text = format!("{}{}", rng.separator(false), values.len());
        for v in &values {
            text += &rng.separator(true);
            text += v;
        }
        text += &rng.separator(false);
        let theirs = {
            let source: TextSource = OnceSource::from(text.as_str());
            input! { from source, n: usize, a: [u64; n] }
            a
        };
        let mut rd = Reader::new(text.as_bytes());
        let ours = rd.list_at_most("n", "value", u64::MAX);
        assert_eq!(ours, Ok(theirs), "{:?}", text);
        assert_eq!(rd.finish(), Ok(()), "{:?}", text);
    }
}

/// Each listed refusal, shown on its smallest input: proconio reads a
/// value where judge-io refuses, or splits where judge-io does not.
#[test]
fn the_listed_refusals_are_the_differences() {
    quiet();
    let cases: [(&[u8], Refusal); 6] = [
        (b"+5", Refusal::PlusSign),
        (b"1 +0 2", Refusal::PlusSign),
        (b"5\x0b6", Refusal::OtherWhitespace),
        (b"5\x0c6", Refusal::OtherWhitespace),
        ("5\u{a0}6".as_bytes(), Refusal::OtherWhitespace),
        (b"5 \xff", Refusal::NotUtf8),
    ];
    for (input, refusal) in cases {
        let found = compare(input).unwrap_or_else(|e| panic!("{:?}: {}", input, e));
        assert_eq!(found.refusals, [refusal], "{:?}", input);
        // judge-io refuses the input as a list of numbers.
        let mut rd = Reader::new(input);
        let all: Result<Vec<u64>, _> = std::iter::from_fn(|| {
            rd.clone()
                .finish()
                .is_err()
                .then(|| rd.u64_at_most("v", u64::MAX))
        })
        .collect();
        assert!(all.is_err(), "judge-io accepted {:?}", input);
    }
}
