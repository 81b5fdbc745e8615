//! The crates as trees of modules and items, parsed with `syn`: every `mod
//! x;` read from its file, every test-only item gone ([`crate::strip`]),
//! and for each item what it names ([`crate::mentions`]): the nodes and
//! edges of the item graph that [`crate::reach`] walks.

use std::fs;
use std::ops::Range;
use std::path::{Path, PathBuf};

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;

use crate::manifest::CrateSpec;
pub use crate::mentions::{mentions, Mentions, PathRef};
use crate::strip::StripTests;
use crate::Error;

/// Index of a module in [`Forest::modules`].
pub type ModId = usize;
/// Index of an item in [`Forest::items`].
pub type ItemId = usize;
/// Index of a use leaf in [`Forest::leaves`].
pub type LeafId = usize;
/// Index of a file in [`Forest::files`].
pub type FileId = usize;

/// Every crate of a bundle, parsed.
#[derive(Default)]
pub struct Forest {
    /// The files read, in the order read.
    pub files: Vec<SourceFile>,
    /// The crates, the binary first.
    pub crates: Vec<CrateTree>,
    /// Every module of every crate.
    pub modules: Vec<Module>,
    /// Every item of every module.
    pub items: Vec<Item>,
    /// Every leaf of every `use` tree (module level and inside items).
    pub leaves: Vec<Leaf>,
}

/// A source file as read.
pub struct SourceFile {
    /// Its path from the workspace root.
    pub path: PathBuf,
    /// Whether each line holds only whitespace (index 0 is line 1).
    pub blank: Vec<bool>,
    /// Its leading `//!` lines, without the marker.
    pub inner_doc: Vec<String>,
}

/// A crate and its root module.
pub struct CrateTree {
    /// What the manifests say of it.
    pub spec: CrateSpec,
    /// Its root module.
    pub root: ModId,
}

/// A module: a crate root, a `mod x;` file, or an inline `mod x { … }`.
pub struct Module {
    /// The crate it belongs to (index in [`Forest::crates`]).
    pub krate: usize,
    /// Its name (empty for a crate root).
    pub name: String,
    /// Its parent module.
    pub parent: Option<ModId>,
    /// The file its items are written in.
    pub file: FileId,
    /// Its items, in source order.
    pub items: Vec<ItemId>,
    /// Its inner attributes (`#![…]`).
    pub inner_attrs: Vec<syn::Attribute>,
    /// For an inline module, the spans of its braces.
    pub braces: Option<(proc_macro2::Span, proc_macro2::Span)>,
}

/// An item of a module.
pub struct Item {
    /// The module it is written in.
    pub module: ModId,
    /// The item itself, without tests (a module's content lives in its
    /// [`Module`]).
    pub ast: syn::Item,
    /// The name it defines, if any.
    pub name: Option<String>,
    /// What kind of item it is, for the item graph.
    pub kind: Kind,
    /// The names it mentions (for an impl: its header's).
    pub mentions: Mentions,
    /// The leaves of the `use` declarations inside it (a function body's).
    pub local_leaves: Range<LeafId>,
}

/// What the item graph needs to know of an item.
pub enum Kind {
    /// `mod x`: the module.
    Mod(ModId),
    /// `use …;`: its leaves.
    Use(Range<LeafId>),
    /// `impl`: whether it implements a trait, the paths of its trait and
    /// self type, and its members.
    Impl {
        /// `impl Trait for Type` rather than `impl Type`.
        of_trait: bool,
        /// The paths written in the trait and the self type.
        header: Vec<PathRef>,
        /// Its associated items, in order.
        members: Vec<Member>,
    },
    /// `trait`: the names of its items (a call of one needs the trait in scope).
    Trait(Vec<String>),
    /// `macro_rules!`: whether it is `#[macro_export]`ed.
    MacroRules {
        /// Exported at its crate's root.
        exported: bool,
    },
    /// A macro invoked where items stand (it may write impls).
    MacroCall,
    /// `extern crate`: never bundled.
    ExternCrate,
    /// Any other item: a function, type, constant, static, ….
    Other,
}

/// An associated item of an impl.
pub struct Member {
    /// Its name (None for a macro invocation, always kept).
    pub name: Option<String>,
    /// The names it mentions.
    pub mentions: Mentions,
}

/// One leaf of a `use` tree: `use a::{b as c, d::*}` has two.
pub struct Leaf {
    /// The module whose scope it is in.
    pub module: ModId,
    /// The item it belongs to (a `use` item, or the item whose body holds it).
    pub item: ItemId,
    /// The path it imports (for a glob, the path before `::*`).
    pub path: Vec<String>,
    /// `use ::a::b`.
    pub global: bool,
    /// The name it binds (None for a glob and for `as _`).
    pub bound: Option<String>,
    /// `use a::*`.
    pub glob: bool,
}

