//! {{package}} ({{judge}} {{doc_problem}}): see src/lib.rs.
use {{crate}}::solve;

fn main() {
    judge_io::run(HELP, solve)
}

/// What `--help` prints (and a terminal shows before reading the input).
/// TODO: the input and the output in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: {{package}} < INPUT

{{judge}} {{problem}}: {{url}}
Input: TODO, as the statement says, in brief.
Output: TODO.

Reads stdin, answers on stdout; bad input exits 1 with one `error:` line
on stderr. Format and bounds in full: tasks/{{package}}/README.md.

Options:
  -h, --help  print this help and exit
";
