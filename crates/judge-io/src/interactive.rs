//! Interactive problems: the package plays against the judge, reading the
//! judge's messages as they come and answering each at once.
//!
//! A package's game is written once, against [`Talk`] (read the judge's
//! next token with its bound, say a line), and runs two ways:
//!
//! - live, in its `main`, through [`run`]: [`Live`] reads stdin a line at
//!   a time, only as far as the game needs, and flushes every line said;
//! - in memory, in its `solve` and so in the tests, through [`Transcript`]:
//!   what the judge said is the whole input, a [`Reader`], and what the
//!   package says is its output, an [`Out`]. The error matrix and the
//!   fuzzer play the package's side of each golden game that way
//!   (`conformance::interactive`).
//!
//! Both count tokens alike, so a message the package cannot take gets
//! the same one `error:` line either way, and the package exits 1 (what
//! it said before stays said: a judge is talking to it).

use super::bad_input::{fail, is_help, show, InputError, Result};
use super::reading::Reader;
use super::writing::Out;
use std::io::{self, BufRead, IsTerminal, Write};

/// The package's side of an interactive game: the judge's messages by
/// tokens, each read with its bound, and lines said back.
pub trait Talk {
    /// The judge's next token as an integer in `0..=max`.
    fn u64_at_most(&mut self, what: &str, max: u64) -> Result<u64>;

    /// The judge's next token as an integer in `-max..=max`.
    fn i64_within(&mut self, what: &str, max: u64) -> Result<i64>;

    /// The judge's next token as a word.
    fn word(&mut self, what: &str) -> Result<String>;

    /// Says `line` (a newline is added) to the judge, at once.
    fn say(&mut self, line: &str) -> Result<()>;

    /// An error about the token read last, as [`Reader::reject`].
    fn reject(&self, what: &str, problem: String) -> InputError;
}

/// A game played in memory: the judge's side is the whole input, and what
/// the package says is written to the output. What `solve` plays.
pub struct Transcript<'r, 'a> {
    rd: &'r mut Reader<'a>,
    out: &'r mut Out,
}

impl<'r, 'a> Transcript<'r, 'a> {
    /// The game whose judge said `rd`'s input, the package's lines going
    /// to `out`.
    ///
    /// # Example
    /// ```
    /// use judge_io::interactive::{Talk, Transcript};
    /// use judge_io::{Out, Reader};
    /// let (mut rd, mut out) = (Reader::new(b"5\n2\n"), Out::new());
    /// let mut talk = Transcript::new(&mut rd, &mut out);
    /// assert_eq!(talk.u64_at_most("n", 9), Ok(5));
    /// talk.say("1").unwrap();
    /// assert_eq!(talk.u64_at_most("k", 9), Ok(2));
    /// assert_eq!(out.as_bytes(), b"1\n");
    /// ```
    pub fn new(rd: &'r mut Reader<'a>, out: &'r mut Out) -> Self {
        Transcript { rd, out }
    }
}

impl Talk for Transcript<'_, '_> {
    fn u64_at_most(&mut self, what: &str, max: u64) -> Result<u64> {
        self.rd.u64_at_most(what, max)
    }

    fn i64_within(&mut self, what: &str, max: u64) -> Result<i64> {
        self.rd.i64_within(what, max)
    }

    fn word(&mut self, what: &str) -> Result<String> {
        self.rd.word(what).map(str::to_string)
    }

    fn say(&mut self, line: &str) -> Result<()> {
        self.out.line(line);
        Ok(())
    }

    fn reject(&self, what: &str, problem: String) -> InputError {
        self.rd.reject(what, problem)
    }
}

/// A game played live: the judge's messages read from `input` a line at a
/// time, as far as the game asks and no further, and every line said
/// written to `output` and flushed.
pub struct Live<R, W> {
    input: R,
    output: W,
    line: Vec<u8>,
    /// Where the unread part of `line` starts.
    pos: usize,
    /// Tokens read before `line`'s unread part.
    tokens: usize,
}

impl<R: BufRead, W: Write> Live<R, W> {
    /// The game read from `input` and said to `output`.
    ///
    /// # Example
    /// ```
    /// use judge_io::interactive::{Live, Talk};
    /// let mut output = Vec::new();
    /// let mut talk = Live::new(&b"5\nx\n"[..], &mut output);
    /// assert_eq!(talk.u64_at_most("n", 9), Ok(5));
    /// talk.say("1").unwrap();
    /// let e = talk.u64_at_most("k", 9).unwrap_err();
    /// assert_eq!(e.to_string(), "token 2 (k): expected a non-negative integer, found \"x\"");
    /// assert_eq!(output, b"1\n");
    /// ```
    pub fn new(input: R, output: W) -> Self {
        Live {
            input,
            output,
            line: Vec::new(),
            pos: 0,
            tokens: 0,
        }
    }

