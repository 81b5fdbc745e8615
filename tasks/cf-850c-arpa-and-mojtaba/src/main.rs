judge_io::main!(cf_850c_arpa_and_mojtaba::solve);
