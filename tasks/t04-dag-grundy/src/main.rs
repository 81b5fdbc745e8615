judge_io::main!(t04_dag_grundy::solve);
