//! Printing canonical forms in CGSuite's notation, readable by CGSuite.

use std::cmp::Ordering;
use std::collections::HashMap;

use crate::game::Side;
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::number::Dyadic;
use crate::partizan::nus::Nus;
use crate::partizan::uptimal::UptimalExpansion;

/// Prints canonical games as CGSuite does, made readable by CGSuite:
/// `9/8+*` where CGSuite prints `9/8*` (which it cannot read), `2+*3` where
/// it prints `2*3` (which it reads as 6), `^^`, `^3`, `vv`; `+-G` for a
/// switch `{G|−G}`; `x+Tiny(G)` and `x+Miny(G)`; braces with slash levels
/// (`{3||2+*|1+*}`, brackets forced at four slashes, as CGSuite does);
/// options in CGSuite's order (numbers by value, nimbers, then
/// `x + n.^ + *m`, then the rest). CGSuite's uptimals `^[n]`, `^<n>` are
/// written in braces.
#[derive(Debug, Default)]
pub struct Printer {
    /// A braces game's text without its outer braces, and its slash count.
    inner: HashMap<GameId, (String, usize)>,
}

impl Printer {
    /// A printer with nothing remembered.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{cgsuite, Limits};
    /// let mut arena = Arena::new();
    /// let mut printer = cgsuite::Printer::new();
    /// for text in ["9/8+*", "{3||2+*|1+*}", "+-1", "^^", "Tiny(3/2)", "{0||0|v*}", "1+Tiny(2)"] {
    ///     let g = cgsuite::parse(&mut arena, text, Limits::CGSUITE).unwrap();
    ///     assert_eq!(printer.print(&mut arena, g), text);
    /// }
    /// ```
    pub fn new() -> Printer {
        Printer::default()
    }

    /// CGSuite's notation of the canonical game `g`.
    ///
    /// # Complexity
    /// One recognition ([`Arena::as_nus`], [`Arena::as_number_tiny`]) per
    /// subgame, plus the length of the output.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::cgsuite::Printer;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (one, minus_one) = (arena.number(Dyadic::ONE), arena.number(Dyadic::from_int(-1)));
    /// let switch = arena.canonical(&[one], &[minus_one]);
    /// assert_eq!(Printer::new().print(&mut arena, switch), "+-1");
    /// ```
    pub fn print(&mut self, arena: &mut Arena, g: GameId) -> String {
        self.cgs(arena, g, true, false).0
    }

    /// CGSuite's `appendTo`: the text and its slash count (0 when the text
    /// is bracketed or not a braces game).
    fn cgs(
        &mut self,
        arena: &mut Arena,
        g: GameId,
        force_brackets: bool,
        force_parens: bool,
    ) -> (String, usize) {
        if let Some(nus) = arena.as_nus(g) {
            return (cgs_nus(nus, force_parens), 0);
        }
        let (l, r) = (arena.left(g), arena.right(g));
        if arena.neg(g) == g {
            // A switch {A, B, … | −A, −B, …}.
            let mut l = l;
            sort_options(arena, &mut l);
            let text = if l.len() == 1 {
                self.cgs(arena, l[0], true, true).0
            } else {
                let parts: Vec<String> = l
                    .iter()
                    .map(|&o| self.cgs(arena, o, true, false).0)
                    .collect();
                format!("{{{}}}", parts.join(","))
            };
            // CGSuite writes ±(±G) as `+-+-G`, which it cannot read.
            let s = if force_parens {
                format!("(+-{text})")
            } else {
                format!("+-{text}")
            };
            return (s, 0);
        }
        if let Some(t) = arena.as_number_tiny(g) {
            let (translate, subscript) = (t.number, t.subscript);
            let name = if t.side == Side::Left { "Tiny" } else { "Miny" };
            let sub = self.cgs(arena, subscript, true, false).0;
            let mut s = String::new();
            if translate != Dyadic::ZERO {
                s += &translate.to_string();
                s.push('+');
            }
            s += &format!("{name}({sub})");
            if force_parens {
                s = format!("({s})");
            }
            return (s, 0);
        }
        let (inner, slashes) = match self.inner.get(&g) {
            Some(x) => x.clone(),
            None => {
                let mut slashes = 0;
                let mut sides = Vec::new();
                for mut opts in [l, r] {
                    sort_options(arena, &mut opts);
                    let many = opts.len() > 1;
                    let mut parts = Vec::new();
                    for o in opts {
                        let (text, k) = self.cgs(arena, o, many, false);
                        slashes = slashes.max(k + 1);
                        parts.push(text);
                    }
                    sides.push(parts.join(","));
                }
                let inner = format!("{}{}{}", sides[0], "|".repeat(slashes), sides[1]);
                self.inner.insert(g, (inner.clone(), slashes));
                (inner, slashes)
            }
        };
        if force_brackets || slashes == MAX_SLASHES {
            (format!("{{{inner}}}"), 0)
        } else {
            (inner, slashes)
        }
    }
}

