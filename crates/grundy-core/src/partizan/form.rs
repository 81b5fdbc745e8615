//! Game forms that are not canonical: a game given by its options, or a
//! compound of two forms, valued by playing out its rules.
//!
//! The arena holds only canonical forms, and the disjunctive sum does not
//! care about forms (equal games give equal sums). Other compounds do:
//! `{*|*} = 0`, yet `{*|*} : 3` (an ordinal sum) is up-to-the-third and
//! `0 : 3 = 3`. A [`Form`] keeps the form: a canonical game, a game
//! written by its options (`Form::Options`), a negative, or a
//! [`Compound`] of two forms, whose options are CGSuite's (`CompoundGame`):
//!
//! - disjunctive sum: a move in one component;
//! - conjunctive sum: a move in both;
//! - selective sum (CGSuite's): a move in one (then a disjunctive sum) or
//!   in both (then a conjunctive sum);
//! - ordinal sum `G:H`: a move in G (H is wiped out) or in H;
//! - Conway's product: `G^A·H + G·H^B − G^A·H^B` over the options G^A, H^B
//!   (A = B for Left, A ≠ B for Right);
//! - ordinal product `G × H`: `(G × H^A) : (±G)^P` for each option H^A of
//!   H and each option for the mover P of G (A = Left) or −G (A = Right),
//!   the ordinal sum's base being the form `G × H^A` itself.
//!
//! [`Arena::form_value`] gives a form's canonical value: options valued
//! recursively and memoized by form for the call; a compound of two
//! canonical forms goes to the arena's own memoized operation where there
//! is one.

use std::collections::HashMap;

use super::arena::{Arena, GameId};
use crate::game::Side;

/// How two forms are compounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Compound {
    /// `G + H`.
    Disjunctive,
    /// `G ∧ H`: a move in both.
    Conjunctive,
    /// CGSuite's `SelectiveSum`: a move in one or both, once.
    Selective,
    /// `G : H`.
    OrdinalSum,
    /// Conway's product `G · H`.
    ConwayProduct,
    /// The ordinal product `G × H`.
    OrdinalProduct,
}

/// A game form.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Form {
    /// A canonical game of the arena.
    Canonical(GameId),
    /// The game with these Left and Right options.
    Options(Vec<Form>, Vec<Form>),
    /// The negative of a form (its options negated, sides swapped).
    Neg(Box<Form>),
    /// Two forms compounded.
    Compound(Compound, Box<Form>, Box<Form>),
}

impl Form {
    /// The compound of two forms.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Arena::form_value`].
    pub fn compound(kind: Compound, g: Form, h: Form) -> Form {
        Form::Compound(kind, Box::new(g), Box::new(h))
    }

    /// The options of the form for `side`, as forms.
    ///
    /// # Complexity
    /// O(product of the components' options) for a compound.
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::form::Form;
    /// let mut arena = Arena::new();
    /// let star = Form::Canonical(arena.star());
    /// let g = Form::Options(vec![star.clone()], vec![star.clone()]);
    /// assert_eq!(g.options(&mut arena, Side::Left), [star]);
    /// ```
    pub fn options(&self, arena: &mut Arena, side: Side) -> Vec<Form> {
        match self {
            Form::Canonical(g) => arena
                .options(*g, side)
                .into_iter()
                .map(Form::Canonical)
                .collect(),
            Form::Options(l, r) => match side {
                Side::Left => l.clone(),
                Side::Right => r.clone(),
            },
            Form::Neg(g) => g
                .options(arena, side.other())
                .into_iter()
                .map(|o| Form::Neg(Box::new(o)))
                .collect(),
            Form::Compound(kind, g, h) => compound_options(arena, *kind, g, h, side),
        }
    }
}

