//! Notakto against a plain misère search of sums of boards, and against
//! Plambeck and Whitehead's quotient.

use super::*;

/// Misère outcomes of sums of boards by the definition (a move adds an
/// X to a board without a line; the player with no move wins),
/// memoized across questions; an iterative search. Boards are kept up
/// to symmetry (a rotation or reflection of one board is the same game),
/// or sums of four boards would not fit.
struct Plain {
    game: Notakto,
    memo: HashMap<Vec<Board>, bool>,
}

impl Plain {
    fn new() -> Plain {
        Plain {
            game: Notakto::new(),
            memo: HashMap::new(),
        }
    }

    fn moves(&self, p: &[Board]) -> Vec<Vec<Board>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            if self.game.is_dead(p[i]) {
                continue;
            }
            for cell in (0..9).filter(|c| p[i] >> c & 1 == 0) {
                let mut q = p.to_vec();
                q[i] = self.game.canonical(q[i] | 1 << cell);
                q.sort_unstable();
                out.push(q);
            }
        }
        out
    }

    fn mover_wins(&mut self, boards: &[Board]) -> bool {
        let mut start: Vec<Board> = boards.iter().map(|&b| self.game.canonical(b)).collect();
        start.sort_unstable();
        let moves = self.moves(&start);
        let mut stack = vec![(start.clone(), moves, 0usize)];
        while let Some(top) = stack.last_mut() {
            if self.memo.contains_key(&top.0) {
                stack.pop();
                continue;
            }
            if top.1.is_empty() {
                let (p, _, _) = stack.pop().expect("non-empty");
                self.memo.insert(p, true);
                continue;
            }
            match top.1.get(top.2).cloned() {
                None => {
                    let (p, _, _) = stack.pop().expect("non-empty");
                    self.memo.insert(p, false);
                }
                Some(child) => match self.memo.get(&child) {
                    Some(false) => {
                        let (p, _, _) = stack.pop().expect("non-empty");
                        self.memo.insert(p, true);
                    }
                    Some(true) => top.2 += 1,
                    None => {
                        let moves = self.moves(&child);
                        stack.push((child, moves, 0));
                    }
                },
            }
        }
        self.memo[&start]
    }
}

/// Every board without a line, as it stands (not up to symmetry).
fn live_boards() -> Vec<Board> {
    let game = Notakto::new();
    (0..512u16).filter(|&b| !game.is_dead(b)).collect()
}

/// Boards without a line, one of each class of the symmetries.
fn canonical_boards() -> Vec<Board> {
    let game = Notakto::new();
    let mut boards: Vec<Board> = live_boards()
        .into_iter()
        .map(|b| game.canonical(b))
        .collect();
    boards.sort_unstable();
    boards.dedup();
    boards
}

#[test]
fn one_board_first_player_wins_only_by_the_centre() {
    let notakto = NotaktoQuotient::new();
    assert!(notakto.mover_wins(&[0]));
    for cell in 0..9 {
        let wins_after = notakto.mover_wins(&[1 << cell]);
        assert_eq!(wins_after, cell != 4, "first X at {}", cell);
    }
}

#[test]
fn sums_of_up_to_two_boards_agree_with_plain_search() {
    let notakto = NotaktoQuotient::new();
    let mut plain = Plain::new();
    let boards = live_boards();
    for (i, &a) in boards.iter().enumerate() {
        assert_eq!(
            notakto.mover_wins(&[a]),
            plain.mover_wins(&[a]),
            "{:09b}",
            a
        );
        for &b in &boards[i..] {
            assert_eq!(
                notakto.mover_wins(&[a, b]),
                plain.mover_wins(&[a, b]),
                "{:09b} {:09b}",
                a,
                b
            );
        }
    }
}

/// Every sum of `parts` boards, one of each class of the symmetries, each
/// multiset once (as many as the multisets of that size): the quotient's
/// outcome is the plain search's.
fn sums_of_boards_agree_with_plain_search(parts: usize) {
    let notakto = NotaktoQuotient::new();
    let mut plain = Plain::new();
    let boards = canonical_boards();
    let multisets = (0..parts).fold(1, |c, i| c * (boards.len() + i) / (i + 1));
    let mut sums = 0;
    // Indices into `boards`, never decreasing, in lexicographic order.
    let mut at = vec![0; parts];
    loop {
        sums += 1;
        let sum: Vec<Board> = at.iter().map(|&i| boards[i]).collect();
        assert_eq!(
            notakto.mover_wins(&sum),
            plain.mover_wins(&sum),
            "{:?}",
            sum
        );
        match (0..parts).rev().find(|&k| at[k] + 1 < boards.len()) {
            Some(k) => {
                let next = at[k] + 1;
                at[k..].fill(next);
            }
            None => break,
        }
    }
    assert_eq!(sums, multisets);
}

