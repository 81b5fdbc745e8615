judge_io::main!(partizan_thermograph::solve);
