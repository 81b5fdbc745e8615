judge_io::main!(moore_nim_k::solve);
