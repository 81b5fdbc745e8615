//! A table: the value of every position of a space, in an array by number,
//! and what its values are ([`Value`], [`Kind`]).
//!
//! The values a table holds are those the library already names: a Grundy
//! value (`u64`), a score ([`Score`]), an outcome class
//! ([`partizan::compare::Outcome`](crate::partizan::compare::Outcome): L, R,
//! N, P) and win, lose or draw
//! ([`loopy::retrograde::Outcome`](crate::loopy::retrograde::Outcome)). The
//! pattern finders see each as an integer code and a [`Kind`], which says
//! how to print a code, which codes are P-positions (the player to move
//! loses) and whether codes may be added (a saltus).

use super::pattern::{self, Layout, Report};
use super::space::{Shape, Space};
use crate::game::Score;
use crate::loopy::retrograde::Outcome;
use crate::partizan::compare::Outcome as Class;
use std::convert::TryFrom;
use std::fmt;

/// What the values of a table are, for the pattern finders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Non-negative integers, Grundy values: 0 is a P-position, and values
    /// may be added (arithmetic periodicity).
    Number,
    /// Scores (any integer): no P-positions; values may be added.
    Score,
    /// Outcome classes L, R, N, P (codes 0 = P, 1 = N, 2 = L, 3 = R).
    Class,
    /// Win, lose or draw for the player to move (codes 0 = L, 1 = W,
    /// 2 = D); a loss is a P-position.
    WinLoss,
}

impl Kind {
    /// How `code` is printed: the number, or its letter.
    ///
    /// # Complexity
    /// O(digits).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::table::Kind;
    /// assert_eq!(Kind::Number.show(7), "7");
    /// assert_eq!(Kind::Class.show(0), "P");
    /// assert_eq!(Kind::WinLoss.show(2), "D");
    /// ```
    pub fn show(self, code: i64) -> String {
        match self {
            Kind::Number | Kind::Score => code.to_string(),
            Kind::Class => ["P", "N", "L", "R"]
                .get(code as usize)
                .unwrap_or(&"?")
                .to_string(),
            Kind::WinLoss => ["L", "W", "D"]
                .get(code as usize)
                .unwrap_or(&"?")
                .to_string(),
        }
    }

    /// Whether `code` is a P-position: the player to move loses (a Grundy
    /// value 0, the class P, a loss).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::table::Kind;
    /// assert!(Kind::Number.is_p(0) && !Kind::Number.is_p(3));
    /// assert!(!Kind::Score.is_p(0));
    /// ```
    pub fn is_p(self, code: i64) -> bool {
        match self {
            Kind::Number | Kind::Class | Kind::WinLoss => code == 0,
            Kind::Score => false,
        }
    }

    /// Whether the values have P-positions at all.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::table::Kind;
    /// assert!(Kind::Class.has_p() && !Kind::Score.has_p());
    /// ```
    pub fn has_p(self) -> bool {
        self != Kind::Score
    }

    /// Whether values may be added: a saltus means something.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::table::Kind;
    /// assert!(Kind::Number.is_arithmetic() && !Kind::WinLoss.is_arithmetic());
    /// ```
    pub fn is_arithmetic(self) -> bool {
        matches!(self, Kind::Number | Kind::Score)
    }
}

/// A value a table may hold, seen by the pattern finders as an integer
/// code of a [`Kind`].
pub trait Value: Copy {
    /// What the values are.
    const KIND: Kind;
    /// The code of this value (see [`Kind`]).
    fn code(self) -> i64;
}

impl Value for u64 {
    const KIND: Kind = Kind::Number;
    fn code(self) -> i64 {
        i64::try_from(self).unwrap_or(i64::MAX)
    }
}

impl Value for Score {
    const KIND: Kind = Kind::Score;
    fn code(self) -> i64 {
        i64::from(self)
    }
}

impl Value for Class {
    const KIND: Kind = Kind::Class;
    fn code(self) -> i64 {
        match self {
            Class::Previous => 0,
            Class::Next => 1,
            Class::Left => 2,
            Class::Right => 3,
        }
    }
}

impl Value for Outcome {
    const KIND: Kind = Kind::WinLoss;
    fn code(self) -> i64 {
        match self {
            Outcome::Lose => 0,
            Outcome::Win => 1,
            Outcome::Draw => 2,
        }
    }
}

/// The value of every position of a space, by number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<S, V> {
    space: S,
    values: Vec<V>,
}

/// A table made of values that are not one per position of its space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LengthMismatch {
    /// The positions of the space.
    pub positions: usize,
    /// The values given.
    pub values: usize,
}

impl fmt::Display for LengthMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} values for {} positions: a table has one value per position",
            self.values, self.positions
        )
    }
}

impl std::error::Error for LengthMismatch {}

