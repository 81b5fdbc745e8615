judge_io::main!(hackerrank_zero_move_nim::solve);
