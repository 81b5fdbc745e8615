judge_io::main!(cf_936b_sleepy_game::solve);
