"""State and helpers shared by the bundler's modules."""

import os

# The workspace root. Read it as `common.ROOT` at call time (never copy it with
# `from .common import ROOT`): the tests point it at a fake workspace.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class BundleError(Exception):
    pass


def rel(path):
    """A path relative to the workspace root, for messages and the header."""
    return os.path.relpath(path, ROOT)
