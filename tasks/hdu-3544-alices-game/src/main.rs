judge_io::main!(hdu_3544_alices_game::solve);
