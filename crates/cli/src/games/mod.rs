//! Each game's [`CliGame`](crate::commands::CliGame): its words, summary and entry points.

mod age_of_inventors;
mod eoi;
mod medieval;

pub use age_of_inventors::Inventors;
pub use eoi::Eoi;
pub use medieval::Medieval;
