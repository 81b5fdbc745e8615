judge_io::main!(poj_3710_christmas_game::solve);
