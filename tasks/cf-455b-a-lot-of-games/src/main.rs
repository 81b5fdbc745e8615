judge_io::main!(cf_455b_a_lot_of_games::solve);
