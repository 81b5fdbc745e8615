judge_io::main!(kattis_snim::solve);
