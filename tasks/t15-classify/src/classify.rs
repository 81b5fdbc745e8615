//! Which tool fits a game: a decision table from the game's features to a
//! method, with the reason.
//!
//! The rules are data, the rows of a table ([`TABLE`]), tried in order; the first that applies
//! decides, and [`OTHERWISE`] catches the rest. The order encodes the traps:
//! a game that is partizan, loopy, scored or random has no Grundy number at
//! all, so those come first; misère play flips the endgame, so it comes
//! before any XOR; only then do decomposition, closed forms and periodicity
//! pick the fastest normal-play method.
//!
//! `NOT_APPLICABLE` says that Sprague-Grundy theory does not apply, not that
//! nothing does. A sum of partizan components is decided by Conway's values
//! ([`grundy_core::partizan`]: numbers, canonical forms; the partizan line's "use
//! Conway values for a sum"). A scored or a partizan game with a finite,
//! acyclic game tree is solved exactly by [`grundy_core::search`]: negamax, alpha-beta with a
//! transposition table ([`grundy_core::search::alpha_beta`]; tic-tac-toe boards,
//! `uva-10111-find-the-winning-move`), and a table over the intervals for
//! rows taken from either end ([`grundy_core::games::interval`]). The lines
//! printed keep the wording of the task's format (the scored line's
//! "use minimax" names that tool). A loopy game, whose positions can
//! repeat, is a win, a loss or a draw, found by retrograde analysis
//! ([`grundy_core::loopy::retrograde`], the loopy line's "use retrograde
//! analysis"); a sum of loopy impartial games by Smith's generalized Grundy
//! values ([`grundy_core::loopy::generalized`]). Random games stay outside.

/// What is known about a game. [`Default`] gives the defaults of `docs/formats.md`:
/// impartial, normal play, acyclic, and nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Features {
    /// Both players have the same moves from every position.
    pub impartial: bool,
    /// The player who cannot move loses (false: misère, that player wins).
    pub normal_play: bool,
    /// The position is a sum of independent components.
    pub decomposable: bool,
    /// Queries ask about sizes far beyond any table.
    pub huge_n: bool,
    /// A formula for the Grundy value or winner is known.
    pub has_closed_form: bool,
    /// One move may change several components at once.
    pub coupled_move: bool,
    /// No position can repeat: the game graph is a DAG.
    pub acyclic: bool,
    /// The result is a score rather than who moves last.
    pub scored: bool,
    /// Moves depend on randomness.
    pub chance: bool,
}

impl Default for Features {
    fn default() -> Self {
        Features {
            impartial: true,
            normal_play: true,
            decomposable: false,
            huge_n: false,
            has_closed_form: false,
            coupled_move: false,
            acyclic: true,
            scored: false,
            chance: false,
        }
    }
}

/// A feature name that [`Features::set`] does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownFeature(pub String);

impl std::fmt::Display for UnknownFeature {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown feature {:?}", self.0)
    }
}

impl std::error::Error for UnknownFeature {}

impl Features {
    /// The feature names, as `docs/formats.md` spells them.
    pub const NAMES: [&'static str; 9] = [
        "impartial",
        "normal_play",
        "decomposable",
        "huge_n",
        "has_closed_form",
        "coupled_move",
        "acyclic",
        "scored",
        "chance",
    ];

    /// Sets the feature called `name` (one of [`Features::NAMES`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use t15_classify::classify::Features;
    /// let mut f = Features::default();
    /// f.set("normal_play", false).unwrap();
    /// assert!(!f.normal_play);
    /// assert!(f.set("fun", true).is_err());
    /// ```
    pub fn set(&mut self, name: &str, value: bool) -> Result<(), UnknownFeature> {
        let field = match name {
            "impartial" => &mut self.impartial,
            "normal_play" => &mut self.normal_play,
            "decomposable" => &mut self.decomposable,
            "huge_n" => &mut self.huge_n,
            "has_closed_form" => &mut self.has_closed_form,
            "coupled_move" => &mut self.coupled_move,
            "acyclic" => &mut self.acyclic,
            "scored" => &mut self.scored,
            "chance" => &mut self.chance,
            _ => return Err(UnknownFeature(name.to_string())),
        };
        *field = value;
        Ok(())
    }
}

