judge_io::main!(hdu_3537_daizhenyangs_coin::solve);