#[test]
fn sums_of_three_boards_agree_with_plain_search() {
    sums_of_boards_agree_with_plain_search(3);
}

#[test]
#[ignore = "slow: every sum of four Notakto boards up to symmetry, by plain search"]
fn sums_of_four_boards_agree_with_plain_search() {
    sums_of_boards_agree_with_plain_search(4);
}

/// Plambeck and Whitehead's quotient (arXiv:1301.1672):
/// Q = <a,b,c,d | a²=1, b³=b, b²c=c, c³=ac², b²d=d, cd=ad, d²=c²>,
/// P = {a, b², bc, c²}, its elements a^i b^j c^k d^l rewritten by the
/// relations read left to right.
fn published() -> crate::misere::quotient::BipartiteMonoid {
    type E = [u32; 4];
    // Each relation lhs = rhs as exponents of a, b, c, d.
    let relations: [(E, E); 7] = [
        ([2, 0, 0, 0], [0, 0, 0, 0]),
        ([0, 3, 0, 0], [0, 1, 0, 0]),
        ([0, 2, 1, 0], [0, 0, 1, 0]),
        ([0, 0, 3, 0], [1, 0, 2, 0]),
        ([0, 2, 0, 1], [0, 0, 0, 1]),
        ([0, 0, 1, 1], [1, 0, 0, 1]),
        ([0, 0, 0, 2], [0, 0, 2, 0]),
    ];
    let reduce = |mut e: E| -> E {
        while let Some((lhs, rhs)) = relations.iter().find(|(l, _)| (0..4).all(|i| e[i] >= l[i])) {
            for i in 0..4 {
                e[i] = e[i] - lhs[i] + rhs[i];
            }
        }
        e
    };
    let mut elements: Vec<E> = vec![[0; 4]];
    let mut actions: Vec<Vec<u32>> = vec![Vec::new(); 4];
    let mut i = 0;
    while i < elements.len() {
        for g in 0..4 {
            let mut e = elements[i];
            e[g] += 1;
            let e = reduce(e);
            let j = elements.iter().position(|&x| x == e).unwrap_or_else(|| {
                elements.push(e);
                elements.len() - 1
            });
            actions[g].push(j as u32);
        }
        i += 1;
    }
    let p: Vec<bool> = elements
        .iter()
        .map(|e| [[1, 0, 0, 0], [0, 2, 0, 0], [0, 1, 1, 0], [0, 0, 2, 0]].contains(e))
        .collect();
    crate::misere::quotient::BipartiteMonoid::from_actions(&actions, &p).unwrap()
}

/// Whether some map of `a`'s generators into `b` is an isomorphism of
/// bipartite monoids.
fn isomorphic(
    a: &crate::misere::quotient::BipartiteMonoid,
    b: &crate::misere::quotient::BipartiteMonoid,
) -> bool {
    let n = a.order();
    if n != b.order() || a.p_portion_size() != b.p_portion_size() {
        return false;
    }
    let k = a.generators();
    let mut images = vec![0usize; k];
    'next: loop {
        // The image of each element, through its normal form.
        let map: Vec<usize> = (0..n)
            .map(|x| {
                let w = a.word(x);
                (0..k).fold(0, |y, g| {
                    (0..w.exponent(g)).fold(y, |y, _| b.product(y, images[g]))
                })
            })
            .collect();
        let mut hit = vec![false; n];
        let ok = map.iter().all(|&y| !std::mem::replace(&mut hit[y], true))
            && (0..n).all(|x| a.is_p(x) == b.is_p(map[x]))
            && (0..n).all(|x| {
                (0..k).all(|g| map[a.product(x, a.generator(g))] == b.product(map[x], images[g]))
            });
        if ok {
            return true;
        }
        for image in images.iter_mut() {
            *image += 1;
            if *image < n {
                continue 'next;
            }
            *image = 0;
        }
        return false;
    }
}

#[test]
fn the_quotient_is_plambeck_and_whiteheads() {
    let ours = NotaktoQuotient::new();
    let theirs = published();
    assert_eq!(theirs.order(), 18);
    assert!(
        isomorphic(&theirs, ours.quotient().monoid()),
        "{}",
        ours.quotient()
    );
}
