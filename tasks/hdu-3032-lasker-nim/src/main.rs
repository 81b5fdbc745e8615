judge_io::main!(hdu_3032_lasker_nim::solve);
