judge_io::main!(poj_1067_wythoff::solve);
