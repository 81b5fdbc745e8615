//! Whether a bipartite monoid with an element for each heap (a
//! *pretension*) gives every sum of heaps its true misère outcome.
//!
//! Let ψ(w) be the product of the heaps' elements of a sum w. The
//! pretension is right on every sum exactly when no sum *fails*, by
//! induction on sums (every option of a sum is a smaller sum):
//!
//! - a **P-failure** is a sum with ψ(w) ∈ P and an option v with
//!   ψ(v) ∈ P. Such an option replaces one heap h of w by one of h's
//!   options, so it is enough to look at every element x (through its least
//!   sum) and every heap: x·ψ(h) ∈ P while x·t ∈ P for an option t of h.
//! - an **N-failure** is a sum with options, ψ(w) ∉ P, and no option in P.
//!   Whether w's options reach P depends on more than ψ(w), so the sums are
//!   walked, each with its *reach* U(w) = {z : some option v of w has
//!   ψ(v)·z ∈ P}: w + u has an option in P for every u with ψ(u) ∈ U(w),
//!   and w fails exactly when ψ(w) ∉ P and 1 ∉ U(w). Adding heap h gives
//!   U(w + h) = {z : ψ(h)·z ∈ U(w)} ∪ {z : ψ(w)·z ∈ G_h}, with
//!   G_h = {y : y·t ∈ P for an option t of h}. A sum whose element and reach
//!   contain another's (same element, U ⊇ U') is pruned with all its
//!   extensions: if one of them failed, the same extension of the other
//!   would fail and be smaller. What is kept per element is an antichain of
//!   minimal reaches.
//!
//! The least failing sum of either kind is what a trial is refined by.
//! A new heap that maps into the quotient already known is checked by the
//! same walk, over the sums that contain it, against the reaches kept from
//! the last full check ([`Verifier::extends`]).

use super::monoid::BipartiteMonoid;
use super::walk::{walk, Step, Walker};
use super::word::Word;

/// A set of elements as bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    pub fn new(len: usize) -> Bits {
        Bits(vec![0; (len + 63) / 64])
    }

    pub fn contains(&self, x: usize) -> bool {
        self.0[x / 64] >> (x % 64) & 1 == 1
    }

    pub fn insert(&mut self, x: usize) {
        self.0[x / 64] |= 1 << (x % 64);
    }

    pub fn is_subset(&self, other: &Bits) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }
}

/// A monoid, each heap's element, and the elements of each heap's options.
pub(crate) struct Pretension {
    pub m: BipartiteMonoid,
    pub phi: Vec<u32>,
    /// The distinct elements of each heap's options.
    pub trans: Vec<Vec<u32>>,
}

impl Pretension {
    pub fn new(m: BipartiteMonoid, phi: Vec<u32>, options: &[Vec<Vec<usize>>]) -> Pretension {
        let trans = options
            .iter()
            .map(|opts| transitions(&m, &phi, opts))
            .collect();
        Pretension { m, phi, trans }
    }

    /// The element of a sum of heaps given by its exponents.
    pub fn element(&self, sum: &Word) -> u32 {
        let mut x = 0usize;
        for (h, &e) in sum.exponents().iter().enumerate() {
            for _ in 0..e {
                x = self.m.product(x, self.phi[h] as usize);
            }
        }
        x as u32
    }

    /// The least sum of heaps reaching each element.
    pub fn least_sums(&self) -> Vec<Word> {
        let mut least = LeastSums {
            pre: self,
            sums: vec![None; self.m.order()],
        };
        walk(self.phi.len(), 0u32, &mut least);
        least
            .sums
            .into_iter()
            .map(|w| w.expect("the heaps generate the monoid"))
            .collect()
    }
}

