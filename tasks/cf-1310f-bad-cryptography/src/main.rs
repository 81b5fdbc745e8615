judge_io::main!(cf_1310f_bad_cryptography::solve);
