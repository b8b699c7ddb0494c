//! English.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{Catalogue, Msg};
use eoi::rules::{data, CubeCounts, GameState, Product, Resource, Step};
use eoi::rules::{Area, Colour};
use eoi::text::{Words, ENGLISH};
use tabletop::save::SaveError;
use tabletop::say;

pub struct English;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: Msg) -> &'static str {
    use Msg::*;
    match msg {
        AppName => "Tabletop",
        Games => "Games",
        RulesOf => "Rules of {game}",
        SetUpGame => "Set up a game",
        PlayerRange => "{min} to {max} players",
        EoiAbout => "Build factories, buy resources, and produce, develop and patent inventions: the most influence wins.",
        MedievalAbout => "Roll your people's dice, gather resources, and build walls and buildings on your own domain while disasters strike: the most points wins. Solitaire against Sir Philippe.",
        AoiAbout => "Run a laboratory of the 19th century: recruit inventors, conceive inventions and place them as hexes around the clock so that each touches an inventor of its field, climb the three progress tracks and score your experiments. Also solo.",
        NewGame => "New game",
        StartGame => "Start the game",
        Players => "Players",
        StartPlayer => "Start player",
        RandomStart => "Random",
        Seed => "Seed (optional)",
        SeedHint => "Leave empty for a random game; the same seed deals the same cards.",
        Undo => "Undo",
        Redo => "Redo",
        Rules => "Rules",
        RulesPage => "Open these rules on their own page (to print or share them)",
        RulesUnavailable => "The rules could not be loaded: connect to the internet once, then they stay available offline.",
        Close => "Close",
        DownloadLog => "Download as text",
        Log => "Game log",
        Confirm => "Confirm",
        Cancel => "Cancel",
        LeaveGameQuestion => "Leave this game? It stays in Saved games.",
        LeaveGame => "Leave",
        StayInGame => "Stay",
        QuickStart => "Play against the computer",
        QuickStartHint => "One click: you against two computer players (medium), random seat order.",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
        FinalScores => "Final scores",
        Total => "Total",
        ReconstructedNote => "The card and board numbers of this app are reconstructed: the rulebooks do not print them, so they are not the publisher's.",
        GameOverHeading => "The game is over",
        GameControls => "Game controls",
        Board => "Board",
        SeedError => "The seed must be a whole number (or left empty).",
        StorageUnavailable => "This browser window cannot save games (a private window, or storage is blocked). Play goes on; use Export to keep the game.",
        StorageFull => "The browser's storage is full, so this game is not being saved. Delete old saved games or use Export to keep it.",
        ChangedElsewhere => "This game was changed in another tab. Your moves here are not saved until you choose:",
        StorageDamaged => "A saved entry could not be read.",
        CopyName => "{name} (copy)",
        LoadOtherTab => "Load the other tab's version",
        KeepMineAsCopy => "Keep mine as a new saved game",
        SavedGames => "Saved games",
        NoSavedGames => "No saved games yet: every game you start is saved here automatically.",
        Finished => "Finished",
        LastPlayed => "{status} · last played {when}",
        ResumeGame => "Resume {game}",
        RenameGame => "Rename {game}",
        DeleteGame => "Delete {game}",
        NewName => "New name",
        Save => "Save",
        Resume => "Resume",
        Rename => "Rename",
        Delete => "Delete",
        ConfirmDelete => "Delete this game?",
        YesDelete => "Yes, delete",
        ImportGame => "Import a game",
        ImportHint => "Paste a save string or a share link",
        Import => "Import",
        ExportGame => "Export and share",
        Export => "Export",
        ExportHint => "The save string holds the whole game (setup, seed and every move). Anyone can continue it by importing it, or by opening the share link.",
        SaveString => "Save string",
        SaveStringLength => "Save string ({count} characters)",
        CopySaveString => "Copy the save string",
        ShareLink => "Share link",
        CopyShareLink => "Copy the share link",
        Copied => "{what} copied.",
        CopyFailed => "Copying failed: select the text and copy it by hand.",
        SendLinkTo => "Copy the link for {player}",
        YourTurnMessage => "{player}, it is your turn in {game}: {link}",
        LinkCopiedFor => "Link copied: send it to {player}.",
        ReplayHeading => "Replay",
        ReplayPosition => "Action {at} of {total}",
        ReplayStart => "Start",
        ReplayBack => "Back",
        ReplayForward => "Forward",
        ReplayEnd => "End",
        ReplayPlay => "Play",
        ReplayPause => "Pause",
        ReplaySpeed => "Speed",
        ReplaySlow => "Slow",
        ReplayNormal => "Normal",
        ReplayFast => "Fast",
        ReplayRound => "Go to round",
        StopWatching => "Back to the game",
        WatchAgain => "Watch the game again",
        PointsByRound => "Points over the rounds",
        ChartRound => "Round",
        ChartEnd => "End",
        Watch => "Watch",
        WatchNamed => "Watch {name}",
        ReplayLink => "Replay link (to watch the game)",
        CopyReplayLink => "Copy the replay link",
        PlayedBy => "Played by",
        BotThinking => "{player} ({level}) is playing…",
        ThinkingProgress => "Thinking",
        Pace => "Computer speed",
        SkipToHuman => "Skip ahead",
        PreviewBanner => "Preview: the board shows the action being composed. Confirm to play it or cancel.",
        PaceSlow => "Slow",
        PaceNormal => "Normal",
        PaceFast => "Fast",
        PaceInstant => "Instant",
        Language => "Language",
        SavedGameMissing => "This saved game is no longer stored.",
        Human => "Human",
        ComputerEasy => "Computer (easy)",
        ComputerMedium => "Computer (medium)",
        ComputerHard => "Computer (hard)",
        ComputerRandom => "Computer (random)",
        // The coach's hint (issue 28).
        Hint => "Hint",
        HintThinking => "The coach is thinking… (Escape stops it)",
        HintPlan => "The coach would play: {plan}.",
        HintGain => "About {points} points better than your next best option.",
        HintGainOne => "About 1 point better than your next best option.",
        HintEven => "About as good as your next best option.",
        HintOnly => "It is your only option.",
        HintAsked => "{player} asked for a hint.",
        // The turning points (ui/turning_points.rs).
        TurningPoints => "Turning points",
        TurningFinding => "Finding the turning points… {done} of {total}",
        TurningFind => "Find the turning points",
        TurningNone => "No turning point: you played as Hard would",
        TurningSilent => "a choice the log does not tell",
        TurningCost => "about {points} points lost",
        TurningCostOne => "about 1 point lost",
        TurningRound => "Round {round}",
        TurningPlayed => "Played:",
        TurningBetter => "Hard would have played:",
        TurningSee => "See in the replay",
    }
}

