judge_io::main!(hdu_2149_public_sale::solve);
