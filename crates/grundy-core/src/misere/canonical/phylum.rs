//! Tame, restive and wild games: Conway's classes of misère play, as
//! CGSuite assigns them to canonical forms (its phyla, after Dan Hoey).
//!
//! A game is **tame** when it plays like a nim heap in misère sums with
//! other tame games: its genus is tame (that of a nim heap, `0^1`, `1^0`,
//! `n^n`, or of `*2 + *2` or `*2 + *3`, `0^0`, `1^1`), and so is every
//! option's ([`Phylum::HereditarilyTame`]); or each option that is not tame
//! can be reversed, through one of its own tame options, to the game's
//! values ([`Phylum::ReversiblyTame`]). A **restive** game has the genus
//! `0^a` or `1^a` with a ≥ 2 over tame options (or reversibly so); a
//! **restless** one a normal value of 2 or more and a misère value of 0 or
//! 1 over tame options; the rest are **wild**. The rules, in the order they
//! are tried (g = G⁺, m = G⁻ of the game):
//!
//! 1. the genus is *tame-looking* when g = m or both are below 2, *restive*
//!    when g < 2 ≤ m, *restless* when m < 2 ≤ g;
//! 2. with every option a nim heap or hereditarily tame: a tame-looking
//!    game is a nim heap (when all options are nim heaps and not g = m < 2)
//!    or hereditarily tame; a restive one hereditarily restive;
//! 3. with every option tame (of the three tame phyla): a tame-looking game
//!    is reversibly tame, a restive one reversibly restive, a restless one
//!    restless;
//! 4. otherwise, for a tame-looking or restive genus, every option K that
//!    is not tame must reach the game's two values through its own options
//!    (a tame option with m, and one with g; for a restive game, options
//!    that are restive or tame whose other value is 0 or 1 or of the same
//!    pair as m), and the tame options must give g and m as their mexes:
//!    then reversibly tame (or restive). Failing that, a tame-looking game
//!    whose options' values, tameable ones included, still give g and m
//!    (or which has no option values at all and g = 0) is **tameable**;
//! 5. everything else is wild.

/// The class of a game in misère play (CGSuite's phyla; the order is
/// CGSuite's, from the tamest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Phylum {
    /// A nim heap.
    NimHeap,
    /// Tame genus, every option a nim heap or hereditarily tame.
    HereditarilyTame,
    /// Tame through reversible options.
    ReversiblyTame,
    /// Decides its genus when added to tame games.
    Tameable,
    /// Restive genus, every option hereditarily tame.
    HereditarilyRestive,
    /// Restive through reversible options.
    ReversiblyRestive,
    /// Restless genus (g ≥ 2, γ₀ ≤ 1) over tame options.
    Restless,
    /// None of the above.
    Wild,
}

impl Phylum {
    /// A nim heap or hereditarily tame (CGSuite's `IsTame`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2]]").unwrap(); // 2#, genus 0^0
    /// assert!(arena.phylum(g).is_tame());
    /// assert_eq!(arena.phylum(g), Phylum::HereditarilyTame);
    /// ```
    pub fn is_tame(self) -> bool {
        matches!(self, Phylum::NimHeap | Phylum::HereditarilyTame)
    }

    /// Tame, hereditarily or through reversible options (CGSuite's
    /// `IsGenerallyTame`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[[2]],[[2],1]]").unwrap();
    /// assert!(arena.phylum(g).is_generally_tame() && !arena.phylum(g).is_tame());
    /// ```
    pub fn is_generally_tame(self) -> bool {
        self <= Phylum::ReversiblyTame
    }

    /// Generally tame or tameable.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// assert!(Phylum::Tameable.is_tameable() && !Phylum::Wild.is_tameable());
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]").unwrap();
    /// assert_eq!(arena.phylum(g), Phylum::Tameable);
    /// ```
    pub fn is_tameable(self) -> bool {
        self <= Phylum::Tameable
    }

    /// Hereditarily restive (CGSuite's `IsRestive`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],0]").unwrap(); // genus 1^2
    /// assert!(arena.phylum(g).is_restive());
    /// ```
    pub fn is_restive(self) -> bool {
        self == Phylum::HereditarilyRestive
    }

    /// Restive, hereditarily or through reversible options (CGSuite's
    /// `IsGenerallyRestive`).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[[2],2,0],[[2],3],1]").unwrap();
    /// assert!(arena.phylum(g).is_generally_restive() && !arena.phylum(g).is_restive());
    /// ```
    pub fn is_generally_restive(self) -> bool {
        matches!(
            self,
            Phylum::HereditarilyRestive | Phylum::ReversiblyRestive
        )
    }

    /// Restless: normal value 2 or more, misère value 0 or 1, over tame
    /// options.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::canonical::{Arena, Phylum};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("*[[2],1]").unwrap(); // genus 2^1420
    /// assert!(arena.phylum(g).is_restless());
    /// ```
    pub fn is_restless(self) -> bool {
        self == Phylum::Restless
    }

    fn is_restive_or_tame(self) -> bool {
        self.is_generally_tame() || self.is_generally_restive()
    }
}