/// `count` with the singular or plural form of a noun.
fn counted(count: impl Into<i64>, one: &str, many: &str) -> String {
    let count = count.into();
    say!("{} {}", count, if count == 1 { one } else { many })
}

fn resource_name(resource: Resource) -> &'static str {
    ENGLISH.resource(resource)
}

/// A list of cubes, such as a cost: "2 wood, 1 coal".
fn cubes_text(cubes: &CubeCounts) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| say!("{} {}", cubes[resource.index()], resource_name(resource)))
        .collect();
    if parts.is_empty() {
        say!("nothing").to_string()
    } else {
        parts.join(", ")
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cube(resource) => say!("{} {}", amount, resource_name(resource)),
        Product::Gold => say!("{} gold", amount),
        Product::Cogs => counted(amount, say!("cog"), say!("cogs")),
    }
}

fn gains_text(influence: u8, gold: u8, cogs: u8) -> String {
    let mut parts = Vec::new();
    if gold > 0 {
        parts.push(say!("{} gold", gold));
    }
    if cogs > 0 {
        parts.push(counted(cogs, say!("cog"), say!("cogs")));
    }
    if influence > 0 {
        parts.push(say!("{} influence", influence));
    }
    if parts.is_empty() {
        say!("nothing").to_string()
    } else {
        parts.join(", ")
    }
}

/// Items in an English list: "a", "a and b", "a, b and c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} and {}", rest.join(", "), last),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(super::capital(first))
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

