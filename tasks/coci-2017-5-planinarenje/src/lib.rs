//! coci-2017-5-planinarenje (COCI 2017/18 contest 5, Planinarenje): `N M`,
//! then M trails `v d` joining peak v to valley d; prints N lines, the i-th
//! `Slavko` if he wins the walk from peak i, else `Mirko`.
//!
//! The walk is undirected vertex geography on the bipartite graph of peaks
//! and valleys, and Slavko moves first (he picks the first valley). The
//! player to move from a vertex wins exactly when every maximum matching
//! covers it (`grundy_core::games::geography::vertex`, proved there against
//! a search of the game on every small graph): one Hopcroft–Karp matching
//! answers every peak at once.
use grundy_core::games::geography::vertex::Geography;
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// The most peaks (and valleys): N is not a count of anything in the input
/// (a peak may have no trail), so it gets a limit of its own; the judge's
/// is 5000.
pub const MAX_N: u64 = 1_000_000;

/// Reads the trails and writes the winner from every peak.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("N", MAX_N, "there is at least one peak")? as usize;
    let m = rd.count("M", 2)?;
    let peaks = Vertices::from_one(n).called("peak", "peaks");
    let valleys = Vertices::from_one(n).called("valley", "valleys");
    let mut trails = Vec::with_capacity(m);
    for _ in 0..m {
        let v = peaks.vertex(rd, "v")?;
        let d = valleys.vertex(rd, "d")?;
        trails.push((v, d));
    }
    rd.finish()?;
    let game = Geography::bipartite(n, n, &trails)
        .map_err(|e| InputError::about("trails", e.to_string()))?;
    for peak in 0..n {
        out.line(if game.mover_wins(peak) {
            "Slavko"
        } else {
            "Mirko"
        });
    }
    Ok(())
}
