//! `tabletop`: every game of the app on the command line. `tabletop <game> <command> ...` runs a
//! game's commands (`simulate`, `replay`, `sample`, `export`, `tournament`), written once in
//! [`commands`] over each game's [`commands::CliGame`]; `tabletop import STRING` reads any game's
//! save string and prints replay JSON that names the game.

use std::process::ExitCode;

use clap::{Arg, Command};
use tabletop::Game;

/// `println!` for the command's output, which ends the program quietly (success) when the reader
/// has gone away, as `cmd | grep -q` or `cmd | head` do, instead of panicking on the broken pipe.
macro_rules! out {
    () => {
        $crate::write_line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::write_line(format_args!($($arg)*))
    };
}

pub(crate) fn write_line(line: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = writeln!(stdout, "{line}") {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("cannot write the output: {error}");
        std::process::exit(1);
    }
}

pub mod commands;
mod games;
mod lineup;
mod report;

use commands::CliGame;
use games::{Eoi, Inventors, Medieval};

/// Every game, in the order `tabletop games` lists them.
fn games() -> [(&'static str, &'static str, Command); 3] {
    [
        (
            Inventors::ID,
            Inventors::NAME,
            commands::command::<Inventors>(),
        ),
        (Eoi::ID, Eoi::NAME, commands::command::<Eoi>()),
        (
            Medieval::ID,
            Medieval::NAME,
            commands::command::<Medieval>(),
        ),
    ]
}

/// The whole command line, as clap parses it (and as completions describe it).
pub fn command() -> Command {
    let mut command = Command::new("tabletop")
        .about("The games of the app on the command line")
        .arg_required_else_help(true)
        .subcommand(
            Command::new("import")
                .about(
                    "Turn any game's save string (or share link) into replay JSON naming the game",
                )
                .arg(Arg::new("string").value_name("STRING").required(true)),
        )
        .subcommand(Command::new("games").about("List the games and their ids"))
        .subcommand(
            Command::new("completions")
                .about(
                    "Print the shell's completion script (bash, zsh, fish, elvish or powershell)",
                )
                .arg(
                    Arg::new("shell")
                        .value_name("SHELL")
                        .required(true)
                        .value_parser(clap::value_parser!(clap_complete::Shell)),
                ),
        );
    for (_, _, game) in games() {
        command = command.subcommand(game);
    }
    command
}

/// Runs the command line `args` (without the program name); `program` names it in messages.
/// Exit codes: 0 done, 1 a failed check (an illegal action, a broken invariant, a bad save or
/// file), 2 a usage error.
pub fn run(program: &str, args: &[String]) -> ExitCode {
    let mut command = command();
    let matches = match command
        .clone()
        .try_get_matches_from(std::iter::once("tabletop".to_string()).chain(args.iter().cloned()))
    {
        Ok(matches) => matches,
        Err(error) => {
            // Help goes to standard output (code 0), errors to standard error (code 2). A
            // command with nothing after it (`tabletop`, `tabletop eoi`) shows its help, as it
            // did before clap, and is no error.
            if error.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                out!("{}", error.render().to_string().trim_end());
                return ExitCode::SUCCESS;
            }
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2));
        }
    };
    let result = match matches.subcommand() {
        Some(("import", matches)) => import(matches.get_one::<String>("string").map_or("", |s| s)),
        Some(("games", _)) => {
            for (id, name, _) in games() {
                out!("{id}\t{name}");
            }
            Ok(ExitCode::SUCCESS)
        }
        Some(("completions", matches)) => {
            if let Some(shell) = matches.get_one::<clap_complete::Shell>("shell") {
                let mut script = Vec::new();
                clap_complete::generate(*shell, &mut command, "tabletop", &mut script);
                out!("{}", String::from_utf8_lossy(&script).trim_end());
            }
            Ok(ExitCode::SUCCESS)
        }
        Some((Eoi::ID, matches)) => commands::run::<Eoi>(matches),
        Some((Medieval::ID, matches)) => commands::run::<Medieval>(matches),
        Some((Inventors::ID, matches)) => commands::run::<Inventors>(matches),
        _ => Err("no such command".into()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{program}: {message}");
            ExitCode::FAILURE
        }
    }
}

pub(crate) fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut input = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut input)
            .map_err(|error| format!("cannot read standard input: {error}"))?;
        Ok(input)
    } else {
        std::fs::read_to_string(path).map_err(|error| format!("cannot read {path}: {error}"))
    }
}

/// `tabletop import STRING`: the replay JSON of any game's save string (or share link), after
/// checking every action; the JSON names the game, so it pipes into that game's `replay -`.
pub(crate) fn import(text: &str) -> Result<ExitCode, String> {
    // A share link carries the string after "#game=".
    let text = text.rsplit_once("#game=").map_or(text, |(_, s)| s);
    let frame = match tabletop::save::read(text) {
        Ok(frame) => frame,
        Err(error) => {
            out!("{error}");
            return Ok(ExitCode::FAILURE);
        }
    };
    match frame.game.as_str() {
        Eoi::ID => commands::import_frame::<Eoi>(frame),
        Medieval::ID => commands::import_frame::<Medieval>(frame),
        Inventors::ID => commands::import_frame::<Inventors>(frame),
        other => {
            out!(
                "{}",
                tabletop::save::SaveError::OtherGame(other.to_string())
            );
            Ok(ExitCode::FAILURE)
        }
    }
}
