//! Token streams as text: doc and lint attributes skipped, paths rewritten
//! for their new place, `env!` replaced, and each token written where its
//! span says it was (the layout).

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Group, LineColumn, Span, TokenStream, TokenTree};

use super::{Ctx, Pos, Printer};
use crate::tokens::{continues_path, is_colons, is_macro_bang, is_punct, place, Place};
use crate::Error;

/// What a token is, for the spaces between two: words (identifiers,
/// literals, and the punctuation that joins a word: `'`, `#`, `$`) run
/// together with words, punctuation with punctuation, and a delimiter
/// with nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Tok {
    Word,
    Punct,
    Delim,
}

impl Printer<'_, '_> {
    /// Prints tokens, dropping doc and lint attributes and rewriting paths.
    pub(super) fn stream(&mut self, tokens: TokenStream, ctx: Ctx) -> Result<(), Error> {
        let toks: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < toks.len() {
            if is_punct(&toks[i], '#') {
                let j = if toks.get(i + 1).is_some_and(|t| is_punct(t, '!')) {
                    i + 2
                } else {
                    i + 1
                };
                if let Some(TokenTree::Group(g)) = toks.get(j) {
                    if g.delimiter() == Delimiter::Bracket && droppable_attr(g.stream()) {
                        i = j + 1;
                        continue;
                    }
                }
            }
            match &toks[i] {
                TokenTree::Group(g) => {
                    self.group(g, ctx)?;
                    i += 1;
                }
                TokenTree::Ident(_) => i = self.ident(&toks, i, ctx)?,
                TokenTree::Punct(p) => {
                    // `::judge_io::x`: the crate is a module of the bundle now.
                    if is_colons(&toks, i) && !continues_path(&toks, i) {
                        if let Some(TokenTree::Ident(next)) = toks.get(i + 2) {
                            if self
                                .resolver
                                .extern_crate(ctx.krate, &next.to_string())
                                .is_some()
                            {
                                self.token("crate", p.span(), Tok::Word);
                            }
                        }
                    }
                    let kind = match p.as_char() {
                        '\'' | '#' | '$' => Tok::Word,
                        _ => Tok::Punct,
                    };
                    self.token(&p.as_char().to_string(), p.span(), kind);
                    i += 1;
                }
                TokenTree::Literal(l) => {
                    self.token(&l.to_string(), l.span(), Tok::Word);
                    i += 1;
                }
            }
        }
        Ok(())
    }

    fn group(&mut self, g: &Group, ctx: Ctx) -> Result<(), Error> {
        let (open, close) = match g.delimiter() {
            Delimiter::Parenthesis => ("(", ")"),
            Delimiter::Brace => ("{", "}"),
            Delimiter::Bracket => ("[", "]"),
            Delimiter::None => return self.stream(g.stream(), ctx),
        };
        self.token(open, g.span_open(), Tok::Delim);
        self.stream(g.stream(), ctx)?;
        self.token(close, g.span_close(), Tok::Delim);
        Ok(())
    }

