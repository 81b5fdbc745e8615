judge_io::main!(t11_periodicity::solve);
