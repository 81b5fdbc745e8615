judge_io::main!(t08_take_one_two::solve);
