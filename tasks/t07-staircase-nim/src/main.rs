judge_io::main!(t07_staircase_nim::solve);
