judge_io::main!(t12_kayles::solve);
