judge_io::main!(cses_2207_grundys_game::solve);
