//! What a bundle never holds: the items that exist only in tests.

use syn::visit_mut::VisitMut;

/// Removes every item that exists only in tests: `#[cfg(test)]` (or a cfg
/// that needs `test`) and `#[test]`, at any depth.
pub struct StripTests;

impl VisitMut for StripTests {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        f.items.retain(|i| !is_test(item_attrs(i)));
        syn::visit_mut::visit_file_mut(self, f);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain(|i| !is_test(item_attrs(i)));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        b.stmts.retain(|s| match s {
            syn::Stmt::Item(i) => !is_test(item_attrs(i)),
            syn::Stmt::Local(l) => !is_test(&l.attrs),
            _ => true,
        });
        syn::visit_mut::visit_block_mut(self, b);
    }

    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain(|m| {
            !is_test(match m {
                syn::ImplItem::Const(x) => &x.attrs,
                syn::ImplItem::Fn(x) => &x.attrs,
                syn::ImplItem::Type(x) => &x.attrs,
                syn::ImplItem::Macro(x) => &x.attrs,
                _ => return true,
            })
        });
        syn::visit_mut::visit_item_impl_mut(self, i);
    }

    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        t.items.retain(|m| {
            !is_test(match m {
                syn::TraitItem::Const(x) => &x.attrs,
                syn::TraitItem::Fn(x) => &x.attrs,
                syn::TraitItem::Type(x) => &x.attrs,
                syn::TraitItem::Macro(x) => &x.attrs,
                _ => return true,
            })
        });
        syn::visit_mut::visit_item_trait_mut(self, t);
    }
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::ExternCrate(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::ForeignMod(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::TraitAlias(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Whether the attributes make an item exist only in tests.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        if a.path().is_ident("test") {
            return true;
        }
        if !a.path().is_ident("cfg") {
            return false;
        }
        match a.parse_args::<syn::Meta>() {
            Ok(meta) => needs_test(&meta),
            Err(_) => false,
        }
    })
}

/// Whether a cfg predicate can hold only when `test` does.
fn needs_test(meta: &syn::Meta) -> bool {
    match meta {
        syn::Meta::Path(p) => p.is_ident("test"),
        syn::Meta::List(list) => {
            let args = list.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            );
            let Ok(args) = args else { return false };
            if list.path.is_ident("all") {
                args.iter().any(needs_test)
            } else if list.path.is_ident("any") {
                !args.is_empty() && args.iter().all(needs_test)
            } else {
                false
            }
        }
        syn::Meta::NameValue(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_only_predicates() {
        let attrs = |src: &str| -> Vec<syn::Attribute> {
            let item: syn::ItemFn = syn::parse_str(&format!("{} fn f() {{}}", src)).unwrap();
            item.attrs
        };
        assert!(is_test(&attrs("#[cfg(test)]")));
        assert!(is_test(&attrs("#[test]")));
        assert!(is_test(&attrs("#[cfg(all(test, unix))]")));
        assert!(is_test(&attrs("#[cfg(any(test, all(test, unix)))]")));
        assert!(!is_test(&attrs("#[cfg(any(test, unix))]")));
        assert!(!is_test(&attrs("#[cfg(not(test))]")));
        assert!(!is_test(&attrs("#[inline]")));
    }
}
