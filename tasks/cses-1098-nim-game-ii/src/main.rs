judge_io::main!(cses_1098_nim_game_ii::solve);