    /// A reader over the rest of the current line, holding at least one
    /// token, reading lines until one does; the error of a reader at the
    /// end of its input when the judge has said nothing more.
    fn next_line(&mut self, what: &str) -> Result<Reader<'_>> {
        loop {
            let rest = &self.line[self.pos..];
            if rest.iter().any(|&b| !super::reading::is_space(b)) {
                break;
            }
            self.line.clear();
            self.pos = 0;
            let read = self
                .input
                .read_until(b'\n', &mut self.line)
                .map_err(|e| InputError::about("stdin", format!("cannot be read: {}", e)))?;
            if read == 0 {
                return Err(Reader::resumed(b"", self.tokens)
                    .token(what)
                    .expect_err("an empty reader has no token"));
            }
        }
        Ok(Reader::resumed(&self.line[self.pos..], self.tokens))
    }

    /// Reads one token with `read` from the current line and moves past it.
    fn one<T>(&mut self, what: &str, read: impl FnOnce(&mut Reader) -> Result<T>) -> Result<T> {
        let mut rd = self.next_line(what)?;
        let value = read(&mut rd);
        let consumed = rd.rest_start();
        let tokens = rd.tokens_read();
        let value = value?;
        self.pos += consumed;
        self.tokens = tokens;
        Ok(value)
    }
}

impl<R: BufRead, W: Write> Talk for Live<R, W> {
    fn u64_at_most(&mut self, what: &str, max: u64) -> Result<u64> {
        self.one(what, |rd| rd.u64_at_most(what, max))
    }

    fn i64_within(&mut self, what: &str, max: u64) -> Result<i64> {
        self.one(what, |rd| rd.i64_within(what, max))
    }

    fn word(&mut self, what: &str) -> Result<String> {
        self.one(what, |rd| rd.word(what).map(str::to_string))
    }

    fn say(&mut self, line: &str) -> Result<()> {
        writeln!(self.output, "{}", line)
            .and_then(|_| self.output.flush())
            .map_err(|e| InputError::about("stdout", format!("the judge is gone: {}", e)))
    }

    fn reject(&self, what: &str, problem: String) -> InputError {
        Reader::resumed(b"", self.tokens).reject(what, problem)
    }
}

/// The `main` of an interactive package: plays `play` live on stdin and
/// stdout ([`Live`]), exiting 0 when it returns, or with the one `error:`
/// line on stderr and exit status 1 when the judge says something it
/// cannot take.
///
/// `-h` or `--help` prints `help` and exits 0; any other argument is
/// refused; a terminal on stdin sees `help` on stderr first, as
/// [`crate::run`] does.
pub fn run(help: &str, play: fn(&mut dyn Talk) -> Result<()>) -> ! {
    if let Some(arg) = std::env::args_os().nth(1) {
        if is_help(&arg) {
            print!("{}", help);
            std::process::exit(if io::stdout().flush().is_ok() { 0 } else { 1 });
        }
        fail(&InputError::about(
            format!("argument {}", show(arg.to_string_lossy().as_bytes())),
            "unknown: the game is played on stdin and stdout, and the only option is -h or --help",
        ));
    }
    if io::stdin().is_terminal() {
        eprint!(
            "{}\nPlaying against this terminal: type the judge's lines.\n",
            help
        );
    }
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut live = Live::new(stdin.lock(), io::BufWriter::new(stdout.lock()));
    match play(&mut live) {
        Ok(()) => std::process::exit(0),
        Err(e) => fail(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads two numbers, says their sum, reads a word.
    fn game(talk: &mut dyn Talk) -> Result<()> {
        let a = talk.u64_at_most("a", 100)?;
        let b = talk.i64_within("b", 100)?;
        talk.say(&(a as i64 + b).to_string())?;
        let w = talk.word("w")?;
        talk.say(&w)
    }

    /// Live and in memory, a game reads the same tokens, says the same
    /// lines and refuses the same messages with the same error.
    #[test]
    fn live_and_transcript_agree() {
        let inputs: [&[u8]; 6] = [
            b"3 -1\r\nok\n",
            b"3\n\n  -1\nok",
            b"3 -1\n",
            b"3 x\nok\n",
            b"",
            b"3 -1 ok",
        ];
        for &input in inputs.iter() {
            let mut said = Vec::new();
            let live = game(&mut Live::new(input, &mut said));
            let (mut rd, mut out) = (Reader::new(input), Out::new());
            let memory = game(&mut Transcript::new(&mut rd, &mut out));
            assert_eq!(live, memory, "{:?}", show(input));
            if memory.is_ok() {
                assert_eq!(said, out.as_bytes());
            }
        }
    }

    /// Live reading stops at the line the game needs: what the judge says
    /// later is not waited for.
    #[test]
    fn live_reads_no_further_than_asked() {
        struct OneLine<'a>(&'a [u8], bool);
        impl io::Read for OneLine<'_> {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                unreachable!("read through BufRead")
            }
        }
        impl BufRead for OneLine<'_> {
            fn fill_buf(&mut self) -> io::Result<&[u8]> {
                assert!(!self.1, "read past the first line");
                Ok(self.0)
            }
            fn consume(&mut self, n: usize) {
                self.0 = &self.0[n..];
                self.1 = self.0.is_empty();
            }
        }
        let mut talk = Live::new(OneLine(b"7 8\n", false), Vec::new());
        assert_eq!(talk.u64_at_most("a", 9), Ok(7));
        assert_eq!(talk.u64_at_most("b", 9), Ok(8));
    }
}