impl Forest {
    /// Reads a crate, its root file and every module file it declares.
    pub fn load(&mut self, workspace: &Path, spec: CrateSpec) -> Result<usize, Error> {
        let krate = self.crates.len();
        let root_file = spec.root.clone();
        let (file_id, file) = self.read_file(workspace, &root_file)?;
        let root = self.add_module(krate, String::new(), None, file_id, file.attrs);
        self.crates.push(CrateTree { spec, root });
        let child_dir = root_file
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        self.add_items(workspace, root, file.items, &child_dir)?;
        Ok(krate)
    }

    fn read_file(&mut self, workspace: &Path, path: &Path) -> Result<(FileId, syn::File), Error> {
        let text = fs::read_to_string(workspace.join(path))
            .map_err(|e| Error::new(format!("cannot read {}: {}", path.display(), e)))?;
        let mut file = syn::parse_file(&text).map_err(|e| {
            let at = e.span().start();
            Error::new(format!(
                "{}:{}:{}: {}",
                path.display(),
                at.line,
                at.column + 1,
                e
            ))
        })?;
        StripTests.visit_file_mut(&mut file);
        let inner_doc = text
            .lines()
            .map_while(|line| line.strip_prefix("//!"))
            .map(|line| line.trim().to_string())
            .collect();
        self.files.push(SourceFile {
            path: path.to_path_buf(),
            blank: text.lines().map(|l| l.trim().is_empty()).collect(),
            inner_doc,
        });
        Ok((self.files.len() - 1, file))
    }

    fn add_module(
        &mut self,
        krate: usize,
        name: String,
        parent: Option<ModId>,
        file: FileId,
        inner_attrs: Vec<syn::Attribute>,
    ) -> ModId {
        self.modules.push(Module {
            krate,
            name,
            parent,
            file,
            items: Vec::new(),
            inner_attrs,
            braces: None,
        });
        self.modules.len() - 1
    }

    /// Adds the items of module `m`; `dir` is where its `mod x;` files are.
    fn add_items(
        &mut self,
        workspace: &Path,
        m: ModId,
        items: Vec<syn::Item>,
        dir: &Path,
    ) -> Result<(), Error> {
        for mut ast in items {
            let id = self.items.len();
            let (name, kind) = match &mut ast {
                syn::Item::Mod(item) => {
                    let name = item.ident.to_string();
                    if item.attrs.iter().any(|a| a.path().is_ident("path")) {
                        return Err(Error::new(format!(
                            "{}: `#[path]` on `mod {}` cannot be bundled",
                            self.files[self.modules[m].file].path.display(),
                            name
                        )));
                    }
                    let child_dir = dir.join(&name);
                    let child = match item.content.take() {
                        Some((brace, content)) => {
                            let (inner, outer) = item.attrs.drain(..).partition(is_inner);
                            item.attrs = outer;
                            let file = self.modules[m].file;
                            let c = self.add_module(
                                self.modules[m].krate,
                                name.clone(),
                                Some(m),
                                file,
                                inner,
                            );
                            self.modules[c].braces = Some((brace.span.open(), brace.span.close()));
                            self.items.push(placeholder(m));
                            self.add_items(workspace, c, content, &child_dir)?;
                            c
                        }
                        None => {
                            let path = [dir.join(format!("{}.rs", name)), child_dir.join("mod.rs")]
                                .into_iter()
                                .find(|p| workspace.join(p).is_file())
                                .ok_or_else(|| {
                                    Error::new(format!(
                                        "{}: no file for `mod {};`",
                                        self.files[self.modules[m].file].path.display(),
                                        name
                                    ))
                                })?;
                            let (file_id, file) = self.read_file(workspace, &path)?;
                            let c = self.add_module(
                                self.modules[m].krate,
                                name.clone(),
                                Some(m),
                                file_id,
                                file.attrs,
                            );
                            self.items.push(placeholder(m));
                            self.add_items(workspace, c, file.items, &child_dir)?;
                            c
                        }
                    };
                    // The placeholder pushed above holds this item's place.
                    let kind = Kind::Mod(child);
                    self.items[id] = Item {
                        module: m,
                        ast,
                        name: Some(name),
                        kind,
                        mentions: Mentions::default(),
                        local_leaves: 0..0,
                    };
                    self.modules[m].items.push(id);
                    continue;
                }
                syn::Item::Use(item) => {
                    let start = self.leaves.len();
                    self.add_leaves(
                        m,
                        id,
                        &item.tree,
                        &mut Vec::new(),
                        item.leading_colon.is_some(),
                    );
                    (None, Kind::Use(start..self.leaves.len()))
                }
                syn::Item::Impl(item) => {
                    let mut header = Vec::new();
                    if let Some((_, path, _)) = &item.trait_ {
                        header.extend(mentions(path.to_token_stream()).paths);
                    }
                    header.extend(mentions(item.self_ty.to_token_stream()).paths);
                    let members = item
                        .items
                        .iter()
                        .map(|member| Member {
                            name: member_name(member),
                            mentions: mentions(member.to_token_stream()),
                        })
                        .collect();
                    let kind = Kind::Impl {
                        of_trait: item.trait_.is_some(),
                        header,
                        members,
                    };
                    (None, kind)
                }
                syn::Item::Trait(item) => {
                    let names = item
                        .items
                        .iter()
                        .filter_map(|t| match t {
                            syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                            syn::TraitItem::Const(c) => Some(c.ident.to_string()),
                            syn::TraitItem::Type(t) => Some(t.ident.to_string()),
                            _ => None,
                        })
                        .collect();
                    (Some(item.ident.to_string()), Kind::Trait(names))
                }
                syn::Item::Macro(item) => match &item.ident {
                    Some(ident) => {
                        let exported = item.attrs.iter().any(|a| a.path().is_ident("macro_export"));
                        (Some(ident.to_string()), Kind::MacroRules { exported })
                    }
                    None => (None, Kind::MacroCall),
                },
                syn::Item::ExternCrate(item) => (Some(item.ident.to_string()), Kind::ExternCrate),
                syn::Item::Verbatim(_) | syn::Item::ForeignMod(_) => (None, Kind::MacroCall),
                other => (item_name(other), Kind::Other),
            };
            let mentions = match &ast {
                syn::Item::Use(_) | syn::Item::ExternCrate(_) => Mentions::default(),
                syn::Item::Impl(item) => {
                    let mut header = TokenStream::new();
                    item.generics.to_tokens(&mut header);
                    if let Some((_, path, _)) = &item.trait_ {
                        path.to_tokens(&mut header);
                    }
                    item.self_ty.to_tokens(&mut header);
                    item.generics.where_clause.to_tokens(&mut header);
                    mentions(header)
                }
                other => mentions(other.to_token_stream()),
            };
            let local_leaves = match &ast {
                syn::Item::Use(_) => 0..0,
                other => {
                    let mut uses = LocalUses(Vec::new());
                    uses.visit_item(other);
                    let start = self.leaves.len();
                    for u in &uses.0 {
                        self.add_leaves(m, id, &u.tree, &mut Vec::new(), u.leading_colon.is_some());
                    }
                    start..self.leaves.len()
                }
            };
            self.items.push(Item {
                module: m,
                ast,
                name,
                kind,
                mentions,
                local_leaves,
            });
            self.modules[m].items.push(id);
        }
        Ok(())
    }

