judge_io::main!(luogu_p5675_gzoi2017_stones::solve);
