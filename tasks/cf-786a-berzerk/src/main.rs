judge_io::main!(cf_786a_berzerk::solve);
