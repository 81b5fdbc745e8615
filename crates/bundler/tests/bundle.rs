//! The bundler on a small workspace (tests/fixture): what a bundle keeps,
//! how it rewrites and prints it, and that it compiles and runs in every
//! edition a judge takes. `scripts/check-all.sh --bundles` checks the real
//! packages end to end.

mod fixture;

use std::process::Command;

use bundler::judge;
use fixture::{run, Workspace};

#[test]
fn keeps_only_the_items_reached() {
    let text = Workspace::new("reached").bundle().unwrap();
    assert!(text.contains("pub fn one()"));
    assert!(!text.contains("never_here"), "an item beside a reached one");
    assert!(!text.contains("mod unused"), "a module nothing reaches");
    assert!(!text.contains("nothing"), "a re-export nothing uses");
    assert!(!text.contains("skipped"), "a sibling module");
    assert!(!text.contains("zero_again"), "a function in a mod.rs");
    assert!(
        text.contains("pub mod games {"),
        "the module of what is reached"
    );
    assert!(
        !text.contains("write_all"),
        "an unused function of another crate"
    );
    assert!(!text.contains("only_for_tests"));
}

#[test]
fn keeps_impls_with_their_types_wherever_written() {
    let text = Workspace::new("impls").bundle().unwrap();
    // arena_ops is imported by nothing: its impl comes with Arena.
    assert!(text.contains("mod arena_ops {"));
    assert!(text.contains("pub fn add(&mut self,x:u64)->usize{"));
    assert!(text.contains("fn intern("), "a method the kept one calls");
    assert!(!text.contains("nobody_calls"), "a method nothing names");
    assert!(!text.contains("unused_method"), "a method nothing names");
    // Pool is kept as a type; `Arena::new` is no call of Pool::new, nor
    // `self.intern` in Arena's methods of Pool::intern; an inherent impl
    // left empty goes.
    assert!(text.contains("pub struct Pool;"));
    assert!(!text.contains("impl Pool"), "{}", text);
    // A kept trait's impl for a std type; not the impl for a type not kept.
    assert!(text.contains("impl Game for u64{"));
    assert!(!text.contains("Unreached"));
}

#[test]
fn follows_re_exports_globs_and_uses_in_bodies() {
    let text = Workspace::new("paths").bundle().unwrap();
    assert!(text.contains("pub use twice::twice_plus as tp;"));
    assert!(text.contains("pub use picked::*;"), "a glob re-export");
    assert!(text.contains("use super::super::base::*;"), "a glob import");
    assert!(
        text.contains("use crate::core_lib::base::one;"),
        "a use in a body"
    );
    assert!(
        text.contains("use crate::core_lib::traits::Game;"),
        "a trait for a method call"
    );
}

