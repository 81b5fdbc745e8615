judge_io::main!(poj_3922_a_simple_stone_game::solve);
