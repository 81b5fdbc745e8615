//! Name resolution: what a path written in a module names, through the
//! module's items, its `use` declarations (renames, globs, re-exports,
//! nested trees, `self`/`super`/`crate`), the crates it may name and the
//! macros in its textual scope.
//!
//! It over-approximates where Rust would pick one meaning (a name found in
//! two namespaces names both), which keeps too much at worst. A path that
//! names nothing bundled (std, a local variable, a generic parameter) is
//! [`Target::External`] when it went through a `use`, else nothing.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::tree::{Forest, ItemId, Kind, LeafId, ModId, PathRef};

/// What a path names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// A module.
    Module(ModId),
    /// An item: a function, type, trait, macro, … (an enum also for its
    /// variants, a type also for its associated items).
    Item(ItemId),
    /// Something outside the bundle (std), reached through a `use`.
    External,
}

/// One meaning of a path, and the `use` leaves it went through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// What it names.
    pub target: Target,
    /// The leaves on the way (each must stay for the path to resolve).
    pub via: Vec<LeafId>,
}

/// The names of one module, indexed.
#[derive(Default)]
struct Scope {
    items: HashMap<String, Vec<ItemId>>,
    leaves: HashMap<String, Vec<LeafId>>,
    globs: Vec<LeafId>,
}

/// Resolves paths in the crates of one bundle.
pub struct Resolver<'f> {
    forest: &'f Forest,
    /// The bundle's crates by name (the binary's is "").
    crates: HashMap<String, usize>,
    /// `#[macro_export]` macros of each crate, by name.
    exported: HashMap<(usize, String), Vec<ItemId>>,
    scopes: RefCell<HashMap<ModId, Rc<Scope>>>,
    leaf_memo: RefCell<HashMap<LeafId, Rc<Vec<Found>>>>,
}

