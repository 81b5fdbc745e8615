"""The bundler's parts; scripts/bundle.py is the command (see its docstring).

common: the workspace root, BundleError, rel; lexing: Rust lexing, masking
and item spans; transform: the per-file transformation; crates: the crate
structure read from the manifests and library roots.
"""
