//! What some code names: the paths and identifiers written in its tokens,
//! macro bodies included (they are tokens too). These are the edges of the
//! item graph that [`crate::reach`] follows.

use proc_macro2::{TokenStream, TokenTree};

use crate::tokens::{is_colons, is_field_dot, is_macro_bang, is_punct, place, Place};

/// The paths and identifiers written in some code.
#[derive(Default)]
pub struct Mentions {
    /// Each path written (a path's first segments as far as `ident ::
    /// ident` goes).
    pub paths: Vec<PathRef>,
    /// Every identifier written (method names, fields, path segments).
    pub idents: Vec<String>,
    /// The identifiers written after `.` or `::` (a method, a field, an
    /// associated item): what may name an impl's or a trait's member.
    pub members: Vec<String>,
    /// Those of them that may name a member of any type: after a dot, or
    /// after `::` behind a type that is no path (`<T as U>::f`,
    /// `Vec::<T>::new`, `$t::MAX`) or behind `Self`. (Behind a path, a
    /// member is its type's: [`crate::reach`] resolves the path.)
    pub any_members: Vec<String>,
    /// The identifiers written after `self.` (a method of `Self`, or a
    /// field): in an impl, its type's member; elsewhere, any type's.
    pub self_members: Vec<String>,
}

/// A path as written: its segments (`$crate` for a macro's crate) and
/// whether a `!` follows it (a macro call).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathRef {
    /// The segments.
    pub segs: Vec<String>,
    /// `name!(…)`.
    pub macro_call: bool,
    /// Written `::a::b` (an extern crate's path).
    pub global: bool,
}

/// The paths and identifiers written in some tokens (macro bodies
/// included: they are tokens too).
pub fn mentions(tokens: TokenStream) -> Mentions {
    let mut out = Mentions::default();
    scan(tokens, &mut out);
    out
}

/// Keywords that never start a path (`self`, `super`, `crate` and `Self` do).
const KEYWORDS: [&str; 36] = [
    "as",
    "async",
    "await",
    "break",
    "const",
    "continue",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "static",
    "struct",
    "trait",
    "true",
    "type",
    "unsafe",
    "use",
    "where",
    "while",
    "macro_rules",
    "_",
];

fn scan(tokens: TokenStream, out: &mut Mentions) {
    let toks: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            TokenTree::Group(g) => {
                scan(g.stream(), out);
                i += 1;
            }
            TokenTree::Ident(ident) => {
                let word = ident.to_string();
                out.idents.push(word.clone());
                let place = place(&toks, i);
                if place == Place::Inside || KEYWORDS.contains(&word.as_str()) {
                    let named = is_field_dot(&toks, i) || i >= 2 && is_colons(&toks, i - 2);
                    if place == Place::Inside && named {
                        out.members.push(word.clone());
                        match after_self(&toks, i) {
                            true => out.self_members.push(word),
                            false => out.any_members.push(word),
                        }
                    }
                    i += 1;
                    continue;
                }
                let global = place == Place::Global;
                let dollar = i > 0 && is_punct(&toks[i - 1], '$');
                let mut segs = vec![if dollar { "$crate".to_string() } else { word }];
                let mut j = i + 1;
                while is_colons(&toks, j) {
                    match toks.get(j + 2) {
                        Some(TokenTree::Ident(next)) => {
                            let next = next.to_string();
                            out.idents.push(next.clone());
                            out.members.push(next.clone());
                            segs.push(next);
                            j += 3;
                        }
                        _ => break,
                    }
                }
                if segs[0] == "Self" && segs.len() > 1 {
                    out.any_members.push(segs[1].clone());
                }
                let macro_call = is_macro_bang(&toks, j);
                out.paths.push(PathRef {
                    segs,
                    macro_call,
                    global,
                });
                i = j;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
        }
    }
}

/// Whether `toks[i]` is written right after `self.` with no punctuation
/// before `self`. That rules out `x.self.` and `::self.`, and also, more
/// than it needs to, `&self.f()` and `!self.f()`: those count as any
/// type's member, which keeps too much rather than too little.
fn after_self(toks: &[TokenTree], i: usize) -> bool {
    is_field_dot(toks, i)
        && i >= 2
        && matches!(&toks[i - 2], TokenTree::Ident(s) if s == "self")
        && !(i >= 3 && matches!(&toks[i - 3], TokenTree::Punct(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(src: &str) -> Vec<String> {
        let tokens: TokenStream = src.parse().unwrap();
        mentions(tokens)
            .paths
            .iter()
            .map(|p| {
                let mut s = String::new();
                if p.global {
                    s.push_str("::");
                }
                s.push_str(&p.segs.join("::"));
                if p.macro_call {
                    s.push('!');
                }
                s
            })
            .collect()
    }

    #[test]
    fn paths_as_written() {
        assert_eq!(
            paths("a::b::c(x.y, z.w()); Vec::<T>::new(); <T as Tr>::f; $crate::m::n!(q); $x; 'a; ::g::h; y != z; 0..N; ..o::p"),
            ["a::b::c", "x", "z", "Vec", "T", "T", "Tr", "$crate::m::n!", "q", "::g::h", "y", "z", "N", "o::p"]
        );
    }
}
