//! Rule tests: one per clause of `shared/reference/era-medieval-age.md`, and its 30 scenarios.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
