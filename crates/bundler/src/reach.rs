//! The item graph, walked from the binary: what the bundle keeps.
//!
//! Every item of the binary is kept; a kept item keeps what its paths name
//! (and the `use` leaves they go through). An `impl` is kept when every
//! bundled type and trait its header names is kept (so the impls of a kept
//! type come along wherever they are written, and a kept trait's impls for
//! std types too); a trait impl keeps all its members, an inherent impl
//! only those whose name some kept code mentions (behind a path to its
//! type, after `self.` in an impl of it, or after any other dot). A trait
//! is kept when its module (or a glob) brings it into the scope of kept
//! code that mentions one of its items' names: a method call needs its
//! trait in scope. A macro invoked among a kept module's items is kept (it
//! may write impls). Names are matched as names, so this keeps too much
//! rather than too little.

use std::collections::{BTreeSet, HashSet};

use crate::resolve::{Resolver, Target};
use crate::tree::{Forest, ItemId, Kind, LeafId, Mentions, ModId};

/// What a bundle keeps.
pub struct Reached {
    /// Kept items (by [`ItemId`]).
    pub items: Vec<bool>,
    /// Kept members of kept impls: `members[item][k]`.
    pub members: Vec<Vec<bool>>,
    /// `use` leaves some kept path goes through.
    pub leaves: Vec<bool>,
    /// Modules with something kept in them or below them.
    pub modules: Vec<bool>,
    /// Every identifier kept code writes in each module.
    pub idents: Vec<BTreeSet<String>>,
    /// Every member name (after `.` or `::`) kept code writes in each module.
    pub members_named: Vec<BTreeSet<String>>,
}

enum Work {
    Item(ItemId),
    Member(ItemId, usize),
}

struct Walk<'a, 'f> {
    forest: &'f Forest,
    resolver: &'a Resolver<'f>,
    r: Reached,
    /// Every member name of kept code that may be any type's (an inherent
    /// method whose name is here is kept).
    all_members: HashSet<String>,
    /// `(type, name)` for every `Type::name` of kept code whose `Type` is a
    /// bundled struct, enum or union.
    typed_members: HashSet<(ItemId, String)>,
    work: Vec<Work>,
    /// The impls, traits and item-level macro calls of the bundle's
    /// crates, checked at each round.
    impls: Vec<ItemId>,
    macro_calls: Vec<ItemId>,
    /// The bundled items each impl's header names (computed once).
    headers: Vec<Option<Vec<ItemId>>>,
    /// The binary's crate: all of it is kept.
    bin: usize,
    /// (item, macro) pairs whose expansion was resolved in the item's scope.
    expanded: HashSet<(ItemId, ItemId)>,
}

/// Walks the item graph of the bundle made of `crates` from the binary
/// (`crates[0]`).
pub fn reach(forest: &Forest, resolver: &Resolver<'_>, crates: &[usize]) -> Reached {
    let n = forest.items.len();
    let mut walk = Walk {
        forest,
        resolver,
        r: Reached {
            items: vec![false; n],
            members: forest
                .items
                .iter()
                .map(|it| match &it.kind {
                    Kind::Impl { members, .. } => vec![false; members.len()],
                    _ => Vec::new(),
                })
                .collect(),
            leaves: vec![false; forest.leaves.len()],
            modules: vec![false; forest.modules.len()],
            idents: vec![BTreeSet::new(); forest.modules.len()],
            members_named: vec![BTreeSet::new(); forest.modules.len()],
        },
        all_members: HashSet::new(),
        typed_members: HashSet::new(),
        work: Vec::new(),
        impls: Vec::new(),
        macro_calls: Vec::new(),
        headers: vec![None; n],
        expanded: HashSet::new(),
        bin: crates[0],
    };
    for (id, item) in forest.items.iter().enumerate() {
        let krate = forest.modules[item.module].krate;
        if !crates.contains(&krate) {
            continue;
        }
        match item.kind {
            Kind::Impl { .. } => walk.impls.push(id),
            Kind::MacroCall => walk.macro_calls.push(id),
            _ => {}
        }
        // The binary: everything it holds.
        let is_root = krate == crates[0]
            && !matches!(item.kind, Kind::Use(_) | Kind::Mod(_) | Kind::ExternCrate);
        if is_root {
            walk.keep(id);
        }
    }
    walk.run();
    walk.r
}