impl<'f> Resolver<'f> {
    /// A resolver for the bundle made of `crates` (indices into the forest).
    pub fn new(forest: &'f Forest, crates: &[usize]) -> Resolver<'f> {
        let mut exported: HashMap<(usize, String), Vec<ItemId>> = HashMap::new();
        for (id, item) in forest.items.iter().enumerate() {
            if let Kind::MacroRules { exported: true } = item.kind {
                let krate = forest.modules[item.module].krate;
                if crates.contains(&krate) {
                    let name = item.name.clone().unwrap_or_default();
                    exported.entry((krate, name)).or_default().push(id);
                }
            }
        }
        Resolver {
            forest,
            crates: crates
                .iter()
                .map(|&c| (forest.crates[c].spec.name.clone(), c))
                .collect(),
            exported,
            scopes: RefCell::new(HashMap::new()),
            leaf_memo: RefCell::new(HashMap::new()),
        }
    }

    /// The crate named `name` that crate `krate` may name, if bundled.
    pub fn extern_crate(&self, krate: usize, name: &str) -> Option<usize> {
        let spec = &self.forest.crates[krate].spec;
        if spec.deps.iter().any(|d| d == name) {
            self.crates.get(name).copied()
        } else {
            None
        }
    }

    /// Whether crate `krate` exports a macro `name` at its root.
    pub fn exports_macro(&self, krate: usize, name: &str) -> bool {
        self.exported.contains_key(&(krate, name.to_string()))
    }

    fn scope(&self, m: ModId) -> Rc<Scope> {
        if let Some(s) = self.scopes.borrow().get(&m) {
            return Rc::clone(s);
        }
        let mut scope = Scope::default();
        for &id in &self.forest.modules[m].items {
            let item = &self.forest.items[id];
            if let Some(name) = &item.name {
                if !matches!(item.kind, Kind::ExternCrate) {
                    scope.items.entry(name.clone()).or_default().push(id);
                }
            }
            if let Kind::Use(leaves) = &item.kind {
                for leaf_id in leaves.clone() {
                    let leaf = &self.forest.leaves[leaf_id];
                    if leaf.glob {
                        scope.globs.push(leaf_id);
                    } else if let Some(bound) = &leaf.bound {
                        scope.leaves.entry(bound.clone()).or_default().push(leaf_id);
                    }
                }
            }
        }
        let scope = Rc::new(scope);
        self.scopes.borrow_mut().insert(m, Rc::clone(&scope));
        scope
    }

    /// The meanings of `path` written in module `m` (inside an item whose
    /// body declares `local` use leaves).
    pub fn resolve(&self, m: ModId, local: &[LeafId], path: &PathRef) -> Vec<Found> {
        self.resolve_rest(m, local, path)
            .into_iter()
            .map(|(f, _)| f)
            .collect()
    }

    /// [`Resolver::resolve`], with each meaning's count of segments
    /// resolved: where it is less than the path's, the next segment names a
    /// variant or an associated item of the item found.
    pub fn resolve_rest(&self, m: ModId, local: &[LeafId], path: &PathRef) -> Vec<(Found, usize)> {
        let forest = self.forest;
        let krate = forest.modules[m].krate;
        let first = path.segs[0].as_str();
        let mut current: Vec<Found> = match first {
            "crate" | "$crate" => vec![module(forest.crates[krate].root)],
            "self" => vec![module(m)],
            "super" => forest.modules[m].parent.map(module).into_iter().collect(),
            "Self" => return Vec::new(),
            _ if path.global => self
                .extern_crate(krate, first)
                .map(|c| module(forest.crates[c].root))
                .into_iter()
                .collect(),
            name => {
                let mut found = Vec::new();
                for &leaf in local {
                    if forest.leaves[leaf].bound.as_deref() == Some(name) {
                        found.extend(self.through_leaf(leaf));
                    }
                }
                if found.is_empty() {
                    found = self.lookup(m, name, &mut Vec::new());
                }
                if found.is_empty() {
                    if let Some(c) = self.extern_crate(krate, name) {
                        found.push(module(forest.crates[c].root));
                    }
                }
                if found.is_empty() && path.macro_call && path.segs.len() == 1 {
                    found = self.textual_macro(m, name);
                }
                found
            }
        };
        let mut done = Vec::new();
        for (k, seg) in path.segs.iter().enumerate().skip(1) {
            let mut next = Vec::new();
            for f in current {
                match f.target {
                    Target::Module(sub) => {
                        let inner = match seg.as_str() {
                            "super" => forest.modules[sub].parent.map(module).into_iter().collect(),
                            "self" => vec![module(sub)],
                            name => self.lookup(sub, name, &mut Vec::new()),
                        };
                        next.extend(inner.into_iter().map(|g| chain(&f.via, g)));
                    }
                    // A variant, an associated item, or std's: the rest of
                    // the path names nothing more that is bundled.
                    _ => done.push((f, k)),
                }
            }
            current = next;
        }
        done.extend(current.into_iter().map(|f| (f, path.segs.len())));
        done
    }

    /// A `macro_rules!` called by its bare name: defined in `m` or one of
    /// its ancestors, or exported by `m`'s crate.
    fn textual_macro(&self, m: ModId, name: &str) -> Vec<Found> {
        let forest = self.forest;
        let mut at = Some(m);
        while let Some(cur) = at {
            let hits: Vec<Found> = self
                .scope(cur)
                .items
                .get(name)
                .into_iter()
                .flatten()
                .filter(|&&id| matches!(forest.items[id].kind, Kind::MacroRules { .. }))
                .map(|&id| item(id))
                .collect();
            if !hits.is_empty() {
                return hits;
            }
            at = forest.modules[cur].parent;
        }
        let krate = forest.modules[m].krate;
        self.exported
            .get(&(krate, name.to_string()))
            .into_iter()
            .flatten()
            .map(|&id| item(id))
            .collect()
    }

    /// What `name` means inside module `m`: its items, its imports, then
    /// its globs (an explicit name shadows a glob).
    fn lookup(&self, m: ModId, name: &str, seen: &mut Vec<(ModId, String)>) -> Vec<Found> {
        if seen.iter().any(|(sm, sn)| *sm == m && sn == name) {
            return Vec::new();
        }
        seen.push((m, name.to_string()));
        let forest = self.forest;
        let scope = self.scope(m);
        let mut found = Vec::new();
        for &id in scope.items.get(name).into_iter().flatten() {
            found.push(match forest.items[id].kind {
                Kind::Mod(child) => module(child),
                _ => item(id),
            });
        }
        if forest.modules[m].parent.is_none() {
            let krate = forest.modules[m].krate;
            for &id in self
                .exported
                .get(&(krate, name.to_string()))
                .into_iter()
                .flatten()
            {
                if !found.iter().any(|f| f.target == Target::Item(id)) {
                    found.push(item(id));
                }
            }
        }
        for &leaf in scope.leaves.get(name).into_iter().flatten() {
            found.extend(self.through_leaf(leaf));
        }
        if found.is_empty() {
            for &leaf in &scope.globs {
                for f in self.leaf_targets(leaf).iter() {
                    let via = |g: Found| {
                        let mut g = chain(&f.via, g);
                        g.via.insert(0, leaf);
                        g
                    };
                    match f.target {
                        Target::Module(g) => {
                            found.extend(self.lookup(g, name, seen).into_iter().map(via));
                        }
                        Target::Item(e) if self.has_variant(e, name) => found.push(via(item(e))),
                        _ => {}
                    }
                }
            }
        }
        found
    }

    fn has_variant(&self, id: ItemId, name: &str) -> bool {
        match &self.forest.items[id].ast {
            syn::Item::Enum(e) => e.variants.iter().any(|v| v.ident == name),
            _ => false,
        }
    }

    /// The meanings of a leaf's name, with the leaf first on the way.
    fn through_leaf(&self, leaf: LeafId) -> Vec<Found> {
        self.leaf_targets(leaf)
            .iter()
            .map(|f| {
                let mut f = f.clone();
                f.via.insert(0, leaf);
                f
            })
            .collect()
    }

    /// What a leaf's path names (for a glob, the module or enum before
    /// `::*`); [`Target::External`] where nothing bundled.
    pub fn leaf_targets(&self, leaf: LeafId) -> Rc<Vec<Found>> {
        if let Some(found) = self.leaf_memo.borrow().get(&leaf) {
            return Rc::clone(found);
        }
        // A cycle of imports resolves to nothing through itself.
        self.leaf_memo
            .borrow_mut()
            .insert(leaf, Rc::new(Vec::new()));
        let l = &self.forest.leaves[leaf];
        let local: Vec<LeafId> = Vec::new();
        let mut found = if l.path.is_empty() {
            Vec::new()
        } else {
            let path = PathRef {
                segs: l.path.clone(),
                macro_call: false,
                global: l.global,
            };
            self.resolve(l.module, &local, &path)
        };
        if found.is_empty() {
            found.push(Found {
                target: Target::External,
                via: Vec::new(),
            });
        }
        let found = Rc::new(found);
        self.leaf_memo.borrow_mut().insert(leaf, Rc::clone(&found));
        found
    }

    /// The traits visible in module `m` through its own items, its imports
    /// and its globs, each with the leaves on the way.
    pub fn traits_in_scope(&self, m: ModId) -> Vec<(ItemId, Vec<LeafId>)> {
        let mut out = Vec::new();
        self.collect_traits(m, &[], &mut out, &mut Vec::new());
        out
    }

    fn collect_traits(
        &self,
        m: ModId,
        via: &[LeafId],
        out: &mut Vec<(ItemId, Vec<LeafId>)>,
        seen: &mut Vec<ModId>,
    ) {
        if seen.contains(&m) {
            return;
        }
        seen.push(m);
        let forest = self.forest;
        for &id in &forest.modules[m].items {
            match &forest.items[id].kind {
                Kind::Trait(_) => out.push((id, via.to_vec())),
                Kind::Use(leaves) => {
                    for leaf in leaves.clone() {
                        let glob = forest.leaves[leaf].glob;
                        for f in self.leaf_targets(leaf).iter() {
                            let mut path = via.to_vec();
                            path.push(leaf);
                            path.extend(&f.via);
                            match f.target {
                                Target::Item(t)
                                    if !glob && matches!(forest.items[t].kind, Kind::Trait(_)) =>
                                {
                                    out.push((t, path))
                                }
                                Target::Module(g) if glob => {
                                    self.collect_traits(g, &path, out, seen)
                                }
                                _ => {}
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// The traits that the `use` leaves `local` (inside an item) import.
    pub fn local_traits(&self, local: &[LeafId]) -> Vec<(ItemId, Vec<LeafId>)> {
        let mut out = Vec::new();
        for &leaf in local {
            for f in self.leaf_targets(leaf).iter() {
                if let Target::Item(t) = f.target {
                    if matches!(self.forest.items[t].kind, Kind::Trait(_)) {
                        out.push((t, f.via.clone()));
                    }
                }
            }
        }
        out
    }
}

fn module(m: ModId) -> Found {
    Found {
        target: Target::Module(m),
        via: Vec::new(),
    }
}

fn item(id: ItemId) -> Found {
    Found {
        target: Target::Item(id),
        via: Vec::new(),
    }
}

/// `g` reached after the leaves `via`.
fn chain(via: &[LeafId], g: Found) -> Found {
    let mut all = via.to_vec();
    all.extend(g.via);
    Found {
        target: g.target,
        via: all,
    }
}
