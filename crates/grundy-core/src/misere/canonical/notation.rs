//! Misère games written as CGSuite reads them: `*[2]` is the nim heap 2,
//! `*[4,2]` the game with options `*4` and `*2`, `*[[2],0]` the game with
//! options `{*2}` and 0 (a list inside is always a set of options; a
//! number is a nim heap), and `*[2]+*[[2]]` a sum. A one-element outer list
//! stands for its element, so the game whose only option is `*2` is
//! `*[[2]]`.

use super::arena::{Arena, MisereGame};
use std::fmt;

/// Why text is not a misère game in CGSuite's list notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The byte offset where reading stopped.
    pub at: usize,
    /// What was expected there.
    pub expected: &'static str,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: expected {}", self.at, self.expected)
    }
}

impl std::error::Error for ParseError {}

struct Parser<'t> {
    text: &'t [u8],
    at: usize,
}

/// An item of a list before it is built: a nim heap, a list of items, or
/// a game already built (a `*[...]` term or a sum of them).
enum Item {
    Heap(u32),
    List(Vec<Item>),
    Game(MisereGame),
}

impl Parser<'_> {
    fn skip_spaces(&mut self) {
        while self.at < self.text.len() && self.text[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_spaces();
        self.text.get(self.at).copied()
    }

    fn expect(&mut self, byte: u8, expected: &'static str) -> Result<(), ParseError> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    fn error(&self, expected: &'static str) -> ParseError {
        ParseError {
            at: self.at,
            expected,
        }
    }

    /// `*[list] (+ *[list])*`.
    fn sum(&mut self, arena: &mut Arena) -> Result<MisereGame, ParseError> {
        let mut g = self.term(arena)?;
        while self.peek() == Some(b'+') {
            self.at += 1;
            let h = self.term(arena)?;
            g = arena.sum(g, h);
        }
        Ok(g)
    }

    /// `*[list]`: a one-item list is its item, any other the game of its
    /// items.
    fn term(&mut self, arena: &mut Arena) -> Result<MisereGame, ParseError> {
        self.expect(b'*', "'*'")?;
        self.expect(b'[', "'['")?;
        let items = self.items(arena)?;
        self.expect(b']', "']'")?;
        Ok(if items.len() == 1 {
            let item = items.into_iter().next().expect("one item");
            build(arena, item)
        } else {
            build(arena, Item::List(items))
        })
    }

    /// Comma-separated items, possibly none, up to a `]`.
    fn items(&mut self, arena: &mut Arena) -> Result<Vec<Item>, ParseError> {
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            return Ok(items);
        }
        loop {
            items.push(self.item(arena)?);
            if self.peek() == Some(b',') {
                self.at += 1;
            } else {
                return Ok(items);
            }
        }
    }

    fn item(&mut self, arena: &mut Arena) -> Result<Item, ParseError> {
        match self.peek() {
            Some(b'[') => {
                self.at += 1;
                let items = self.items(arena)?;
                self.expect(b']', "']'")?;
                Ok(Item::List(items))
            }
            Some(b'*') => Ok(Item::Game(self.sum(arena)?)),
            Some(c) if c.is_ascii_digit() => {
                let start = self.at;
                while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
                    self.at += 1;
                }
                let digits = std::str::from_utf8(&self.text[start..self.at]).expect("ASCII");
                digits.parse().map(Item::Heap).map_err(|_| ParseError {
                    at: start,
                    expected: "a nim heap below 2^32",
                })
            }
            _ => Err(self.error("a number, '[' or '*'")),
        }
    }
}

/// Builds an item; an explicit stack of the lists whose items are not all
/// built yet.
fn build(arena: &mut Arena, item: Item) -> MisereGame {
    // Each frame: a list's items still to build, and its games built.
    let mut stack: Vec<(std::vec::IntoIter<Item>, Vec<MisereGame>)> = Vec::new();
    let mut pending = Some(item);
    let mut done: Option<MisereGame> = None;
    loop {
        match pending.take() {
            Some(Item::Heap(n)) => done = Some(arena.nim_heap(n)),
            Some(Item::Game(g)) => done = Some(g),
            Some(Item::List(items)) => stack.push((items.into_iter(), Vec::new())),
            None => {}
        }
        let Some((rest, games)) = stack.last_mut() else {
            return done.expect("a built game");
        };
        if let Some(g) = done.take() {
            games.push(g);
        }
        match rest.next() {
            Some(next) => pending = Some(next),
            None => {
                let (_, games) = stack.pop().expect("non-empty");
                done = Some(arena.game(&games));
            }
        }
    }
}

