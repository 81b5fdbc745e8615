//! Nodes visited by each search of `grundy_core::search` on a file of 4 × 4
//! boards in the format of UVa 10111 (`?`, four rows, ..., `$`), answering
//! the judge's question (the first cell after which o, to move, loses):
//!
//! `tic_tac_toe_nodes <file> [--fresh] [--plain] [--tables-only]`
//!
//! One line per search: its name, the boards, how many have a winning cell,
//! the nodes (total and per board), the largest table and the seconds.
//! `--fresh` starts every board with an empty table (otherwise one table
//! serves the whole file, as in the judge binary); `--plain` adds plain
//! negamax, which takes minutes even on the judge's two sample boards;
//! `--tables-only` leaves out the two searches without a table (minutes on
//! thousands of boards).
//! The node counts of docs/theory.md ("Minimax and alpha-beta") come from
//! this program.
use grundy_core::game::Score;
use grundy_core::games::tic_tac_toe::{Board, Row, ThreatsFirst, TicTacToe};
use grundy_core::search::alpha_beta::{AlphaBeta, MoveOrder};
use grundy_core::search::negamax::Negamax;
use grundy_core::search::strategy::Strategy;
use grundy_core::search::table::{Memo, TableNegamax};
use std::time::Instant;

/// Alpha-beta asked only "does the mover lose?": the null window (−1, 0).
struct NullWindow<O, T>(AlphaBeta<TicTacToe, O, T>);

impl<O: MoveOrder<TicTacToe>, T: Memo<TicTacToe>> Strategy<TicTacToe> for NullWindow<O, T> {
    fn game(&self) -> &TicTacToe {
        self.0.game()
    }
    fn value(&mut self, p: &Board) -> Score {
        self.0.value_within(p, -1, 0)
    }
    fn nodes(&self) -> u64 {
        self.0.nodes()
    }
    fn table_len(&self) -> usize {
        self.0.table_len()
    }
}

fn read_boards(text: &str, game: &TicTacToe) -> Vec<Board> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut boards = Vec::new();
    let mut k = 0;
    while !tokens[k].starts_with('$') {
        let rows: Vec<Row> = tokens[k + 1..k + 5]
            .iter()
            .map(|row| game.parse_row(row.as_bytes()).expect("a row"))
            .collect();
        boards.push(game.x_to_move(&rows).expect("a board"));
        k += 5;
    }
    boards
}

/// Answers every board with searches made by `make` (one per board if
/// `fresh`) and prints the counters.
fn measure<S: Strategy<TicTacToe>>(
    name: &str,
    boards: &[Board],
    fresh: bool,
    make: impl Fn() -> S,
) {
    let game = TicTacToe::new(4).expect("4 × 4");
    let start = Instant::now();
    let (mut nodes, mut table, mut wins) = (0, 0, 0);
    let mut search = make();
    for board in boards {
        if fresh {
            nodes += search.nodes();
            table = table.max(search.table_len());
            search = make();
        }
        if game
            .first_winning_cell(board, |q| search.value(q) < 0)
            .is_some()
        {
            wins += 1;
        }
    }
    nodes += search.nodes();
    table = table.max(search.table_len());
    println!(
        "{:<28} boards {:>6}  wins {:>5}  nodes {:>12}  per board {:>10}  table {:>8}  {:.2}s",
        name,
        boards.len(),
        wins,
        nodes,
        nodes / boards.len().max(1) as u64,
        table,
        start.elapsed().as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: tic_tac_toe_nodes <file> [--fresh] [--plain] [--tables-only]");
        std::process::exit(2);
    };
    let fresh = args.iter().any(|a| a == "--fresh");
    let game = TicTacToe::new(4).expect("4 × 4");
    let text = std::fs::read_to_string(path).expect("a readable file");
    let boards = read_boards(&text, &game);
    let g = || game.clone();
    if args.iter().any(|a| a == "--plain") {
        measure("negamax", &boards, fresh, || Negamax::new(g()));
    }
    measure("negamax + table", &boards, fresh, || TableNegamax::new(g()));
    if !args.iter().any(|a| a == "--tables-only") {
        measure("alpha-beta", &boards, fresh, || {
            NullWindow(AlphaBeta::new(g()))
        });
        measure("alpha-beta + order", &boards, fresh, || {
            NullWindow(AlphaBeta::new(g()).with_order(ThreatsFirst))
        });
    }
    measure("alpha-beta + table", &boards, fresh, || {
        NullWindow(AlphaBeta::new(g()).with_table())
    });
    measure("alpha-beta + order + table", &boards, fresh, || {
        NullWindow(AlphaBeta::new(g()).with_order(ThreatsFirst).with_table())
    });
    measure("  the same, open window", &boards, fresh, || {
        AlphaBeta::new(g()).with_order(ThreatsFirst).with_table()
    });
}
