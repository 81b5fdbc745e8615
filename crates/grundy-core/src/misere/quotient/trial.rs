//! A trial quotient: a monoid guessed to be fine enough, its P-portion
//! computed from the games, then reduced to the quotient it would give.
//!
//! The guess is a direct sum `R × C(i₁, p₁) × … × C(i_k, p_k)`: `R` a
//! quotient already known (each heap sent to its element, or to the
//! identity when the heap is *freed*), and one cyclic monoid
//! `C(i, p) = {1, x, …, x^(i+p-1)}` with `x^(i+p) = x^i` for each freed or
//! new heap, whose copies it counts exactly up to the index `i` and then
//! modulo the period `p`. Every sum of heaps gets the element of the
//! product of its heaps' images.
//!
//! Only the elements that sums of heaps reach are built ([`Trial::build`]).
//! Their P-portion follows from the games by walking the sums of heaps in
//! increasing order ([`walk`]): the first sum to reach an element (its
//! least sum) decides it, P exactly when it has options and none of them
//! is P (every option of a sum is a smaller sum, already decided). Then
//! elements that no sum of heaps tells apart are merged ([`Trial::reduce`]:
//! the coarsest partition that keeps P and the heaps' actions, Moore's
//! refinement), and the result becomes an explicit monoid with the
//! generators MisereSolver would choose ([`regenerate`]).

use super::monoid::BipartiteMonoid;
use super::walk::{walk, Step, Walker};
use std::collections::HashMap;

/// The direct sum a trial is built on.
pub(crate) struct Shape<'a> {
    /// The known quotient `R`.
    pub base: &'a BipartiteMonoid,
    /// Each cyclic part's (index, period).
    pub cyclic: Vec<(u32, u32)>,
    /// Each heap's image: its element of `R`, and the cyclic part it is
    /// the generator of, if any.
    pub images: Vec<(u32, Option<usize>)>,
}

/// The elements of a trial that sums of heaps reach, and each heap's
/// action on them.
pub(crate) struct Trial {
    /// Number of elements reached; element 0 is the identity.
    pub len: usize,
    /// Distinct non-identity images; `action[i][x]` is x times image i.
    pub action: Vec<Vec<u32>>,
    /// For each heap, the index of its image in `action` (`None` for the
    /// identity).
    pub image_of: Vec<Option<usize>>,
}

/// Why a trial could not be built.
#[derive(Debug)]
pub(crate) struct TooBig;

impl Trial {
    /// Builds the reachable part of a shape, refusing more than `limit`
    /// elements.
    pub fn build(shape: &Shape<'_>, limit: usize) -> Result<Trial, TooBig> {
        let parts = shape.cyclic.len();
        let base_order = shape.base.order() as u64;
        // An element: (element of R, exponent in each cyclic part).
        let sizes: Vec<u64> = shape
            .cyclic
            .iter()
            .map(|&(i, p)| u64::from(i + p))
            .collect();
        // Distinct images: (element of R, the cyclic part, if any).
        let mut distinct: Vec<(u32, Option<usize>)> = Vec::new();
        let mut image_of = Vec::with_capacity(shape.images.len());
        for &img in &shape.images {
            if img == (0, None) {
                image_of.push(None);
                continue;
            }
            let i = distinct.iter().position(|&d| d == img).unwrap_or_else(|| {
                distinct.push(img);
                distinct.len() - 1
            });
            image_of.push(Some(i));
        }
        let key = |r: u32, c: &[u8]| -> u64 {
            let mut k = 0u64;
            for (j, &e) in c.iter().enumerate().rev() {
                k = k * sizes[j] + u64::from(e);
            }
            k * base_order + u64::from(r)
        };
        let mut ids: HashMap<u64, u32> = HashMap::new();
        let mut elem_r: Vec<u32> = vec![0];
        let mut elem_c: Vec<u8> = vec![0; parts];
        ids.insert(0, 0);
        let mut action: Vec<Vec<u32>> = vec![Vec::new(); distinct.len()];
        let mut next = 0usize;
        let mut c = vec![0u8; parts];
        while next < elem_r.len() {
            let x = next;
            next += 1;
            for (i, &(r_img, part)) in distinct.iter().enumerate() {
                let r = shape.base.product(elem_r[x] as usize, r_img as usize) as u32;
                c.copy_from_slice(&elem_c[x * parts..(x + 1) * parts]);
                if let Some(j) = part {
                    let (index, period) = shape.cyclic[j];
                    let e = u32::from(c[j]) + 1;
                    c[j] = if e >= index + period {
                        (e - period) as u8
                    } else {
                        e as u8
                    };
                }
                let k = key(r, &c);
                let y = match ids.get(&k) {
                    Some(&y) => y,
                    None => {
                        let y = elem_r.len() as u32;
                        if elem_r.len() >= limit {
                            return Err(TooBig);
                        }
                        ids.insert(k, y);
                        elem_r.push(r);
                        elem_c.extend_from_slice(&c);
                        y
                    }
                };
                action[i].push(y);
            }
        }
        Ok(Trial {
            len: elem_r.len(),
            action,
            image_of,
        })
    }