impl Walk<'_, '_> {
    fn keep(&mut self, id: ItemId) {
        if !self.r.items[id] {
            self.r.items[id] = true;
            self.mark_module(self.forest.items[id].module);
            self.work.push(Work::Item(id));
        }
    }

    fn mark_module(&mut self, m: ModId) {
        let mut at = Some(m);
        while let Some(cur) = at {
            if self.r.modules[cur] {
                return;
            }
            self.r.modules[cur] = true;
            at = self.forest.modules[cur].parent;
        }
    }

    fn use_leaf(&mut self, leaf: LeafId) {
        if !self.r.leaves[leaf] {
            self.r.leaves[leaf] = true;
            let l = &self.forest.leaves[leaf];
            self.mark_module(l.module);
        }
    }

    fn run(&mut self) {
        loop {
            while let Some(w) = self.work.pop() {
                match w {
                    Work::Item(id) => self.visit_item(id),
                    Work::Member(id, k) => {
                        let item = &self.forest.items[id];
                        if let Kind::Impl { members, .. } = &item.kind {
                            self.scan(item.module, id, &members[k].mentions);
                        }
                    }
                }
            }
            if !self.round() {
                return;
            }
        }
    }

    fn visit_item(&mut self, id: ItemId) {
        let item = &self.forest.items[id];
        self.scan(item.module, id, &item.mentions);
        if let Kind::Impl {
            of_trait, members, ..
        } = &item.kind
        {
            for (k, member) in members.iter().enumerate() {
                let named = member.name.as_ref().map_or(true, |n| self.named(id, n));
                if *of_trait || named || self.forest.modules[item.module].krate == self.bin {
                    self.keep_member(id, k);
                }
            }
        }
    }

    fn keep_member(&mut self, id: ItemId, k: usize) {
        if !self.r.members[id][k] {
            self.r.members[id][k] = true;
            self.work.push(Work::Member(id, k));
        }
    }

    /// Keeps what the paths of some kept code (in module `m`, inside item
    /// `id`) name, and notes its identifiers.
    fn scan(&mut self, m: ModId, id: ItemId, mentions: &Mentions) {
        let forest = self.forest;
        let local: Vec<LeafId> = forest.items[id].local_leaves.clone().collect();
        for ident in &mentions.idents {
            if !self.r.idents[m].contains(ident) {
                self.r.idents[m].insert(ident.clone());
            }
        }
        for name in &mentions.any_members {
            if !self.all_members.contains(name) {
                self.all_members.insert(name.clone());
            }
        }
        self.name_self_members(id, &mentions.self_members);
        for name in &mentions.members {
            if !self.r.members_named[m].contains(name) {
                self.r.members_named[m].insert(name.clone());
            }
        }
        self.resolve_all(m, id, &local, mentions);
        // Traits that a `use` in the body brings in for its method calls.
        for (t, via) in self.resolver.local_traits(&local) {
            if self.mentions_member(&mentions.members, t) {
                via.iter().for_each(|&l| self.use_leaf(l));
                self.keep(t);
            }
        }
    }

    /// Keeps what `mentions`' paths name in module `m` (inside item `id`,
    /// whose body declares `local`), and what the bodies of the macros they
    /// call name there: a `macro_rules!` body's paths are resolved where it
    /// is expanded.
    fn resolve_all(&mut self, m: ModId, id: ItemId, local: &[LeafId], mentions: &Mentions) {
        let forest = self.forest;
        for path in &mentions.paths {
            for (found, rest) in self.resolver.resolve_rest(m, local, path) {
                for &leaf in &found.via {
                    self.use_leaf(leaf);
                }
                match found.target {
                    Target::Item(t) => {
                        self.keep(t);
                        if let Some(member) = path.segs.get(rest) {
                            self.name_member(t, member);
                        }
                        let expands = path.macro_call
                            && matches!(forest.items[t].kind, Kind::MacroRules { .. });
                        if expands && self.expanded.insert((id, t)) {
                            let body = &forest.items[t].mentions;
                            let paths = body
                                .paths
                                .iter()
                                .filter(|p| p.segs[0] != "$crate")
                                .cloned()
                                .collect();
                            let at_call = Mentions {
                                paths,
                                ..Mentions::default()
                            };
                            self.resolve_all(m, id, local, &at_call);
                        }
                    }
                    Target::Module(sub) => self.mark_module(sub),
                    Target::External => {}
                }
            }
        }
    }

