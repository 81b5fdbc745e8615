judge_io::main!(t15_classify::solve);
