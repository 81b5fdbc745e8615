//! cses-2207-grundys-game (CSES 2207 Grundy's Game): `t`, then t heap
//! sizes; prints `first` if the player to move wins a single heap of that
//! size in Grundy's game, else `second`, one line per heap.
use grundy_core::games::grundys_game::{self, ZEROS_CHECKED};
use judge_io::{Out, Reader, Result};

/// Reads one case and writes its answer. The losing heaps are the 42 of
/// OEIS A036685, the largest 1222; that none follows up to 10^6 is checked
/// by grundy-core's tests, so a larger heap is refused rather than guessed.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let zeros = grundys_game::zeros();
    rd.stream_list_at_most("t", "heap", ZEROS_CHECKED, |heaps| {
        for n in heaps {
            let loses = zeros.binary_search(&n).is_ok();
            out.line(if loses { "second" } else { "first" });
        }
    })
}