    /// x times the sum of heaps `parts`.
    fn times(&self, mut x: u32, parts: &[usize]) -> u32 {
        for &h in parts {
            if let Some(i) = self.image_of[h] {
                x = self.action[i][x as usize];
            }
        }
        x
    }

    /// The P-portion the games give each element, decided at its least sum
    /// of heaps. `options[h]` lists heap h's options as sums of heaps.
    pub fn p_portion(&self, options: &[Vec<Vec<usize>>]) -> Vec<bool> {
        let mut marking = Marking {
            trial: self,
            options,
            p: vec![false; self.len],
            decided: vec![false; self.len],
            stamp: vec![u32::MAX; self.len],
            round: 0,
        };
        walk(options.len(), (0u32, Vec::new()), &mut marking);
        debug_assert!(
            marking.decided.iter().all(|&d| d),
            "every element has a least sum"
        );
        marking.p
    }

    /// The classes of the coarsest partition that separates P from the
    /// rest and that every heap's action respects (two elements in one
    /// class exactly when no sum of heaps tells them apart): Moore's
    /// refinement. Classes are numbered in order of their first element,
    /// so the identity's class is 0.
    pub fn reduce(&self, p: &[bool]) -> (usize, Vec<u32>) {
        let n = self.len;
        let mut class: Vec<u32> = p.iter().map(|&b| u32::from(b)).collect();
        let mut count = renumber(&mut class);
        let width = self.action.len() + 1;
        let mut signature = vec![0u32; n * width];
        loop {
            for x in 0..n {
                let row = &mut signature[x * width..(x + 1) * width];
                row[0] = class[x];
                for (i, a) in self.action.iter().enumerate() {
                    row[i + 1] = class[a[x] as usize];
                }
            }
            let mut seen: HashMap<&[u32], u32> = HashMap::with_capacity(count * 2);
            let mut next = vec![0u32; n];
            for (x, c) in next.iter_mut().enumerate() {
                let len = seen.len() as u32;
                *c = *seen
                    .entry(&signature[x * width..(x + 1) * width])
                    .or_insert(len);
            }
            let new_count = seen.len();
            class = next;
            if new_count == count {
                return (count, class);
            }
            count = new_count;
        }
    }
}

/// The walk of [`Trial::p_portion`]: its state is a sum's element and the
/// elements of the sum's options.
struct Marking<'a> {
    trial: &'a Trial,
    options: &'a [Vec<Vec<usize>>],
    p: Vec<bool>,
    decided: Vec<bool>,
    /// De-duplicates the options' elements: `stamp[t] == round` when t is
    /// already listed.
    stamp: Vec<u32>,
    round: u32,
}

impl Walker for Marking<'_> {
    type State = (u32, Vec<u32>);

    fn visit(&mut self, _: &[i64], (x, tr): &(u32, Vec<u32>)) -> bool {
        let x = *x as usize;
        debug_assert!(!self.decided[x]);
        debug_assert!(tr.iter().all(|&t| self.decided[t as usize]));
        self.decided[x] = true;
        self.p[x] = !tr.is_empty() && tr.iter().all(|&t| !self.p[t as usize]);
        true
    }

    fn extend(&mut self, h: usize, _: &[i64], (x, tr): &(u32, Vec<u32>)) -> Step<(u32, Vec<u32>)> {
        let (trial, options) = (self.trial, self.options);
        let Some(i) = trial.image_of[h] else {
            return Step::Prune;
        };
        let action = &trial.action[i];
        let y = action[*x as usize];
        if self.decided[y as usize] {
            return Step::Prune;
        }
        self.round += 1;
        let round = self.round;
        let mut next = Vec::with_capacity(tr.len() + options[h].len());
        let candidates = tr
            .iter()
            .map(|&t| action[t as usize])
            .chain(options[h].iter().map(|opt| trial.times(*x, opt)));
        for t in candidates {
            if self.stamp[t as usize] != round {
                self.stamp[t as usize] = round;
                next.push(t);
            }
        }
        Step::Next((y, next))
    }
}

