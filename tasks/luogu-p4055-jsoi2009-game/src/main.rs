judge_io::main!(luogu_p4055_jsoi2009_game::solve);
