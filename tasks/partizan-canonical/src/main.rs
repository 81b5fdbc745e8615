judge_io::main!(partizan_canonical::solve);
