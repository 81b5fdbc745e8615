judge_io::main!(library_checker_bipartitematching::solve);
