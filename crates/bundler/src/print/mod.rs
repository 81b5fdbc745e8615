//! The printer: the kept items as one file, in the sources' own layout.
//!
//! Tokens are printed where their spans say they were written. The
//! package's own files keep their lines (indentation as one tab per four
//! columns), one space where they had any gap on a line and one blank line
//! where they had blank lines. A library's code keeps only the spaces two
//! tokens need and runs on across its lines, taking the first of its line
//! breaks past 100 columns (a judge's limit counts every byte). Comments
//! are not tokens, so they are gone; doc attributes and lint levels are
//! skipped as tokens. Paths are rewritten for their new place (`crate::x`
//! in a library is `crate::<lib>::x`, `judge_io::x` is
//! `crate::judge_io::x`, an exported macro is `crate::m!`), and
//! `env!("CARGO_PKG_…")` becomes its string. This module prints items and
//! modules; its `stream` module, token streams.

use std::path::PathBuf;

use proc_macro2::TokenStream;
use quote::ToTokens;

use crate::manifest::PackageInfo;
use crate::reach::Reached;
use crate::resolve::{Resolver, Target};
use crate::tree::{FileId, Forest, ItemId, Kind, LeafId, ModId};
use crate::Error;

mod stream;

use stream::Tok;

/// Edition 2018's prelude lacks these names of 2021's: a module that
/// writes one imports them from [`PRELUDE_SHIM`] by a glob, which any
/// explicit import of the same name shadows.
const PRELUDE_2021: [&str; 6] = [
    "TryFrom",
    "TryInto",
    "FromIterator",
    "try_from",
    "try_into",
    "from_iter",
];
const PRELUDE_IMPORT: &str = "#[allow(unused_imports)]\nuse crate::prelude_2021::*;";
const PRELUDE_SHIM: &str = "#[allow(unused_imports)]\nmod prelude_2021 {\n\tpub use std::convert::{TryFrom, TryInto};\n\tpub use std::iter::FromIterator;\n}\n";

/// The body of a bundle (everything below the header) and the files it
/// comes from, in the order printed.
pub struct Printed {
    /// The code.
    pub text: String,
    /// The source files it holds code of.
    pub sources: Vec<PathBuf>,
}

/// Prints the kept items of the bundle made of `crates` (the binary first).
pub fn print(
    forest: &Forest,
    resolver: &Resolver<'_>,
    reached: &Reached,
    crates: &[usize],
    package: &PackageInfo,
) -> Result<Printed, Error> {
    let mut p = Printer {
        forest,
        resolver,
        reached,
        package,
        out: String::new(),
        last: None,
        last_kind: Tok::Delim,
        compact: false,
        file: 0,
        sources: Vec::new(),
        shim: false,
    };
    let bin = forest.crates[crates[0]].root;
    p.module_body(bin)?;
    for &c in &crates[1..] {
        let root = forest.crates[c].root;
        if !reached.modules[root] {
            continue;
        }
        p.raw_line("");
        p.raw_line("#[allow(dead_code, unused_imports, unused_macros)]");
        p.raw_line(&format!("pub mod {} {{", forest.crates[c].spec.name));
        p.module_body(root)?;
        p.raw_line("}");
    }
    if p.shim {
        p.raw_line("");
        p.out.push_str(PRELUDE_SHIM);
    }
    if !p.out.ends_with('\n') {
        p.out.push('\n');
    }
    Ok(Printed {
        text: p.out,
        sources: p.sources,
    })
}

/// Where the last token printed ended.
#[derive(Clone, Copy)]
struct Pos {
    file: FileId,
    line: usize,
    column: usize,
}

struct Printer<'a, 'f> {
    forest: &'f Forest,
    resolver: &'a Resolver<'f>,
    reached: &'a Reached,
    package: &'a PackageInfo,
    out: String,
    /// None after text the printer wrote itself: the next token starts a line.
    last: Option<Pos>,
    /// The kind of the last token printed.
    last_kind: Tok,
    /// Whether the code printed is a library's: within a line, a space only
    /// where two tokens would otherwise run together.
    compact: bool,
    /// The file whose tokens are being printed.
    file: FileId,
    sources: Vec<PathBuf>,
    /// Whether some module imports the edition-2018 shim.
    shim: bool,
}

/// How a token stream is printed: in which crate, and whether inside a
/// `macro_rules!` body (whose `env!` is the bundled package's).
#[derive(Clone, Copy)]
struct Ctx {
    krate: usize,
    in_macro: bool,
}

impl Printer<'_, '_> {
    /// A line of the printer's own.
    fn raw_line(&mut self, line: &str) {
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
        self.out.push_str(line);
        self.out.push('\n');
        self.last = None;
    }

    /// The inner attributes and kept items of module `m`.
    fn module_body(&mut self, m: ModId) -> Result<(), Error> {
        let forest = self.forest;
        let module = &forest.modules[m];
        self.file = module.file;
        self.compact = !forest.crates[module.krate].spec.own;
        let path = &forest.files[module.file].path;
        if !self.sources.contains(path) {
            self.sources.push(path.clone());
        }
        let ctx = Ctx {
            krate: module.krate,
            in_macro: false,
        };
        for attr in &module.inner_attrs {
            self.stream(attr.to_token_stream(), ctx)?;
        }
        if PRELUDE_2021
            .iter()
            .any(|n| self.reached.idents[m].contains(*n))
        {
            self.shim = true;
            // A library's module is inside `#[allow(unused_imports)]` already.
            let import = match self.compact {
                true => PRELUDE_IMPORT.lines().last().unwrap_or_default(),
                false => PRELUDE_IMPORT,
            };
            self.raw_line(import);
        }
        for &id in &module.items {
            self.item(id, ctx)?;
        }
        Ok(())
    }

