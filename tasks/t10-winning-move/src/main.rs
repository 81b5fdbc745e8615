judge_io::main!(t10_winning_move::solve);
