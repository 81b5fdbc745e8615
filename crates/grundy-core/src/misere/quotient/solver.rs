//! The engine: the quotient of heaps 0..=n, grown one heap at a time, as
//! MisereSolver grows it.
//!
//! Heap n is first tried inside the quotient already known: an element x
//! whose outcome and options agree with the heap's, checked on every sum
//! that contains the heap ([`Verifier::extends`]); at most one element can
//! pass, and then the quotient stays. Otherwise the presentation changes:
//! the trial `Q × C(2, 2)` (heap n counted up to two copies, then by
//! parity) gets its P-portion from the games and is reduced; while some
//! sum fails, the least failing sum w says what the trial identified
//! wrongly, and the trial is refined: for each set S of the heaps in w,
//! smallest sets first, those heaps are freed, each counted exactly in a
//! cyclic part of its own (index: the larger of its element's index and
//! its exponent in w less one; period 2, or larger for long indices) beside
//! the submonoid the other heaps generate, and the first refinement that
//! gives w its true outcome is the next trial. The trial that no sum fails
//! is the new quotient.
//!
//! Every answer is checked: a trial becomes the quotient only once no sum
//! of heaps fails it, and then (reduced, so no two elements are alike) it
//! *is* the misère quotient. The refinements are guesses that may fail to
//! converge; then the engine says so ([`QuotientError::Unrefined`]) rather
//! than answer.

use super::family::Family;
use super::monoid::BipartiteMonoid;
use super::pretending::{Change, Quotient};
use super::trial::{regenerate, Shape, Trial};
use super::verify::{transitions, Pretension, Verifier};
use super::word::Word;
use std::fmt;

/// How large a quotient the engine may build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The largest order of a quotient (and of a reduced trial).
    pub max_order: usize,
    /// The largest number of elements of an unreduced trial.
    pub max_trial: usize,
}

impl Default for Limits {
    /// Quotients of order up to 4096, trials of up to 2^20 elements (a
    /// few hundred MiB at most).
    fn default() -> Limits {
        Limits {
            max_order: 4096,
            max_trial: 1 << 20,
        }
    }
}

/// Why no quotient was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuotientError {
    /// At heap `heap` the quotient, or a trial the engine needed to find
    /// it, has more elements than the limit `bound`.
    TooLarge {
        /// The heap being added.
        heap: usize,
        /// The limit passed.
        bound: usize,
    },
    /// At heap `heap` no refinement fixed the least failing sum `sum`
    /// (MisereSolver stops with "Failed to recalibrate" there too).
    Unrefined {
        /// The heap being added.
        heap: usize,
        /// The failing sum, as heap sizes.
        sum: Vec<usize>,
    },
    /// The family has only `len` games.
    BeyondFamily {
        /// Its number of games.
        len: usize,
    },
}

impl fmt::Display for QuotientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuotientError::TooLarge { heap, bound } => write!(
                f,
                "at heap {} the quotient needs more than {} elements",
                heap, bound
            ),
            QuotientError::Unrefined { heap, sum } => write!(
                f,
                "at heap {} no refinement fixed the failing sum {:?}",
                heap, sum
            ),
            QuotientError::BeyondFamily { len } => {
                write!(f, "the family has only {} games", len)
            }
        }
    }
}

impl std::error::Error for QuotientError {}

/// The quotient of a family's games 0..n, grown one game at a time.
pub struct Solver<'f, F: Family + ?Sized> {
    family: &'f F,
    limits: Limits,
    /// Each game's options, as sums of earlier games.
    options: Vec<Vec<Vec<usize>>>,
    pre: Pretension,
    verifier: Verifier,
    changes: Vec<Change>,
}