/// What the classification needs to know of a game: its phylum and its
/// two Grundy values.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Facts {
    pub phylum: Phylum,
    /// G⁺.
    pub g: u32,
    /// G⁻.
    pub m: u32,
}

/// The genus kind of rule 1.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Tame,
    Restive,
    Restless,
    Wild,
}

fn mex(values: &[bool]) -> u32 {
    values.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

fn mark(set: &mut Vec<bool>, v: u32) {
    let v = v as usize;
    if set.len() <= v {
        set.resize(v + 1, false);
    }
    set[v] = true;
}

/// The phylum of a canonical game with at least one option, from its
/// values `g`, `m`, its options' facts, and `second(i)`, the facts of
/// option i's options.
pub(crate) fn classify(
    g: u32,
    m: u32,
    options: &[Facts],
    second: &dyn Fn(usize) -> Vec<Facts>,
) -> Phylum {
    let kind = if g == m || (g | m) < 2 {
        Kind::Tame
    } else if g < 2 {
        Kind::Restive
    } else if m < 2 {
        Kind::Restless
    } else {
        Kind::Wild
    };
    // Rules 2 and 3: the wildest option, as far as it is generally tame.
    let wildest = options.iter().map(|o| o.phylum).max().expect("an option");
    let all_nim = wildest == Phylum::NimHeap;
    if wildest.is_tame() {
        match kind {
            Kind::Tame if all_nim && (g > 1 || g != m) => return Phylum::NimHeap,
            Kind::Tame => return Phylum::HereditarilyTame,
            Kind::Restive => return Phylum::HereditarilyRestive,
            _ => {}
        }
    }
    if wildest.is_generally_tame() {
        match kind {
            Kind::Tame => return Phylum::ReversiblyTame,
            Kind::Restive => return Phylum::ReversiblyRestive,
            Kind::Restless => return Phylum::Restless,
            Kind::Wild => return Phylum::Wild,
        }
    }
    if kind != Kind::Tame && kind != Kind::Restive {
        return Phylum::Wild;
    }
    // Rule 4.
    let (mut reversible, mut tameable) = (true, kind == Kind::Tame);
    let (mut g_set, mut m_set) = (Vec::new(), Vec::new());
    let (mut g_tameable, mut m_tameable) = (Vec::new(), Vec::new());
    for (i, o) in options.iter().enumerate() {
        if o.phylum.is_generally_tame() {
            mark(&mut g_set, o.g);
            mark(&mut m_set, o.m);
            continue;
        }
        let (mut m_found, mut g_found) = (false, false);
        let (mut m_tame_found, mut g_tame_found) = (false, false);
        if tameable && o.phylum == Phylum::Tameable {
            mark(&mut m_tameable, o.m);
            mark(&mut g_tameable, o.g);
            m_tame_found = true;
            g_tame_found = true;
        }
        for s in second(i) {
            if s.phylum.is_generally_tame() && kind == Kind::Tame {
                m_found |= m == s.m;
                g_found |= g == s.g;
            } else if s.phylum.is_restive_or_tame() && kind == Kind::Restive {
                m_found |= m == s.m && (s.g < 2 || (s.g ^ m) < 2);
                g_found |= g == s.g && (s.m < 2 || (s.m ^ m) < 2);
            } else if s.phylum == Phylum::Tameable && tameable {
                m_tame_found |= m == s.m;
                g_tame_found |= g == s.g;
            }
        }
        if !(m_found && g_found) {
            reversible = false;
            if !(m_tame_found && g_tame_found) {
                tameable = false;
            }
            if !tameable {
                break;
            }
        }
    }
    if reversible && (g != mex(&g_set) || m != mex(&m_set)) {
        reversible = false;
    }
    if reversible {
        return if kind == Kind::Tame {
            Phylum::ReversiblyTame
        } else {
            Phylum::ReversiblyRestive
        };
    }
    if tameable {
        let any_values = g_set.iter().chain(&g_tameable).any(|&b| b);
        for (v, t) in g_tameable.iter().enumerate() {
            if *t {
                mark(&mut g_set, v as u32);
            }
        }
        for (v, t) in m_tameable.iter().enumerate() {
            if *t {
                mark(&mut m_set, v as u32);
            }
        }
        if (g != mex(&g_set) || m != mex(&m_set)) && (any_values || g > 0) {
            tameable = false;
        }
    }
    if tameable {
        Phylum::Tameable
    } else {
        Phylum::Wild
    }
}
