judge_io::main!(t13_misere_nim::solve);
