//! The Tartan theorem (placeholder until the nimber module lands).