/// Reads a game in CGSuite's list notation into the arena.
///
/// # Errors
/// [`ParseError`] where the text stops being the notation (or has more
/// after a whole game).
///
/// # Complexity
/// O(length) items, each built once ([`Arena::game`], [`Arena::sum`]).
///
/// # Example
/// ```
/// use grundy_core::misere::canonical::{parse, Arena};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "*[2]+*[2]").unwrap();
/// assert_eq!(arena.options(g).len(), 2);
/// assert!(parse(&mut arena, "*[2").is_err());
/// ```
pub fn parse(arena: &mut Arena, text: &str) -> Result<MisereGame, ParseError> {
    let mut parser = Parser {
        text: text.as_bytes(),
        at: 0,
    };
    let g = parser.sum(arena)?;
    if parser.peek().is_some() {
        return Err(parser.error("the end"));
    }
    Ok(g)
}

impl Arena {
    /// Reads a game in CGSuite's list notation ([`parse`]).
    ///
    /// # Errors
    /// As [`parse`].
    ///
    /// # Complexity
    /// As [`parse`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],0]").unwrap();
    /// assert_eq!(arena.show(g).to_string(), "*[[2],0]");
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<MisereGame, ParseError> {
        parse(self, text)
    }

    /// The game written in CGSuite's list notation: `*[n]` for a nim heap,
    /// the options otherwise (nim heaps as numbers, other games as lists of
    /// their options), later-born options first.
    ///
    /// # Panics
    /// If `g` is not of this arena.
    ///
    /// # Complexity
    /// O(size of the game tree printed).
    ///
    /// # Example
    /// See [`Arena::parse`].
    pub fn show(&self, g: MisereGame) -> Show<'_> {
        Show {
            arena: self,
            game: g,
        }
    }
}

/// A game of an arena in CGSuite's list notation ([`Arena::show`]).
pub struct Show<'a> {
    arena: &'a Arena,
    game: MisereGame,
}

impl Show<'_> {
    /// The nim heap a game is, if it is one.
    fn heap(&self, g: MisereGame) -> Option<u32> {
        if self.arena.is_nim_heap(g) {
            Some(self.arena.birthday(g))
        } else {
            None
        }
    }

    /// Options in printing order: later-born first, then by id.
    fn ordered(&self, g: MisereGame) -> Vec<MisereGame> {
        let mut options = self.arena.options(g).to_vec();
        options.sort_by_key(|&k| (std::cmp::Reverse(self.arena.birthday(k)), k));
        options
    }

    fn inner(&self, g: MisereGame, out: &mut String) {
        // An explicit stack: (game, its ordered options, next index).
        let mut stack: Vec<(Vec<MisereGame>, usize)> = Vec::new();
        let mut next = Some(g);
        loop {
            if let Some(x) = next.take() {
                match self.heap(x) {
                    Some(n) => out.push_str(&n.to_string()),
                    None => {
                        out.push('[');
                        stack.push((self.ordered(x), 0));
                    }
                }
            }
            let Some((options, i)) = stack.last_mut() else {
                return;
            };
            if *i < options.len() {
                if *i > 0 {
                    out.push(',');
                }
                next = Some(options[*i]);
                *i += 1;
            } else {
                out.push(']');
                stack.pop();
            }
        }
    }
}

impl fmt::Display for Show<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.game;
        let mut out = String::from("*[");
        if let Some(n) = self.heap(g) {
            out.push_str(&n.to_string());
        } else {
            let options = self.ordered(g);
            if options.len() == 1 {
                out.push('[');
                self.inner(options[0], &mut out);
                out.push(']');
            } else {
                for (i, &k) in options.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    self.inner(k, &mut out);
                }
            }
        }
        out.push(']');
        write!(f, "{}", out)
    }
}
