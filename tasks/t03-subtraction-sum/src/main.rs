judge_io::main!(t03_subtraction_sum::solve);
