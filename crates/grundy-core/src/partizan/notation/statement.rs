//! The statement notation (`partizan-canonical`'s): `{L1,L2|R1}` braces
//! and `x^n*m` atoms, read strictly: anything malformed is refused.
//!
//! ```text
//! value   := nus | braces
//! braces  := "{" [ list ] "|" [ list ] "}"
//! list    := value ( "," value )*
//! nus     := number [ ups ] [ star ]  |  ups [ star ]  |  star
//! number  := [ "-" ] digits [ "/" digits ]
//! ups     := ( "^" | "v" ) [ digits ]
//! star    := "*" [ digits ]
//! ```
//!
//! A canonical game equal to `x + n.^ + *m` is printed as that atom (the
//! number if x ≠ 0, then `^`, `^n`, `v` or `vn`, then `*` or `*m`; `0` for
//! zero); any other as braces, each side's printed options sorted by byte
//! order ([`Printer`]). An atom in the input must be written
//! exactly so (lowest terms, no `^1`, `*1`, `*0`, no zero part) within the
//! limits of [`Limits`]. The parser recurses once per brace level and
//! refuses a level beyond [`Limits::max_depth`] before entering it.
//!
//! Here `2*3` is 2 + *3; in CGSuite's notation ([`super::cgsuite`]) it is
//! the product 6, which is why the two are read by two parsers.

use std::collections::HashMap;

use super::{Limits, ParseError};
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::number::Dyadic;
use crate::partizan::nus::Nus;

/// Writes `x + n.^ + *m` as the notation's atom.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::partizan::notation::nus_to_string;
/// use grundy_core::partizan::nus::Nus;
/// use grundy_core::partizan::number::Dyadic;
/// let g = Nus { number: Dyadic::new(-3, 1).unwrap(), ups: -2, nimber: 3 };
/// assert_eq!(nus_to_string(g), "-3/2v2*3");
/// assert_eq!(nus_to_string(Nus { number: Dyadic::ZERO, ups: 0, nimber: 0 }), "0");
/// ```
pub fn nus_to_string(g: Nus) -> String {
    let mut s = String::new();
    if g.number != Dyadic::ZERO {
        s += &g.number.to_string();
    }
    match g.ups {
        0 => {}
        1 => s.push('^'),
        -1 => s.push('v'),
        n if n > 0 => s += &format!("^{n}"),
        n => s += &format!("v{}", -n),
    }
    match g.nimber {
        0 => {}
        1 => s.push('*'),
        m => s += &format!("*{m}"),
    }
    if s.is_empty() {
        s.push('0');
    }
    s
}

/// Prints canonical games in the statement notation, remembering every
/// game printed.
#[derive(Debug, Default)]
pub struct Printer {
    memo: HashMap<GameId, String>,
}

impl Printer {
    /// A printer with nothing remembered.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Printer::print`].
    pub fn new() -> Printer {
        Printer::default()
    }

    /// The notation of the canonical game `g`.
    ///
    /// # Complexity
    /// One recognition ([`Arena::as_nus`]) per subgame not yet printed,
    /// plus the length of the output.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::Printer;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (one, minus_one) = (arena.number(Dyadic::ONE), arena.number(Dyadic::from_int(-1)));
    /// let switch = arena.canonical(&[one], &[minus_one]);
    /// let mut printer = Printer::new();
    /// assert_eq!(printer.print(&mut arena, switch), "{1|-1}");
    /// assert_eq!(printer.print(&mut arena, one), "1");
    /// ```
    pub fn print(&mut self, arena: &mut Arena, g: GameId) -> String {
        if let Some(s) = self.memo.get(&g) {
            return s.clone();
        }
        let s = match arena.as_nus(g) {
            Some(nus) => nus_to_string(nus),
            None => {
                let (l, r) = (arena.left(g), arena.right(g));
                let mut side = |opts: Vec<GameId>| {
                    let mut shown: Vec<String> =
                        opts.into_iter().map(|o| self.print(arena, o)).collect();
                    shown.sort_unstable();
                    shown.join(",")
                };
                let left = side(l);
                let right = side(r);
                format!("{{{left}|{right}}}")
            }
        };
        self.memo.insert(g, s.clone());
        s
    }
}

