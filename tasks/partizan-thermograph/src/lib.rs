//! own problem, `../shared/judges/partizan_thermograph`: the format and bounds are in the README; `solve` answers one input.
//!
//! Everything is grundy-core's (`grundy_core::partizan`): the expression is
//! read by `notation::cgsuite::parse` into the arena's canonical form, and
//! the answers are the arena's `outcome`, `stops`, `checked_thermograph`
//! (its mast is the mean, its highest critical temperature the
//! temperature), `birthday`, `is_all_small` and `atomic_weight`, the
//! weight printed by `notation::Printer` as `partizan-canonical` prints.
use grundy_core::partizan::arena::Arena;
use grundy_core::partizan::notation::{cgsuite, Limits, Printer};
use grundy_core::partizan::number::Dyadic;
use judge_io::{InputError, Out, Reader, Result};

/// At most this many games.
pub const MAX_Q: usize = 1000;
/// An expression has at most this many characters (each run of spaces
/// counted as one).
pub const MAX_LEN: usize = 400;
/// Braces nest at most this deep.
pub const MAX_BRACES: usize = 8;

/// Every byte the statement's notation uses.
const NOTATION: &[u8] = b"0123456789/*^v{}|,+-() TinyM";

/// The parser's bounds: the statement's atoms (|x| ≤ 10^18, `*n` and `^n`
/// to 64, no products). Its bracket depth counts parentheses and `Tiny(`
/// too, so it is set where 400 characters cannot reach it; braces are held
/// to [`MAX_BRACES`] by [`brace_depth`] before parsing. The height bound
/// lies above any value 400 characters can write (`^64*64` is 129 high in
/// 7 characters with its `+`).
const LIMITS: Limits = Limits {
    max_len: MAX_LEN,
    max_depth: MAX_LEN / 2,
    max_number: 1_000_000_000_000_000_000,
    max_denominator: 1 << 62,
    max_ups: 64,
    max_nimber: 64,
    max_multiple: 0,
    max_height: 10_000,
};

/// The deepest nesting of braces in `text`, and where it first passes
/// [`MAX_BRACES`] (a byte), by one pass without recursion.
fn brace_depth(text: &str) -> std::result::Result<(), usize> {
    let mut depth = 0usize;
    for (i, c) in text.bytes().enumerate() {
        match c {
            b'{' => {
                depth += 1;
                if depth > MAX_BRACES {
                    return Err(i);
                }
            }
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// Reads the rest of the line as one expression: its tokens joined by one
/// space each (spaces only separate tokens in the notation).
fn expression(rd: &mut Reader) -> Result<String> {
    let mut text = String::new();
    loop {
        let token = rd.word("E_i")?;
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(token);
        if text.len() > MAX_LEN {
            return Err(rd.reject(
                "E_i",
                format!("the expression is longer than {MAX_LEN} characters"),
            ));
        }
        if rd.at_line_end() {
            return Ok(text);
        }
    }
}

/// Reads the games and writes one line of answers for each, on a thread
/// with a large stack: the engine recurses on the height of the games (at
/// most the parser's height bound), never on the input's length.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(512 << 20)
            .spawn_scoped(scope, || solve_here(rd, out))
            .expect("a thread for the engine")
            .join()
            .expect("the engine does not panic")
    })
}

fn solve_here(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let q = rd.count("Q", 1)?;
    if q == 0 || q > MAX_Q {
        return Err(rd.reject("Q", format!("is {q}, not 1..={MAX_Q}")));
    }
    if !rd.at_line_end() {
        rd.token("E_1")?;
        return Err(rd.reject(
            "E_1",
            "is on the line of Q: each game has a line of its own",
        ));
    }
    let mut arena = Arena::new();
    let mut printer = Printer::new();
    for _ in 0..q {
        let text = expression(rd)?;
        // CGSuite's uptimals (^<2>, ^[3]) and anything else outside the
        // statement's notation are refused here, not read as CGSuite would.
        if let Some(at) = text.bytes().position(|c| !NOTATION.contains(&c)) {
            return Err(rd.reject(
                "E_i",
                format!("unexpected character at byte {at}: not in the notation"),
            ));
        }
        if let Err(at) = brace_depth(&text) {
            return Err(rd.reject(
                "E_i",
                format!("braces nested deeper than {MAX_BRACES} at byte {at}"),
            ));
        }
        let g = cgsuite::parse(&mut arena, &text, LIMITS)
            .map_err(|e| rd.reject("E_i", e.to_string()))?;
        let fault = |e: &dyn std::fmt::Display| InputError::about(&text, e.to_string());
        let thermograph = arena.checked_thermograph(g).map_err(|e| fault(&e))?;
        let temperature = match arena.as_number(g) {
            Some(x) => Dyadic::new(-1, x.exponent()).map_err(|e| fault(&e))?,
            None => thermograph.temperature(),
        };
        let (left_stop, right_stop) = arena.stops(g);
        let weight = if arena.is_all_small(g) {
            let w = arena.atomic_weight(g).map_err(|e| fault(&e))?;
            printer.print(&mut arena, w)
        } else {
            "-".to_string()
        };
        out.line(&format!(
            "{} {} {} {} {} {} {} {}",
            arena.outcome(g).letter(),
            left_stop,
            right_stop,
            thermograph.mast(),
            temperature,
            arena.birthday(g),
            weight,
            thermograph
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str) -> std::result::Result<String, String> {
        judge_io::solve_bytes(solve, input.as_bytes())
            .map(|o| String::from_utf8(o).unwrap())
            .map_err(|e| e.to_string())
    }

    /// Nine braces deep is refused by the scan, before the parser enters
    /// any of them; eight is read.
    #[test]
    fn braces_beyond_eight_are_refused_before_parsing() {
        let eight = format!("{}0{}", "{".repeat(8), "|}".repeat(8));
        assert!(run(&format!("1\n{eight}\n")).is_ok());
        let nine = format!("{}0{}", "{".repeat(9), "|}".repeat(9));
        let e = run(&format!("1\n{nine}\n")).unwrap_err();
        assert!(e.contains("braces nested deeper than 8 at byte 8"), "{e}");
        // Thousands of them, as one long token: refused at 400 characters.
        let deep = "{".repeat(5000);
        let e = run(&format!("1\n{deep}\n")).unwrap_err();
        assert!(e.contains("longer than 400"), "{e}");
    }

    /// Long sums of the largest atoms are within the parser's bounds: 150
    /// ups (^150, born on day 151) and 100 copies of *64.
    #[test]
    fn long_sums_of_atoms_are_read() {
        let ups = vec!["^"; 150].join("+");
        assert!(ups.len() <= MAX_LEN);
        let answer = run(&format!("1\n{ups}\n")).unwrap();
        assert!(answer.starts_with("L 0 0 0 0 151 150 "), "{answer}");
        let stars = vec!["*64"; 100].join("+");
        assert_eq!(
            run(&format!("1\n{stars}\n")).unwrap(),
            "P 0 0 0 -1 0 0 Thermograph(0,[],[0],0,[],[0])\n"
        );
    }

    /// CGSuite's uptimals are not in the statement's notation.
    #[test]
    fn uptimals_are_refused() {
        let e = run("1\n^<2>\n").unwrap_err();
        assert!(e.contains("unexpected character at byte 1"), "{e}");
    }

    /// Q shares its line with nothing.
    #[test]
    fn a_game_on_the_line_of_q_is_refused() {
        let e = run("1 {1|0}\n").unwrap_err();
        assert!(e.contains("line of Q"), "{e}");
    }
}
