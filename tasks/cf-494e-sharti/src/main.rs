judge_io::main!(cf_494e_sharti::solve);
