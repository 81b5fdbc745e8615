//! cf-1149e-election-promises (Codeforces 1149E Election Promises): `n m`,
//! the taxes h_1 … h_n, then m one-way roads `u v` forming a DAG; prints
//! `LOSE` if the first party cannot force a win, else `WIN` and the n taxes
//! after a winning convention (any winning one is accepted: the package's
//! checker, `src/bin/checker.rs`, judges it).
use grundy_core::games::dag_heaps::winning_move;
use grundy_core::sg::dag::{self, DagError};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads the cities, taxes and roads, and writes the verdict and a winning
/// convention.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 1)?;
    if n > u32::MAX as usize {
        return Err(rd.reject("n", "is above 4294967295 cities"));
    }
    let m = rd.count("m", 2)?;
    let mut taxes = rd.u64s_at_most(n, "h", MAX_VALUE)?;
    let mut roads = Vec::with_capacity(m);
    for _ in 0..m {
        let u = rd.positive_at_most("u", n as u64, "cities are numbered from 1")?;
        let v = rd.positive_at_most("v", n as u64, "cities are numbered from 1")?;
        if u == v {
            return Err(rd.reject("v", format!("equals u: road {} {} is a loop", u, v)));
        }
        roads.push((u as u32 - 1, v as u32 - 1));
    }
    let levels = dag::grundy_table(n, &roads).map_err(not_a_dag)?;
    match winning_move(&roads, &levels, &taxes) {
        None => {
            out.line("LOSE");
        }
        Some(convention) => {
            convention.apply(&mut taxes);
            out.line("WIN").join_line(taxes.iter().copied());
        }
    }
    Ok(())
}

/// Why roads that passed the token checks have no levels, in the input's
/// 1-based numbering.
fn not_a_dag(e: DagError) -> InputError {
    let problem = match e {
        DagError::Cycle { vertex } => format!(
            "have a cycle through city {}: conventions could go on forever",
            vertex + 1
        ),
        other => other.to_string(),
    };
    InputError::about("roads", problem)
}