impl<S: Space, V: Copy> Table<S, V> {
    /// The table of `values`, the value of position number i at i.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Errors
    /// [`LengthMismatch`] unless there is one value per position.
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// let t = Table::from_values(Upto(2), vec![0u64, 1, 2]).unwrap();
    /// assert_eq!(t.get(&1), Some(1));
    /// assert!(Table::from_values(Upto(2), vec![0u64]).is_err());
    /// ```
    pub fn from_values(space: S, values: Vec<V>) -> Result<Self, LengthMismatch> {
        if values.len() != space.len() {
            return Err(LengthMismatch {
                positions: space.len(),
                values: values.len(),
            });
        }
        Ok(Table { space, values })
    }

    /// The table whose value at `p` is `value(p)`: a closed form or a
    /// brute force of any kind, tabled to be compared or explored.
    ///
    /// # Complexity
    /// One call of `value` per position.
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Pairs, table::Table};
    /// let nim = Table::from_fn(Pairs(3, 3), |&(a, b)| a ^ b);
    /// assert_eq!(nim.get(&(2, 3)), Some(1));
    /// ```
    pub fn from_fn(space: S, mut value: impl FnMut(&S::Position) -> V) -> Self {
        let values = (0..space.len())
            .map(|i| value(&space.position(i)))
            .collect();
        Table { space, values }
    }

    /// The value at `p`, or `None` if `p` is outside the space.
    ///
    /// # Complexity
    /// One [`Space::index`].
    ///
    /// # Example
    /// See [`Table::from_fn`].
    pub fn get(&self, p: &S::Position) -> Option<V> {
        self.space.index(p).map(|i| self.values[i])
    }

    /// The values, by number.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// assert_eq!(Table::from_fn(Upto(3), |&n| n % 2).values(), &[0, 1, 0, 1]);
    /// ```
    pub fn values(&self) -> &[V] {
        &self.values
    }

    /// The values, by number, the table given up.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// assert_eq!(Table::from_fn(Upto(2), |&n| n * n).into_values(), [0, 1, 4]);
    /// ```
    pub fn into_values(self) -> Vec<V> {
        self.values
    }

    /// The space the table covers.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// assert_eq!(Table::from_fn(Upto(3), |&n| n).space(), &Upto(3));
    /// ```
    pub fn space(&self) -> &S {
        &self.space
    }
}

impl<S: Space, V: Value> Table<S, V> {
    /// The values' codes (see [`Kind`]), by number.
    ///
    /// # Complexity
    /// O(positions).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// use grundy_core::partizan::compare::Outcome::{Next, Previous};
    /// assert_eq!(Table::from_values(Upto(1), vec![Previous, Next]).unwrap().codes(), [0, 1]);
    /// ```
    pub fn codes(&self) -> Vec<i64> {
        self.values.iter().map(|v| v.code()).collect()
    }

    /// The positions where the player to move loses (a Grundy value 0, the
    /// class P, a loss), in order of number.
    ///
    /// # Complexity
    /// O(positions).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// let t = Table::from_fn(Upto(9), |&n| n % 3);
    /// assert_eq!(t.p_positions(), [0, 3, 6, 9]);
    /// ```
    pub fn p_positions(&self) -> Vec<S::Position> {
        (0..self.values.len())
            .filter(|&i| V::KIND.is_p(self.values[i].code()))
            .map(|i| self.space.position(i))
            .collect()
    }

    /// How the finders read this table.
    fn layout(&self) -> Layout {
        match self.space.shape() {
            Shape::Line => Layout::Line { first: 0 },
            Shape::Grid { rows, cols } => Layout::Grid {
                first: (0, 0),
                rows,
                cols,
            },
            Shape::Cube { sides } => Layout::Cube { sides },
            Shape::Free => Layout::Free,
        }
    }

    /// The patterns of the table, each with how far it was checked
    /// ([`crate::explore::pattern`]).
    ///
    /// # Complexity
    /// See [`pattern::find`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::{space::Upto, table::Table};
    /// let t = Table::from_fn(Upto(200), |&n| n % 3);
    /// let report = t.patterns();
    /// assert!(report.to_string().starts_with("periodic: period 3 from n = 0: 0 1 2 (checked: every n <= 200)"));
    /// ```
    pub fn patterns(&self) -> Report {
        pattern::find(&self.layout(), V::KIND, &self.codes())
    }
}

/// The table as `explore` prints it: `n value` lines for one parameter, a
/// grid with the P-positions marked `*` for two, a line per position
/// otherwise.
impl<S: Space, V: Value> fmt::Display for Table<S, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes = self.codes();
        match self.layout() {
            Layout::Free | Layout::Cube { .. } => {
                for (i, &c) in codes.iter().enumerate() {
                    match self.space.coordinates(&self.space.position(i)) {
                        Some(xs) => {
                            for x in xs {
                                write!(f, "{} ", x)?;
                            }
                        }
                        None => write!(f, "#{} ", i)?,
                    }
                    writeln!(f, "{}", V::KIND.show(c))?;
                }
                Ok(())
            }
            layout => f.write_str(&pattern::render(&layout, V::KIND, &codes)),
        }
    }
}