/// The distinct elements of a heap's options.
pub(crate) fn transitions(m: &BipartiteMonoid, phi: &[u32], opts: &[Vec<usize>]) -> Vec<u32> {
    let mut out: Vec<u32> = opts
        .iter()
        .map(|opt| {
            opt.iter()
                .fold(0usize, |x, &h| m.product(x, phi[h] as usize)) as u32
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The walk of [`Pretension::least_sums`].
struct LeastSums<'a> {
    pre: &'a Pretension,
    sums: Vec<Option<Word>>,
}

impl Walker for LeastSums<'_> {
    type State = u32;

    fn visit(&mut self, e: &[i64], &x: &u32) -> bool {
        let exps: Vec<u32> = e.iter().map(|&v| v as u32).collect();
        self.sums[x as usize] = Some(Word::from_exponents(&exps));
        true
    }

    fn extend(&mut self, h: usize, _: &[i64], &x: &u32) -> Step<u32> {
        let y = self.pre.m.product(x as usize, self.pre.phi[h] as usize) as u32;
        if self.sums[y as usize].is_some() {
            Step::Prune
        } else {
            Step::Next(y)
        }
    }
}

/// The reach of a set of elements: {z : t·z ∈ P for some t in the set}.
fn reach(m: &BipartiteMonoid, set: &[u32]) -> Bits {
    let mut out = Bits::new(m.order());
    for &t in set {
        for (z, &tz) in m.row(t as usize).iter().enumerate() {
            if m.is_p(tz as usize) {
                out.insert(z);
            }
        }
    }
    out
}

/// The checks of a pretension, and the minimal reaches of the sums walked
/// so far (kept from one heap to the next while the monoid stays).
pub(crate) struct Verifier {
    /// G_h for each heap with options (`None` for a heap without).
    good: Vec<Option<Bits>>,
    /// Minimal reaches of walked sums, per element.
    kept: Vec<Vec<Bits>>,
}

impl Verifier {
    /// A verifier for `pre`'s heaps, with nothing walked yet.
    pub fn new(pre: &Pretension) -> Verifier {
        let good = pre.trans.iter().map(|t| good_set(&pre.m, t)).collect();
        Verifier {
            good,
            kept: vec![Vec::new(); pre.m.order()],
        }
    }

    /// Takes in the last heap of `pre` (added since).
    pub fn add_heap(&mut self, pre: &Pretension) {
        let t = pre.trans.last().expect("a heap");
        self.good.push(good_set(&pre.m, t));
    }

    /// Forgets the last heap (when no element could be given to it).
    pub fn remove_heap(&mut self) {
        self.good.pop();
    }

    /// The least failing sum, or `None` when the pretension is right on
    /// every sum. Keeps the minimal reaches for [`Verifier::extends`].
    pub fn least_failure(&mut self, pre: &Pretension) -> Option<Word> {
        let p_failure = least_p_failure(pre);
        let mut search = Search {
            pre,
            good: &self.good,
            kept: &mut self.kept,
            bound: p_failure.clone(),
            failure: None,
        };
        let root = (0u32, Bits::new(pre.m.order()));
        walk(pre.phi.len(), root, &mut search);
        search.failure.or(p_failure)
    }

    /// Whether the last heap of `pre` (one with options, added by
    /// [`Verifier::add_heap`]) leaves every sum right, given that every sum
    /// of the other heaps is: the reaches kept are those of sums already
    /// known right.
    pub fn extends(&mut self, pre: &Pretension) -> bool {
        let m = &pre.m;
        let n = pre.phi.len() - 1;
        let (x, trans) = (pre.phi[n], &pre.trans[n]);
        let alone_p = trans.iter().all(|&t| !m.is_p(t as usize));
        if m.is_p(x as usize) != alone_p {
            return false;
        }
        // No P-failure: x·y ∈ P never meets t·y ∈ P.
        let u = reach(m, trans);
        if (0..m.order()).any(|y| u.contains(y) && m.is_p(m.product(x as usize, y))) {
            return false;
        }
        // A sum already walked with the same element and a reach inside
        // this heap's covers every sum with the heap.
        if self.kept[x as usize].iter().any(|k| k.is_subset(&u)) {
            return true;
        }
        let mut kept = self.kept.clone();
        kept_insert(&mut kept, x, &u);
        let mut search = Search {
            pre,
            good: &self.good,
            kept: &mut kept,
            bound: None,
            failure: None,
        };
        // The walk starts from the heap alone (right, by the checks above)
        // and visits every sum that contains it.
        walk(n + 1, (x, u), &mut search);
        if search.failure.is_some() {
            return false;
        }
        self.kept = kept;
        true
    }
}

/// G_h for a heap whose options have these elements: the elements y with
/// y·t ∈ P for some option t (`None` for a heap without options).
fn good_set(m: &BipartiteMonoid, trans: &[u32]) -> Option<Bits> {
    if trans.is_empty() {
        None
    } else {
        Some(reach(m, trans))
    }
}

/// The least P-failure.
fn least_p_failure(pre: &Pretension) -> Option<Word> {
    let m = &pre.m;
    let mut least: Option<Word> = None;
    let sums = pre.least_sums();
    for (x, sum) in sums.iter().enumerate() {
        for (h, t) in pre.trans.iter().enumerate() {
            if m.is_p(m.product(x, pre.phi[h] as usize))
                && t.iter().any(|&t| m.is_p(m.product(x, t as usize)))
            {
                let w = sum.times(h);
                if least.as_ref().map_or(true, |l| w < *l) {
                    least = Some(w);
                }
            }
        }
    }
    least
}

/// Adds a reach to an element's antichain unless one kept is inside it;
/// returns whether it was added.
fn kept_insert(kept: &mut [Vec<Bits>], x: u32, u: &Bits) -> bool {
    let list = &mut kept[x as usize];
    if list.iter().any(|k| k.is_subset(u)) {
        return false;
    }
    list.retain(|k| !u.is_subset(k));
    list.push(u.clone());
    true
}

/// The walk that looks for the least N-failure.
struct Search<'a, 'b> {
    pre: &'a Pretension,
    good: &'b [Option<Bits>],
    kept: &'b mut Vec<Vec<Bits>>,
    /// Sums from here on need not be looked at.
    bound: Option<Word>,
    failure: Option<Word>,
}

impl Walker for Search<'_, '_> {
    type State = (u32, Bits);

    fn visit(&mut self, e: &[i64], (x, u): &(u32, Bits)) -> bool {
        if e.iter().all(|&v| v == 0) {
            return true;
        }
        if !self.pre.m.is_p(*x as usize) && !u.contains(0) {
            let exps: Vec<u32> = e.iter().map(|&v| v as u32).collect();
            self.failure = Some(Word::from_exponents(&exps));
            return false;
        }
        true
    }

    fn extend(&mut self, h: usize, e: &[i64], (x, u): &(u32, Bits)) -> Step<(u32, Bits)> {
        let Some(good) = &self.good[h] else {
            return Step::Prune;
        };
        if let Some(bound) = &self.bound {
            if at_least(e, h, bound) {
                return Step::Stop;
            }
        }
        let m = &self.pre.m;
        let heap_row = m.row(self.pre.phi[h] as usize);
        let x_row = m.row(*x as usize);
        let mut next = Bits::new(m.order());
        for z in 0..m.order() {
            if u.contains(heap_row[z] as usize) || good.contains(x_row[z] as usize) {
                next.insert(z);
            }
        }
        let y = heap_row[*x as usize];
        if kept_insert(self.kept, y, &next) {
            Step::Next((y, next))
        } else {
            Step::Prune
        }
    }
}

/// Whether the sum with exponents `e[letter..]` (lower exponents 0) is at
/// least `bound`.
fn at_least(e: &[i64], letter: usize, bound: &Word) -> bool {
    let b = bound.exponents();
    let top = (letter..e.len())
        .rev()
        .find(|&i| e[i] > 0)
        .expect("e[letter] > 0");
    if top + 1 != b.len() {
        return top + 1 > b.len();
    }
    for i in (letter..=top).rev() {
        let (ei, bi) = (e[i], i64::from(b[i]));
        if ei != bi {
            return ei > bi;
        }
    }
    b[..letter].iter().all(|&v| v == 0)
}
