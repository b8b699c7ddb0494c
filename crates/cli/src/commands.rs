//! The commands every game has (`simulate`, `replay`, `sample`, `export`, `tournament`), written
//! once over [`tabletop::Game`]; what differs between games is the [`CliGame`] trait.

use std::ops::RangeInclusive;
use std::process::ExitCode;
use std::time::Instant;

use clap::{ArgMatches, FromArgMatches, Subcommand};
use serde::{Deserialize, Serialize};
use tabletop::rng::Rng;
use tabletop::save::{Controllers, Frame, SaveError};
use tabletop::search::Planner;
use tabletop::sim::SimulationReport;
use tabletop::stability::Stability;
use tabletop::tournament::{Entrant, Seating, TournamentReport};
use tabletop::{Game, Level, Record, ReplayError};

use crate::lineup::{Budget, Lineup};
use crate::read_input;
use crate::report::{print_simulation, print_tournament};

/// What the command line needs of a game beyond [`Game`]: its name, player counts, words in
/// English, final summary, entry points and codec.
pub trait CliGame: Game + Serialize + Planner {
    /// The name people know the game by.
    const NAME: &'static str;
    /// Its players, in a few words, for `tabletop --help`.
    const SUMMARY: &'static str;
    /// Players in `simulate` and `sample`.
    const PLAYERS: RangeInclusive<usize>;
    /// Seats in a tournament's lineup.
    const SEATS: RangeInclusive<usize>;
    /// Hard's thinking time per turn in a tournament unless `--budget-ms` says otherwise.
    const BUDGET_MS: u32;
    /// More about the game's commands, after the list in `tabletop <game> --help`.
    const DETAILS: &'static str;

    /// The players' names, seat by seat.
    fn names(setup: &Self::Setup) -> Vec<String>;
    fn event(event: &Self::Event, names: &[String]) -> String;
    fn illegal(reason: &Self::Illegal) -> String;
    fn setup_error(error: &Self::SetupError) -> String;
    fn replay_error(error: &ReplayError<Self>) -> String;
    fn round(&self) -> u8;
    /// The scores as `replay --json` prints them.
    fn scores_json(&self) -> serde_json::Value;
    /// The final table (or, before the end, each player's stock) that `replay` prints.
    fn print_summary(&self, names: &[String], actions: usize);

    fn simulation_setup(players: usize, seed: u64) -> Self::Setup;
    fn simulate(
        players: usize,
        games: usize,
        seed: u64,
        check: bool,
        now: &dyn Fn() -> f64,
    ) -> Result<SimulationReport, Self::SetupError>;
    fn play_tournament(
        lineup: &[Entrant],
        games: usize,
        seed: u64,
        seating: Seating,
        now: &dyn Fn() -> f64,
    ) -> Result<TournamentReport, Self::SetupError>;
    /// `tournament`: by default the lineup's results; a game may report otherwise (Medieval
    /// Age's lineup of one plays solitaire).
    fn tournament(
        lineup: &Lineup,
        games: usize,
        seed: u64,
        budget: Budget,
        seating: Seating,
        json: bool,
    ) -> Result<ExitCode, String> {
        tournament::<Self>(lineup, games, seed, budget, seating, json)
    }

    fn export(record: &Record<Self>, controllers: &[Option<Level>]) -> Result<String, SaveError>;
    /// The save string in format 2 (what builds before format 3 wrote), for `lengths`.
    fn export_format_2(record: &Record<Self>) -> Result<String, SaveError>;
    fn import_frame(frame: Frame) -> Result<(Record<Self>, Controllers), SaveError>;
    /// A computer player's decision at `level`.
    fn choose(level: Level, state: &Self, seed: u64) -> Option<Self::Action>;
    /// The kind of the decision to take, for `stability`'s results by kind (empty: none).
    fn decision_kind(&self) -> String {
        String::new()
    }
}