impl Catalogue for English {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: Msg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &ENGLISH
    }

    fn game_name(&self, id: &str) -> Option<&'static str> {
        match id {
            eoi::GAME_ID => Some(say!("Era of Inventions")),
            era_medieval::game::GAME_ID => Some(era_medieval::text::Words::title(
                &era_medieval::text::ENGLISH,
            )),
            age_of_inventors::GAME_ID => Some(age_of_inventors::text::Words::title(
                &age_of_inventors::text::ENGLISH,
            )),
            _ => None,
        }
    }

    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Orange => say!("Orange"),
            Colour::Yellow => say!("Yellow"),
            Colour::Green => say!("Green"),
            Colour::Brown => say!("Brown"),
            Colour::Blue => say!("Blue"),
        }
    }

    fn save_error(&self, error: &SaveError) -> String {
        match error {
            SaveError::Empty => say!("The save string is empty.").to_string(),
            SaveError::NotASaveString => {
                say!("This is not a save string (it has characters a save string never has).").to_string()
            }
            SaveError::Truncated => {
                say!("The save string is cut short: copy the whole string and try again.").to_string()
            }
            SaveError::ChecksumMismatch => {
                say!("The save string is damaged (its checksum does not match): copy it again.").to_string()
            }
            SaveError::NewerFormat(version) => say!("This save string comes from a newer version of the app (format {}): update the app to open it.", version),
            SaveError::UnknownFormat(version) => say!("The save string is damaged, or not a save string (it names no format this app knows: {}).", version),
            SaveError::NewerRules(version) => say!("This game is played by newer rules (version {}) than this app knows: update the app to open it.", version),
            SaveError::OtherGame(game) => {
                say!("This save string is for a game this app does not have (\"{}\").", game)
            }
            SaveError::OtherCardNumbers { saved, current } => say!("This game was saved with another set of card numbers (version {}, this app has {}), so it cannot be replayed faithfully.", saved, current),
            SaveError::BadSetup => say!("The saved setup is invalid.").to_string(),
            SaveError::BadAction(index) => {
                say!("Action {} of the save string is unreadable.", index + 1)
            }
            SaveError::IllegalAction { index } => say!("Action {} of the save string is not allowed by the rules.", index + 1),
            SaveError::TrailingData => say!("The save string has extra data after the game.").to_string(),
            SaveError::TooLarge => say!("The game cannot be saved (a name is too long).").to_string(),
        }
    }

    fn tokens_left(&self, left: u8) -> String {
        say!(
            "{} left to place this round.",
            counted(left, say!("token"), say!("tokens"))
        )
    }

    fn bonus_hint(&self, tokens: i16) -> String {
        if tokens == 1 {
            say!("Spend your bonus token on one single step of any action, or decline.").to_string()
        } else {
            say!(
                "Spend one of your {} bonus tokens on one single step of any action, or decline.",
                tokens
            )
        }
    }

    fn step_label(&self, state: &GameState, step: Step) -> String {
        match step {
            Step::Build(factory) => match factory.info() {
                Some(info) => say!(
                    "Build a factory making {} (pay {})",
                    product_amount(info.product, info.amount),
                    cubes_text(&info.cost)
                ),
                None => capitalised(&ENGLISH.step(step)),
            },
            Step::RunFactory(factory) => match factory.info() {
                Some(info) => say!(
                    "Run your factory making {}",
                    product_amount(info.product, info.amount)
                ),
                None => capitalised(&ENGLISH.step(step)),
            },
            Step::Buy(load) => {
                let cubes = state.loads().get(usize::from(load.0)).copied().unwrap_or(0);
                let resource = load.info().map_or("", |info| resource_name(info.resource));
                say!(
                    "Buy the {}: {} {} for {} gold",
                    ENGLISH.load(load),
                    cubes,
                    resource,
                    data::LOAD_PRICE
                )
            }
            Step::Produce { card, fake } => match card.info() {
                Some(info) => {
                    let mut cost = info.cost;
                    if let Some(payment) = fake {
                        cost[Resource::Metal.index()] += payment.metal;
                        cost[Resource::Tech.index()] += payment.tech;
                        cost[Resource::Tool.index()] += payment.tool;
                    }
                    let profit = info.profit;
                    say!(
                        "Produce {}: pay {}, gain {}",
                        ENGLISH.card(card),
                        cubes_text(&cost),
                        gains_text(profit.influence, profit.gold, profit.cogs)
                    )
                }
                None => capitalised(&ENGLISH.step(step)),
            },
            Step::TakeCog => say!("Take 1 cog (the whole action)").to_string(),
            Step::Exchange(exchange) => say!("Exchange {}", ENGLISH.exchange(exchange)),
            Step::Develop(invention, space) => {
                let info = invention.space(space);
                say!(
                    "Develop the {} space of the {}: pay {}, gain {} influence",
                    ENGLISH.space(space),
                    ENGLISH.invention(invention),
                    counted(info.cogs, say!("cog"), say!("cogs")),
                    info.influence
                )
            }
            Step::Patent(target) => {
                let (gold, influence) = next_patent(state);
                match target {
                    Some((invention, space)) => say!(
                        "Patent the {} space of the {}: pay {} gold, gain {} influence",
                        ENGLISH.space(space),
                        ENGLISH.invention(invention),
                        gold,
                        influence
                    ),
                    None => say!(
                        "Register a patent with nothing to protect: pay {} gold, gain {} influence",
                        gold,
                        influence
                    ),
                }
            }
        }
    }

    fn at_place(&self, label: &str, place: usize) -> String {
        say!("{} (place {})", label, place)
    }

    fn withdraw_label(&self, area: Area) -> String {
        say!("Withdraw ({})", area.letter())
    }

    fn resolve_label(&self, area: Area) -> String {
        say!("Resolve {}", ENGLISH.area(area))
    }

    fn round_of(&self, round: u8, last: u8) -> String {
        if last == 0 {
            return say!("Round {}", round);
        }
        say!("Round {} of {}", round, last)
    }

    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cogs: u8,
        influence: u8,
        royalty: &str,
    ) -> String {
        say!(
            "{}, {} space: develop it with {} to gain {} influence. Royalty: {}.",
            invention,
            space,
            counted(cogs, say!("cog"), say!("cogs")),
            influence,
            royalty
        )
    }

    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String {
        say!(
            "{}: makes {} each time it produces. Building it costs {} and gives 1 influence.",
            capitalised(name),
            makes,
            listed(cost)
        )
    }

    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String {
        say!(
            "{}: produce it for {} to gain {}.",
            name,
            listed(cost),
            listed(profit)
        )
    }

    fn load_tip(&self, name: &str, cubes: &str) -> String {
        say!(
            "{}: {}. Buy them all for 1 gold (action C).",
            capitalised(name),
            cubes
        )
    }

    fn patent_tip(&self, number: usize, gold: u8, influence: u8) -> String {
        say!(
            "Patent {}: pay {} gold to gain {} influence.",
            number,
            gold,
            influence
        )
    }

    fn track_square_tip(&self, square: u16, good: &str) -> String {
        say!("Square {}: stop here to take 1 {}.", square, good)
    }

    fn piles(&self, deck: usize, discard: usize, new: usize) -> String {
        say!("Deck: {} · Discard: {} · new: {}", deck, discard, new)
    }

    fn tokens_on_board(&self, total: u8, on_board: usize) -> String {
        say!("{} ({} on the board)", total, on_board)
    }

    fn out_of(&self, count: u8, of: usize) -> String {
        say!("{} of {}", count, of)
    }

    fn resource_count(&self, count: i16, what: Resource) -> String {
        say!("{} {}", count, resource_name(what))
    }

    fn gold_count(&self, count: i16) -> String {
        say!("{} gold", count)
    }

    fn cogs_count(&self, count: i16) -> String {
        counted(count, say!("cog"), say!("cogs"))
    }

    fn influence_count(&self, count: i16) -> String {
        say!("{} influence", count)
    }

    fn player_count(&self, count: usize) -> String {
        if count == 1 {
            say!("1 player").to_string()
        } else {
            say!("{} players", count)
        }
    }

    fn player_number(&self, seat: usize) -> String {
        say!("Player {}", seat + 1)
    }

    fn name_label(&self, seat: usize) -> String {
        say!("Name {}", seat + 1)
    }

    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String {
        say!(
            "{}: +{}",
            counted(patents, say!("patent"), say!("patents")),
            bonus
        )
    }

    fn cogs_bonus_cell(&self, cogs: u16, bonus: u8) -> String {
        say!("{}: +{}", counted(cogs, say!("cog"), say!("cogs")), bonus)
    }

    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String {
        say!("capacity {}: +{}", capacity, bonus)
    }

    fn headline(&self, winners: &[String]) -> String {
        if winners.len() == 1 {
            say!("Winner: {}", winners.join(""))
        } else {
            say!("Shared victory: {}", winners.join(", "))
        }
    }

    fn not_possible(&self, count: usize) -> String {
        say!("Not possible now ({})", count)
    }
}

/// The gold and influence of the current player's next patent.
fn next_patent(state: &GameState) -> (u8, u8) {
    let seat = state.current_seat().unwrap_or(0);
    let square = state
        .player(seat)
        .map_or(0, |player| usize::from(player.patents));
    data::PATENT_TRACK.get(square).copied().unwrap_or((0, 0))
}
