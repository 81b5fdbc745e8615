judge_io::main!(hdu_2516_fibonacci_nim::solve);