/// Parses an expression into its canonical game in `arena`.
///
/// # Errors
/// A [`ParseError`] for anything outside the grammar or the limits.
///
/// # Complexity
/// O(length) parsing, plus the canonical forms of the braces met.
///
/// # Example
/// ```
/// use grundy_core::partizan::arena::Arena;
/// use grundy_core::partizan::notation::{parse, Limits, ParseError, Printer};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{0|^*}", Limits::STATEMENT).unwrap();
/// assert_eq!(Printer::new().print(&mut arena, g), "^2");
/// assert_eq!(parse(&mut arena, "{0|", Limits::STATEMENT), Err(ParseError::UnexpectedEnd));
/// assert_eq!(parse(&mut arena, "*1", Limits::STATEMENT), Err(ParseError::BadAtom(0)));
/// ```
pub fn parse(arena: &mut Arena, text: &str, limits: Limits) -> Result<GameId, ParseError> {
    if text.len() > limits.max_len {
        return Err(ParseError::TooLong(text.len()));
    }
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
        limits,
    };
    let g = p.form(arena, 0)?;
    if p.i < p.s.len() {
        return Err(ParseError::Unexpected(p.i));
    }
    Ok(g)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    limits: Limits,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn expect_more(&self) -> Result<u8, ParseError> {
        self.peek().ok_or(ParseError::UnexpectedEnd)
    }

    /// A form, `{L|R}` or an atom, inside `depth` levels of braces.
    fn form(&mut self, arena: &mut Arena, depth: usize) -> Result<GameId, ParseError> {
        if self.expect_more()? != b'{' {
            return self.atom(arena);
        }
        if depth == self.limits.max_depth {
            return Err(ParseError::TooDeep(self.i));
        }
        self.i += 1;
        let left = self.list(arena, depth + 1, b'|')?;
        let right = self.list(arena, depth + 1, b'}')?;
        Ok(arena.canonical(&left, &right))
    }

    /// Values separated by commas, up to and past `end`.
    fn list(
        &mut self,
        arena: &mut Arena,
        depth: usize,
        end: u8,
    ) -> Result<Vec<GameId>, ParseError> {
        let mut out = Vec::new();
        if self.expect_more()? == end {
            self.i += 1;
            return Ok(out);
        }
        loop {
            out.push(self.form(arena, depth)?);
            match self.expect_more()? {
                b',' => self.i += 1,
                c if c == end => {
                    self.i += 1;
                    return Ok(out);
                }
                _ => return Err(ParseError::Unexpected(self.i)),
            }
        }
    }

    /// Digits without a superfluous leading zero, as a number ≤ 10^9.
    fn digits(&mut self) -> Option<i64> {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        let d = &self.s[start..self.i];
        if d.is_empty() || d.len() > 9 || (d.len() > 1 && d[0] == b'0') {
            return None;
        }
        Some(d.iter().fold(0, |n, &c| n * 10 + i64::from(c - b'0')))
    }

    fn atom(&mut self, arena: &mut Arena) -> Result<GameId, ParseError> {
        let start = self.i;
        let bad = ParseError::BadAtom(start);
        let lim = self.limits;
        let mut nus = Nus {
            number: Dyadic::ZERO,
            ups: 0,
            nimber: 0,
        };
        let mut written_zero = false;
        let c = self.expect_more()?;
        if c == b'-' || c.is_ascii_digit() {
            let negative = c == b'-';
            self.i += usize::from(negative);
            let p = self.digits().ok_or(bad)?;
            let mut q = 1;
            if self.peek() == Some(b'/') {
                self.i += 1;
                q = self.digits().ok_or(bad)?;
                if q < 2 || q & (q - 1) != 0 || p % 2 == 0 || q > lim.max_denominator {
                    return Err(bad);
                }
            }
            if p == 0 && negative || p > lim.max_number * q {
                return Err(bad);
            }
            written_zero = p == 0;
            let p = if negative { -p } else { p };
            nus.number = Dyadic::new(p, q.trailing_zeros()).map_err(|_| bad)?;
        }
        if let Some(c @ (b'^' | b'v')) = self.peek() {
            self.i += 1;
            let n = match self.peek() {
                Some(d) if d.is_ascii_digit() => self.digits().filter(|&n| n >= 2).ok_or(bad)?,
                _ => 1,
            };
            if n > lim.max_ups {
                return Err(bad);
            }
            nus.ups = if c == b'^' { n } else { -n };
        }
        if self.peek() == Some(b'*') {
            self.i += 1;
            let m = match self.peek() {
                Some(d) if d.is_ascii_digit() => self.digits().filter(|&m| m >= 2).ok_or(bad)?,
                _ => 1,
            };
            if m > i64::from(lim.max_nimber) {
                return Err(bad);
            }
            nus.nimber = m as u32;
        }
        if self.i == start {
            return Err(ParseError::Unexpected(start));
        }
        // "0" is zero alone; a zero part is never written beside others.
        if written_zero && (nus.ups != 0 || nus.nimber != 0) {
            return Err(bad);
        }
        Ok(arena.nus(nus))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::notation::Printer;
    use rstest::rstest;

    fn show(text: &str) -> String {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text, Limits::STATEMENT).unwrap();
        Printer::new().print(&mut arena, g)
    }

    /// Values known by hand (Winning Ways ch. 3; ONAG ch. 9; the
    /// statement's samples).
    #[rstest]
    #[case("{|}", "0")]
    #[case("{0|}", "1")]
    #[case("{|0}", "-1")]
    #[case("{0|0}", "*")]
    #[case("{0|1}", "1/2")]
    #[case("{0|2}", "1")]
    #[case("{-1/2|3}", "0")]
    #[case("{1|3/2}", "5/4")]
    #[case("{0|*}", "^")]
    #[case("{*|0}", "v")]
    #[case("{0,*|0}", "^*")]
    #[case("{0|^}", "^2*")]
    #[case("{0|^*}", "^2")]
    #[case("{*|*}", "0")]
    #[case("{*2|*2}", "0")]
    #[case("{0,*|0,*}", "*2")]
    #[case("{1|-1}", "{1|-1}")]
    #[case("{0|{0|-1}}", "{0|{0|-1}}")]
    #[case("{2|{1|0}}", "{2|{1|0}}")]
    #[case("{1/2|1/2}", "1/2*")]
    #[case("{1|1}", "1*")]
    #[case("{0,-1|1,2}", "1/2")]
    #[case("{-2,-1|1,2}", "0")]
    #[case("^*", "^*")]
    #[case("-3/4v2*3", "-3/4v2*3")]
    #[case("{^8*15|v8}", "{^8*15|v8}")]
    fn known_values(#[case] text: &str, #[case] printed: &str) {
        assert_eq!(show(text), printed);
    }

    #[rstest]
    #[case("", ParseError::UnexpectedEnd)]
    #[case("{", ParseError::UnexpectedEnd)]
    #[case("{0|0", ParseError::UnexpectedEnd)]
    #[case("{0|0}}", ParseError::Unexpected(5))]
    #[case("{0,|0}", ParseError::Unexpected(3))]
    #[case("{0 |0}", ParseError::Unexpected(2))]
    #[case("x", ParseError::Unexpected(0))]
    #[case("^1", ParseError::BadAtom(0))]
    #[case("*0", ParseError::BadAtom(0))]
    #[case("0*", ParseError::BadAtom(0))]
    #[case("-0", ParseError::BadAtom(0))]
    #[case("2/4", ParseError::BadAtom(0))]
    #[case("1/3", ParseError::BadAtom(0))]
    #[case("1/128", ParseError::BadAtom(0))]
    #[case("65", ParseError::BadAtom(0))]
    #[case("^9", ParseError::BadAtom(0))]
    #[case("*16", ParseError::BadAtom(0))]
    #[case("007", ParseError::BadAtom(0))]
    #[case("*^", ParseError::Unexpected(1))]
    #[case("{{{{{{{0|}|}|}|}|}|}|}", ParseError::TooDeep(6))]
    fn malformed(#[case] text: &str, #[case] err: ParseError) {
        let mut arena = Arena::new();
        assert_eq!(parse(&mut arena, text, Limits::STATEMENT), Err(err));
    }

    #[test]
    fn limits_of_length_and_depth() {
        let mut arena = Arena::new();
        let six = "{{{{{{0|}|}|}|}|}|}";
        assert!(parse(&mut arena, six, Limits::STATEMENT).is_ok());
        let long = format!("{{{}|}}", vec!["0"; 100].join(","));
        assert_eq!(
            parse(&mut arena, &long, Limits::STATEMENT),
            Err(ParseError::TooLong(long.len()))
        );
        // Deep nesting far past the limit is refused, not recursed into.
        let deep = "{".repeat(100_000);
        let unlimited = Limits {
            max_len: usize::MAX,
            ..Limits::STATEMENT
        };
        assert_eq!(
            parse(&mut arena, &deep, unlimited),
            Err(ParseError::TooDeep(6))
        );
    }
}
