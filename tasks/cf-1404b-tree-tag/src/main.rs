judge_io::main!(cf_1404b_tree_tag::solve);
