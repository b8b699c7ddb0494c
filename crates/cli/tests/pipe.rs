//! The command line as a shell pipeline uses it.

use std::process::{Command, Stdio};

/// `tabletop … | grep -q …` closes the pipe at the first match: the command must end quietly and
/// successfully, not panic on the broken pipe (which fails the pipeline under `pipefail`).
#[test]
fn a_reader_that_stops_early_ends_the_command_quietly() {
    for args in [
        &["help"][..],
        &["eoi", "sample", "--players", "5", "--seed", "3"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success(), "{args:?}: {:?}", output.status);
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{args:?}");
    }
}
