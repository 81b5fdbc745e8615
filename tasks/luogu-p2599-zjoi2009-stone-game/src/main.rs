judge_io::main!(luogu_p2599_zjoi2009_stone_game::solve);
