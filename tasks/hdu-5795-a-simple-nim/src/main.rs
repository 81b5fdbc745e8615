judge_io::main!(hdu_5795_a_simple_nim::solve);
