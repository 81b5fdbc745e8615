//! Incentives: what a move gains its mover.
//!
//! Left's move from G to G^L changes the value by `G^L − G`, Right's move
//! to G^R by `G − G^R` from Right's point of view (Winning Ways ch. 8;
//! Siegel, *Combinatorial Game Theory*, II.5): the **Left incentives** and
//! **Right incentives**. A player prefers the larger incentive, so only
//! the maximal ones are kept (an incentive below another is dropped). For
//! a number every incentive is negative (moving in a number hurts); for an
//! infinitesimal it is infinitesimal; the **incentives** of G are the
//! maximal ones of both kinds together, as CGSuite lists them.

use super::arena::{Arena, GameId};
use crate::game::Side;

impl Arena {
    /// The maximal incentives of `side`: `G^L − G` for Left, `G − G^R` for
    /// Right, sorted by id.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`super::number::Dyadic`] range.
    ///
    /// # Complexity
    /// One difference per option, then a comparison per pair.
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let down = arena.up_multiple(-1);
    /// assert_eq!(arena.side_incentives(up, Side::Left), [down]); // 0 − ^
    /// ```
    pub fn side_incentives(&mut self, g: GameId, side: Side) -> Vec<GameId> {
        let raw = self.raw_incentives(g, side);
        self.maximal(raw)
    }

    /// The maximal incentives of both players together, sorted by id.
    ///
    /// # Panics
    /// As [`Arena::side_incentives`].
    ///
    /// # Complexity
    /// As [`Arena::side_incentives`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let star = arena.star();
    /// let up_star = arena.add(up, star);
    /// // Left's incentive v is below Right's ^*.
    /// assert_eq!(arena.incentives(up), [up_star]);
    /// ```
    pub fn incentives(&mut self, g: GameId) -> Vec<GameId> {
        let mut raw = self.raw_incentives(g, Side::Left);
        raw.extend(self.raw_incentives(g, Side::Right));
        self.maximal(raw)
    }

    fn raw_incentives(&mut self, g: GameId, side: Side) -> Vec<GameId> {
        let options = self.options(g, side);
        options
            .into_iter()
            .map(|o| match side {
                Side::Left => self.sub(o, g),
                Side::Right => self.sub(g, o),
            })
            .collect()
    }

    /// The games of `games` below none of the others, sorted by id.
    pub(crate) fn maximal(&mut self, mut games: Vec<GameId>) -> Vec<GameId> {
        games.sort_unstable();
        games.dedup();
        let all = games.clone();
        games.retain(|&a| !all.iter().any(|&b| b != a && self.le(a, b)));
        games
    }
}
