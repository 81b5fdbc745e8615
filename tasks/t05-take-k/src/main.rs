judge_io::main!(t05_take_k::solve);
