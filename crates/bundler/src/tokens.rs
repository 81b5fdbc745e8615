//! The shapes of paths in a token stream, shared by the scan of what code
//! names ([`crate::tree::mentions`]) and the printer's rewrites.

use proc_macro2::{Delimiter, Spacing, TokenTree};

/// Whether `t` is the punctuation `c`.
pub fn is_punct(t: &TokenTree, c: char) -> bool {
    matches!(t, TokenTree::Punct(p) if p.as_char() == c)
}

/// Whether `toks[j]` and `toks[j + 1]` are `::`.
pub fn is_colons(toks: &[TokenTree], j: usize) -> bool {
    matches!(toks.get(j), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && toks.get(j + 1).is_some_and(|t| is_punct(t, ':'))
}

/// Whether `toks[i]` follows a field or method dot (`x.y`, not `0..y`).
pub fn is_field_dot(toks: &[TokenTree], i: usize) -> bool {
    i > 0
        && is_punct(&toks[i - 1], '.')
        && !(i > 1
            && matches!(&toks[i - 2], TokenTree::Punct(p) if p.as_char() == '.' && p.spacing() == Spacing::Joint))
}

/// Whether the `::` at `toks[i]` continues a path or type written before
/// it (`Vec::<T>::new`, `<T as U>::f`) rather than starting a global path.
pub fn continues_path(toks: &[TokenTree], i: usize) -> bool {
    i > 0
        && (matches!(&toks[i - 1], TokenTree::Ident(_) | TokenTree::Group(_))
            || is_punct(&toks[i - 1], '>'))
}

/// How the identifier at `toks[i]` stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// The first segment of a path (`a` in `a::b`, `x` alone).
    Start,
    /// The first segment of a global path (`::a::b`).
    Global,
    /// Anything else: a later segment, a field, a method, a lifetime, a
    /// macro's metavariable.
    Inside,
}

/// How the identifier at `toks[i]` stands in its path, if in one.
pub fn place(toks: &[TokenTree], i: usize) -> Place {
    let before = |k: usize| i.checked_sub(k).map(|j| &toks[j]);
    let lifetime = before(1).is_some_and(|t| is_punct(t, '\''));
    let metavariable =
        before(1).is_some_and(|t| is_punct(t, '$')) && toks[i].to_string() != "crate";
    if is_field_dot(toks, i) || lifetime || metavariable {
        Place::Inside
    } else if i >= 2 && is_colons(toks, i - 2) {
        if continues_path(toks, i - 2) {
            Place::Inside
        } else {
            Place::Global
        }
    } else {
        Place::Start
    }
}

/// Whether `toks[j]` is the `!` of a macro call (`!` then a group).
pub fn is_macro_bang(toks: &[TokenTree], j: usize) -> bool {
    matches!(toks.get(j), Some(TokenTree::Punct(p)) if p.as_char() == '!' && p.spacing() == Spacing::Alone)
        && matches!(toks.get(j + 1), Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None)
}
