judge_io::main!(hdu_3980_paint_chain::solve);
