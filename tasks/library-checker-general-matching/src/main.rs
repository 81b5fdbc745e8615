judge_io::main!(library_checker_general_matching::solve);
