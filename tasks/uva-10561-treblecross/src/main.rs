judge_io::main!(uva_10561_treblecross::solve);