/// The method a row recommends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Sprague-Grundy theory does not apply (a scored or partizan game is
    /// searched instead: [`grundy_core::search`]).
    NotApplicable,
    /// Misère play: the special endgame rule, not the plain XOR.
    MisereSpecial,
    /// Independent components: XOR their Grundy values.
    GrundyXor,
    /// A formula answers each query.
    ClosedForm,
    /// A certified period answers huge queries.
    Periodicity,
    /// One small game: tabulate g by mex.
    GrundyTable,
}

impl Tool {
    /// The label printed for this tool, e.g. `GRUNDY_XOR`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use t15_classify::classify::Tool;
    /// assert_eq!(Tool::MisereSpecial.label(), "MISERE_SPECIAL");
    /// ```
    pub fn label(self) -> &'static str {
        match self {
            Tool::NotApplicable => "NOT_APPLICABLE",
            Tool::MisereSpecial => "MISERE_SPECIAL",
            Tool::GrundyXor => "GRUNDY_XOR",
            Tool::ClosedForm => "CLOSED_FORM",
            Tool::Periodicity => "PERIODICITY",
            Tool::GrundyTable => "GRUNDY_TABLE",
        }
    }
}

/// One row of the decision table: when it applies, what it recommends, why.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    /// Whether the row applies to a game with these features.
    pub applies: fn(&Features) -> bool,
    /// The recommended method.
    pub tool: Tool,
    /// Why, in one line (the text after `LABEL: `).
    pub why: &'static str,
}

impl Row {
    /// The line the judge prints: `LABEL: why`.
    ///
    /// # Complexity
    /// O(length of the line).
    ///
    /// # Example
    /// ```
    /// use t15_classify::classify::OTHERWISE;
    /// assert!(OTHERWISE.line().starts_with("GRUNDY_TABLE: one game, small n"));
    /// ```
    pub fn line(&self) -> String {
        format!("{}: {}", self.tool.label(), self.why)
    }
}

/// The decision table of `docs/formats.md` (t15-classify), in order of precedence.
pub const TABLE: &[Row] = &[
    // The tools for partizan games: Conway values for a sum of components
    // (grundy_core::partizan), game-tree search for one small game (grundy_core::search).
    Row {
        applies: |f| !f.impartial,
        tool: Tool::NotApplicable,
        why: "partizan - the players have different moves, so positions have no Grundy number; use Conway values for a sum, minimax for one small game",
    },
    // The tool for loopy games: retrograde analysis (grundy_core::loopy), and
    // Smith's generalized values for sums of them.
    Row {
        applies: |f| !f.acyclic,
        tool: Tool::NotApplicable,
        why: "loopy - positions can repeat, so the game graph is not a DAG; use retrograde analysis",
    },
    // The tool for scored games: minimax, grundy_core::search.
    Row {
        applies: |f| f.scored,
        tool: Tool::NotApplicable,
        why: "scored - the result is a score, not who moves last; use minimax",
    },
    Row {
        applies: |f| f.chance,
        tool: Tool::NotApplicable,
        why: "chance - moves depend on randomness, outside the theory",
    },
    Row {
        applies: |f| !f.normal_play,
        tool: Tool::MisereSpecial,
        why: "misere play flips the endgame; use the misere rule, not the plain XOR",
    },
    Row {
        applies: |f| f.decomposable && !f.coupled_move,
        tool: Tool::GrundyXor,
        why: "independent components; XOR their Grundy values, O(V+E) per component",
    },
    Row {
        applies: |f| f.has_closed_form,
        tool: Tool::ClosedForm,
        why: "a formula such as n mod (k+1) answers each query in O(1)",
    },
    Row {
        applies: |f| f.huge_n,
        tool: Tool::Periodicity,
        why: "certify the period with a full window of max(S) values, then O(1) per query after O(period) work",
    },
];

/// The row that applies when none of [`TABLE`] does.
pub const OTHERWISE: Row = Row {
    applies: |_| true,
    tool: Tool::GrundyTable,
    why: "one game, small n; tabulate g by mex in O(n*k) for k moves",
};