/// At this many slashes CGSuite brackets a game rather than add a level.
const MAX_SLASHES: usize = 4;

/// `x + n.^ + *m` as CGSuite writes it, with `+` after a number followed
/// by anything (CGSuite reads `2*3` as 6 and `9/8*` not at all).
fn cgs_nus(g: Nus, force_parens: bool) -> String {
    let mut s = String::new();
    if g.number != Dyadic::ZERO || (g.ups == 0 && g.nimber == 0) {
        s += &g.number.to_string();
        if g.ups != 0 || g.nimber != 0 {
            s.push('+');
        }
    }
    match g.ups {
        0 => {}
        1 => s.push('^'),
        2 => s += "^^",
        -1 => s.push('v'),
        -2 => s += "vv",
        n if n > 0 => s += &format!("^{n}"),
        n => s += &format!("v{}", -n),
    }
    match g.nimber {
        0 => {}
        1 => s.push('*'),
        m => s += &format!("*{m}"),
    }
    let is_number = g.ups == 0 && g.nimber == 0;
    let compact = (is_number && g.number.is_integer())
        || (g.number == Dyadic::ZERO && (g.ups == 0 || g.nimber == 0));
    if force_parens && !compact {
        s = format!("({s})");
    }
    s
}

/// CGSuite's deterministic order of options: numbers by value, then
/// nimbers, then the other uptimals (`x + *m + Σ a_n.↑^n`, `x + n.^ + *m`
/// among them) by their expansions in CGSuite's order, then the rest by
/// their sorted Left, then Right, options.
fn cgs_order(arena: &mut Arena, a: GameId, b: GameId) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let class = |arena: &mut Arena, g: GameId| -> (u8, Option<UptimalExpansion>) {
        if arena.as_number(g).is_some() {
            return (0, None);
        }
        if arena.nim_value(g).is_some() {
            return (1, None);
        }
        match arena.uptimal_expansion(g) {
            Some(e) => (2, Some(e)),
            None => (3, None),
        }
    };
    let (ca, ea) = class(arena, a);
    let (cb, eb) = class(arena, b);
    if ca != cb {
        return ca.cmp(&cb);
    }
    match ca {
        0 => arena.as_number(a).cmp(&arena.as_number(b)),
        1 => arena.nim_value(a).cmp(&arena.nim_value(b)),
        2 => ea.cmp(&eb),
        _ => {
            for &side in &[Side::Left, Side::Right] {
                let mut oa = arena.options(a, side);
                let mut ob = arena.options(b, side);
                sort_options(arena, &mut oa);
                sort_options(arena, &mut ob);
                for (&x, &y) in oa.iter().zip(&ob) {
                    let o = cgs_order(arena, x, y);
                    if o != Ordering::Equal {
                        return o;
                    }
                }
                if oa.len() != ob.len() {
                    return oa.len().cmp(&ob.len());
                }
            }
            Ordering::Equal
        }
    }
}

/// Sorts options in CGSuite's order ([`cgs_order`]): an insertion sort, as
/// a side has few options and the order needs the arena.
fn sort_options(arena: &mut Arena, options: &mut [GameId]) {
    for i in 1..options.len() {
        let mut j = i;
        while j > 0 && cgs_order(arena, options[j - 1], options[j]) == Ordering::Greater {
            options.swap(j - 1, j);
            j -= 1;
        }
    }
}
