judge_io::main!(uva_10111_find_the_winning_move::solve);
