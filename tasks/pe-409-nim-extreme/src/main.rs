judge_io::main!(pe_409_nim_extreme::solve);
