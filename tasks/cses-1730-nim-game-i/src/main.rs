judge_io::main!(cses_1730_nim_game_i::solve);
