judge_io::main!(cf_603c_lieges_of_legendre::solve);
