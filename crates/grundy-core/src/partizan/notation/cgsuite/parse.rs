//! CGSuite's notation (and Winning Ways'), read into the arena.
//!
//! ```text
//! sum      := product { ("+" | "-") product }
//! product  := prefixed { "*" prefixed }          k*G, G*k: k copies of G
//! prefixed := { "-" | "+" | "+-" } primary       +-G = {G | -G}
//! primary  := number | nimber | ups | uptimal | braces
//!           | "(" sum ")" | "Tiny(" sum ")" | "Miny(" sum ")"
//! number   := digits [ "/" digits ]               a power of two below
//! nimber   := "*" [ digits ]                       * = *1
//! ups      := ( "^"+ | "^" digits | "v"+ | "v" digits ) [ "*" [ digits ] ]
//! uptimal  := ( "^" | "v" ) ( "<" digits ">" | "[" digits "]" ) [ "*" [ digits ] ]
//! braces   := "{" items "}"                        items: sums separated
//!                                                  by "," and slash runs
//! ```
//!
//! Spaces may stand between tokens. In braces, the longest run of slashes
//! splits the game into its Left and Right sides (`{0||0|-1}` is
//! `{0|{0|-1}}`, `{1|2||3|4}` is `{{1|2}|{3|4}}`); a side with shorter
//! runs is one game, a side without is a comma-separated list (possibly
//! empty: `{|}`, `{0|}`). After `+-`, braces without a slash are a list of
//! options: `+-{1,+-1}` is `{1, +-1 | -1, -(+-1)}`.
//!
//! The meanings are CGSuite's: `^` = `{0|*}`, `^^` = `^2` = ^ + ^,
//! `^<n>` = `{0 | v[n−1]*}` (up-nth) and `^[n]` = `{^[n−1] | *}`
//! (up-to-the-n, `^[1]` = ^), `v…` their negatives; `Tiny(G)` =
//! `{0||0|−G}`, `Miny(G)` = `{G|0||0}`; a product needs an integer on one
//! side (k copies of the other, a Norton product) unless both are numbers.
//! Where CGSuite itself cannot read a form it prints (`9/8*`, `^[4]`), this
//! parser reads `9/8+*` and `^[4]` (the latter meaning what CGSuite means by
//! it), never a form that CGSuite reads otherwise: `2*3` is 6 here too,
//! and `2*`, `1/8*`, `2^3` are refused.
//!
//! Every bracket level (braces, slash levels, parentheses, `Tiny(`) counts
//! against [`Limits::max_depth`] and is refused before it is entered; every
//! value carries upper bounds on its height (numbers count as leaves) and
//! on its numbers' size, checked against [`Limits::max_height`] and the
//! [`Dyadic`] range before the value is built.

use crate::partizan::arena::{Arena, GameId};
use crate::partizan::notation::{Limits, ParseError};
use crate::partizan::number::Dyadic;
use std::convert::TryFrom;

/// Reads a game written in CGSuite's notation into its canonical form.
///
/// # Errors
/// A [`ParseError`] for anything outside the grammar or the limits.
///
/// # Complexity
/// O(length) parsing, plus the arena's operations on the values met.
///
/// # Example
/// ```
/// use grundy_core::partizan::arena::Arena;
/// use grundy_core::partizan::notation::{cgsuite, Limits, ParseError};
/// let mut arena = Arena::new();
/// let mut show = |text: &str| {
///     let g = cgsuite::parse(&mut arena, text, Limits::CGSUITE).unwrap();
///     cgsuite::Printer::new().print(&mut arena, g)
/// };
/// assert_eq!(show("{0||0|v*}"), "{0||0|v*}");
/// assert_eq!(show("3*{1|-1}"), "+-1");
/// assert_eq!(show("-{2|1}"), "{-1|-2}");
/// assert_eq!(show("^ + ^ + *"), "^^*");
/// assert_eq!(show("{1|-1} + {2|-2}"), "+-{3|1}");
/// let mut arena = Arena::new();
/// assert_eq!(cgsuite::parse(&mut arena, "2*", Limits::CGSUITE), Err(ParseError::UnexpectedEnd));
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
    let v = p.sum(arena, 0)?;
    p.skip_space();
    if p.i < p.s.len() {
        return Err(ParseError::Unexpected(p.i));
    }
    Ok(v.id)
}

/// A parsed value with upper bounds on its canonical form: the height of
/// its tree (numbers count as leaves) and the largest |x| + 1 among the
/// numbers in it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Value {
    pub(super) id: GameId,
    pub(super) height: u64,
    pub(super) size: u128,
}

/// Numbers' sizes stay below this, far inside the [`Dyadic`] range, so
/// that sums, tilts and coolings of them never overflow.
const MAX_SIZE: u128 = 1 << 61;

