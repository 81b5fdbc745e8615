//! The crates of a bundle, from the manifests: the package's binary, its own
//! library, and every path dependency, each with the crate names it may use.
//!
//! A manifest is read with a small TOML reader of the crate's own
//! ([`crate::toml`]).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use crate::toml;
use crate::Error;

/// A crate to put in the bundle.
#[derive(Debug, Clone)]
pub struct CrateSpec {
    /// Its name in Rust paths (`grundy_core`); empty for the binary, the
    /// bundle's root.
    pub name: String,
    /// Its root file (`src/main.rs`, `src/lib.rs`), relative to the
    /// workspace root.
    pub root: PathBuf,
    /// The crate names it may write as a path's first segment.
    pub deps: Vec<String>,
    /// The package it belongs to, for `env!("CARGO_PKG_…")`.
    pub package: PackageInfo,
    /// Whether it is the package's own (its binary or library) rather than
    /// a dependency.
    pub own: bool,
}

/// What `env!` may ask of a package.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageInfo {
    /// `CARGO_PKG_NAME`.
    pub name: String,
    /// `CARGO_PKG_VERSION`.
    pub version: String,
    /// `CARGO_PKG_DESCRIPTION` (empty where the manifest has none, as Cargo sets it).
    pub description: String,
}

/// A package under `tasks/` and the crates its bundle is made of.
#[derive(Debug, Clone)]
pub struct Package {
    /// The package's own fields.
    pub info: PackageInfo,
    /// Its judge (`[package.metadata.judge] judge`), if it has one.
    pub judge: Option<String>,
    /// The binary first, then the package's library, then the path
    /// dependencies (sorted by crate name, each once).
    pub crates: Vec<CrateSpec>,
}

/// Reads `tasks/<name>` of the workspace at `root`.
pub fn package(root: &Path, name: &str) -> Result<Package, Error> {
    let dir = Path::new("tasks").join(name);
    if !root.join(&dir).join("Cargo.toml").is_file() {
        return Err(Error::new(format!(
            "no package tasks/{} (the packages are the folders of tasks/)",
            name
        )));
    }
    let workspace = read_manifest(root, Path::new("Cargo.toml"))?;
    let manifest = read_manifest(root, &dir.join("Cargo.toml"))?;
    let info = package_info(&manifest, &workspace, &dir)?;
    let judge = manifest
        .get("package.metadata.judge.judge")
        .and_then(toml::Value::as_str)
        .map(str::to_string);
    let main = dir.join("src/main.rs");
    if !root.join(&main).is_file() {
        return Err(Error::new(format!("tasks/{} has no src/main.rs", name)));
    }

    let own_deps = path_deps(root, &manifest, &workspace, &dir)?;
    let mut bin_deps: Vec<String> = own_deps.keys().cloned().collect();
    let mut libs = Vec::new();
    let (lib_name, lib_root) = library(&manifest, &dir);
    if root.join(&lib_root).is_file() {
        bin_deps.push(lib_name.clone());
        libs.push(CrateSpec {
            name: lib_name,
            root: lib_root,
            deps: own_deps.keys().cloned().collect(),
            package: info.clone(),
            own: true,
        });
    }
    bin_deps.sort();
    // The path dependencies, transitively, each once.
    let mut todo: BTreeMap<String, PathBuf> = own_deps;
    let mut deps = BTreeMap::new();
    while let Some((crate_name, folder)) = todo.pop_first() {
        if deps.contains_key(&crate_name) {
            continue;
        }
        let dep_manifest = read_manifest(root, &folder.join("Cargo.toml"))?;
        let (_, dep_root) = library(&dep_manifest, &folder);
        let its_deps = path_deps(root, &dep_manifest, &workspace, &folder)?;
        let spec = CrateSpec {
            name: crate_name.clone(),
            root: dep_root,
            deps: its_deps.keys().cloned().collect(),
            package: package_info(&dep_manifest, &workspace, &folder)?,
            own: false,
        };
        for (k, v) in its_deps {
            if !deps.contains_key(&k) {
                todo.insert(k, v);
            }
        }
        deps.insert(crate_name, spec);
    }
    let mut crates = vec![CrateSpec {
        name: String::new(),
        root: main,
        deps: bin_deps,
        package: info.clone(),
        own: true,
    }];
    crates.extend(libs);
    crates.extend(deps.into_values());
    Ok(Package {
        info,
        judge,
        crates,
    })
}

