judge_io::main!(cses_1097_removal_game::solve);