/// What stands in a brace: a value, or nothing (an empty side).
pub(super) type Item = Option<Value>;

/// A separator in braces: a comma (0) or a run of k slashes (k).
pub(super) type Separator = usize;

/// Braces read: a game, or (without any slash) a list of options.
pub(super) enum Braces {
    Game(Value),
    List(Vec<Value>),
}

pub(super) struct Parser<'a> {
    pub(super) s: &'a [u8],
    pub(super) i: usize,
    pub(super) limits: Limits,
}

impl Parser<'_> {
    pub(super) fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.i += 1;
        }
    }

    /// The next character after spaces, not consumed.
    pub(super) fn next_char(&mut self) -> Result<u8, ParseError> {
        self.skip_space();
        self.peek().ok_or(ParseError::UnexpectedEnd)
    }

    fn expect(&mut self, c: u8) -> Result<(), ParseError> {
        if self.next_char()? != c {
            return Err(ParseError::Unexpected(self.i));
        }
        self.i += 1;
        Ok(())
    }

    /// A value within the bounds, or `TooLarge` at byte `at`.
    pub(super) fn checked(&self, v: Value, at: usize) -> Result<Value, ParseError> {
        if v.height > self.limits.max_height || v.size > MAX_SIZE {
            return Err(ParseError::TooLarge(at));
        }
        Ok(v)
    }

    /// Terms joined by `+` and `-`. While every term is `x + n.^ + *m`,
    /// the parts are added and the sum's game is built once, at the end:
    /// a line of many large ups and nimbers builds no partial sum.
    pub(super) fn sum(&mut self, arena: &mut Arena, depth: usize) -> Result<Value, ParseError> {
        let mut acc = self.product(arena, depth)?;
        // The parts of acc while they are known; acc.id is then stale.
        let mut parts = arena.known_nus(acc.id);
        loop {
            self.skip_space();
            let at = self.i;
            let negate = match (self.peek(), self.s.get(self.i + 1)) {
                // "a +- b" is a + (+-b): the product starts at "+-".
                (Some(b'+'), Some(b'-')) => false,
                (Some(b'+'), _) => {
                    self.i += 1;
                    false
                }
                (Some(b'-'), _) => {
                    self.i += 1;
                    true
                }
                _ => break,
            };
            let rhs = self.product(arena, depth)?;
            let bound = Value {
                id: acc.id,
                height: acc.height + rhs.height,
                size: acc.size + rhs.size,
            };
            self.checked(bound, at)?;
            let known = arena.known_nus(rhs.id);
            let term = if negate {
                known.and_then(|v| v.checked_neg())
            } else {
                known
            };
            if let Some(sum) = parts.zip(term).and_then(|(a, b)| a.checked_add(b)) {
                parts = Some(sum);
                acc = bound;
                continue;
            }
            let id = match parts {
                Some(v) => arena.nus(v),
                None => acc.id,
            };
            let id = if negate {
                arena.sub(id, rhs.id)
            } else {
                arena.add(id, rhs.id)
            };
            parts = None;
            acc = Value { id, ..bound };
        }
        if let Some(v) = parts {
            acc.id = arena.nus(v);
        }
        Ok(acc)
    }

    fn product(&mut self, arena: &mut Arena, depth: usize) -> Result<Value, ParseError> {
        let mut acc = self.prefixed(arena, depth)?;
        loop {
            self.skip_space();
            if self.peek() != Some(b'*') {
                return Ok(acc);
            }
            let at = self.i;
            self.i += 1;
            let rhs = self.prefixed(arena, depth)?;
            acc = self.multiply(arena, acc, rhs, at)?;
        }
    }

    /// `a * b`: numbers multiply; an integer k times a game is k copies.
    fn multiply(
        &mut self,
        arena: &mut Arena,
        a: Value,
        b: Value,
        at: usize,
    ) -> Result<Value, ParseError> {
        // No multiple allowed: no product at all, of numbers either.
        if self.limits.max_multiple == 0 {
            return Err(ParseError::Undefined(at));
        }
        let (x, y) = (arena.as_number(a.id), arena.as_number(b.id));
        if let (Some(x), Some(y)) = (x, y) {
            self.checked(
                Value {
                    id: a.id,
                    height: 0,
                    size: a.size.saturating_mul(b.size),
                },
                at,
            )?;
            let p = x.checked_mul(y).map_err(|_| ParseError::TooLarge(at))?;
            return Ok(Value {
                id: arena.number(p),
                height: 0,
                size: p.numerator().unsigned_abs() as u128 + 1,
            });
        }
        let (k, g) = match (x, y) {
            (Some(k), _) if k.is_integer() => (k.numerator(), b),
            (_, Some(k)) if k.is_integer() => (k.numerator(), a),
            _ => return Err(ParseError::Undefined(at)),
        };
        let n = u128::from(k.unsigned_abs());
        if k.unsigned_abs() > self.limits.max_multiple.unsigned_abs() {
            return Err(ParseError::TooLarge(at));
        }
        let v = self.checked(
            Value {
                id: g.id,
                height: g.height.saturating_mul(n as u64),
                size: g.size.saturating_mul(n),
            },
            at,
        )?;
        let kg = arena.number(Dyadic::from_int(k));
        Ok(Value {
            id: arena.norton_product(kg, g.id),
            ..v
        })
    }

    /// Signs before a primary: `-` negates, `+` does nothing, `+-` makes
    /// the switch `{G | −G}` (or, before braces without a slash, the
    /// switch of that list of options).
    fn prefixed(&mut self, arena: &mut Arena, depth: usize) -> Result<Value, ParseError> {
        let mut signs = Vec::new();
        loop {
            let c = self.next_char()?;
            let at = self.i;
            match (c, self.s.get(self.i + 1)) {
                (b'+', Some(b'-')) => {
                    signs.push((true, at));
                    self.i += 2;
                }
                (b'+', _) => self.i += 1,
                (b'-', _) => {
                    signs.push((false, at));
                    self.i += 1;
                }
                _ => break,
            }
        }
        let list_allowed = signs.last().is_some_and(|&(pm, _)| pm);
        let mut v = match self.primary(arena, depth, list_allowed)? {
            Braces::Game(v) => v,
            Braces::List(options) => {
                let (_, at) = signs.pop().expect("a list follows +-");
                self.switch(arena, &options, at)?
            }
        };
        while let Some((pm, at)) = signs.pop() {
            v = if pm {
                self.switch(arena, &[v], at)?
            } else {
                Value {
                    id: arena.neg(v.id),
                    ..v
                }
            };
        }
        Ok(v)
    }

    /// `{A, B, … | −A, −B, …}`.
    fn switch(
        &mut self,
        arena: &mut Arena,
        options: &[Value],
        at: usize,
    ) -> Result<Value, ParseError> {
        let v = self.checked(
            Value {
                id: arena.zero(),
                height: 1 + options.iter().map(|o| o.height).max().unwrap_or(0),
                size: 1 + options.iter().map(|o| o.size).max().unwrap_or(0),
            },
            at,
        )?;
        let left: Vec<GameId> = options.iter().map(|o| o.id).collect();
        let right: Vec<GameId> = left.iter().map(|&o| arena.neg(o)).collect();
        Ok(Value {
            id: arena.canonical(&left, &right),
            ..v
        })
    }

    /// Enters one bracket level (at byte `at`), or refuses.
    pub(super) fn deeper(&self, depth: usize, at: usize) -> Result<usize, ParseError> {
        if depth >= self.limits.max_depth {
            return Err(ParseError::TooDeep(at));
        }
        Ok(depth + 1)
    }

    fn primary(
        &mut self,
        arena: &mut Arena,
        depth: usize,
        list_allowed: bool,
    ) -> Result<Braces, ParseError> {
        let c = self.next_char()?;
        let at = self.i;
        let v = match c {
            b'{' => {
                let inner = self.deeper(depth, at)?;
                self.i += 1;
                return self.braces(arena, inner, list_allowed, at);
            }
            b'(' => {
                let inner = self.deeper(depth, at)?;
                self.i += 1;
                let v = self.sum(arena, inner)?;
                self.expect(b')')?;
                v
            }
            b'0'..=b'9' => self.number(arena)?,
            b'*' => {
                self.i += 1;
                let m = self.nimber_digits()?;
                let m = u32::try_from(m).map_err(|_| ParseError::BadAtom(at))?;
                Value {
                    id: arena.nimber(m),
                    height: u64::from(m),
                    size: 1,
                }
            }
            b'^' | b'v' => self.ups(arena, at)?,
            b'T' | b'M' => {
                let tiny = c == b'T';
                let word: &[u8] = if tiny { b"Tiny(" } else { b"Miny(" };
                if !self.s[self.i..].starts_with(word) {
                    return Err(ParseError::Unexpected(at));
                }
                let inner = self.deeper(depth, at)?;
                self.i += word.len();
                let g = self.sum(arena, inner)?;
                self.expect(b')')?;
                let v = self.checked(
                    Value {
                        id: g.id,
                        height: g.height + 2,
                        size: g.size + 1,
                    },
                    at,
                )?;
                let id = if tiny {
                    arena.tiny(g.id)
                } else {
                    arena.miny(g.id)
                };
                Value { id, ..v }
            }
            _ => return Err(ParseError::Unexpected(at)),
        };
        Ok(Braces::Game(v))
    }

    /// Digits as a number (any length that fits, leading zeros allowed).
    fn digits(&mut self) -> Option<u128> {
        let start = self.i;
        let mut n: u128 = 0;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            n = n.checked_mul(10)?.checked_add(u128::from(c - b'0'))?;
            self.i += 1;
        }
        (self.i > start).then_some(n)
    }

    /// `p` or `p/q`: a dyadic within the limits, reduced.
    fn number(&mut self, arena: &mut Arena) -> Result<Value, ParseError> {
        let at = self.i;
        let bad = ParseError::BadAtom(at);
        let p = self.digits().ok_or(bad)?;
        let mut q: u128 = 1;
        if self.peek() == Some(b'/') {
            self.i += 1;
            q = self.digits().ok_or(bad)?;
            if q == 0
                || !q.is_power_of_two()
                || q > self.limits.max_denominator.unsigned_abs() as u128
            {
                return Err(bad);
            }
        }
        let max = self.limits.max_number.unsigned_abs() as u128;
        if p > max.saturating_mul(q) {
            return Err(bad);
        }
        let p = i64::try_from(p).map_err(|_| bad)?;
        let x = Dyadic::new(p, q.trailing_zeros()).map_err(|_| bad)?;
        Ok(Value {
            id: arena.number(x),
            height: 0,
            size: u128::from(x.floor().unsigned_abs()) + 2,
        })
    }

    /// After `*`: optional spaces and digits (none: 1), within the limit.
    fn nimber_digits(&mut self) -> Result<u64, ParseError> {
        let at = self.i;
        let save = self.i;
        self.skip_space();
        let m = match self.peek() {
            Some(c) if c.is_ascii_digit() => self.digits().ok_or(ParseError::BadAtom(at))?,
            _ => {
                self.i = save;
                1
            }
        };
        if m > u128::from(self.limits.max_nimber) {
            return Err(ParseError::BadAtom(at));
        }
        Ok(m as u64)
    }

    /// `^`, `^^…`, `^n`, `^<n>`, `^[n]` (or with `v`), then a nimber part.
    fn ups(&mut self, arena: &mut Arena, at: usize) -> Result<Value, ParseError> {
        let c = self.s[self.i];
        let bad = ParseError::BadAtom(at);
        self.i += 1;
        let max = self.limits.max_ups.unsigned_abs() as u128;
        let (n, uptimal) = match self.peek() {
            Some(open @ (b'<' | b'[')) => {
                self.i += 1;
                let n = self.digits().ok_or(bad)?;
                let close = if open == b'<' { b'>' } else { b']' };
                if self.peek() != Some(close) || n == 0 {
                    return Err(bad);
                }
                self.i += 1;
                (n, Some(open))
            }
            Some(d) if d.is_ascii_digit() => (self.digits().ok_or(bad)?, None),
            _ => {
                let mut n = 1;
                while self.peek() == Some(c) {
                    n += 1;
                    self.i += 1;
                }
                (n, None)
            }
        };
        if n > max {
            return Err(bad);
        }
        let n = n as i64;
        // A star part, spaces allowed before it (CGSuite reads "^ *2" so).
        let save = self.i;
        self.skip_space();
        let m = if self.peek() == Some(b'*') {
            self.i += 1;
            self.nimber_digits()?
        } else {
            self.i = save;
            0
        };
        let m32 = u32::try_from(m).map_err(|_| bad)?;
        let up = match uptimal {
            None => arena.up_multiple(n),
            Some(b'<') => up_nth(arena, n),
            Some(_) => up_to_the(arena, n),
        };
        let up = if c == b'v' { arena.neg(up) } else { up };
        let star = arena.nimber(m32);
        Ok(Value {
            id: arena.add(up, star),
            height: n as u64 + m + 1,
            size: 1,
        })
    }
}

/// CGSuite's `^<n>` (up-nth, `^.Pow(n)`): `^<1>` = ^, `^<n>` =
/// `{0 | v[n−1]*}`.
fn up_nth(arena: &mut Arena, n: i64) -> GameId {
    if n == 1 {
        return arena.up_multiple(1);
    }
    let below = up_to_the(arena, n - 1);
    let down = arena.neg(below);
    let right = arena.add(down, arena.star());
    let zero = arena.zero();
    arena.canonical(&[zero], &[right])
}

/// CGSuite's `^[n]` (up-to-the-n, `^.PowTo(n)`): `^[1]` = ^, `^[n]` =
/// `{^[n−1] | *}`.
fn up_to_the(arena: &mut Arena, n: i64) -> GameId {
    let mut g = arena.up_multiple(1);
    let star = arena.star();
    for _ in 1..n {
        g = arena.canonical(&[g], &[star]);
    }
    g
}
