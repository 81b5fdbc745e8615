//! Pattern finders: what a table's values follow, each claim with how far
//! it was checked, and nothing claimed beyond the table.
//!
//! [`find`] reads a table (its values as integer codes of a
//! [`Kind`], laid out as a [`Layout`]) and returns a
//! [`Report`], one [`Claim`] per pattern. What is looked for:
//!
//! - **one parameter** (values by n): constant, constant but for a few
//!   exceptions, eventual periodicity (the least preperiod and the least
//!   period), arithmetic periodicity (a saltus), a period that holds up to
//!   some n and then breaks (reported up to there only), the P-positions as
//!   a periodic set with finitely many exceptions, and "the value depends
//!   only on f(n)" for f in a catalogue of contest features (n mod k,
//!   popcount, the 2-adic valuation, Ω, ω, the number of divisors, the
//!   smallest prime factor and its index, primality, powers of two,
//!   Fibonacci numbers and the smallest Zeckendorf term, ⌊n/k⌋, …);
//! - **two parameters** (a grid by (a, b)): symmetry, each row's and each
//!   column's period, whether the value is the XOR of the two parts'
//!   values, the P-positions row by row and as Beatty-like pairs (their
//!   differences, the ⌊k·α⌋ that fit them, complementarity), and the value
//!   (or who wins) as a function of a XOR b, min, max, a + b, b − a,
//!   (a mod p, b mod q), …, and of statistics of the two parts;
//! - **three parts** (a box by (a, b, c)): whether the value is the XOR of
//!   the parts' values, and which statistic of the parts decides who wins
//!   (the parity of a count, the smallest part, a sum mod k, …).
//!
//! Every claim passes the evidence rule of [`evidence`] (the table's values
//! in a random order would fit it with a chance of at most 2^-40), so a
//! random table gives "no pattern found"; facts that fit nothing (a
//! counterexample to the XOR rule, a constant) are stated as they are.

mod depends;
pub mod evidence;
mod features;
mod grid;
mod line;
mod period;
#[cfg(test)]
mod tests;

use super::table::Kind;
use std::fmt;

/// How a table's codes are laid out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Values by n = first, first + 1, …
    Line {
        /// The first n.
        first: u64,
    },
    /// Values by (a, b), row-major, from (first.0, first.1).
    Grid {
        /// The first (a, b).
        first: (u64, u64),
        /// How many values of a.
        rows: usize,
        /// How many values of b.
        cols: usize,
    },
    /// Values by (a, b, c) from (0, 0, 0), row-major, c fastest.
    Cube {
        /// How many values of a, b and c.
        sides: [usize; 3],
    },
    /// Positions with no order to read.
    Free,
}

/// The positions a claim was checked on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every n with `from ≤ n ≤ to`.
    Line {
        /// The first n.
        from: u64,
        /// The last n.
        to: u64,
    },
    /// Every (a, b) with `a ≤ rows.1`, `b ≤ cols.1`, from `(rows.0, cols.0)`.
    Grid {
        /// The first and last a.
        rows: (u64, u64),
        /// The first and last b.
        cols: (u64, u64),
    },
    /// Every (a, b, c) of the box.
    Cube {
        /// The last a, b and c.
        last: [u64; 3],
    },
    /// A count of positions.
    Positions(usize),
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scope::Line { from: 0, to } => write!(f, "every n <= {}", to),
            Scope::Line { from, to } => write!(f, "every {} <= n <= {}", from, to),
            Scope::Grid {
                rows: (0, a),
                cols: (0, b),
            } => write!(f, "every a <= {}, b <= {}", a, b),
            Scope::Grid { rows, cols } => write!(
                f,
                "every {} <= a <= {}, {} <= b <= {}",
                rows.0, rows.1, cols.0, cols.1
            ),
            Scope::Cube { last } => write!(
                f,
                "every a <= {}, b <= {}, c <= {}",
                last[0], last[1], last[2]
            ),
            Scope::Positions(n) => write!(f, "all {} positions", n),
        }
    }
}