impl<'f, F: Family + ?Sized> Solver<'f, F> {
    /// A solver that has taken no game yet (its quotient is trivial).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Solver};
    /// use grundy_core::sg::octal::Rule;
    /// let rule = Rule::parse("0.75").unwrap();
    /// let mut solver = Solver::new(&rule, Limits::default());
    /// for _ in 0..=10 {
    ///     solver.add_next().unwrap();
    /// }
    /// assert_eq!(solver.quotient().order(), 8);
    /// ```
    pub fn new(family: &'f F, limits: Limits) -> Solver<'f, F> {
        let m = BipartiteMonoid::from_table(1, vec![0], vec![false], Vec::new());
        let pre = Pretension::new(m, Vec::new(), &[]);
        let verifier = Verifier::new(&pre);
        Solver {
            family,
            limits,
            options: Vec::new(),
            pre,
            verifier,
            changes: Vec::new(),
        }
    }

    /// How many games (heaps 0, 1, …) the quotient covers so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::quotient::{Limits, Solver};
    /// use grundy_core::sg::octal::Rule;
    /// let rule = Rule::parse("0.77").unwrap();
    /// let mut solver = Solver::new(&rule, Limits::default());
    /// solver.add_next().unwrap();
    /// assert_eq!(solver.games(), 1);
    /// ```
    pub fn games(&self) -> usize {
        self.pre.phi.len()
    }

    /// The quotient of the games taken so far.
    ///
    /// # Complexity
    /// O(order² + games): a copy.
    ///
    /// # Example
    /// See [`Solver::new`].
    pub fn quotient(&self) -> Quotient {
        Quotient::new(
            self.pre.m.clone(),
            self.pre.phi.clone(),
            self.changes.clone(),
        )
    }

    /// Takes in the next game of the family.
    ///
    /// # Errors
    /// [`QuotientError`]: past the family's end, past the limits, or when
    /// no refinement converges (the quotient then stays that of the games
    /// before).
    ///
    /// # Complexity
    /// Not bounded by a formula: a walk over the sums of heaps per trial,
    /// pruned by the reaches kept (the module docs of `quotient`'s
    /// `verify.rs`).
    ///
    /// # Example
    /// See [`Solver::new`].
    pub fn add_next(&mut self) -> Result<(), QuotientError> {
        let n = self.games();
        if let Some(len) = self.family.len() {
            if n >= len {
                return Err(QuotientError::BeyondFamily { len });
            }
        }
        let mut opts = Vec::new();
        self.family.options(n, &mut opts);
        let trans = transitions(&self.pre.m, &self.pre.phi, &opts);
        self.options.push(opts);
        if trans.is_empty() {
            self.pre.phi.push(0);
            self.pre.trans.push(trans);
            self.verifier.add_heap(&self.pre);
            return Ok(());
        }
        self.pre.trans.push(trans);
        self.verifier.add_heap(&self.pre);
        for x in 0..self.pre.m.order() as u32 {
            self.pre.phi.push(x);
            if self.verifier.extends(&self.pre) {
                return Ok(());
            }
            self.pre.phi.pop();
        }
        self.pre.trans.pop();
        self.verifier.remove_heap();
        match self.expand(n) {
            Ok((pre, verifier)) => {
                self.changes.push(Change {
                    heap: n,
                    order: pre.m.order(),
                    p_portion_size: pre.m.p_portion_size(),
                });
                self.pre = pre;
                self.verifier = verifier;
                Ok(())
            }
            Err(e) => {
                self.options.pop();
                Err(e)
            }
        }
    }

    /// The new quotient when heap n is not an element of the old one.
    fn expand(&self, n: usize) -> Result<(Pretension, Verifier), QuotientError> {
        let mut images: Vec<(u32, Option<usize>)> =
            self.pre.phi.iter().map(|&x| (x, None)).collect();
        images.push((0, Some(0)));
        let shape = Shape {
            base: &self.pre.m,
            cyclic: vec![(2, 2)],
            images,
        };
        let mut trial = self.reduced(&shape, n)?;
        loop {
            let mut verifier = Verifier::new(&trial);
            match verifier.least_failure(&trial) {
                None => return Ok((trial, verifier)),
                Some(failure) => trial = self.refine(&trial, n, &failure)?,
            }
        }
    }

    /// A shape's trial, its P-portion, reduced: a pretension.
    fn reduced(&self, shape: &Shape<'_>, n: usize) -> Result<Pretension, QuotientError> {
        let too_large = |bound| QuotientError::TooLarge { heap: n, bound };
        let trial = Trial::build(shape, self.limits.max_trial)
            .map_err(|_| too_large(self.limits.max_trial))?;
        let p = trial.p_portion(&self.options);
        let (count, class) = trial.reduce(&p);
        if count > self.limits.max_order {
            return Err(too_large(self.limits.max_order));
        }
        let (m, phi) = regenerate(&trial, &p, count, &class);
        Ok(Pretension::new(m, phi, &self.options))
    }

    /// The first refinement of `trial` that gives the failing sum its true
    /// outcome (see the module's summary).
    fn refine(
        &self,
        trial: &Pretension,
        n: usize,
        failure: &Word,
    ) -> Result<Pretension, QuotientError> {
        let should_be_p = !trial.m.is_p(trial.element(failure) as usize);
        let involved: Vec<usize> = (0..=n).filter(|&h| failure.exponent(h) > 0).collect();
        for size in 1..=involved.len() {
            for freed in combinations(&involved, size) {
                let mut cyclic = Vec::new();
                let mut images: Vec<(u32, Option<usize>)> =
                    trial.phi.iter().map(|&x| (x, None)).collect();
                for &h in &freed {
                    let index = index_of(&trial.m, trial.phi[h] as usize)
                        .max(failure.exponent(h) as i64 - 1);
                    let period = (2 * ((index - 4) / 2)).max(2);
                    if index + period > 255 {
                        return Err(QuotientError::TooLarge {
                            heap: n,
                            bound: self.limits.max_trial,
                        });
                    }
                    images[h] = (0, Some(cyclic.len()));
                    cyclic.push((index as u32, period as u32));
                }
                let shape = Shape {
                    base: &trial.m,
                    cyclic,
                    images,
                };
                let next = self.reduced(&shape, n)?;
                if next.m.is_p(next.element(failure) as usize) == should_be_p {
                    return Ok(next);
                }
            }
        }
        Err(QuotientError::Unrefined {
            heap: n,
            sum: failure.letters(),
        })
    }
}

/// The index of x: the least i with x^i = x^j for some j > i.
fn index_of(m: &BipartiteMonoid, x: usize) -> i64 {
    let mut seen = vec![None; m.order()];
    let (mut y, mut k) = (0usize, 0i64);
    loop {
        if let Some(i) = seen[y] {
            return i;
        }
        seen[y] = Some(k);
        y = m.product(y, x);
        k += 1;
    }
}

/// The subsets of `values` of `size` elements, in colexicographic order
/// (by largest element, then the next): MisereSolver's order.
fn combinations(values: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    // Indices i_0 < … < i_{size-1}, advanced in colex order.
    let mut idx: Vec<usize> = (0..size).collect();
    loop {
        out.push(idx.iter().map(|&i| values[i]).collect());
        // The lowest position that can move up without meeting the next.
        let Some(j) = (0..size).find(|&j| {
            let limit = if j + 1 < size {
                idx[j + 1]
            } else {
                values.len()
            };
            idx[j] + 1 < limit
        }) else {
            return out;
        };
        idx[j] += 1;
        for (k, v) in idx.iter_mut().enumerate().take(j) {
            *v = k;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_in_colex_order() {
        assert_eq!(
            combinations(&[10, 11, 12, 13], 2),
            vec![
                vec![10, 11],
                vec![10, 12],
                vec![11, 12],
                vec![10, 13],
                vec![11, 13],
                vec![12, 13]
            ]
        );
        assert_eq!(combinations(&[5, 7, 9], 1), vec![vec![5], vec![7], vec![9]]);
        assert_eq!(combinations(&[5, 7, 9], 3), vec![vec![5, 7, 9]]);
    }
}
