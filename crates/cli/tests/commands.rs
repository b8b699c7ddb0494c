//! The commands every game shares, run as a person runs them: through the `tabletop` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const GAMES: [&str; 3] = ["eoi", "era-medieval", "age-of-inventors"];

/// Runs `tabletop args`, with `input` on standard input.
fn tabletop(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// A finished three-player game of `game` (Era of Inventions has no fewer than three).
fn sample(game: &str) -> String {
    let output = tabletop(&[game, "sample", "--players", "3", "--seed", "7"], "");
    assert_eq!(output.status.code(), Some(0), "{game}: {}", stderr(&output));
    stdout(&output)
}

#[test]
fn a_sample_replays_to_its_end_with_a_winner() {
    for game in GAMES {
        let output = tabletop(&[game, "replay", "-"], &sample(game));
        assert_eq!(output.status.code(), Some(0), "{game}: {}", stderr(&output));
        assert!(
            stdout(&output).contains("winner"),
            "{game}: {}",
            stdout(&output)
        );
        let json = tabletop(&[game, "replay", "-", "--json"], &sample(game));
        let json: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
        assert_eq!(
            (json["ok"].as_bool(), json["over"].as_bool()),
            (Some(true), Some(true))
        );
    }
}

#[test]
fn an_export_imports_back_to_the_same_game_named_by_its_id() {
    for game in GAMES {
        let sample = sample(game);
        let export = tabletop(&[game, "export", "-"], &sample);
        assert_eq!(export.status.code(), Some(0), "{game}: {}", stderr(&export));
        let string = stdout(&export);
        let import = tabletop(&["import", string.trim()], "");
        assert_eq!(import.status.code(), Some(0), "{game}: {}", stdout(&import));
        let imported: serde_json::Value = serde_json::from_slice(&import.stdout).unwrap();
        let sampled: serde_json::Value = serde_json::from_str(&sample).unwrap();
        assert_eq!(imported["game"], game);
        assert_eq!(imported["setup"], sampled["setup"], "{game}");
        assert_eq!(imported["actions"], sampled["actions"], "{game}");
        // The imported file replays and exports again, to the same string.
        let replay = tabletop(&[game, "replay", "-"], &stdout(&import));
        assert!(stdout(&replay).contains("winner"), "{game}");
        let again = tabletop(&[game, "export", "-"], &stdout(&import));
        assert_eq!(stdout(&again), string, "{game}");
    }
}

#[test]
fn a_replay_of_another_game_is_refused_by_name() {
    let export = tabletop(&["eoi", "export", "-"], &sample("eoi"));
    let import = stdout(&tabletop(&["import", stdout(&export).trim()], ""));
    for command in ["replay", "export"] {
        let output = tabletop(&["era-medieval", command, "-"], &import);
        assert_eq!(output.status.code(), Some(1), "{command}");
        assert_eq!(stdout(&output), "", "{command}");
        let message = stderr(&output);
        assert!(
            message.contains("a replay of the game 'eoi', not of ERA: Medieval Age"),
            "{command}: {message}"
        );
    }
}

#[test]
fn an_illegal_action_fails_the_replay_with_code_1() {
    let mut file: serde_json::Value = serde_json::from_str(&sample("era-medieval")).unwrap();
    let actions = file["actions"].as_array_mut().unwrap();
    let first = actions[0].clone();
    actions.insert(0, first.clone());
    actions.insert(0, first);
    let output = tabletop(&["era-medieval", "replay", "-"], &file.to_string());
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("illegal"), "{}", stdout(&output));
}

#[test]
fn a_usage_error_exits_with_code_2_and_the_library_s_message() {
    for args in [
        &["eoi", "simulate", "--players", "2", "--games", "1"][..],
        &["era-medieval", "sample", "--players", "5"],
        &[
            "age-of-inventors",
            "simulat",
            "--players",
            "2",
            "--games",
            "1",
        ],
        &[
            "eoi",
            "tournament",
            "--lineup",
            "hard,wizard,easy",
            "--games",
            "1",
        ],
        &["eoi", "tournament", "--lineup", "hard,easy", "--games", "1"],
        &["eoi", "replay"],
        &["chess"],
        &["completions", "tcsh"],
    ] {
        let output = tabletop(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).starts_with("error: "),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_eq!(stdout(&output), "", "{args:?}");
    }
    let suggestion = stderr(&tabletop(&["age-of-inventors", "simulat"], ""));
    assert!(suggestion.contains("'simulate'"), "{suggestion}");
}

