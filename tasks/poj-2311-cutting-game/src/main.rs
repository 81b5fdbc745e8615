judge_io::main!(poj_2311_cutting_game::solve);