/// Renumbers classes in order of first appearance; returns their number.
fn renumber(class: &mut [u32]) -> usize {
    let mut map: HashMap<u32, u32> = HashMap::new();
    for c in class.iter_mut() {
        let len = map.len() as u32;
        *c = *map.entry(*c).or_insert(len);
    }
    map.len()
}

/// The explicit quotient of a reduced trial and each heap's element, with
/// MisereSolver's generators: the heaps' elements in heap order, each
/// taken when the ones before it do not already generate it, then each
/// dropped, in order, that the others left generate.
pub(crate) fn regenerate(
    trial: &Trial,
    p: &[bool],
    count: usize,
    class: &[u32],
) -> (BipartiteMonoid, Vec<u32>) {
    // A representative of each class, and each image's action on classes.
    let mut rep = vec![u32::MAX; count];
    for (x, &c) in class.iter().enumerate().rev() {
        rep[c as usize] = x as u32;
    }
    let act: Vec<Vec<u32>> = trial
        .action
        .iter()
        .map(|a| rep.iter().map(|&x| class[a[x as usize] as usize]).collect())
        .collect();
    let phi: Vec<u32> = trial
        .image_of
        .iter()
        .map(|i| i.map_or(0, |i| act[i][0]))
        .collect();
    // Generators as indices into `act`, in heap order.
    let closure = |gens: &[usize]| -> Vec<bool> {
        let mut inside = vec![false; count];
        inside[0] = true;
        let mut queue = vec![0u32];
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head] as usize;
            head += 1;
            for &g in gens {
                let y = act[g][x];
                if !inside[y as usize] {
                    inside[y as usize] = true;
                    queue.push(y);
                }
            }
        }
        inside
    };
    let mut gens: Vec<usize> = Vec::new();
    let mut inside = closure(&gens);
    for (h, image) in trial.image_of.iter().enumerate() {
        if let Some(i) = *image {
            if !inside[phi[h] as usize] {
                gens.push(i);
                inside = closure(&gens);
            }
        }
    }
    let mut g = 0;
    while g < gens.len() {
        let others: Vec<usize> = gens
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != g)
            .map(|(_, &i)| i)
            .collect();
        if closure(&others)[act[gens[g]][0] as usize] {
            gens.remove(g);
        } else {
            g += 1;
        }
    }
    // The product table: a spanning tree of the classes over the
    // generators, then x·y = (x·parent(y))·g.
    let mut parent = vec![(u32::MAX, 0usize); count];
    let mut seen = vec![false; count];
    seen[0] = true;
    let mut queue = vec![0u32];
    let mut head = 0;
    while head < queue.len() {
        let x = queue[head] as usize;
        head += 1;
        for &gi in &gens {
            let y = act[gi][x];
            if !seen[y as usize] {
                seen[y as usize] = true;
                parent[y as usize] = (x as u32, gi);
                queue.push(y);
            }
        }
    }
    debug_assert_eq!(queue.len(), count, "the generators reach every class");
    let mut product = vec![0u32; count * count];
    for x in 0..count {
        product[x * count] = x as u32;
        for &y in &queue[1..] {
            let (py, gi) = parent[y as usize];
            product[x * count + y as usize] = act[gi][product[x * count + py as usize] as usize];
        }
    }
    let p_classes: Vec<bool> = rep.iter().map(|&x| p[x as usize]).collect();
    let generators: Vec<u32> = gens.iter().map(|&i| act[i][0]).collect();
    (
        BipartiteMonoid::from_table(count, product, p_classes, generators),
        phi,
    )
}
