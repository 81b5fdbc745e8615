//! A plain minimax over any partizan [`Game`], for the tests: who wins with
//! Left to move first and with Right to move first. It knows nothing of
//! values, numbers or canonical forms, so every value computed in
//! [`crate::partizan`] and the partizan [`crate::games`] is checked against
//! it. It recurses once per move played: small games only.

use std::collections::HashMap;
use std::hash::Hash;

use crate::game::{Game, Side};

/// The outcome class of a game, as minimax finds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Left wins whoever starts (G > 0).
    L,
    /// Right wins whoever starts (G < 0).
    R,
    /// The player to move wins (G ‖ 0).
    N,
    /// The player to move loses (G = 0).
    P,
}

/// The class the values give, as minimax names it: the tests compare the
/// two with `==`.
impl From<crate::partizan::compare::Outcome> for Outcome {
    fn from(o: crate::partizan::compare::Outcome) -> Outcome {
        use crate::partizan::compare::Outcome as Values;
        match o {
            Values::Left => Outcome::L,
            Values::Right => Outcome::R,
            Values::Next => Outcome::N,
            Values::Previous => Outcome::P,
        }
    }
}

/// Plain win/loss search with a memo.
pub(crate) struct Minimax<'a, G: Game> {
    game: &'a G,
    memo: HashMap<(G::Position, Side), bool>,
}

impl<'a, G: Game> Minimax<'a, G>
where
    G::Position: Eq + Hash,
{
    pub(crate) fn new(game: &'a G) -> Self {
        Minimax {
            game,
            memo: HashMap::new(),
        }
    }

    /// Whether `side`, to move at `p`, wins: some option after which the
    /// other side, to move, loses. No option: a loss.
    pub(crate) fn mover_wins(&mut self, p: &G::Position, side: Side) -> bool {
        if let Some(&w) = self.memo.get(&(p.clone(), side)) {
            return w;
        }
        let mut opts = Vec::new();
        self.game.options(p, side, &mut opts);
        let w = opts.iter().any(|q| !self.mover_wins(q, side.other()));
        self.memo.insert((p.clone(), side), w);
        w
    }

    /// The outcome class of `p`.
    pub(crate) fn outcome(&mut self, p: &G::Position) -> Outcome {
        match (
            self.mover_wins(p, Side::Left),
            self.mover_wins(p, Side::Right),
        ) {
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (true, true) => Outcome::N,
            (false, false) => Outcome::P,
        }
    }
}

/// The disjunctive sum of two games, as a game: a move is a move in one
/// component. Positions are pairs.
pub(crate) struct Sum<'a, A: Game, B: Game>(pub(crate) &'a A, pub(crate) &'a B);

impl<'a, A: Game, B: Game> Game for Sum<'a, A, B> {
    type Position = (A::Position, B::Position);
    fn options(&self, p: &Self::Position, side: Side, out: &mut Vec<Self::Position>) {
        let mut a = Vec::new();
        self.0.options(&p.0, side, &mut a);
        out.extend(a.into_iter().map(|x| (x, p.1.clone())));
        let mut b = Vec::new();
        self.1.options(&p.1, side, &mut b);
        out.extend(b.into_iter().map(|y| (p.0.clone(), y)));
    }
}
