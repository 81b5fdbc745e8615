judge_io::main!(hdu_2177_wythoff_moves::solve);
