judge_io::main!(t14_turning_turtles::solve);