    /// Prints the identifier at `toks[i]` (and what a rewrite takes with
    /// it); the index of the next token.
    fn ident(&mut self, toks: &[TokenTree], i: usize, ctx: Ctx) -> Result<usize, Error> {
        let TokenTree::Ident(ident) = &toks[i] else {
            return Ok(i + 1);
        };
        let word = ident.to_string();
        let bang = toks.get(i + 1).is_some_and(|t| is_punct(t, '!'));
        if bang && matches!(word.as_str(), "include" | "include_str" | "include_bytes") {
            return Err(self.refuse(ident.span(), &format!("`{}!` cannot be bundled", word)));
        }
        if bang && word == "env" {
            if let Some(TokenTree::Group(g)) = toks.get(i + 2) {
                let value = self.env_value(g, ctx)?;
                let (start, end) = (ident.span().start(), g.span_close().end());
                self.emit(&format!("{:?}", value), start, end, Tok::Word);
                return Ok(i + 3);
            }
        }
        let dollar = i > 0 && is_punct(&toks[i - 1], '$');
        if place(toks, i) == Place::Start && is_colons(toks, i + 1) {
            let (last_seg, end, macro_call) = path_tail(toks, i);
            if word == "crate" {
                let name = &self.forest.crates[ctx.krate].spec.name;
                let exported =
                    macro_call && end == i + 4 && self.resolver.exports_macro(ctx.krate, &last_seg);
                if !name.is_empty() && !exported {
                    let text = format!("crate::{}", name);
                    self.token(&text, ident.span(), Tok::Word);
                    return Ok(i + 1);
                }
            } else if !dollar {
                if let Some(c) = self.resolver.extern_crate(ctx.krate, &word) {
                    if macro_call && self.resolver.exports_macro(c, &last_seg) {
                        // `judge_io::main!` is `crate::main!`: an exported
                        // macro lives at the bundle's root.
                        let (start, end_at) = (ident.span().start(), toks[end - 1].span().end());
                        self.emit(&format!("crate::{}", last_seg), start, end_at, Tok::Word);
                        return Ok(end);
                    }
                    self.token(&format!("crate::{}", word), ident.span(), Tok::Word);
                    return Ok(i + 1);
                }
            }
        }
        self.token(&word, ident.span(), Tok::Word);
        Ok(i + 1)
    }

    /// The string an `env!(…)` stands for.
    fn env_value(&self, args: &Group, ctx: Ctx) -> Result<String, Error> {
        let inner: Vec<TokenTree> = args.stream().into_iter().collect();
        let name = match inner.as_slice() {
            [TokenTree::Literal(l)] => syn::parse_str::<syn::LitStr>(&l.to_string())
                .ok()
                .map(|s| s.value()),
            _ => None,
        };
        let package = if ctx.in_macro {
            self.package
        } else {
            &self.forest.crates[ctx.krate].spec.package
        };
        match name.as_deref() {
            Some("CARGO_PKG_NAME") => Ok(package.name.clone()),
            Some("CARGO_PKG_VERSION") => Ok(package.version.clone()),
            Some("CARGO_PKG_DESCRIPTION") => Ok(package.description.clone()),
            _ => Err(self.refuse(
                args.span_open(),
                "`env!` of anything but CARGO_PKG_NAME, CARGO_PKG_VERSION or CARGO_PKG_DESCRIPTION \
                 cannot be bundled (plain rustc sets no such variable)",
            )),
        }
    }

    fn refuse(&self, span: Span, what: &str) -> Error {
        let at = span.start();
        Error::new(format!(
            "{}:{}:{}: {}",
            self.forest.files[self.file].path.display(),
            at.line,
            at.column + 1,
            what
        ))
    }

    /// Prints one token's text where its span says it was written.
    pub(super) fn token(&mut self, text: &str, span: Span, kind: Tok) {
        let (start, end) = (span.start(), span.end());
        if start == end {
            // A token syn made itself: no place of its own.
            if glues(self.out.chars().last(), text) {
                self.out.push(' ');
            }
            self.out.push_str(text);
            self.last_kind = kind;
            return;
        }
        self.emit(text, start, end, kind);
    }