    /// Whether item `t` is a struct, enum or union: a type whose members a
    /// path or `self.` names exactly.
    fn is_data_type(&self, t: ItemId) -> bool {
        matches!(
            self.forest.items[t].ast,
            syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Union(_)
        )
    }

    /// Notes `Type::name` (or `Alias::name`, `Trait::name`) written in kept
    /// code, the path `Type` resolved to item `t`.
    fn name_member(&mut self, t: ItemId, name: &str) {
        if self.is_data_type(t) {
            self.typed_members.insert((t, name.to_string()));
        } else if !self.all_members.contains(name) {
            // A type alias's member may be any type's.
            self.all_members.insert(name.to_string());
        }
    }

    /// Notes the members that code of item `id` names after `self.`: in an
    /// impl, its self type's (and its trait's, which keeps all its
    /// members); elsewhere (a trait's default body, a macro), any type's.
    fn name_self_members(&mut self, id: ItemId, names: &[String]) {
        if names.is_empty() {
            return;
        }
        let types: Vec<ItemId> = match self.forest.items[id].kind {
            Kind::Impl { .. } => self
                .header(id)
                .into_iter()
                .filter(|&t| self.is_data_type(t))
                .collect(),
            _ => Vec::new(),
        };
        for name in names {
            if types.is_empty() {
                self.all_members.insert(name.clone());
            }
            for &t in &types {
                self.typed_members.insert((t, name.clone()));
            }
        }
    }

    /// Whether kept code names the member `name` of impl `id`: after a dot,
    /// or behind a path to the impl's type (or one that may be any type).
    fn named(&mut self, id: ItemId, name: &str) -> bool {
        self.all_members.contains(name)
            || self
                .header(id)
                .iter()
                .any(|&t| self.typed_members.contains(&(t, name.to_string())))
    }

    fn mentions_member<'s>(&self, idents: impl IntoIterator<Item = &'s String>, t: ItemId) -> bool {
        let Kind::Trait(names) = &self.forest.items[t].kind else {
            return false;
        };
        idents.into_iter().any(|i| names.contains(i))
    }

    /// One round of the rules that depend on everything kept so far;
    /// whether it kept anything new.
    fn round(&mut self) -> bool {
        let before = self.work.len();
        let forest = self.forest;
        for k in 0..self.impls.len() {
            let id = self.impls[k];
            if self.r.items[id] {
                // Inherent members named since the impl was kept.
                if let Kind::Impl {
                    of_trait: false,
                    members,
                    ..
                } = &forest.items[id].kind
                {
                    for (j, member) in members.iter().enumerate() {
                        if let Some(name) = &member.name {
                            if !self.r.members[id][j] && self.named(id, name) {
                                self.keep_member(id, j);
                            }
                        }
                    }
                }
                continue;
            }
            let header = self.header(id);
            if !header.is_empty() && header.iter().all(|&t| self.r.items[t]) {
                self.keep(id);
            }
        }
        for k in 0..self.macro_calls.len() {
            let id = self.macro_calls[k];
            if !self.r.items[id] && self.r.modules[forest.items[id].module] {
                self.keep(id);
            }
        }
        for m in 0..forest.modules.len() {
            if !self.r.modules[m] || self.r.members_named[m].is_empty() {
                continue;
            }
            for (t, via) in self.resolver.traits_in_scope(m) {
                let needed = via.iter().any(|&l| !self.r.leaves[l]) || !self.r.items[t];
                if needed && self.mentions_member(&self.r.members_named[m], t) {
                    via.iter().for_each(|&l| self.use_leaf(l));
                    self.keep(t);
                }
            }
        }
        self.work.len() > before
    }

    /// The bundled items an impl's trait and self type name.
    fn header(&mut self, id: ItemId) -> Vec<ItemId> {
        if let Some(h) = &self.headers[id] {
            return h.clone();
        }
        let item = &self.forest.items[id];
        let mut out = Vec::new();
        if let Kind::Impl { header, .. } = &item.kind {
            let local: Vec<LeafId> = Vec::new();
            for path in header {
                for found in self.resolver.resolve(item.module, &local, path) {
                    if let Target::Item(t) = found.target {
                        if !out.contains(&t) {
                            out.push(t);
                        }
                    }
                }
            }
        }
        self.headers[id] = Some(out.clone());
        out
    }
}