/// A game's commands as clap parses them; [`command`] fits the player counts to each game.
#[derive(Subcommand)]
enum GameCommand {
    /// Play G games of random legal moves, checking every invariant after every action
    ///
    /// Play G complete games of random legal moves, checking every invariant after every action
    /// (unless --unchecked, which measures raw speed). --json prints one JSON object.
    Simulate {
        #[arg(long, value_name = "N")]
        players: usize,
        /// Games to play
        #[arg(long, value_name = "G")]
        games: usize,
        /// The seed every random draw follows (the same seed, the same games)
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
        /// Check no invariant, to measure raw speed
        #[arg(long)]
        unchecked: bool,
    },
    /// Replay a JSON file with every action checked
    ///
    /// Read a JSON file {"setup": ..., "actions": [...]} (as `sample` or `import` prints it),
    /// apply every action with full checks, and print the final state and scores, or the first
    /// illegal action and why. A file naming another game ("game": ...) is refused.
    Replay {
        /// The replay file (- for standard input)
        file: String,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
        /// Also print every event in words
        #[arg(long)]
        log: bool,
    },
    /// Print the replay JSON of one random game (to try `replay`)
    Sample {
        #[arg(long, value_name = "N")]
        players: usize,
        /// The seed every random draw follows (the same seed, the same games)
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Measure save strings: format 2 and format 3 over N finished games of computer players
    ///
    /// Play N seeded games of computer players at LEVEL in every seat (random: uniformly random
    /// legal moves), and print the mean and longest save string in format 2 (the builds before)
    /// and in format 3 (what export, share links and autosave write), in characters, and how
    /// long writing and reading format 3 takes.
    Lengths {
        #[arg(long, value_name = "N", default_value_t = 4)]
        players: usize,
        /// Games to play
        #[arg(long, value_name = "G", default_value_t = 100)]
        games: usize,
        /// The seed every random draw follows (the same seed, the same games)
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Every seat's level: random, easy, medium or hard
        #[arg(long, value_name = "LEVEL", default_value = "random", value_parser = parse_level)]
        level: Level,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
    },
    /// Turn a replay JSON file into a save string, as the app's export does
    Export {
        /// The replay file (- for standard input)
        file: String,
    },
    /// Play N games of computer players and print each level's results
    ///
    /// Play N games of computer players (one seat per lineup entry, seats rotated each game) and
    /// print each level's win rate with its 95% interval, average score, decision times and,
    /// for hard, playouts per turn. --duplicate plays each deal in every rotation of the lineup.
    Tournament {
        #[arg(long, value_name = "LINEUP")]
        lineup: Lineup,
        /// Games to play
        #[arg(long, value_name = "N")]
        games: usize,
        /// The seed every random draw follows (the same seed, the same games)
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Hard's thinking time per turn in milliseconds
        #[arg(long = "budget-ms", value_name = "M")]
        budget_ms: Option<u32>,
        /// Hard's playouts per search instead of a time (the same games on any machine)
        #[arg(long, value_name = "P", conflicts_with = "budget_ms")]
        playouts: Option<u32>,
        /// Play each deal in every rotation of the lineup (N rounded up to whole deals), and
        /// also give each win rate's interval over the deals
        #[arg(long)]
        duplicate: bool,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
    },
    /// How often Hard's choice changes at 16 and 64 times its budget, over fixed positions
    ///
    /// Sample positions from seeded games of LEVEL in every seat (each decision kept with a
    /// chance of one in E, only where Hard has more than one plan to weigh), search each once
    /// and read Hard's best plan at each multiple of its budget P (0: the plans' prior alone,
    /// before any playout): the longer search is the shorter one continued. Prints, for every
    /// pair of budgets, how often the action chosen now is the same (with its 95% interval) and
    /// how often the whole plan is; a line of partial results every 50 positions.
    Stability {
        /// Positions to measure
        #[arg(long, value_name = "N", default_value_t = 2000)]
        positions: usize,
        /// The seed every random draw follows (the same seed, the same positions)
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        #[arg(long, value_name = "N", default_value_t = 3)]
        players: usize,
        /// Hard's budget in playouts per search (1x)
        #[arg(long, value_name = "P", default_value_t = 100)]
        playouts: u32,
        /// The multiples of the budget compared, separated by commas (0: the prior alone)
        #[arg(
            long,
            value_name = "M,...",
            value_delimiter = ',',
            default_value = "1,16,64"
        )]
        multipliers: Vec<u32>,
        /// The level playing every seat of the games the positions come from
        #[arg(long, value_name = "LEVEL", default_value = "medium", value_parser = parse_level)]
        level: Level,
        /// A decision is kept with a chance of one in E
        #[arg(long, value_name = "E", default_value_t = 8)]
        every: u32,
        /// Print one JSON object
        #[arg(long)]
        json: bool,
    },
    /// The same as `tabletop import`
    #[command(hide = true)]
    Import { string: String },
}

