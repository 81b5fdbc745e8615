judge_io::main!(luogu_p1971_noi2011_bunny_egg_game::solve);
