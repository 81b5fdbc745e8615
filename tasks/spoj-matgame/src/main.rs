judge_io::main!(spoj_matgame::solve);
