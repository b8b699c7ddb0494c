//! `eoi`: the same as `tabletop eoi` (the name of the command line before the app had more games).

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = vec!["eoi".to_string()];
    args.extend(std::env::args().skip(1));
    tabletop_cli::run("eoi", &args)
}