/// A theorem that turns a period seen on a table into one that holds for
/// every n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// A subtraction game: a full window of max(S) values repeats
    /// ([`crate::sg::subtraction::certified_period`]).
    Subtraction,
    /// An octal game: the Guy–Smith theorem ([`crate::sg::octal::certify`]).
    GuySmith,
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Proof::Subtraction => "a full window of max(S) values repeats (subtraction game)",
            Proof::GuySmith => "the Guy-Smith theorem (octal game)",
        })
    }
}

/// One pattern, with its data.
#[derive(Clone, Debug, PartialEq)]
pub enum Pattern {
    /// Every value is `value`.
    Constant {
        /// The value's code.
        value: i64,
    },
    /// Every value is `value` but at a few positions.
    Mostly {
        /// The usual value's code.
        value: i64,
        /// The other positions (as printed) and their values.
        except: Vec<(String, i64)>,
    },
    /// g(n + period) = g(n) + saltus for every n ≥ preperiod (saltus 0:
    /// plain periodicity), with the values of the first period.
    Periodic {
        /// The least n from which it holds.
        preperiod: u64,
        /// The least period.
        period: u64,
        /// 0, or the saltus of an arithmetic periodicity.
        saltus: i64,
        /// The values g(preperiod .. preperiod + period).
        cycle: Vec<i64>,
    },
    /// A period that holds from `from` up to `to`, and fails at `to + 1`.
    Broken {
        /// The first n of the stretch.
        from: u64,
        /// The last n the period predicts correctly.
        to: u64,
        /// The period.
        period: u64,
        /// 0, or the saltus.
        saltus: i64,
        /// The value at `to + 1`.
        found: i64,
        /// What the period predicted there.
        expected: i64,
    },
    /// The P-positions: the n ≥ preperiod with n mod period in `residues`,
    /// and below the preperiod those in `extra` (and not those in
    /// `missing`).
    PSet {
        /// From where the set is periodic.
        preperiod: u64,
        /// Its least period.
        period: u64,
        /// The residues of the P-positions mod the period.
        residues: Vec<u64>,
        /// P-positions below the preperiod off the residues.
        extra: Vec<u64>,
        /// Positions below the preperiod on the residues that are not P.
        missing: Vec<u64>,
    },
    /// The value (or, with `p_only`, whether a position is a P-position)
    /// depends only on a feature: the table feature → value.
    Depends {
        /// The feature's name.
        feature: String,
        /// Whether the target is "is a P-position" rather than the value.
        p_only: bool,
        /// (class as printed, value's code), by class.
        map: Vec<(String, i64)>,
        /// Whether the value is the feature itself.
        identity: bool,
    },
    /// value(a, b) = value(b, a).
    Symmetric,
    /// The value of the whole is the XOR of its parts' values (a part
    /// alone is the position with every other part 0).
    XorOfParts,
    /// A position where the whole is not the XOR of its parts.
    NotXorOfParts {
        /// The position, as printed.
        at: String,
        /// Its value.
        whole: i64,
        /// The XOR of its parts' values.
        xor: i64,
    },
    /// Each row's or column's eventual period.
    LinePeriods {
        /// "row" (by a, periods in b) or "column".
        along: &'static str,
        /// For each line: its (preperiod, period), (0, 0) if it is
        /// constant, or nothing found.
        periods: Vec<Option<(u64, u64)>>,
    },
    /// The P-positions of each row, where every row has at most two.
    PRows {
        /// For each a, the b's of its P-positions.
        rows: Vec<Vec<u64>>,
    },
    /// The P-positions as pairs (a_k, b_k), a_k ≤ b_k.
    PPairs {
        /// The pairs, k = 0, 1, …
        pairs: Vec<(u64, u64)>,
        /// Where a_k = ⌊k·α⌋ fits for k ≥ 1: α in [lo, hi).
        alpha: Option<(f64, f64)>,
        /// Where b_k = ⌊k·β⌋ fits for k ≥ 1.
        beta: Option<(f64, f64)>,
        /// Up to which m the a_k and b_k (k ≥ 1) cover 1..=m once each.
        complementary: Option<u64>,
    },
    /// The P-positions are exactly these (a bag of positions).
    PCount {
        /// How many P-positions.
        count: usize,
    },
}