/// CGSuite's `CompoundGame.compoundOptions`.
fn compound_options(
    arena: &mut Arena,
    kind: Compound,
    g: &Form,
    h: &Form,
    side: Side,
) -> Vec<Form> {
    let c = |k: Compound, a: &Form, b: &Form| Form::compound(k, a.clone(), b.clone());
    let mut out = Vec::new();
    match kind {
        Compound::Disjunctive => {
            out.extend(g.options(arena, side).iter().map(|a| c(kind, a, h)));
            out.extend(h.options(arena, side).iter().map(|b| c(kind, g, b)));
        }
        Compound::Conjunctive => {
            let (go, ho) = (g.options(arena, side), h.options(arena, side));
            for a in &go {
                out.extend(ho.iter().map(|b| c(kind, a, b)));
            }
        }
        Compound::Selective => {
            out = compound_options(arena, Compound::Disjunctive, g, h, side);
            out.extend(compound_options(arena, Compound::Conjunctive, g, h, side));
        }
        Compound::OrdinalSum => {
            out.extend(g.options(arena, side));
            out.extend(h.options(arena, side).iter().map(|b| c(kind, g, b)));
        }
        Compound::ConwayProduct => {
            for p in [Side::Left, Side::Right] {
                let q = if side == Side::Left { p } else { p.other() };
                let (go, ho) = (g.options(arena, p), h.options(arena, q));
                for a in &go {
                    for b in &ho {
                        let sum = c(Compound::Disjunctive, &c(kind, a, h), &c(kind, g, b));
                        let minus = Form::Neg(Box::new(c(kind, a, b)));
                        out.push(c(Compound::Disjunctive, &sum, &minus));
                    }
                }
            }
        }
        Compound::OrdinalProduct => {
            for p in [Side::Left, Side::Right] {
                let base = if p == Side::Left {
                    g.clone()
                } else {
                    Form::Neg(Box::new(g.clone()))
                };
                let base_options = base.options(arena, side);
                for b in h.options(arena, p) {
                    let product = c(kind, g, &b);
                    out.extend(
                        base_options
                            .iter()
                            .map(|a| c(Compound::OrdinalSum, &product, a)),
                    );
                }
            }
        }
    }
    out
}

impl Arena {
    /// The canonical value of a form.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`super::number::Dyadic`] range.
    ///
    /// # Complexity
    /// One canonical form per distinct subform, memoized for the call (a
    /// compound of two canonical games by the arena's own memos).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::form::{Compound, Form};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let star = Form::Canonical(arena.star());
    /// let g = Form::Options(vec![star.clone()], vec![star]); // {*|*} = 0
    /// assert_eq!(arena.form_value(&g), arena.zero());
    /// let three = Form::Canonical(arena.number(Dyadic::from_int(3)));
    /// let sum = Form::compound(Compound::Conjunctive, g, three);
    /// assert_eq!(arena.form_value(&sum), arena.number(Dyadic::from_int(2)));
    /// ```
    pub fn form_value(&mut self, f: &Form) -> GameId {
        self.form_value_in(f, &mut HashMap::new())
    }

    fn form_value_in(&mut self, f: &Form, memo: &mut HashMap<Form, GameId>) -> GameId {
        if let Form::Canonical(g) = f {
            return *g;
        }
        if let Some(&v) = memo.get(f) {
            return v;
        }
        let direct = match f {
            Form::Neg(g) => {
                let v = self.form_value_in(g, memo);
                Some(self.neg(v))
            }
            Form::Compound(Compound::Disjunctive, g, h) => {
                let (a, b) = (self.form_value_in(g, memo), self.form_value_in(h, memo));
                Some(self.add(a, b))
            }
            Form::Compound(kind, g, h) => match (&**g, &**h) {
                (Form::Canonical(a), Form::Canonical(b)) => match kind {
                    Compound::Conjunctive => Some(self.conjunctive_sum(*a, *b)),
                    Compound::Selective => Some(self.selective_sum(*a, *b)),
                    Compound::OrdinalSum => Some(self.ordinal_sum(*a, *b)),
                    Compound::ConwayProduct => Some(self.conway_product(*a, *b)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let v = match direct {
            Some(v) => v,
            None => {
                let mut sides = [Vec::new(), Vec::new()];
                for (i, &side) in [Side::Left, Side::Right].iter().enumerate() {
                    for o in f.options(self, side) {
                        let x = self.form_value_in(&o, memo);
                        sides[i].push(x);
                    }
                }
                self.canonical(&sides[0], &sides[1])
            }
        };
        memo.insert(f.clone(), v);
        v
    }
}
