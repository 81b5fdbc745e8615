judge_io::main!(cses_2208_another_game::solve);
