judge_io::main!(t06_grundys_game::solve);
