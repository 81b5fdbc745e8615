"""The crate structure: manifests, path dependencies, library root layouts."""

import os
import re
import sys

try:
    import tomllib
except ImportError:  # Python < 3.11
    sys.exit("error: scripts/bundle.py needs Python 3.11 or later (for tomllib)")

from . import common
from .common import BundleError, rel
from .lexing import item_end, lex, mask
from .transform import CFG_TEST, MOD_DECL, USE_ITEM


class Crate:
    """A library crate to inline: its module name, root file and dependencies."""

    def __init__(self, name, root, deps):
        self.name = name
        self.root = root
        self.deps = deps  # crate names it may refer to with `name::`


def load_toml(path):
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise BundleError(f"cannot read {rel(path)}: {e}")


def lib_name(manifest, package_dir):
    lib = manifest.get("lib", {})
    name = lib.get("name", manifest["package"]["name"].replace("-", "_"))
    root = os.path.join(package_dir, lib.get("path", "src/lib.rs"))
    return name, root


def path_deps(manifest, package_dir, workspace):
    """The path dependencies of a package: {crate name: package folder}."""
    deps = {}
    for key, spec in sorted(manifest.get("dependencies", {}).items()):
        if isinstance(spec, dict) and spec.get("workspace"):
            spec = workspace.get("workspace", {}).get("dependencies", {}).get(key, spec)
            base = common.ROOT
        else:
            base = package_dir
        if not isinstance(spec, dict) or "path" not in spec:
            raise BundleError(f"{rel(package_dir)}: dependency `{key}` is not a path crate; "
                              "a judge has no external crates")
        folder = os.path.normpath(os.path.join(base, spec["path"]))
        dep_manifest = load_toml(os.path.join(folder, "Cargo.toml"))
        name, _ = lib_name(dep_manifest, folder)
        deps[name] = folder
    return deps


def crates_of(package_dir, workspace):
    """Every library crate the binary of package_dir may use, by module name."""
    crates = {}
    manifest = load_toml(os.path.join(package_dir, "Cargo.toml"))
    own_name, own_root = lib_name(manifest, package_dir)
    todo = dict(path_deps(manifest, package_dir, workspace))
    if os.path.isfile(own_root):
        crates[own_name] = Crate(own_name, own_root, sorted(todo))
    while todo:
        name, folder = sorted(todo.items())[0]
        del todo[name]
        if name in crates:
            continue
        dep_manifest = load_toml(os.path.join(folder, "Cargo.toml"))
        _, root = lib_name(dep_manifest, folder)
        deps = path_deps(dep_manifest, folder, workspace)
        crates[name] = Crate(name, root, sorted(deps))
        todo.update({k: v for k, v in deps.items() if k not in crates})
    bins = manifest.get("bin", [])
    main = os.path.join(package_dir, bins[0]["path"] if bins else "src/main.rs")
    return main, crates


def root_layout(path):
    """For a root whose items are only `mod`, `use` and inner attributes (a
    library that is just a list of modules): (modules, {re-exported name:
    module}, modules re-exported by glob). None for any other root."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    spans = lex(src)
    masked = mask(src, spans)
    for m in CFG_TEST.finditer(masked):
        a, b = m.start(), item_end(masked, m.end())
        masked = masked[:a] + " " * (b - a) + masked[b:]
    rest = re.sub(r"#!?\s*\[[^\]]*\]", "", masked)
    rest = USE_ITEM.sub("", MOD_DECL.sub("", rest))
    if rest.strip():
        return None
    modules = [m.group(1) for m in MOD_DECL.finditer(masked)]
    names, globs = {}, set()
    for m in USE_ITEM.finditer(masked):
        tree = re.sub(r"^\s*(?:self|crate)\s*::", "", m.group(1)).strip()
        head = re.match(r"(\w+)\s*::(.*)$", tree, re.S)
        if not head or head.group(1) not in modules:
            continue
        module, tail = head.groups()
        for leaf in re.split(r"[,{}]", tail):
            leaf = leaf.strip()
            if leaf.endswith("*"):
                globs.add(module)
            alias = re.search(r"(\w+)(?:\s+as\s+(\w+))?$", leaf)
            if alias:
                names[alias.group(2) or alias.group(1)] = module
    return modules, names, globs
