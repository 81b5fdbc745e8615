//! Tests: text read back, and each mask operation against a cell-by-cell one.

use super::*;

fn read(ch: u8) -> Option<Cell> {
    match ch {
        b'.' => Some(Cell::Empty),
        b'#' => Some(Cell::Off),
        b'x' => Some(Cell::Piece(Side::Left)),
        b'o' => Some(Cell::Piece(Side::Right)),
        _ => None,
    }
}

fn write(c: Cell) -> char {
    match c {
        Cell::Empty => '.',
        Cell::Off => '#',
        Cell::Piece(Side::Left) => 'x',
        Cell::Piece(Side::Right) => 'o',
    }
}

#[test]
fn parse_and_text_round_trip() {
    let rows = ["x.o#", "#..x", "oo.."];
    let b = Board::parse(&rows, "., #, x or o", read).unwrap();
    assert_eq!(b.text(write), rows.join("|"));
    let cells = "., #, x or o";
    let short = BoardError::RowLength {
        found: 1,
        expected: 2,
    };
    assert_eq!(Board::parse(&["x.", "x"], cells, read), Err(short));
    let bad = BoardError::BadCell {
        at: 3,
        found: b'?',
        expected: cells,
    };
    assert_eq!(Board::parse(&["x.", ".?"], cells, read), Err(bad));
    let none = BoardError::Size {
        rows: 0,
        cols: 0,
        most: MOST_CELLS,
    };
    assert_eq!(Board::parse::<&str, _>(&[], cells, read), Err(none));
}

/// `shifted` against moving each cell by hand, on every board shape up
/// to 64 cells and every offset within two.
#[test]
fn shifted_moves_each_cell() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    for rows in 1..=8 {
        for cols in 1..=64 / rows {
            let b = Board::new(rows, cols).unwrap();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let set = seed & b.cells();
            for dr in -2..=2isize {
                for dc in -2..=2isize {
                    let mut want = 0;
                    for r in 0..rows as isize {
                        for c in 0..cols as isize {
                            let (r2, c2) = (r + dr, c + dc);
                            if set & b.bit(r as usize, c as usize) != 0
                                && (0..rows as isize).contains(&r2)
                                && (0..cols as isize).contains(&c2)
                            {
                                want |= b.bit(r2 as usize, c2 as usize);
                            }
                        }
                    }
                    assert_eq!(b.shifted(set, dr, dc), want, "{rows}x{cols} {dr},{dc}");
                }
            }
        }
    }
}

/// Components against a union-find over the cells, on random sets.
#[test]
fn components_are_connected_and_separate() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for &(rows, cols) in &[(1, 64), (64, 1), (8, 8), (5, 7), (3, 3)] {
        let b = Board::new(rows, cols).unwrap();
        for _ in 0..200 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let set = seed & (seed >> 3) & b.cells();
            let comps = b.components(set);
            assert_eq!(comps.iter().fold(0, |a, &c| a | c), set);
            // Two cells of `set` are adjacent only inside one component.
            let n = rows * cols;
            let mut parent: Vec<usize> = (0..n).collect();
            fn find(p: &mut [usize], x: usize) -> usize {
                let mut x = x;
                while p[x] != x {
                    p[x] = p[p[x]];
                    x = p[x];
                }
                x
            }
            for i in 0..n {
                if set >> i & 1 == 0 {
                    continue;
                }
                let (r, c) = (i / cols, i % cols);
                for (r2, c2) in [(r + 1, c), (r, c + 1)] {
                    if r2 < rows && c2 < cols && set >> (r2 * cols + c2) & 1 == 1 {
                        let (a, z) = (find(&mut parent, i), find(&mut parent, r2 * cols + c2));
                        parent[a] = z;
                    }
                }
            }
            for &comp in &comps {
                let first = comp.trailing_zeros() as usize;
                let root = find(&mut parent, first);
                for i in 0..n {
                    if set >> i & 1 == 1 {
                        assert_eq!(find(&mut parent, i) == root, comp >> i & 1 == 1);
                    }
                }
            }
        }
    }
}

#[test]
fn crop_keeps_the_part() {
    let b = Board::parse(&["#####", "#x.o#", "##o##"], "., #, x or o", read).unwrap();
    let part = b.crop(b.cells());
    assert_eq!(part.text(write), "x.o|#o#");
    // Cropping to a part drops the other cells in its box.
    let b = Board::parse(&["x.", ".o"], "., #, x or o", read).unwrap();
    assert_eq!(b.crop(b.bit(0, 0) | b.bit(1, 1)).text(write), "x#|#o");
}

#[test]
fn symmetries_move_cells() {
    let b = Board::parse(&["x.o", "#.."], "., #, x or o", read).unwrap();
    assert_eq!(b.flip_rows().text(write), "#..|x.o");
    assert_eq!(b.flip_cols().text(write), "o.x|..#");
    assert_eq!(b.transpose().text(write), "x#|..|o.");
    assert_eq!(b.swap_sides().text(write), "o.x|#..");
    assert_eq!(b.transpose().transpose(), b);
}
