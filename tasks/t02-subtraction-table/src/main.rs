judge_io::main!(t02_subtraction_table::solve);
