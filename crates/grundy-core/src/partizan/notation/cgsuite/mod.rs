//! CGSuite's notation (and Winning Ways'): [`parse`] reads it into the
//! arena, [`Printer`] writes canonical forms in it, readable by CGSuite.

mod braces;
mod parse;
mod print;
#[cfg(test)]
mod tests;

pub use parse::parse;
pub use print::Printer;