    /// Prints `text`, written in the source from `start` to `end`.
    fn emit(&mut self, text: &str, start: LineColumn, end: LineColumn, kind: Tok) {
        self.place(start, kind, text.chars().next());
        if glues(self.out.chars().last(), text) {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.last = Some(Pos {
            file: self.file,
            line: end.line,
            column: end.column,
        });
        self.last_kind = kind;
    }

    /// Writes the whitespace before a token of `kind` that starts at
    /// `start` and whose text starts with `first`.
    fn place(&mut self, start: LineColumn, kind: Tok, first: Option<char>) {
        let file = self.file;
        match self.last {
            // In a library, a new line of the source is a gap like any
            // other: its code runs on, and breaks at the first of the
            // source's line breaks past WIDTH.
            Some(last) if last.file == file && (start.line == last.line || self.compact) => {
                let same_line = start.line == last.line;
                // A gap (in a library, only where the two tokens would run
                // together), or tokens out of order (two puncts must not join).
                let needed = !self.compact || self.last_kind == Tok::Word && kind == Tok::Word || {
                    let joined: String = self.out.chars().last().into_iter().chain(first).collect();
                    self.last_kind == Tok::Punct
                        && kind == Tok::Punct
                        && JOINS.contains(&joined.as_str())
                        || self.last_kind == Tok::Word && first == Some('!')
                };
                let gap = !same_line || start.column > last.column;
                let line = self.out.len() - self.out.rfind('\n').map_or(0, |at| at + 1);
                if !same_line && line >= WIDTH {
                    self.out.push('\n');
                } else if gap && needed
                    || same_line && start.column < last.column && self.out.ends_with(is_punct_char)
                {
                    self.out.push(' ');
                }
            }
            // The package's own code keeps its lines and blank lines.
            Some(last) if last.file == file && start.line > last.line => {
                self.out.push('\n');
                let blank = &self.forest.files[file].blank;
                if (last.line + 1..start.line).any(|l| blank.get(l - 1).copied().unwrap_or(false)) {
                    self.out.push('\n');
                }
                self.indent(start.column);
            }
            _ => {
                if !self.out.is_empty() && !self.out.ends_with('\n') {
                    self.out.push('\n');
                }
                self.indent(start.column);
            }
        }
    }

    fn indent(&mut self, column: usize) {
        for _ in 0..column / 4 {
            self.out.push('\t');
        }
        for _ in 0..column % 4 {
            self.out.push(' ');
        }
    }
}

/// The width past which a library's code, printed without most of its
/// sources' line breaks, takes the next one.
const WIDTH: usize = 100;

/// Two punctuation characters that written together make another token
/// (or a comment): a space stays between them.
const JOINS: [&str; 25] = [
    "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=", "&=",
    "|=", "<<", ">>", "..", "<-", "//", "/*", "*/", ".=",
];

fn is_punct_char(c: char) -> bool {
    !c.is_alphanumeric()
        && c != '_'
        && !c.is_whitespace()
        && !matches!(c, '(' | '[' | '{' | ')' | ']' | '}')
}

/// Whether `text` printed right after `prev` would run into it.
fn glues(prev: Option<char>, text: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    match (prev, text.chars().next()) {
        (Some(a), Some(b)) => word(a) && (word(b) || b == '"' || b == '\''),
        _ => false,
    }
}

/// The path that starts at `toks[i]`: its last segment, the index past it,
/// and whether `!` and a group follow (a macro call).
fn path_tail(toks: &[TokenTree], i: usize) -> (String, usize, bool) {
    let mut last = toks[i].to_string();
    let mut j = i + 1;
    while is_colons(toks, j) {
        match toks.get(j + 2) {
            Some(TokenTree::Ident(next)) => {
                last = next.to_string();
                j += 3;
            }
            _ => break,
        }
    }
    (last, j, is_macro_bang(toks, j))
}

/// Whether the inside of `#[…]` is an attribute a bundle drops: a doc
/// comment or `#[doc …]`, a lint level other than `allow`, or an `allow`
/// of tool lints only (rustc reads none of them).
fn droppable_attr(inner: TokenStream) -> bool {
    let toks: Vec<TokenTree> = inner.into_iter().collect();
    let Some(TokenTree::Ident(head)) = toks.first() else {
        return false;
    };
    let head = head.to_string();
    match head.as_str() {
        "doc" | "warn" | "deny" | "forbid" => true,
        "allow" => match toks.get(1) {
            Some(TokenTree::Group(g)) => {
                let lints: Vec<TokenTree> = g.stream().into_iter().collect();
                let tools: BTreeSet<String> = lints
                    .split(|t| is_punct(t, ','))
                    .filter(|lint| !lint.is_empty())
                    .map(|lint| lint[0].to_string())
                    .collect();
                !tools.is_empty() && tools.iter().all(|t| t == "clippy" || t == "rustdoc")
            }
            _ => false,
        },
        _ => false,
    }
}
