judge_io::main!(cf_662a_gambling_nim::solve);
