//! Reading graphs and grids (`Vertices`, `Grid`, `cells`): every end
//! checked as it is read, every count proven before it sizes anything, and
//! every error naming the token, the edge and the rule.

use judge_io::{cells, Grid, Reader, Result, Vertices};

fn edge_list(graph: Vertices, input: &str) -> Result<Vec<(u32, u32)>> {
    let mut rd = Reader::new(input.as_bytes());
    let edges = graph.edge_list(&mut rd, "M", ["u", "v"])?;
    rd.finish()?;
    Ok(edges)
}

fn message(r: Result<impl std::fmt::Debug>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn both_numberings_hand_back_zero_based_ends() {
    let one = Vertices::from_one(3);
    let zero = Vertices::from_zero(3);
    assert_eq!(edge_list(one, "2 1 2 3 1"), Ok(vec![(0, 1), (2, 0)]));
    assert_eq!(edge_list(zero, "2 0 1 2 0"), Ok(vec![(0, 1), (2, 0)]));
    assert_eq!(edge_list(zero, "0"), Ok(vec![]));
}

#[test]
fn an_end_outside_the_vertices_names_the_edge_and_the_range() {
    let one = Vertices::from_one(3).called("node", "nodes");
    assert_eq!(
        message(edge_list(one, "2 1 2 3 4")),
        "token 5 (v): edge 2 names node 4, which does not exist: nodes are 1 to 3"
    );
    assert_eq!(
        message(edge_list(one, "1 0 2")),
        "token 2 (u): edge 1 names node 0, which does not exist: nodes are 1 to 3"
    );
    let zero = Vertices::from_zero(3);
    assert_eq!(
        message(edge_list(zero, "1 0 3")),
        "token 3 (v): edge 1 names vertex 3, which does not exist: vertices are 0 to 2"
    );
    assert_eq!(
        message(edge_list(Vertices::from_zero(0), "1 0 0")),
        "token 2 (u): edge 1 names vertex 0, but the graph has no vertices"
    );
    // Past u64 and past u32: the same rule, never a wrapped index.
    assert_eq!(
        message(edge_list(zero, "1 0 99999999999999999999")),
        "token 3 (v): \"99999999999999999999\" is above the limit 18446744073709551615"
    );
    assert!(message(edge_list(zero, "1 0 4294967296"))
        .starts_with("token 3 (v): edge 1 names vertex 4294967296,"));
    assert_eq!(
        message(edge_list(zero, "1 0 x")),
        "token 3 (v): expected a non-negative integer, found \"x\""
    );
}

#[test]
fn self_loops_are_refused_with_the_rule_or_allowed() {
    let plain = Vertices::from_one(3);
    assert_eq!(
        message(edge_list(plain, "2 1 2 3 3")),
        "token 5 (v): edge 2 is a self-loop at vertex 3"
    );
    let acyclic = Vertices::from_zero(3).self_loops_break("the graph must be acyclic");
    assert_eq!(
        message(edge_list(acyclic, "1 2 2")),
        "token 3 (v): edge 1 is a self-loop at vertex 2: the graph must be acyclic"
    );
    let loops = Vertices::from_zero(3).allowing_self_loops();
    assert_eq!(edge_list(loops, "1 2 2"), Ok(vec![(2, 2)]));
}

/// A count of edges the input cannot hold is refused on the count itself,
/// before a list is sized by it; a length the caller knows (N − 1 tree
/// edges) is refused at the first missing token instead.
#[test]
fn counts_are_proven_before_anything_is_allocated() {
    let graph = Vertices::from_one(2);
    assert_eq!(
        message(edge_list(graph, "3 1 2 2 1")),
        "token 1 (M): 3 items need 6 more tokens, but the rest of the input holds at most 4"
    );
    assert!(message(edge_list(graph, "18446744073709551615 1 2"))
        .starts_with("token 1 (M): 18446744073709551615 items need"));
    let mut rd = Reader::new(b"1 2 2");
    let e = Vertices::from_one(4_000_000_000)
        .edges(&mut rd, 3_999_999_999, ["a", "b"])
        .unwrap_err();
    assert_eq!(e.to_string(), "token 4 (b): missing: the input ended");
}

#[test]
fn a_vertex_alone() {
    let mut rd = Reader::new(b"1 0 5");
    let graph = Vertices::from_one(5).called("peak", "peaks");
    assert_eq!(graph.vertex(&mut rd, "s"), Ok(0));
    assert_eq!(
        message(graph.vertex(&mut rd, "s")),
        "token 2 (s): peak 0 does not exist: peaks are 1 to 5"
    );
    assert_eq!(graph.label(4), 5);
    assert_eq!(graph.count(), 5);
}

#[test]
fn adjacency_lines() {
    let read = |graph: Vertices, input: &str| {
        let mut rd = Reader::new(input.as_bytes());
        graph.adjacency(&mut rd, "d", "w")
    };
    assert_eq!(
        read(Vertices::from_zero(3), "2 1 2 0 1 0"),
        Ok(vec![vec![1, 2], vec![], vec![0]])
    );
    assert_eq!(
        message(read(Vertices::from_one(2), "1 3 0")),
        "token 2 (w): the list of vertex 1 names vertex 3, which does not exist: vertices are 1 to 2"
    );
    assert_eq!(
        message(read(Vertices::from_one(2), "0 1 2")),
        "token 3 (w): the list of vertex 2 names vertex 2 itself"
    );
    assert_eq!(
        read(Vertices::from_one(2).allowing_self_loops(), "0 1 2"),
        Ok(vec![vec![], vec![1]])
    );
    assert_eq!(
        message(read(Vertices::from_one(2), "5 1 2")),
        "token 1 (d): 5 items need 5 more tokens, but the rest of the input holds at most 2"
    );
}

fn maze(c: u8) -> Option<bool> {
    match c {
        b'.' => Some(true),
        b'#' => Some(false),
        _ => None,
    }
}

#[test]
fn grids_of_characters() {
    let mut rd = Reader::new(b"2 3\n.#.\n##.\n");
    let rows = rd.u64_at_most("n", 10).unwrap() as usize;
    let cols = rd.u64_at_most("m", 10).unwrap() as usize;
    let grid = Grid::read(&mut rd, rows, cols, "row", "cells . or #", maze).unwrap();
    assert_eq!((grid.rows(), grid.cols()), (2, 3));
    assert_eq!(grid.cells(), &[true, false, true, false, false, true]);
    assert_eq!(grid.row(0), &[true, false, true]);
    assert!(grid[(1, 2)] && !grid[(1, 1)]);

    let read = |input: &str| {
        let mut rd = Reader::new(input.as_bytes());
        Grid::read(&mut rd, 2, 2, "row", "cells . or #", maze)
    };
    assert_eq!(
        message(read(".#\n.x\n")),
        "token 2 (row): expected cells . or #, found 'x'"
    );
    assert_eq!(
        message(read(".#\n...\n")),
        "token 2 (row): has 3 cells, not 2"
    );
    assert_eq!(
        message(read(".#\n")),
        "token 2 (row): missing: the input ended"
    );
    assert_eq!(
        message(read(".\u{e9}\n")),
        "token 1 (row): expected cells . or #, found the byte 0xc3"
    );
}

#[test]
fn a_row_of_any_length() {
    let mut rd = Reader::new(b"..#.#");
    assert_eq!(
        cells(&mut rd, "s", "cells . or #", maze),
        Ok(vec![true, true, false, true, false])
    );
}
