//! The named games, one file each: the closed forms and reductions that
//! answer a game without a table, each proved in its tests against a
//! brute-force search of the game itself.

// Advance or Eat (ABC 229 H, partizan): every column a number, by the simplicity rule.
pub mod advance_or_eat;
// Clobber (partizan): stones clobber adjacent stones; a ruleset of the grid engine of regions.
pub mod clobber;
// Coin-turning games: Mock Turtles, the Ruler, the Tartan theorem, Sharti's squares.
pub mod coin_turning;
// Cutcake (partizan): Left cuts north-south, Right east-west; every value an integer, in closed form.
pub mod cutcake;
// The cutting game (POJ 2311): rectangles, the strips left out of the mex.
pub mod cutting;
// Games on one number by its divisors (a proper divisor, a prime, a prime power; subtract a divisor): Ω and friends.
pub mod divisor;
// Heaps on a DAG's vertices, lowering one frees those below: levels, a winning move.
pub mod dag_heaps;
// Domineering (partizan): a ruleset of the grid engine (regions up to symmetry), and whole boards.
pub mod domineering;
// The k-multiple dynamic subtraction game: its losing piles, the smallest winning take.
pub mod dynamic_subtraction;
// End-Nim (ZJOI 2009): take from an end pile of a row; the losing end values, O(n²).
pub mod end_nim;
// Euclid's game: the forced chain, and each pair's count of moves for every-SG.
pub mod euclid;
// Nim with forbidden moves (ABC 255 G): a rule plus sorted exceptions, heaps to 10^18.
pub mod forbidden_nim;
// Fibonacci Nim: Zeckendorf's representation, the losing piles, the winning take.
pub mod fibonacci_nim;
// Floor division by a set of divisors (CodeChef FDIVGAME): the runs of equal value, to 10^18.
pub mod floor_division;
// Gambling Nim (CF 662A): the chance to win, by a linear basis over GF(2).
pub mod gambling_nim;
// Vertex geography (walk to an unvisited neighbour) and pairing on trees: maximum matchings.
pub mod geography;
// Grundy's game (split a heap unequally): its table by the octal engines, its losing heaps.
pub mod grundys_game;
// The one error for text that is no board of a game (Domineering, tic-tac-toe, Treblecross).
pub mod board;
// Blue-Red Hackenbush: stalks by Berlekamp's rule, trees by the edge rule (partizan).
pub mod blue_red_hackenbush;
// Green Hackenbush on rooted trees: the colon principle.
pub mod hackenbush;
// Green Hackenbush on any graph: fuse the ground and every cycle, then the colon principle.
pub mod hackenbush_graph;
pub mod heap_row;
// Take either end of a row (the Deque, the Removal Game): a table over intervals.
pub mod interval;
// Kayles (octal 0.77): its table by the octal engines, and its rows as positions.
pub mod kayles;
// Lasker's Nim (take or split a heap): the closed form, derived by a table.
pub mod lasker;
pub mod misere;
// Moore's Nim_k (lower up to k heaps at once): bit counts mod k + 1, a winning move.
pub mod moore_nim;
pub mod nim;
// The No-capture Lance Game (ABC 265 Ex, partizan): each row an integer or a nimber.
pub mod no_capture_lance;
pub mod once_per_amount;
pub mod one_from_each;
// Dividing by prime powers (CF 850C): one exponent-set game per prime, memoized over bitmasks.
pub mod prime_exponent_sets;
// Win and lose on demand (a trie of words, any move graph); a series where the loser starts the next (CF 455B).
pub mod series;
// Take one, or split 2x into k piles of x (CF 603C): the parity of k decides.
pub mod split_into_k_piles;
pub mod staircase;
// Strange Nim (ARC 091 F, take at most x/k): the jump recursion, batched.
pub mod strange_nim;
// Staircase Nim on a tree by depth, every root at once (rerooting).
pub mod staircase_tree;
// Tag on a tree: a chaser and a runner, by jumps (CF 1404B) or by steps (ABC 148 F), from distances.
pub mod tag;
pub mod take_k;
// Take any, or split into three (HDU 5795): the swap inside blocks of 8, with its proof.
pub mod take_or_split_three;
#[cfg(test)]
mod testing;
// Toads-and-Frogs (partizan): strips, split where stuck pieces wall them; a ruleset of the grid engine.
pub mod toads_and_frogs;
// n × n tic-tac-toe (n ≤ 4), a scored game: the first winning cell of UVa 10111.
pub mod tic_tac_toe;
pub mod treblecross;
pub mod turning_turtles;
// Two-pile Nim with a key for its sorted pair: the generic engine's demonstration.
pub mod two_pile_nim;
// Wythoff's game: the losing pairs by exact integers, every winning move.
pub mod wythoff;
// Zero-Move Nim (each pile passes once): the pairs 1↔2, 3↔4, … swap.
pub mod zero_move_nim;