    fn item(&mut self, id: ItemId, ctx: Ctx) -> Result<(), Error> {
        let forest = self.forest;
        let item = &forest.items[id];
        match &item.kind {
            Kind::Mod(child) => {
                if !self.reached.modules[*child] {
                    return Ok(());
                }
                let syn::Item::Mod(decl) = &item.ast else {
                    return Ok(());
                };
                let mut head = TokenStream::new();
                for attr in &decl.attrs {
                    attr.to_tokens(&mut head);
                }
                decl.vis.to_tokens(&mut head);
                decl.mod_token.to_tokens(&mut head);
                decl.ident.to_tokens(&mut head);
                self.stream(head, ctx)?;
                let braces = forest.modules[*child].braces;
                match braces {
                    Some((open, _)) => self.token("{", open, Tok::Delim),
                    None => {
                        self.out.push_str(" {");
                        self.last = None;
                    }
                }
                self.module_body(*child)?;
                self.file = forest.modules[item.module].file;
                match braces {
                    Some((_, close)) => self.token("}", close, Tok::Delim),
                    None => self.raw_line("}"),
                }
            }
            Kind::Use(leaves) => {
                if let syn::Item::Use(u) = &item.ast {
                    let mut u = u.clone();
                    let mut next = leaves.start;
                    if !self.prune(&mut u.tree, &mut next) {
                        return Ok(());
                    }
                    let start = self.out.len();
                    self.stream(u.to_token_stream(), ctx)?;
                    if leaves.clone().any(|l| !self.keeps_leaf(l)) {
                        // What stood beside a dropped leaf leaves a gap: `{a, c}`, not `{ a, c}`.
                        let printed = self.out[start..].replace("{ ", "{").replace(" }", "}");
                        self.out.truncate(start);
                        self.out.push_str(&printed);
                    }
                }
            }
            Kind::Impl { .. } => {
                if !self.reached.items[id] {
                    return Ok(());
                }
                if let syn::Item::Impl(imp) = &item.ast {
                    let mut imp = imp.clone();
                    let kept = &self.reached.members[id];
                    let mut k = 0;
                    imp.items.retain(|_| {
                        k += 1;
                        kept[k - 1]
                    });
                    // An inherent impl with nothing kept says nothing.
                    if imp.items.is_empty() && imp.trait_.is_none() {
                        return Ok(());
                    }
                    self.stream(imp.to_token_stream(), ctx)?;
                }
            }
            Kind::ExternCrate => {}
            Kind::MacroRules { .. } => {
                if self.reached.items[id] {
                    let ctx = Ctx {
                        in_macro: true,
                        ..ctx
                    };
                    self.stream(item.ast.to_token_stream(), ctx)?;
                }
            }
            _ => {
                if self.reached.items[id] {
                    self.stream(item.ast.to_token_stream(), ctx)?;
                }
            }
        }
        Ok(())
    }

    /// Whether a `use` leaf stays: some kept path goes through it, or it
    /// imports from std a name that may serve method calls (a trait: a
    /// capitalized name, a glob, `as _`), which the item graph cannot see.
    fn keeps_leaf(&self, leaf: LeafId) -> bool {
        if self.reached.leaves[leaf] {
            return true;
        }
        let l = &self.forest.leaves[leaf];
        let external = self
            .resolver
            .leaf_targets(leaf)
            .iter()
            .all(|f| f.target == Target::External);
        let trait_like = match &l.bound {
            None => true,
            Some(name) => name.starts_with(|c: char| c.is_ascii_uppercase()),
        };
        external && trait_like
    }

    /// Drops the leaves of a use tree that do not stay; whether any stays.
    /// `next` is the id of the tree's first leaf (leaves are numbered in
    /// the order [`crate::tree`] flattened them).
    fn prune(&self, tree: &mut syn::UseTree, next: &mut LeafId) -> bool {
        match tree {
            syn::UseTree::Path(p) => self.prune(&mut p.tree, next),
            syn::UseTree::Name(_) | syn::UseTree::Rename(_) | syn::UseTree::Glob(_) => {
                *next += 1;
                self.keeps_leaf(*next - 1)
            }
            syn::UseTree::Group(g) => {
                let trailing = g.items.trailing_punct();
                let mut kept = syn::punctuated::Punctuated::new();
                for pair in std::mem::take(&mut g.items).into_pairs() {
                    let (mut t, comma) = pair.into_tuple();
                    if self.prune(&mut t, next) {
                        kept.push_value(t);
                        if let Some(c) = comma {
                            kept.push_punct(c);
                        }
                    }
                }
                if kept.trailing_punct() && !trailing {
                    kept.pop_punct();
                }
                g.items = kept;
                !g.items.is_empty()
            }
        }
    }
}
