//! t04-dag-grundy: `V E`, then `E` edges `u v`; prints the Grundy values, then the losing vertices.
fn main() {
    judge_io::run(t04_dag_grundy::solve)
}
