//! poj-3710-christmas-game (POJ 3710 Christmas Game): test cases until the
//! end of the input, each `N` and then N trees, a tree `m k` and k edges
//! `a b` (vertices 1 … m, the root 1; polygons and parallel edges hang on
//! it); a move deletes an edge and whatever loses its path to the root.
//! Prints `Sally` (first to move) or `Harry`, the winner, per test case.
use grundy_core::games::hackenbush_graph::graph_value;
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// Reads every test case (at least one) and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        let trees = rd.count("N", 2)?;
        if trees == 0 {
            return Err(rd.reject("N", "is 0: a test case has at least one tree"));
        }
        let mut x = 0u64;
        for _ in 0..trees {
            x ^= tree_value(rd)?;
        }
        out.line(if x != 0 { "Sally" } else { "Harry" });
        if rd.at_end() {
            return Ok(());
        }
    }
}

/// Reads one tree, `m k` and its k edges, and returns its value.
fn tree_value(rd: &mut Reader) -> Result<u64> {
    let m = rd.positive_at_most("m", u64::from(u32::MAX - 1), "vertex 1 is the root")?;
    let k = rd.count("k", 2)?;
    if m > k as u64 + 1 {
        return Err(rd.reject(
            "k",
            format!(
                "{} edges cannot connect {} vertices: a tree is connected, so k >= m - 1",
                k, m
            ),
        ));
    }
    // m is paid for: at most k + 1, and the k edges are in the input.
    let graph = Vertices::from_one(m as usize).allowing_self_loops();
    let edges = graph.edges(rd, k, ["a", "b"])?;
    graph_value(m as usize, &edges, &[0]).map_err(|e| InputError::about("edges", e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::solve;

    /// A tree that is a path of 10^5 edges from the root (worth 10^5) and,
    /// in a second test case, the same path closed into a cycle of
    /// 10^5 + 1 edges (odd: worth 1) beside a single edge: no recursion, so
    /// no stack overflow.
    #[test]
    fn a_path_of_100000_edges() {
        let m = 100_001;
        let path: String = (1..m).map(|v| format!("{} {}\n", v, v + 1)).collect();
        let input = format!(
            "1\n{} {}\n{}2\n{} {}\n{}{} 1\n2 1\n1 2\n",
            m,
            m - 1,
            path,
            m,
            m,
            path,
            m
        );
        let output = judge_io::solve_bytes(solve, input.as_bytes()).expect("a valid input");
        assert_eq!(output, b"Sally\nHarry\n");
    }
}