/// A pattern, the values' kind to print it, where it was checked, and its
/// proof if a theorem extends it beyond the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim {
    /// What was found.
    pub pattern: Pattern,
    /// The kind of the values, to print them.
    pub kind: Kind,
    /// Where it was checked.
    pub scope: Scope,
    /// The theorem that proves it for every n, if any.
    pub proof: Option<Proof>,
}

/// The patterns of one table, one claim a line.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The claims, in the order they are printed.
    pub claims: Vec<Claim>,
    /// The whole table's scope, for "no pattern found".
    pub scope: Scope,
}

impl Report {
    /// The first claim whose pattern `which` accepts.
    ///
    /// # Complexity
    /// O(claims).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{pattern::Pattern, space::Upto, table::Table};
    /// let report = Table::from_fn(Upto(100), |&n| n % 4).patterns();
    /// let period = report.first(|p| matches!(p, Pattern::Periodic { .. }));
    /// assert!(period.is_some());
    /// ```
    pub fn first(&self, which: impl Fn(&Pattern) -> bool) -> Option<&Claim> {
        self.claims.iter().find(|c| which(&c.pattern))
    }

    /// The eventual period claimed, as (preperiod, period, saltus).
    ///
    /// # Complexity
    /// O(claims).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// let report = Table::from_fn(Upto(100), |&n| n % 4).patterns();
    /// assert_eq!(report.period(), Some((0, 4, 0)));
    /// ```
    pub fn period(&self) -> Option<(u64, u64, i64)> {
        self.claims.iter().find_map(|c| match c.pattern {
            Pattern::Periodic {
                preperiod,
                period,
                saltus,
                ..
            } => Some((preperiod, period, saltus)),
            _ => None,
        })
    }

    /// Marks the periodic claim with preperiod `n0` and period `p` proved by
    /// `proof`; adds it, proved, if the table did not show it (too short to
    /// pass the evidence rule, but the theorem needs no more). Returns
    /// whether the table's own claim agreed.
    pub(crate) fn prove_period(&mut self, n0: u64, p: u64, cycle: Vec<i64>, proof: Proof) -> bool {
        for c in &mut self.claims {
            if let Pattern::Periodic {
                preperiod,
                period,
                saltus: 0,
                ..
            } = c.pattern
            {
                if (preperiod, period) == (n0, p) {
                    c.proof = Some(proof);
                    return true;
                }
            }
        }
        self.claims.retain(|c| {
            !matches!(
                c.pattern,
                Pattern::Periodic { saltus: 0, .. } | Pattern::Broken { saltus: 0, .. }
            )
        });
        self.claims.insert(
            0,
            Claim {
                pattern: Pattern::Periodic {
                    preperiod: n0,
                    period: p,
                    saltus: 0,
                    cycle,
                },
                kind: Kind::Number,
                scope: self.scope.clone(),
                proof: Some(proof),
            },
        );
        false
    }
}