#[test]
fn help_is_no_error() {
    for args in [
        &[][..],
        &["help"],
        &["--help"],
        &["eoi"],
        &["eoi", "help", "tournament"],
    ] {
        let output = tabletop(args, "");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(stdout(&output).contains("Usage: tabletop"), "{args:?}");
    }
}

#[test]
fn completions_print_for_each_shell() {
    for (shell, mark) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef tabletop"),
        ("fish", "complete -c tabletop"),
    ] {
        let output = tabletop(&["completions", shell], "");
        assert_eq!(output.status.code(), Some(0), "{shell}");
        let script = stdout(&output);
        assert!(script.contains(mark), "{shell}");
        assert!(
            script.contains("era-medieval") && script.contains("lineup"),
            "{shell}"
        );
    }
}

#[test]
fn the_eoi_alias_is_tabletop_eoi() {
    let output = Command::new(env!("CARGO_BIN_EXE_eoi"))
        .args(["sample", "--players", "3", "--seed", "7"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), sample("eoi"));
}

#[test]
fn lengths_measure_both_formats_over_finished_games() {
    for game in ["eoi", "era-medieval", "age-of-inventors"] {
        let output = tabletop(&[game, "lengths", "--games", "4", "--json"], "");
        assert!(output.status.success(), "{game}: {}", stderr(&output));
        let report: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
        assert_eq!(report["game"], game);
        assert_eq!(
            (report["games"].clone(), report["players"].clone()),
            (4.into(), 4.into())
        );
        let (before, after) = (
            report["format_2_longest"].as_u64().unwrap(),
            report["format_3_longest"].as_u64().unwrap(),
        );
        assert!(after > 20 && after * 2 <= before, "{game}: {report}");
        let words = stdout(&tabletop(
            &[game, "lengths", "--games", "2", "--level", "easy"],
            "",
        ));
        assert!(
            words.contains("2 finished 4-player games (easy in every seat"),
            "{words}"
        );
        assert!(words.contains("format 3: mean"), "{words}");
    }
    let output = tabletop(&["eoi", "lengths", "--level", "genius"], "");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_duplicate_tournament_plays_whole_deals_and_the_oracle_is_an_entrant() {
    // Four games asked of three seats: rounded up to two whole deals.
    let output = tabletop(
        &[
            "eoi",
            "tournament",
            "--lineup",
            "oracle@p2,medium,easy",
            "--games",
            "4",
            "--duplicate",
            "--json",
        ],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(report["games"], 6);
    assert_eq!(report["seating"], "Duplicate");
    assert_eq!(report["lineup"][0]["sight"], "Everything");
    assert!(report["results"][0]["deal_interval"].is_array(), "{report}");
    let words = stdout(&tabletop(
        &[
            "eoi",
            "tournament",
            "--lineup",
            "hard-oracle@p2,medium,easy",
            "--games",
            "3",
            "--duplicate",
        ],
        "",
    ));
    assert!(words.contains("duplicate: 1 deals"), "{words}");
    assert!(words.contains("oracle@p2"), "{words}");
}

#[test]
fn stability_compares_every_pair_of_budgets() {
    let output = tabletop(
        &[
            "eoi",
            "stability",
            "--positions",
            "3",
            "--playouts",
            "2",
            "--multipliers",
            "4,0,1",
            "--json",
        ],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(report["positions"], 3);
    assert_eq!(report["budgets"], serde_json::json!([0, 2, 8]));
    assert_eq!(report["agreements"].as_array().unwrap().len(), 3);
    let output = tabletop(&["eoi", "stability", "--multipliers", "1"], "");
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
}
