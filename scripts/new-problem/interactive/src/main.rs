//! {{package}} ({{judge}} {{doc_problem}}): see src/lib.rs.
use {{crate}}::play;

fn main() {
    judge_io::run_interactive(HELP, play)
}

/// What `--help` prints (and a terminal shows before the game).
/// TODO: the dialogue in brief, as src/lib.rs's first lines say.
const HELP: &str = "\
usage: {{package}}   (an interactive game: the judge on stdin and stdout)

{{judge}} {{problem}}: {{url}}
The judge says: TODO, as the statement says, in brief.
The package answers: TODO.

A message it cannot take exits 1 with one `error:` line on stderr.
Format and bounds in full: tasks/{{package}}/README.md.

Options:
  -h, --help  print this help and exit
";