/// The packages of the workspace that have a `src/main.rs`, sorted.
pub fn packages(root: &Path) -> Result<Vec<String>, Error> {
    let tasks = root.join("tasks");
    let entries =
        fs::read_dir(&tasks).map_err(|e| Error::new(format!("cannot list tasks/: {}", e)))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("src/main.rs").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    Ok(names)
}

fn read_manifest(root: &Path, path: &Path) -> Result<toml::Table, Error> {
    let text = fs::read_to_string(root.join(path))
        .map_err(|e| Error::new(format!("cannot read {}: {}", path.display(), e)))?;
    toml::parse(&text).map_err(|e| Error::new(format!("{}: {}", path.display(), e)))
}

/// A field of `[package]`, or the workspace's where it says `.workspace = true`.
fn package_field(manifest: &toml::Table, workspace: &toml::Table, key: &str) -> Option<String> {
    if let Some(v) = manifest.get(&format!("package.{}", key)) {
        return v.as_str().map(str::to_string);
    }
    if manifest.get(&format!("package.{}.workspace", key)) == Some(&toml::Value::Bool(true)) {
        return workspace
            .get(&format!("workspace.package.{}", key))
            .and_then(toml::Value::as_str)
            .map(str::to_string);
    }
    None
}

fn package_info(
    manifest: &toml::Table,
    workspace: &toml::Table,
    dir: &Path,
) -> Result<PackageInfo, Error> {
    let name = package_field(manifest, workspace, "name")
        .ok_or_else(|| Error::new(format!("{}/Cargo.toml has no package name", dir.display())))?;
    Ok(PackageInfo {
        version: package_field(manifest, workspace, "version").unwrap_or_else(|| "0.0.0".into()),
        description: package_field(manifest, workspace, "description").unwrap_or_default(),
        name,
    })
}

/// The library's crate name and root file.
fn library(manifest: &toml::Table, dir: &Path) -> (String, PathBuf) {
    let package = manifest
        .get("package.name")
        .and_then(toml::Value::as_str)
        .unwrap_or_default();
    let name = manifest
        .get("lib.name")
        .and_then(toml::Value::as_str)
        .map_or_else(|| package.replace('-', "_"), str::to_string);
    let path = manifest
        .get("lib.path")
        .and_then(toml::Value::as_str)
        .unwrap_or("src/lib.rs");
    (name, dir.join(path))
}

/// The `[dependencies]` of a manifest: crate name -> package folder. Only
/// path crates (directly or through `[workspace.dependencies]`): a judge
/// has no others.
fn path_deps(
    root: &Path,
    manifest: &toml::Table,
    workspace: &toml::Table,
    dir: &Path,
) -> Result<BTreeMap<String, PathBuf>, Error> {
    let keys: BTreeSet<&str> = manifest
        .keys()
        .filter_map(|key| key.strip_prefix("dependencies."))
        .map(|rest| rest.split('.').next().unwrap_or(rest))
        .collect();
    let mut deps = BTreeMap::new();
    for dep in keys {
        let inherited = manifest.get(&format!("dependencies.{}.workspace", dep))
            == Some(&toml::Value::Bool(true));
        let (table, prefix, base) = if inherited {
            (
                workspace,
                format!("workspace.dependencies.{}", dep),
                PathBuf::new(),
            )
        } else {
            (manifest, format!("dependencies.{}", dep), dir.to_path_buf())
        };
        let path = table
            .get(&format!("{}.path", prefix))
            .and_then(toml::Value::as_str)
            .ok_or_else(|| {
                Error::new(format!(
                    "{}/Cargo.toml: dependency `{}` is not a path crate; a judge has no external crates",
                    dir.display(),
                    dep
                ))
            })?;
        let folder = normalize(&base.join(path));
        let dep_manifest = read_manifest(root, &folder.join("Cargo.toml"))?;
        let (crate_name, _) = library(&dep_manifest, &folder);
        deps.insert(crate_name, folder);
    }
    Ok(deps)
}

/// `a/b/../c` as `a/c` (the paths stay relative to the workspace root).
fn normalize(path: &Path) -> PathBuf {
    let mut out: Vec<&std::ffi::OsStr> = Vec::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir if !out.is_empty() => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out.iter().collect()
}
