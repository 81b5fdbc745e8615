judge_io::main!(lightoj_1229_treblecross::solve);
