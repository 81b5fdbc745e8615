//! Every folder under `tasks/` is covered by every check.
//!
//! Nothing keeps a list of the tasks: the workspace takes `tasks/*` as
//! members, the scripts (`check-all.sh`, `bundle.sh --all`, `gen`) list the
//! folder, and each task wires itself into the tests from its own folder.
//! This test is what makes that safe: it fails, naming the folder and what
//! is missing, for a task that one of the checks would silently skip.
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The names of the entries of `dir` (empty if it does not exist).
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_default()
}

/// What the task folder `name` lacks for each check, if anything.
fn gaps(name: &str) -> Vec<String> {
    let root = root();
    let task = root.join("tasks").join(name);
    let mut gaps = Vec::new();
    let mut need = |ok: bool, what: &str| {
        if !ok {
            gaps.push(what.to_string());
        }
    };
    // The workspace builds and tests it.
    let manifest = read(&task.join("Cargo.toml"));
    need(
        manifest.contains(&format!("name = \"{}\"", name)),
        "Cargo.toml naming the package as its folder",
    );
    let workspace = read(&root.join("Cargo.toml"));
    need(
        !workspace.contains(&format!("\"tasks/{}\"", name)),
        "a place in the workspace (it is excluded in Cargo.toml)",
    );
    need(
        manifest.contains("conformance.workspace = true"),
        "the dev-dependency conformance",
    );
    // Its binary runs through judge-io (one line, or `run_with` where it
    // takes options), and bundle.sh --all finds it.
    let main = read(&task.join("src/main.rs"));
    need(
        main == format!("judge_io::main!({}::solve);\n", name.replace('-', "_"))
            || main
                == format!(
                    "judge_io::interactive_main!({}::play);\n",
                    name.replace('-', "_")
                )
            || main.contains("judge_io::run_with("),
        "src/main.rs, one line: judge_io::main!(<crate>::solve);",
    );
    need(
        task.join("src/lib.rs").is_file(),
        "src/lib.rs with its solve",
    );
    // The golden test, the error matrix and the fuzzer: one line.
    need(
        read(&task.join("tests/conformance.rs")).contains("conformance::package_tests!("),
        "tests/conformance.rs calling conformance::package_tests!",
    );
    // The references check-all.sh --refs and make-golden.sh run.
    for file in ["main.go", "Main.java", "main.py"] {
        need(
            task.join("ref").join(file).is_file(),
            &format!("ref/{}", file),
        );
    }
    need(
        task.join("README.md").is_file(),
        "README.md with its format",
    );
    // Fit for the repository, not only for a contest: nothing the
    // new-problem command's templates left to write is still unwritten
    // (`scripts/new-problem.sh --complete` adds what --contest left out).
    let readme = read(&task.join("README.md"));
    for placeholder in ["Not solved yet", "TODO", "{{"] {
        need(
            !readme.contains(placeholder),
            &format!("a README without the template's {:?}", placeholder),
        );
    }
    need(
        !read(&task.join("src/lib.rs")).contains("solve is not written yet"),
        "solve written in src/lib.rs",
    );
    for file in ["main.go", "Main.java", "main.py"] {
        need(
            !read(&task.join("ref").join(file)).contains("reference is not written yet"),
            &format!("ref/{} written", file),
        );
    }
    if manifest.contains("[package.metadata.judge]") {
        need(
            !manifest.contains("= \"TODO\""),
            "Cargo.toml's reads and prints written (the judge index shows them)",
        );
        need(
            task.join("gen.py").is_file(),
            "gen.py with its maximum inputs (bench/judge_time_limits.py times them)",
        );
    }
    // A checker (`[package.metadata.golden] checker = "<bin>"`, where any
    // valid answer is accepted), or an interactor (`interactor = "<bin>"`,
    // the judge's side of an interactive problem, which the golden test
    // plays against), is a second binary of the package where Cargo's
    // defaults find it, src/bin/<bin>.rs, so the golden test and the scripts
    // can run it (the bundle is always src/main.rs's), and the package says
    // which binary `cargo run` runs.
    let second_binaries = manifest.lines().filter_map(|line| {
        line.strip_prefix("checker = \"")
            .or_else(|| line.strip_prefix("interactor = \""))?
            .strip_suffix('"')
    });
    for checker in second_binaries {
        need(
            task.join("src/bin")
                .join(format!("{}.rs", checker))
                .is_file(),
            &format!(
                "the checker or interactor {} as src/bin/{}.rs",
                checker, checker
            ),
        );
    }
    // Cargo's defaults name and place the targets (src/lib.rs, src/main.rs,
    // src/bin/*.rs); the manifest only turns off the test harnesses of the
    // tests a package does not have, so that `cargo test` neither builds nor
    // runs an empty one (and never skips a test it has).
    let library = library_sources(&task.join("src"));
    let (units, examples) = (has_unit_tests(&library), has_doc_examples(&library));
    let mut lib = String::from("[lib]\n");
    if !units {
        lib.push_str("test = false\n");
    }
    if !examples {
        lib.push_str("doctest = false\n");
    }
    need(
        (units && examples && !manifest.contains("[lib]"))
            || manifest.contains(&format!("{}\n", lib)),
        &format!(
            "a [lib] section that is exactly {:?}: test harnesses for the tests it has, no others",
            lib
        ),
    );
    let bin = format!("[[bin]]\nname = \"{}\"\ntest = false\n", name);
    need(
        manifest.contains(&bin) && manifest.matches("[[bin]]").count() == 1,
        &format!(
            "one [[bin]] section, {:?} (src/main.rs is one line, with no tests)",
            bin
        ),
    );
    need(
        !task.join("src/bin").is_dir() || manifest.contains(&format!("default-run = \"{}\"", name)),
        &format!("default-run = \"{}\" beside its second binary", name),
    );
    // Golden cases: .in/.out pairs only at the top (online-judge-tools reads
    // the folder; it passes over the ledger of derivations, which
    // scripts/derivations.py keeps there), bad input in bad/ as .in/.err pairs.
    let data = root.join("testdata").join(name);
    let top = names(&data);
    let pairs = |files: &[String], answer: &str| {
        let ins: Vec<&String> = files.iter().filter(|f| f.ends_with(".in")).collect();
        !ins.is_empty()
            && ins
                .iter()
                .all(|f| files.contains(&f.replace(".in", answer)))
            && files
                .iter()
                .all(|f| f.ends_with(".in") || f.ends_with(answer))
    };
    let top_files: Vec<String> = top
        .iter()
        .filter(|f| *f != "bad" && *f != "derivations")
        .cloned()
        .collect();
    need(
        pairs(&top_files, ".out"),
        "testdata/<package>/ holding .in/.out pairs and nothing else but bad/ and derivations",
    );
    need(
        pairs(&names(&data.join("bad")), ".err"),
        "testdata/<package>/bad/ holding .in/.err pairs",
    );
    gaps
}

