judge_io::main!(cf_1498f_christmas_game::solve);
