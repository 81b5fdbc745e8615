//! CGSuite's own test suite for short games, reproduced: the expected
//! values are CGSuite's (its core at e909ab8b), read from the tables
//! beside this file, which state their sources.
//!
//! CGSuite prints some values in a form it cannot read back (`9/8*`,
//! `1v`, `3Tiny(2)`: a number directly before `*`, `^`, `v` or `Tiny`);
//! [`readable`] puts the `+` in that our printer writes, and every
//! expected game is then compared with ours both as a value (parsed with
//! [`cgsuite::parse`]) and as printed text, except where CGSuite prints an
//! uptimal as `^[n]` or `^<n>`, which our printer writes in braces.

mod canonical_short_game;
mod operations;

use crate::partizan::arena::{Arena, GameId};
use crate::partizan::notation::{cgsuite, Limits};

/// Wide limits: the suite's games are small but some are deep.
const WIDE: Limits = Limits {
    max_len: 10_000,
    max_depth: 64,
    max_number: i64::MAX,
    max_denominator: 1 << 62,
    max_ups: 64,
    max_nimber: 128,
    max_multiple: 64,
    max_height: 256,
};

/// CGSuite's printed form with `+` after every number literal that runs
/// straight into `*`, `^`, `v`, `T` or `M` (a digit starts a number
/// literal unless it follows `^`, `v`, `*`, `<`, `[` or another digit or
/// `/` of that literal), and a fraction after `+-` in parentheses.
pub(super) fn readable(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len() + 8);
    let mut i = 0;
    while i < b.len() {
        let starts_number = b[i].is_ascii_digit()
            && (i == 0
                || !matches!(
                    b[i - 1],
                    b'^' | b'v' | b'*' | b'<' | b'[' | b'0'..=b'9' | b'/'
                ));
        if !starts_number {
            out.push(b[i] as char);
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'/') {
            i += 1;
        }
        let literal = &s[start..i];
        if literal.contains('/') && out.ends_with("+-") {
            // CGSuite prints ±(1/2) as `+-1/2` and reads that as (±1)/2.
            out.push_str(&format!("({literal})"));
        } else {
            out.push_str(literal);
        }
        if i < b.len() && matches!(b[i], b'*' | b'^' | b'v' | b'T' | b'M') {
            out.push('+');
        }
    }
    out
}

/// The game CGSuite printed as `s`.
pub(super) fn game(arena: &mut Arena, s: &str) -> GameId {
    let text = readable(s);
    cgsuite::parse(arena, &text, WIDE).unwrap_or_else(|e| panic!("{s} ({text}): {e}"))
}

/// Whether CGSuite wrote an uptimal in its own notation (`^[n]`, `^<n>`),
/// which we print in braces.
pub(super) fn uptimal_notation(s: &str) -> bool {
    s.contains('[') || s.contains('<')
}

/// Checks that `g` is the game CGSuite printed as `expected`: the same
/// value, and the same text up to [`readable`] (where comparable).
pub(super) fn same_game(arena: &mut Arena, g: GameId, expected: &str) -> Result<(), String> {
    let want = game(arena, expected);
    let shown = cgsuite::Printer::new().print(arena, g);
    if want != g {
        return Err(format!("value {shown}, CGSuite {expected}"));
    }
    if !uptimal_notation(expected) && shown != readable(expected) {
        return Err(format!("printed {shown}, CGSuite {expected}"));
    }
    Ok(())
}

/// The elements of CGSuite's printed set `{a,b,…}` (commas at depth 1).
pub(super) fn set_items(s: &str) -> Vec<&str> {
    let inner = &s[1..s.len() - 1];
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.is_empty() {
        items.push(&inner[start..]);
    }
    items
}

/// Checks that `games` is the set CGSuite printed as `expected`, as values
/// (CGSuite's set order is its own).
pub(super) fn same_set(arena: &mut Arena, games: &[GameId], expected: &str) -> Result<(), String> {
    let mut want: Vec<GameId> = set_items(expected)
        .into_iter()
        .map(|s| game(arena, s))
        .collect();
    let mut got = games.to_vec();
    want.sort_unstable();
    got.sort_unstable();
    if want != got {
        let shown: Vec<String> = got
            .iter()
            .map(|&g| cgsuite::Printer::new().print(arena, g))
            .collect();
        return Err(format!("{{{}}}, CGSuite {expected}", shown.join(",")));
    }
    Ok(())
}

#[test]
fn readable_inserts_the_plus_cgsuite_needs() {
    assert_eq!(readable("9/8*"), "9/8+*");
    assert_eq!(readable("73/16v9*8"), "73/16+v9*8");
    assert_eq!(readable("{1v|^||0}"), "{1+v|^||0}");
    assert_eq!(readable("{0|-1^^}"), "{0|-1+^^}");
    assert_eq!(
        readable("{3Tiny({3|1})|1Tiny({3|1})}"),
        "{3+Tiny({3|1})|1+Tiny({3|1})}"
    );
    assert_eq!(readable("+-(1*)"), "+-(1+*)");
    assert_eq!(readable("{5/2|3/2||+-1/2}"), "{5/2|3/2||+-(1/2)}");
    assert_eq!(readable("^[4]*,v<4>,*12,^3*2"), "^[4]*,v<4>,*12,^3*2");
    assert_eq!(set_items("{0,{1|*,2},^}"), ["0", "{1|*,2}", "^"]);
    assert!(set_items("{}").is_empty());
}