    fn add_leaves(
        &mut self,
        m: ModId,
        item: ItemId,
        tree: &syn::UseTree,
        prefix: &mut Vec<String>,
        global: bool,
    ) {
        let mut leaf = |path: Vec<String>, bound: Option<String>, glob: bool| {
            self.leaves.push(Leaf {
                module: m,
                item,
                path,
                global,
                bound,
                glob,
            })
        };
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.add_leaves(m, item, &p.tree, prefix, global);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let name = n.ident.to_string();
                if name == "self" {
                    leaf(prefix.clone(), prefix.last().cloned(), false);
                } else {
                    let mut path = prefix.clone();
                    path.push(name.clone());
                    leaf(path, Some(name), false);
                }
            }
            syn::UseTree::Rename(r) => {
                let name = r.ident.to_string();
                let mut path = prefix.clone();
                if name != "self" {
                    path.push(name);
                }
                let alias = r.rename.to_string();
                leaf(path, if alias == "_" { None } else { Some(alias) }, false);
            }
            syn::UseTree::Glob(_) => leaf(prefix.clone(), None, true),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.add_leaves(m, item, t, prefix, global);
                }
            }
        }
    }

    /// The crate a module belongs to.
    pub fn crate_of(&self, m: ModId) -> &CrateTree {
        &self.crates[self.modules[m].krate]
    }
}

/// A stand-in while a module's items are added (its id is taken first, so
/// items keep source order in [`Forest::items`]).
fn placeholder(m: ModId) -> Item {
    Item {
        module: m,
        ast: syn::Item::Verbatim(TokenStream::new()),
        name: None,
        kind: Kind::Other,
        mentions: Mentions::default(),
        local_leaves: 0..0,
    }
}

fn is_inner(a: &syn::Attribute) -> bool {
    matches!(a.style, syn::AttrStyle::Inner(_))
}

fn item_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Const(i) => &i.ident,
        syn::Item::Enum(i) => &i.ident,
        syn::Item::Fn(i) => &i.sig.ident,
        syn::Item::Static(i) => &i.ident,
        syn::Item::Struct(i) => &i.ident,
        syn::Item::Trait(i) => &i.ident,
        syn::Item::TraitAlias(i) => &i.ident,
        syn::Item::Type(i) => &i.ident,
        syn::Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

fn member_name(member: &syn::ImplItem) -> Option<String> {
    match member {
        syn::ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        syn::ImplItem::Const(c) => Some(c.ident.to_string()),
        syn::ImplItem::Type(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// The `use` declarations inside an item (a function body's, an impl's).
struct LocalUses(Vec<syn::ItemUse>);

impl<'ast> Visit<'ast> for LocalUses {
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.0.push(u.clone());
    }
}
