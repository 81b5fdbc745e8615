judge_io::main!(hdu_3595_gg_and_mm::solve);
