judge_io::main!(poj_2348_euclids_game::solve);