/// `tabletop <game>`: the game's commands, with its player counts and details.
pub fn command<G: CliGame>() -> clap::Command {
    let players = |command: clap::Command| {
        command.mut_arg("players", |arg| {
            arg.value_parser(
                clap::builder::RangedU64ValueParser::<usize>::new()
                    .range(*G::PLAYERS.start() as u64..=*G::PLAYERS.end() as u64),
            )
            .help(format!(
                "Players, {} to {}",
                G::PLAYERS.start(),
                G::PLAYERS.end()
            ))
        })
    };
    let seats = G::SEATS;
    GameCommand::augment_subcommands(clap::Command::new(G::ID))
        .about(format!("{} ({})", G::NAME, G::SUMMARY))
        .after_help(G::DETAILS)
        .arg_required_else_help(true)
        .mut_subcommand("simulate", players)
        .mut_subcommand("sample", players)
        .mut_subcommand("lengths", players)
        .mut_subcommand("stability", players)
        .mut_subcommand("tournament", |command| {
            command
                .mut_arg("lineup", |arg| {
                    arg.value_parser(move |text: &str| Lineup::parse(text, seats.clone()))
                        .help(format!(
                            "Levels, one per seat ({} to {}): random, easy, medium, hard; \
                             hard@MS gives one seat its own budget, hard@pN its own playouts; \
                             oracle (hard-oracle) is Hard searching the real state, hidden \
                             information and future dice or cards included (a bound, for \
                             measurements)",
                            G::SEATS.start(),
                            G::SEATS.end()
                        ))
                })
                .mut_arg("budget_ms", |arg| {
                    arg.help(format!(
                        "Hard's thinking time per turn in milliseconds [default: {}]",
                        G::BUDGET_MS
                    ))
                })
        })
}

/// Runs the game's command that clap parsed.
pub fn run<G: CliGame>(matches: &ArgMatches) -> Result<ExitCode, String> {
    let command = GameCommand::from_arg_matches(matches).map_err(|error| error.to_string())?;
    match command {
        GameCommand::Simulate {
            players,
            games,
            seed,
            json,
            unchecked,
        } => {
            let clock = Instant::now();
            let now = move || clock.elapsed().as_secs_f64();
            let report = G::simulate(players, games, seed, !unchecked, &now)
                .map_err(|error| G::setup_error(&error))?;
            print_simulation(&report, json)
        }
        GameCommand::Replay { file, json, log } => replay::<G>(&file, json, log),
        GameCommand::Sample { players, seed } => sample::<G>(players, seed),
        GameCommand::Lengths {
            players,
            games,
            seed,
            level,
            json,
        } => lengths::<G>(players, games, seed, level, json),
        GameCommand::Export { file } => export::<G>(&file),
        GameCommand::Tournament {
            lineup,
            games,
            seed,
            budget_ms,
            playouts,
            duplicate,
            json,
        } => {
            let budget = match playouts {
                Some(playouts) => Budget::Playouts(playouts.max(1)),
                None => Budget::Ms(f64::from(budget_ms.unwrap_or(G::BUDGET_MS))),
            };
            let (games, seating) = if duplicate {
                let seats = lineup.seats().max(1);
                (games.div_ceil(seats) * seats, Seating::Duplicate)
            } else {
                (games, Seating::Rotated)
            };
            G::tournament(&lineup, games, seed, budget, seating, json)
        }
        GameCommand::Stability {
            positions,
            seed,
            players,
            playouts,
            multipliers,
            level,
            every,
            json,
        } => stability::<G>(
            positions,
            seed,
            players,
            playouts,
            &multipliers,
            level,
            every,
            json,
        ),
        GameCommand::Import { string } => crate::import(&string),
    }
}