fn join<T: fmt::Display>(items: impl IntoIterator<Item = T>, sep: &str) -> String {
    items
        .into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

/// At most `most` items, then how many more.
fn some_of<T: fmt::Display>(items: &[T], most: usize, sep: &str) -> String {
    let mut s = join(items.iter().take(most), sep);
    if items.len() > most {
        s.push_str(&format!("{}... ({} in all)", sep, items.len()));
    }
    s
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = self.kind;
        let v = |c: i64| k.show(c);
        match &self.pattern {
            Pattern::Constant { value } => write!(f, "constant: every value is {}", v(*value))?,
            Pattern::Mostly { value, except } => write!(
                f,
                "mostly: every value is {} but at {}",
                v(*value),
                join(
                    except.iter().map(|(at, c)| format!("{} ({})", at, v(*c))),
                    ", "
                )
            )?,
            Pattern::Periodic {
                preperiod,
                period,
                saltus: 0,
                cycle,
            } => write!(
                f,
                "periodic: period {} from n = {}: {}",
                period,
                preperiod,
                some_of(&cycle.iter().map(|&c| v(c)).collect::<Vec<_>>(), 60, " ")
            )?,
            Pattern::Periodic {
                preperiod,
                period,
                saltus,
                cycle,
            } => write!(
                f,
                "arithmetic-periodic: g(n + {}) = g(n) {} {} from n = {}: {}",
                period,
                if *saltus < 0 { '-' } else { '+' },
                saltus.unsigned_abs(),
                preperiod,
                some_of(&cycle.iter().map(|&c| v(c)).collect::<Vec<_>>(), 60, " ")
            )?,
            Pattern::Broken {
                from,
                to,
                period,
                saltus,
                found,
                expected,
            } => {
                let what = if *saltus == 0 {
                    format!("period {}", period)
                } else {
                    format!("g(n + {}) = g(n) + {}", period, saltus)
                };
                write!(
                    f,
                    "periodic-until: {} from n = {} up to n = {}, broken at n = {} (value {}, the period says {})",
                    what,
                    from,
                    to,
                    to + 1,
                    v(*found),
                    v(*expected)
                )?
            }
            Pattern::PSet {
                preperiod,
                period,
                residues,
                extra,
                missing,
            } => {
                if residues.is_empty() {
                    write!(f, "p-positions: only n = {}", some_of(extra, 40, ", "))?;
                } else {
                    write!(
                        f,
                        "p-positions: n = {} (mod {}) from n = {}",
                        join(residues, ", "),
                        period,
                        preperiod
                    )?;
                    if !extra.is_empty() {
                        write!(f, "; also n = {}", some_of(extra, 40, ", "))?;
                    }
                    if !missing.is_empty() {
                        write!(f, "; not n = {}", some_of(missing, 40, ", "))?;
                    }
                }
            }
            Pattern::Depends {
                feature,
                p_only: false,
                identity: true,
                ..
            } => write!(f, "depends: value = {}", feature)?,
            Pattern::Depends {
                feature,
                p_only: false,
                map,
                ..
            } => write!(
                f,
                "depends: the value depends only on {}: {}",
                feature,
                some_of(
                    &map.iter()
                        .map(|(c, t)| format!("{} -> {}", c, v(*t)))
                        .collect::<Vec<_>>(),
                    24,
                    ", "
                )
            )?,
            Pattern::Depends { feature, map, .. } => {
                let on: Vec<&str> = map
                    .iter()
                    .filter(|(_, t)| *t == 1)
                    .map(|(c, _)| c.as_str())
                    .collect();
                write!(
                    f,
                    "p-depends: a P-position exactly when {} is {}",
                    feature,
                    some_of(&on, 24, ", ")
                )?
            }
            Pattern::Symmetric => write!(f, "symmetric: value(a, b) = value(b, a)")?,
            Pattern::XorOfParts => write!(
                f,
                "sum: the value is the xor of the parts' values (a part alone: the others 0)"
            )?,
            Pattern::NotXorOfParts { at, whole, xor } => write!(
                f,
                "not-a-sum: value{} = {}, but the xor of its parts' values is {}",
                at,
                v(*whole),
                v(*xor)
            )?,
            Pattern::LinePeriods { along, periods } => {
                let (line, var) = if *along == "row" {
                    ("a", "b")
                } else {
                    ("b", "a")
                };
                // Runs of lines with the same period, as `a = 3..9: …`.
                let mut shown: Vec<String> = Vec::new();
                let mut i = 0;
                while i < periods.len() {
                    let j = i + periods[i..]
                        .iter()
                        .take_while(|&q| *q == periods[i])
                        .count();
                    let lines = if j - i == 1 {
                        format!("{} = {}", line, i)
                    } else {
                        format!("{} = {}..{}", line, i, j - 1)
                    };
                    shown.push(match periods[i] {
                        Some((_, 0)) => format!("{}: constant", lines),
                        Some((n0, p)) => format!("{}: period {} from {} = {}", lines, p, var, n0),
                        None => format!("{}: none", lines),
                    });
                    i = j;
                }
                write!(f, "{}-periods: {}", along, some_of(&shown, 64, "; "))?
            }
            Pattern::PRows { rows } => {
                let shown: Vec<String> = rows
                    .iter()
                    .enumerate()
                    .map(|(a, bs)| {
                        if bs.is_empty() {
                            format!("a = {}: none", a)
                        } else {
                            format!("a = {}: b = {}", a, join(bs, ", "))
                        }
                    })
                    .collect();
                write!(f, "p-rows: {}", some_of(&shown, 64, "; "))?
            }
            Pattern::PPairs {
                pairs,
                alpha,
                beta,
                complementary,
            } => {
                let shown: Vec<String> = pairs
                    .iter()
                    .map(|(a, b)| format!("({}, {})", a, b))
                    .collect();
                let diffs: Vec<u64> = pairs.iter().map(|(a, b)| b - a).collect();
                write!(
                    f,
                    "p-pairs: {}; b - a: {}",
                    some_of(&shown, 40, " "),
                    some_of(&diffs, 40, " ")
                )?;
                if let Some((lo, hi)) = alpha {
                    write!(f, "; a_k = floor(k x) for x in [{:.6}, {:.6})", lo, hi)?;
                }
                if let Some((lo, hi)) = beta {
                    write!(f, "; b_k = floor(k y) for y in [{:.6}, {:.6})", lo, hi)?;
                }
                if let Some(m) = complementary {
                    write!(f, "; the a_k and b_k (k >= 1) cover 1..{} once each", m)?;
                }
            }
            Pattern::PCount { count } => write!(f, "p-positions: {}", count)?,
        }
        match self.proof {
            Some(proof) => write!(
                f,
                " (proved for every n: {}; checked: {})",
                proof, self.scope
            ),
            None => write!(f, " (checked: {})", self.scope),
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.claims.is_empty() {
            return writeln!(f, "none: no pattern found (checked: {})", self.scope);
        }
        for c in &self.claims {
            writeln!(f, "{}", c)?;
        }
        Ok(())
    }
}

/// The scope of a whole table.
fn whole(layout: &Layout, len: usize) -> Scope {
    match *layout {
        Layout::Line { first } => Scope::Line {
            from: first,
            to: first + len.saturating_sub(1) as u64,
        },
        Layout::Grid { first, rows, cols } => Scope::Grid {
            rows: (first.0, first.0 + rows.saturating_sub(1) as u64),
            cols: (first.1, first.1 + cols.saturating_sub(1) as u64),
        },
        Layout::Cube { sides } => Scope::Cube {
            last: [
                sides[0].saturating_sub(1) as u64,
                sides[1].saturating_sub(1) as u64,
                sides[2].saturating_sub(1) as u64,
            ],
        },
        Layout::Free => Scope::Positions(len),
    }
}

/// The patterns of a table: its values' codes `codes` of kind `kind`, laid
/// out as `layout`.
///
/// # Complexity
/// One parameter, L values: O(L · P) for the periods tried (P at most L/3
/// and 2·10^7/L), and O(L) per feature of the catalogue (about 60) on
/// tables of at most 2^20 values (larger tables are not tried against the
/// catalogue). Two parameters: the same per row and column, and per pair
/// feature (about 80).
///
/// # Panics
/// If `codes` has not as many values as `layout` has positions.
///
/// # Example
/// ```
/// use grundy_core::explore::pattern::{find, Layout};
/// use grundy_core::explore::table::Kind;
/// // Nim on two heaps: value a xor b.
/// let codes: Vec<i64> = (0..30 * 30).map(|i| ((i / 30) ^ (i % 30)) as i64).collect();
/// let report = find(&Layout::Grid { first: (0, 0), rows: 30, cols: 30 }, Kind::Number, &codes);
/// let text = report.to_string();
/// assert!(text.contains("depends: value = a xor b (checked: every a <= 29, b <= 29)"), "{}", text);
/// assert!(text.contains("sum: the value is the xor of the parts' values"), "{}", text);
/// ```
pub fn find(layout: &Layout, kind: Kind, codes: &[i64]) -> Report {
    let scope = whole(layout, codes.len());
    let claims = match *layout {
        Layout::Line { first } => line::claims(first, kind, codes, &scope),
        Layout::Grid { first, rows, cols } => {
            assert_eq!(rows * cols, codes.len(), "one value per cell");
            grid::claims(first, rows, cols, kind, codes, &scope)
        }
        Layout::Cube { sides } => {
            assert_eq!(
                sides[0] * sides[1] * sides[2],
                codes.len(),
                "one value per cell"
            );
            grid::cube_claims(sides, kind, codes, &scope)
        }
        Layout::Free => line::free_claims(kind, codes, &scope),
    };
    Report { claims, scope }
}

/// The table as `explore` prints it: for one parameter, rows of ten values
/// `n: values`; for two, a grid, a down and b across; every P-position
/// marked `*`.
///
/// # Complexity
/// O(values).
///
/// # Example
/// ```
/// use grundy_core::explore::pattern::{render, Layout};
/// use grundy_core::explore::table::Kind;
/// let text = render(&Layout::Grid { first: (0, 0), rows: 2, cols: 3 }, Kind::Number, &[0, 1, 2, 1, 0, 3]);
/// assert_eq!(text, "a\\b  0  1  2\n  0 0*  1  2\n  1  1 0*  3\n");
/// ```
pub fn render(layout: &Layout, kind: Kind, codes: &[i64]) -> String {
    let cell = |c: i64| {
        let mut s = kind.show(c);
        if kind.is_p(c) {
            s.push('*');
        }
        s
    };
    let mut out = String::new();
    match *layout {
        Layout::Grid { first, rows, cols } => {
            let shown: Vec<String> = codes.iter().map(|&c| cell(c)).collect();
            let last_b = first.1 + cols.saturating_sub(1) as u64;
            let last_a = first.0 + rows.saturating_sub(1) as u64;
            let width = shown
                .iter()
                .map(|s| s.len())
                .chain([last_b.to_string().len()])
                .max()
                .unwrap_or(1)
                + 1;
            let label = last_a.to_string().len().max(3);
            out.push_str(&format!("{:>w$}", "a\\b", w = label));
            for b in 0..cols {
                out.push_str(&format!("{:>w$}", first.1 + b as u64, w = width));
            }
            out.push('\n');
            for a in 0..rows {
                out.push_str(&format!("{:>w$}", first.0 + a as u64, w = label));
                for s in &shown[a * cols..(a + 1) * cols] {
                    out.push_str(&format!("{:>w$}", s, w = width));
                }
                out.push('\n');
            }
        }
        _ => {
            let first = match *layout {
                Layout::Line { first } => first,
                _ => 0,
            };
            let last = first + codes.len().saturating_sub(1) as u64;
            let label = last.to_string().len();
            for (row, chunk) in codes.chunks(10).enumerate() {
                out.push_str(&format!("{:>w$}:", first + 10 * row as u64, w = label));
                for &c in chunk {
                    out.push(' ');
                    out.push_str(&cell(c));
                }
                out.push('\n');
            }
        }
    }
    out
}