/// The text of the library's sources under `src`: every `.rs` file but
/// `main.rs` and those under `bin/`.
fn library_sources(src: &Path) -> String {
    let mut text = String::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for name in names(&dir) {
            let path = dir.join(&name);
            if path.is_dir() && !(dir == src && name == "bin") {
                dirs.push(path);
            } else if name.ends_with(".rs") && !(dir == src && name == "main.rs") {
                text.push_str(&read(&path));
            }
        }
    }
    text
}

fn has_unit_tests(source: &str) -> bool {
    source.contains("#[cfg(test)]")
}

/// Whether a doc comment holds a code block rustdoc runs (any fence but
/// ```` ```text ````).
fn has_doc_examples(source: &str) -> bool {
    let mut inside = false;
    for line in source.lines() {
        let line = line.trim_start();
        let Some(doc) = line
            .strip_prefix("///")
            .or_else(|| line.strip_prefix("//!"))
        else {
            continue;
        };
        if let Some(info) = doc.trim().strip_prefix("```") {
            if !inside && info != "text" {
                return true;
            }
            inside = !inside;
        }
    }
    false
}

#[test]
fn doc_examples_are_told_from_text_blocks() {
    assert!(has_doc_examples("/// ```\n/// f();\n/// ```\n"));
    assert!(has_doc_examples("//! ```rust\n//! f();\n//! ```\n"));
    assert!(!has_doc_examples("/// ```text\n/// f();\n/// ```\n"));
    assert!(has_doc_examples(
        "/// ```text\n/// a\n/// ```\n/// ```\n/// f();\n/// ```\n"
    ));
    assert!(!has_doc_examples("// ```\nfn f() {}\n"));
}

#[test]
fn every_task_folder_is_covered_by_every_check() {
    let tasks = names(&root().join("tasks"));
    assert!(tasks.len() >= 17, "found only {:?}", tasks);
    let report: Vec<String> = tasks
        .iter()
        .filter_map(|name| {
            let gaps = gaps(name);
            (!gaps.is_empty()).then(|| format!("tasks/{} lacks: {}", name, gaps.join("; ")))
        })
        .collect();
    assert!(report.is_empty(), "\n{}\n", report.join("\n"));
}