/// `stability`: the agreement of Hard's choices between multiples of its budget.
#[allow(clippy::too_many_arguments)]
fn stability<G: CliGame>(
    positions: usize,
    seed: u64,
    players: usize,
    playouts: u32,
    multipliers: &[u32],
    level: Level,
    every: u32,
    json: bool,
) -> Result<ExitCode, String> {
    let mut multipliers = multipliers.to_vec();
    multipliers.sort_unstable();
    multipliers.dedup();
    if multipliers.len() < 2 {
        // A usage error, as clap's are.
        eprintln!("error: --multipliers needs two budgets or more to compare");
        return Ok(ExitCode::from(2));
    }
    let budgets: Vec<u32> = multipliers
        .iter()
        .map(|m| m.saturating_mul(playouts))
        .collect();
    let name = |index: usize| format!("{}x", multipliers[index]);
    let summary = |report: &Stability| -> String {
        report
            .agreements
            .iter()
            .map(|a| {
                format!(
                    "{} = {}: {:.1}%",
                    name(a.shorter),
                    name(a.longer),
                    a.rate * 100.0
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let clock = Instant::now();
    let mut progress = |report: &Stability| {
        if !json && report.positions.is_multiple_of(50) {
            out!(
                "{} positions ({} games, {:.0} s): {}",
                report.positions,
                report.games,
                clock.elapsed().as_secs_f64(),
                summary(report)
            );
            // Partial results by kind too, for a run stopped before its end.
            for kind in &report.by_kind {
                let rates: Vec<String> = report
                    .agreements
                    .iter()
                    .zip(&kind.same_action)
                    .map(|(a, same)| {
                        format!(
                            "{} = {}: {:.1}%",
                            name(a.shorter),
                            name(a.longer),
                            100.0 * *same as f64 / kind.positions.max(1) as f64
                        )
                    })
                    .collect();
                out!("  {} ({}): {}", kind.kind, kind.positions, rates.join(", "));
            }
        }
    };
    let report = tabletop::stability::stability::<G>(
        positions,
        seed,
        &budgets,
        every,
        level,
        |seed| G::simulation_setup(players, seed),
        G::choose,
        &|state: &G| state.decision_kind(),
        &mut progress,
    )
    .map_err(|error| G::setup_error(&error))?;
    if json {
        out!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    out!(
        "{}: Hard's choices at {} over {} positions of {} {players}-player games of {} (seed \
         {seed}, one decision in {every}, only where Hard weighs two plans or more), {:.0} s",
        G::NAME,
        budgets
            .iter()
            .enumerate()
            .map(|(i, b)| format!("{} ({b} playouts)", name(i)))
            .collect::<Vec<_>>()
            .join(", "),
        report.positions,
        report.games,
        level.name(),
        clock.elapsed().as_secs_f64()
    );
    out!(
        "plans in play: {}",
        report
            .mean_plans_in_play
            .iter()
            .enumerate()
            .map(|(i, plans)| format!("{} {plans:.1}", name(i)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    out!(
        "{:<12} {:>12} {:>17} {:>10}",
        "budgets",
        "same action",
        "95% interval",
        "same plan"
    );
    for a in &report.agreements {
        out!(
            "{:<12} {:>11.1}% {:>7.1}% – {:>5.1}% {:>9.1}%",
            format!("{} = {}", name(a.shorter), name(a.longer)),
            a.rate * 100.0,
            a.rate_low * 100.0,
            a.rate_high * 100.0,
            100.0 * a.same_plan as f64 / report.positions.max(1) as f64
        );
    }
    if !report.by_kind.is_empty() {
        out!();
        out!("same action by kind of decision");
        let pairs: Vec<String> = report
            .agreements
            .iter()
            .map(|a| format!("{} = {}", name(a.shorter), name(a.longer)))
            .collect();
        out!("{:<14} {:>9} {}", "kind", "positions", pairs.join("  "));
        for kind in &report.by_kind {
            let rates: Vec<String> = kind
                .same_action
                .iter()
                .zip(&pairs)
                .map(|(same, pair)| {
                    format!(
                        "{:>w$.1}%",
                        100.0 * *same as f64 / kind.positions.max(1) as f64,
                        w = pair.len() - 1
                    )
                })
                .collect();
            out!(
                "{:<14} {:>9} {}",
                kind.kind,
                kind.positions,
                rates.join("  ")
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `tournament`: each level's results (and, where the game tags seats, the results by tag).
pub fn tournament<G: CliGame>(
    lineup: &Lineup,
    games: usize,
    seed: u64,
    budget: Budget,
    seating: Seating,
    json: bool,
) -> Result<ExitCode, String> {
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    let report = G::play_tournament(&lineup.entrants_with(budget), games, seed, seating, &now)
        .map_err(|error| G::setup_error(&error))?;
    print_tournament(&report, &lineup.text, json)
}

/// A replay file as `sample` and `import` write it and `replay` and `export` read it: the game's
/// id (written by `import`; files without it are taken as the game asked for), the record, and
/// optionally who plays each seat (`null` for a human, or a computer level such as `"Medium"`).
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "G::Setup: Serialize, G::Action: Serialize",
    deserialize = "G::Setup: serde::de::DeserializeOwned, G::Action: serde::de::DeserializeOwned"
))]
pub struct ReplayFile<G: Game> {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    pub setup: G::Setup,
    pub actions: Vec<G::Action>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub controllers: Controllers,
}

/// Reads a replay file of game `G`, refusing one that names another game.
fn read_replay_file<G: CliGame>(path: &str) -> Result<ReplayFile<G>, String> {
    let input = read_input(path)?;
    let path = if path == "-" { "standard input" } else { path };
    // The game is read first, so that a file of another game is named as such rather than
    // reported as a malformed setup.
    #[derive(Deserialize)]
    struct GameId {
        game: Option<String>,
    }
    let named = serde_json::from_str::<GameId>(&input)
        .ok()
        .and_then(|file| file.game);
    if let Some(other) = named.filter(|game| game != G::ID) {
        return Err(format!(
            "{path} is a replay of the game '{other}', not of {} ('{}'): try `tabletop {other} ...`",
            G::NAME,
            G::ID
        ));
    }
    serde_json::from_str(&input).map_err(|error| format!("{path} is not a replay file: {error}"))
}

fn replay<G: CliGame>(path: &str, json: bool, log: bool) -> Result<ExitCode, String> {
    let file = read_replay_file::<G>(path)?;
    let record = Record::<G> {
        setup: file.setup,
        actions: file.actions,
    };
    let names = G::names(&record.setup);
    match record.replay_with_events() {
        Ok((state, events)) => {
            if json {
                let json = serde_json::json!({
                    "ok": true,
                    "actions": record.actions.len(),
                    "over": state.is_over(),
                    "round": state.round(),
                    "scores": state.scores_json(),
                    "state": state,
                });
                out!("{json}");
            } else {
                if log {
                    for event in events.iter().flatten() {
                        out!("{}", G::event(event, &names));
                    }
                    out!();
                }
                state.print_summary(&names, record.actions.len());
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            if json {
                let json = match &error {
                    ReplayError::Setup(reason) => serde_json::json!({
                        "ok": false,
                        "error": "setup",
                        "reason": G::setup_error(reason),
                    }),
                    ReplayError::Illegal {
                        index,
                        action,
                        reason,
                    } => serde_json::json!({
                        "ok": false,
                        "error": "illegal action",
                        "index": index,
                        "action": action,
                        "reason": G::illegal(reason),
                    }),
                };
                out!("{json}");
            } else {
                out!("{}", G::replay_error(&error));
            }
            Ok(ExitCode::FAILURE)
        }
    }
}

fn sample<G: CliGame>(players: usize, seed: u64) -> Result<ExitCode, String> {
    let setup = G::simulation_setup(players, seed);
    let game = tabletop::sim::random_game::<G>(&setup, &mut Rng::new(seed), true)
        .map_err(|error| G::setup_error(&error))?;
    let record = Record::<G> {
        setup,
        actions: game.actions,
    };
    let json = serde_json::to_string_pretty(&record).map_err(|error| error.to_string())?;
    out!("{json}");
    Ok(ExitCode::SUCCESS)
}

fn parse_level(text: &str) -> Result<Level, String> {
    Level::parse(text).ok_or(format!("unknown bot level '{text}'"))
}

/// What `lengths` measures: characters of each format, and format 3's cost on the longest game.
#[derive(Debug, Default, Serialize)]
pub struct Lengths {
    pub game: &'static str,
    pub players: usize,
    pub games: usize,
    pub level: &'static str,
    pub seed: u64,
    pub actions_mean: f64,
    pub format_2_mean: f64,
    pub format_2_longest: usize,
    pub format_3_mean: f64,
    pub format_3_longest: usize,
    /// The most actions a game took, and writing and reading its format-3 string in
    /// milliseconds (the fastest of [`TIMED_RUNS`]).
    pub longest_game_actions: usize,
    pub write_ms: f64,
    pub read_ms: f64,
}

/// How often the longest game is written and read to time it.
pub const TIMED_RUNS: usize = 20;

/// `lengths`: `games` finished games of `level` in every seat, each saved in both formats.
pub fn measure_lengths<G: CliGame>(
    players: usize,
    games: usize,
    seed: u64,
    level: Level,
) -> Result<Lengths, String> {
    let mut rng = Rng::new(seed);
    let mut lengths = Lengths {
        game: G::ID,
        players,
        games,
        level: level.name(),
        seed,
        ..Lengths::default()
    };
    let mut longest = Record::<G>::new(G::simulation_setup(players, seed));
    for index in 0..games as u64 {
        let setup = G::simulation_setup(players, seed.wrapping_add(index));
        let mut state = G::new_game(&setup).map_err(|error| G::setup_error(&error))?;
        let mut record = Record::<G>::new(setup);
        while !state.is_over() {
            let action = G::choose(level, &state, rng.next_u64())
                .ok_or("a computer player found no move before the end")?;
            state
                .play(action)
                .map_err(|reason| format!("a computer player's move: {}", G::illegal(&reason)))?;
            record.actions.push(action);
        }
        let text = G::export(&record, &[]).map_err(|error| error.to_string())?;
        let before = G::export_format_2(&record).map_err(|error| error.to_string())?;
        lengths.actions_mean += record.actions.len() as f64 / games as f64;
        lengths.format_2_mean += before.len() as f64 / games as f64;
        lengths.format_2_longest = lengths.format_2_longest.max(before.len());
        lengths.format_3_mean += text.len() as f64 / games as f64;
        lengths.format_3_longest = lengths.format_3_longest.max(text.len());
        if record.actions.len() > longest.actions.len() {
            longest = record;
        }
    }
    lengths.longest_game_actions = longest.actions.len();
    let (mut write_ms, mut read_ms) = (f64::MAX, f64::MAX);
    for _ in 0..TIMED_RUNS {
        let clock = Instant::now();
        let text = G::export(&longest, &[]).map_err(|error| error.to_string())?;
        let written = clock.elapsed().as_secs_f64() * 1000.0;
        let frame = tabletop::save::read(&text).map_err(|error| error.to_string())?;
        let (read, _) = G::import_frame(frame).map_err(|error| error.to_string())?;
        read_ms = read_ms.min(clock.elapsed().as_secs_f64() * 1000.0 - written);
        write_ms = write_ms.min(written);
        if read.actions != longest.actions {
            return Err("the longest game did not read back the same".into());
        }
    }
    (lengths.write_ms, lengths.read_ms) = (write_ms, read_ms);
    Ok(lengths)
}

fn lengths<G: CliGame>(
    players: usize,
    games: usize,
    seed: u64,
    level: Level,
    json: bool,
) -> Result<ExitCode, String> {
    let lengths = measure_lengths::<G>(players, games, seed, level)?;
    if json {
        out!(
            "{}",
            serde_json::to_string(&lengths).map_err(|error| error.to_string())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    out!(
        "{}: {games} finished {players}-player games ({} in every seat, seed {seed}), {:.0} actions on average",
        G::NAME,
        lengths.level,
        lengths.actions_mean
    );
    out!(
        "format 2: mean {:.0} characters, longest {}",
        lengths.format_2_mean,
        lengths.format_2_longest
    );
    out!(
        "format 3: mean {:.0} characters, longest {} ({:.0}% of format 2 on average)",
        lengths.format_3_mean,
        lengths.format_3_longest,
        100.0 * lengths.format_3_mean / lengths.format_2_mean.max(1.0)
    );
    out!(
        "the longest game ({} actions): writing format 3 takes {:.2} ms, reading it {:.2} ms (the fastest of {TIMED_RUNS})",
        lengths.longest_game_actions,
        lengths.write_ms,
        lengths.read_ms
    );
    Ok(ExitCode::SUCCESS)
}

fn export<G: CliGame>(path: &str) -> Result<ExitCode, String> {
    let file = read_replay_file::<G>(path)?;
    let record = Record::<G> {
        setup: file.setup,
        actions: file.actions,
    };
    if let Err(error) = record.replay() {
        out!("{}", G::replay_error(&error));
        return Ok(ExitCode::FAILURE);
    }
    if !file.controllers.is_empty() && file.controllers.len() != G::names(&record.setup).len() {
        return Err("\"controllers\" must name one controller per player".into());
    }
    match G::export(&record, &file.controllers) {
        Ok(text) => {
            out!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            out!("{error}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// `import` for a frame of game `G`: its replay file, naming the game.
pub fn import_frame<G: CliGame>(frame: Frame) -> Result<ExitCode, String> {
    match G::import_frame(frame) {
        Ok((record, controllers)) => {
            let file = ReplayFile::<G> {
                game: Some(G::ID.to_string()),
                setup: record.setup,
                actions: record.actions,
                controllers,
            };
            let json = serde_json::to_string_pretty(&file).map_err(|error| error.to_string())?;
            out!("{json}");
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            out!("{error}");
            Ok(ExitCode::FAILURE)
        }
    }
}
