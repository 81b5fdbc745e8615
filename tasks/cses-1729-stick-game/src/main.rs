judge_io::main!(cses_1729_stick_game::solve);
