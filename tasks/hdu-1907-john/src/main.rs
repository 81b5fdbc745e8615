judge_io::main!(hdu_1907_john::solve);