/// The first row of [`TABLE`] that applies to `features`, else [`OTHERWISE`].
///
/// # Complexity
/// O(number of rows).
///
/// # Example
/// ```
/// use t15_classify::classify::{classify, Features, Tool};
/// let nim_sum = Features { decomposable: true, ..Features::default() };
/// assert_eq!(classify(&nim_sum).tool, Tool::GrundyXor);
/// ```
pub fn classify(features: &Features) -> &'static Row {
    TABLE
        .iter()
        .find(|row| (row.applies)(features))
        .unwrap_or(&OTHERWISE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn with(pairs: &[(&str, bool)]) -> Features {
        let mut f = Features::default();
        for &(name, value) in pairs {
            f.set(name, value).expect("known name");
        }
        f
    }

    /// The six canonical cases of the seed.
    #[rstest]
    #[case::sum_of_games(&[("decomposable", true)], Tool::GrundyXor)]
    #[case::single_small(&[], Tool::GrundyTable)]
    #[case::subtraction_huge_n(&[("huge_n", true)], Tool::Periodicity)]
    #[case::take_k_huge_n(&[("huge_n", true), ("has_closed_form", true)], Tool::ClosedForm)]
    #[case::misere(&[("normal_play", false)], Tool::MisereSpecial)]
    #[case::partizan(&[("impartial", false)], Tool::NotApplicable)]
    #[case::loopy(&[("acyclic", false)], Tool::NotApplicable)]
    #[case::scored(&[("scored", true)], Tool::NotApplicable)]
    #[case::chance(&[("chance", true)], Tool::NotApplicable)]
    fn canonical_cases(#[case] pairs: &[(&str, bool)], #[case] want: Tool) {
        assert_eq!(classify(&with(pairs)).tool, want);
    }

    /// Earlier rows win over later ones.
    #[rstest]
    #[case::partizan_before_misere(&[("impartial", false), ("normal_play", false)], "partizan")]
    #[case::partizan_before_loopy(&[("impartial", false), ("acyclic", false)], "partizan")]
    #[case::loopy_before_scored(&[("acyclic", false), ("scored", true)], "loopy")]
    #[case::scored_before_chance(&[("scored", true), ("chance", true)], "scored")]
    #[case::chance_before_misere(&[("chance", true), ("normal_play", false)], "chance")]
    #[case::misere_before_xor(&[("normal_play", false), ("decomposable", true)], "misere")]
    #[case::xor_before_closed_form(&[("decomposable", true), ("has_closed_form", true)], "independent")]
    #[case::coupled_falls_through(&[("decomposable", true), ("coupled_move", true), ("huge_n", true)], "certify")]
    #[case::closed_form_before_period(&[("has_closed_form", true), ("huge_n", true)], "a formula")]
    fn precedence(#[case] pairs: &[(&str, bool)], #[case] why_starts: &str) {
        let row = classify(&with(pairs));
        assert!(row.why.starts_with(why_starts), "{}", row.line());
    }

    /// The printed lines are exactly those of `docs/formats.md`.
    #[test]
    fn lines_are_the_spec_text() {
        assert_eq!(
            classify(&with(&[("impartial", false)])).line(),
            "NOT_APPLICABLE: partizan - the players have different moves, so positions have no Grundy number; use Conway values for a sum, minimax for one small game"
        );
        assert_eq!(
            classify(&Features::default()).line(),
            "GRUNDY_TABLE: one game, small n; tabulate g by mex in O(n*k) for k moves"
        );
        assert_eq!(
            classify(&with(&[("huge_n", true)])).line(),
            "PERIODICITY: certify the period with a full window of max(S) values, then O(1) per query after O(period) work"
        );
    }

    /// Over all 512 feature combinations, the answer is the first applicable
    /// rule, and a NOT_APPLICABLE answer comes exactly from a game that is
    /// partizan, loopy, scored or random.
    #[test]
    fn every_combination() {
        for bits in 0u32..512 {
            let mut f = Features::default();
            for (i, name) in Features::NAMES.iter().enumerate() {
                f.set(name, bits >> i & 1 == 1).expect("known name");
            }
            let row = classify(&f);
            let outside = !f.impartial || !f.acyclic || f.scored || f.chance;
            assert_eq!(row.tool == Tool::NotApplicable, outside, "{:?}", f);
            if !outside && !f.normal_play {
                assert_eq!(row.tool, Tool::MisereSpecial);
            }
        }
    }

    #[test]
    fn names_are_all_settable_and_distinct() {
        let mut seen = Vec::new();
        for name in Features::NAMES {
            let mut f = Features::default();
            let before = f;
            let flipped = !matches!(name, "impartial" | "normal_play" | "acyclic");
            f.set(name, flipped).expect("known name");
            assert_ne!(f, before, "{}", name);
            assert!(!seen.contains(&f));
            seen.push(f);
        }
        assert_eq!(
            Features::default().set("Impartial", true),
            Err(UnknownFeature("Impartial".into()))
        );
    }
}
