judge_io::main!(misere_quotient::solve);
