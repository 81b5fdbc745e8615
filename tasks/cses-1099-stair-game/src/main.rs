judge_io::main!(cses_1099_stair_game::solve);
