judge_io::main!(codechef_fdivgame::solve);
