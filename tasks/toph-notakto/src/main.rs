judge_io::main!(toph_notakto::solve);