#[test]
fn rewrites_paths_outside_string_literals_only() {
    let text = Workspace::new("rewrite").bundle().unwrap();
    assert!(text.contains("use crate::core_lib::{games::zero, tp};"));
    assert!(
        text.contains("use crate::core_lib::arena::Arena;"),
        "crate:: inside a library"
    );
    assert!(text.contains("crate::core_lib::base::one()"));
    assert!(
        text.contains("$crate::core_lib::base::one()"),
        "$crate in a macro body"
    );
    assert!(text.contains("$crate::io_lib::read()"));
    assert!(text.contains("\"core_lib::unused::never and crate::x stay as they are\""));
    assert!(text.contains(r###"r#"crate::unused " } { "#"###));
}

#[test]
fn macro_export_macros_are_called_at_the_root() {
    let text = Workspace::new("macros").bundle().unwrap();
    assert!(
        text.contains("\ncrate::main!(crate::tx::solve);\n"),
        "{}",
        text
    );
    assert!(text.contains("crate::double!(0)"));
    assert!(text.contains("macro_rules!main{"));
}

#[test]
fn env_is_the_manifests() {
    let text = Workspace::new("env").bundle().unwrap();
    // In a macro body: the bundled package's name.
    assert!(text.contains(r#"println!("{} {}","tx","#), "{}", text);
    assert!(text.contains(r#"pub const VERSION:&str="0.3.1";"#));
    assert!(text.contains(r#"pub const ABOUT: &str = "Reads x, prints \"2x + 1\"";"#));
    assert!(!text.contains("env!"));
}

#[test]
fn drops_tests_docs_lint_attributes_and_comments() {
    let text = Workspace::new("strip").bundle().unwrap();
    for gone in [
        "mod tests",
        "fn t()",
        "#[test]",
        "///",
        "/**",
        "doc",
        "missing_docs",
        "include_str",
        "Reached",
        "a raw string with braces",
        "#[allow(dead_code)]\n",
    ] {
        assert!(!text.contains(gone), "{:?} in\n{}", gone, text);
    }
    assert!(
        text.contains("\"#;let c="),
        "the code after a comment stays"
    );
}

#[test]
fn keeps_the_spaces_between_tokens_that_would_join() {
    // `/ *` is no comment, `< -` no `<-`, `> =` no `>=`; `a--1` is two
    // minuses, as Rust has no `--` (compiles_and_runs_in_every_edition
    // builds this).
    let text = Workspace::new("operators").bundle().unwrap();
    let kept = "let v:Vec<i64> =vec![a/ *r,a--1,(a< -1)as i64,a&*r,a|-b,!a];";
    assert!(text.contains(kept), "{:?} in\n{}", kept, text);
    assert!(
        text.contains("let ok:bool=v.len()>=6&&a !=-a&&"),
        "{}",
        text
    );
}

#[test]
fn keeps_literals_lifetimes_and_raw_identifiers() {
    let text = Workspace::new("literals").bundle().unwrap();
    for kept in [
        "'{'",
        "'\\''",
        "let r#type=b'x';",
        "&'a str",
        "fn twice_plus<'a>(x:u64)",
    ] {
        assert!(text.contains(kept), "{:?} in\n{}", kept, text);
    }
}

#[test]
fn keeps_the_sources_layout() {
    let text = Workspace::new("layout").bundle().unwrap();
    // The package's own code keeps its lines, indentation (a tab for four
    // columns) and spacing; a library's code runs on, with only the spaces
    // two tokens need, and takes the first of its line breaks past 100
    // columns.
    assert!(text.contains("pub fn solve(x: u64) -> u64 {\n\tlet text = "));
    assert!(text.contains(
        "pub(crate)fn intern(&mut self,v:u64)->usize{if let Some(&i)=self.index.get(&v){\nreturn i;}"
    ));
    let library =
        &text[text.find("pub mod core_lib").unwrap()..text.find("mod prelude_2021").unwrap()];
    assert!(!library.contains('\t'));
    for line in library.lines() {
        assert!(line.len() < 200, "{:?}", line);
    }
    assert!(!text.contains("\n\n\n"));
    assert!(text.starts_with(
        "// tx: `x`; prints the package's name and 2x + 1.\n//\n// The second paragraph.\n\
         // One-file submission generated by scripts/bundle.sh from grundy-judge\n\
         // sources: tasks/tx/src/{main.rs, lib.rs}, crates/core-lib/src/{lib.rs, "
    ));
    assert!(text.contains("\n// Do not edit: change the sources and bundle again.\n\n"));
}

#[test]
fn is_the_same_on_every_run_and_names_no_absolute_path() {
    let ws = Workspace::new("determinism");
    let first = ws.bundle().unwrap();
    assert_eq!(first, ws.bundle().unwrap());
    assert_eq!(first, Workspace::new("determinism-2").bundle().unwrap());
    assert!(!first.contains(&*ws.root.to_string_lossy()));
    assert!(!first.contains(&*std::env::temp_dir().to_string_lossy()));
}

#[test]
fn adds_the_2018_prelude_where_used() {
    let text = Workspace::new("prelude").bundle().unwrap();
    assert!(text.contains("pub mod inner {\nuse crate::prelude_2021::*;\n"));
    assert!(text.ends_with("mod prelude_2021 {\n\tpub use std::convert::{TryFrom, TryInto};\n\tpub use std::iter::FromIterator;\n}\n"));
}

#[test]
fn refuses_external_crates() {
    let ws = Workspace::new("external");
    ws.append(
        "tasks/tx/Cargo.toml",
        "\n[dependencies.itertools]\nversion = \"0.14\"\n",
    );
    let e = ws.bundle().unwrap_err().to_string();
    assert!(e.contains("`itertools` is not a path crate"), "{}", e);
}

#[test]
fn refuses_include_macros() {
    let ws = Workspace::new("include");
    ws.replace(
        "crates/core-lib/src/base.rs",
        "    ok as u64\n}",
        "    ok as u64 + include_str!(\"data.txt\").len() as u64 * 0\n}",
    );
    let e = ws.bundle().unwrap_err().to_string();
    assert!(
        e.contains("crates/core-lib/src/base.rs:10:17: `include_str!` cannot be bundled"),
        "{}",
        e
    );
}

#[test]
fn refuses_other_env_variables() {
    let ws = Workspace::new("env-other");
    ws.replace(
        "tasks/tx/src/lib.rs",
        "CARGO_PKG_DESCRIPTION",
        "CARGO_MANIFEST_DIR",
    );
    let e = ws.bundle().unwrap_err().to_string();
    assert!(e.contains("plain rustc sets no such variable"), "{}", e);
}

#[test]
fn compiles_and_runs_in_every_edition() {
    let ws = Workspace::new("editions");
    let source = ws.write_bundle();
    let out = ws.out();
    // As CI builds it: rustc 1.70.0, edition 2021, and type-checked in 2018
    // (1.70.0) and 2024 (the PATH's rustc).
    let editions: Vec<String> = ["2018", "2021", "2024"].map(String::from).to_vec();
    let exe = judge::compile(&source, &source, "tx", &out, Some("1.70.0"), &editions).unwrap();
    assert_eq!(exe, out.join("tx-2021"));
    assert_eq!(run(&exe, "20\n"), (0, "tx 41\n".to_string()));
    // And the other editions' builds run too.
    for edition in ["2018", "2024"] {
        let exe = out.join(format!("tx-{}", edition));
        let status = Command::new("rustc")
            .args(["--edition", edition, "-D", "warnings", "-o"])
            .arg(&exe)
            .arg(&source)
            .status()
            .unwrap();
        assert!(status.success(), "edition {}", edition);
        assert_eq!(
            run(&exe, "5"),
            (0, "tx 11\n".to_string()),
            "edition {}",
            edition
        );
    }
}

#[test]
fn a_std_api_newer_than_the_judges_rustc_fails() {
    let ws = Workspace::new("new-api");
    ws.append(
        "tasks/tx/src/main.rs",
        "pub fn half(x: u32) -> u32 {\n    x.div_ceil(2)\n}\n",
    ); // stable since 1.73
    let source = ws.write_bundle();
    judge::compile(&source, &source, "tx", &ws.out(), None, &[]).unwrap();
    let e = judge::compile(&source, &source, "tx", &ws.out(), Some("1.70.0"), &[]).unwrap_err();
    assert!(e.to_string().contains("cleanly with rustc 1.70.0"), "{}", e);
}

#[test]
fn a_warning_fails_the_compile() {
    let ws = Workspace::new("warning");
    ws.append("tasks/tx/src/main.rs", "fn unused_function() {}\n");
    let source = ws.write_bundle();
    let e = judge::compile(&source, &source, "tx", &ws.out(), None, &[]).unwrap_err();
    assert!(e.to_string().contains("never used"), "{}", e);
}

/// Runs the bundler's command in the workspace; its status, stdout, stderr.
fn command(ws: &Workspace, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bundler"))
        .args(args)
        .current_dir(ws.root.join("tasks/tx"))
        .env("CARGO_TARGET_DIR", ws.root.join("target"))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_command_writes_and_compiles() {
    let ws = Workspace::new("command");
    let (code, stdout, stderr) = command(&ws, &["tx"]);
    assert_eq!((code, stdout.as_str()), (0, ""), "{}", stderr);
    assert!(
        stderr.starts_with("tx: wrote target/bundle/tx.rs ("),
        "{}",
        stderr
    );
    let (code, stdout, stderr) = command(&ws, &["--compile", "--all"]);
    assert_eq!(code, 0, "{}", stderr);
    assert_eq!(
        stdout,
        format!("{}\n", ws.root.join("target/bundle/tx-2021").display())
    );
}

#[test]
fn the_command_refuses_an_unknown_package_in_one_line() {
    let ws = Workspace::new("unknown");
    let (code, stdout, stderr) = command(&ws, &["nosuch"]);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "error: bundling nosuch: no package tasks/nosuch (the packages are the folders of tasks/)\n"
    );
    assert_eq!(
        command(&ws, &["--judge-rustc", "tx"]).0,
        2,
        "--judge-rustc without --compile"
    );
}

#[test]
fn the_command_holds_a_bundle_to_its_limit() {
    let ws = Workspace::new("limit");
    ws.replace(
        "scripts/judges.py",
        "bundle-limit 65535",
        "bundle-limit 100",
    );
    let (code, _, stderr) = command(&ws, &["tx"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("bytes, over the 100-byte limit"),
        "{}",
        stderr
    );
    assert!(
        ws.root.join("target/bundle/tx.rs").is_file(),
        "written all the same, to be read"
    );
}
