judge_io::main!(t01_mex::solve);
