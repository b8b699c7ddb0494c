//! `tabletop`: every game of the app on the command line. See `tabletop help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    tabletop_cli::run("tabletop", &args)
}
