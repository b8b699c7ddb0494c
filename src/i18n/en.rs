//! English.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{shell, Catalogue, Msg};
use eoi::rules::{Area, Colour, LoadId};
use eoi::rules::{CubeCounts, GameState, Product, Resource, Step};
use eoi::text::{Words, ENGLISH};
use tabletop::save::SaveError;
use tabletop::{say, word};

/// The templates of the shell's sentences said once for every language (see `shell`).
const SHELL: shell::Templates = [
    word!("The save string is empty."),
    word!("This is not a save string (it has characters a save string never has)."),
    word!("The save string is cut short: copy the whole string and try again."),
    word!("The save string is damaged (its checksum does not match): copy it again."),
    word!("This save string comes from a newer version of the app (format {0}): update the app to open it."),
    word!("The save string is damaged, or it is not a save string of this app."),
    word!("This game is played by newer rules (version {0}) than this app knows: update the app to open it."),
    word!("This save string is for a game this app does not have (\"{0}\")."),
    word!("This game was saved with another set of card numbers (version {0}, this app has {1}), so it cannot be replayed faithfully."),
    word!("The saved setup is invalid."),
    word!("Action {0} of the save string is unreadable."),
    word!("Action {0} of the save string is not allowed by the rules."),
    word!("The save string has extra data after the game."),
    word!("The game cannot be saved (a name is too long)."),
    word!("{0} (place {1})"),
    word!("Withdraw ({0})"),
    word!("Round {0}"),
    word!("Round {0} of {1}"),
    word!("Square {0}: stop here to take 1 {1}."),
    word!("Deck: {0} · Discard: {1} · new: {2}"),
    word!("{0} ({1} on the board)"),
    word!("{0} of {1}"),
    word!("{0} gold"),
    word!("Player {0}"),
    word!("Name {0}"),
    word!("capacity {0}: +{1}"),
    word!("Not possible now ({0})"),
    word!("Build a factory making {0} (pay {1})"),
    word!("Run your factory making {0}"),
    word!("{2}"),
    word!("Buy the {0}: {1} {2} for {3} gold"),
    word!("Produce {0}: pay {1}, gain {2}"),
    word!("Take 1 cog (the whole action)"),
    word!("Exchange {0}"),
    word!("Develop the {0} space of the {1}: pay {2}, gain {3} influence"),
    word!("Patent the {0} space of the {1}: pay {2} gold, gain {3} influence"),
    word!("Register a patent with nothing to protect: pay {2} gold, gain {3} influence"),
    word!("Spend your bonus token on one single step of any action, or decline."),
    word!("Spend one of your {0} bonus tokens on one single step of any action, or decline."),
    word!("Patent {0}: pay {1} gold to gain {2} influence."),
    word!("{0}: +{1}"),
    word!("patent"),
    word!("patents"),
    word!("cog"),
    word!("cogs"),
    word!("player"),
    word!("players"),
    word!("Resolve {0}"),
    word!("influence"),
    word!("influence"),
    word!("cog"),
    word!("cogs"),
    word!("{0}: makes {1} each time it produces. Building it costs {2} and gives 1 influence."),
    word!("{0}: produce it for {1} to gain {2}."),
    word!("{0}: {1}. Buy them all for 1 gold (action C)."),
    word!("{0}, {1} space: develop it with {2} to gain {3} influence. Royalty: {4}."),
    word!("{0} left to place this round."),
    word!("token"),
    word!("tokens"),
];

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
        SkipToDecision => "Skip to the decision",
        UndoPastChance => "What chance showed (dice, cards or tiles drawn) can't be taken back: Undo goes no further.",
        Redo => "Redo",
        Rules => "Rules",
        RulesPage => "Open these rules on their own page (to print or share them)",
        RulesUnavailable => "The rules could not be loaded: connect to the internet once, then they stay available offline.",
        PartLoading => "Loading…",
        PartMissing => "This part of the app could not be loaded: check the connection and try again. The game is kept.",
        TryAgain => "Try again",
        Close => "Close",
        DownloadLog => "Download as text",
        Log => "Game log",
        Confirm => "Confirm",
        Cancel => "Cancel",
        LeaveGameQuestion => "Leave this game? It stays in Saved games.",
        LeaveLiveQuestion => "Leave this live game? The host keeps it; the invitation link brings you back.",
        LeaveGame => "Leave",
        StayInGame => "Stay",
        QuickStart => "Play against the computer",
        QuickStartHint => "One click: you against two computer players (medium), random seat order.",
        MedievalQuickStartHint => "One click: you against two computer players (medium), start player drawn at random.",
        AoiQuickStartHint => "One click: you against two computer players (medium), labs dealt at random.",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
        FinalScores => "Final scores",
        LookAtBoard => "Look at the board",
        ShowScores => "Show the scores",
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
        BotThinking => "{level}: {player} is playing…",
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
        HintPlan => "The coach would play: {0}. {1}",
        HintGain => "About {0} points better than your next best option.",
        HintGainOne => "About 1 point better than your next best option.",
        HintEven => "About as good as your next best option.",
        HintAsked => "{0} asked for a hint.",
        // The turning points (ui/turning_points.rs).
        TurningPoints => "Turning points",
        TurningFinding => "Finding the turning points… {0} of {1}",
        TurningFind => "Find the turning points",
        TurningNone => "No turning point: you played as Hard would",
        TurningSilent => "a choice the log does not tell",
        TurningCost => "about {0} points lost",
        TurningCostOne => "about 1 point lost",
        TurningPlayed => "Played:",
        TurningBetter => "Hard would have played:",
        TurningSee => "See in the replay",
        TurningPointShown => "Turning point",
        // The live table (ui/live/).
        LivePlayAtDistance => "Play at a distance",
        LiveDistanceHint => "Tick the seats played on other devices: each of those players gets an invitation link, and the devices then talk directly, with no server. This device is the table: keep it open.",
        LiveRemoteSeat => "On another device",
        LiveSecrets => "Every device receives the whole game, seed included: each screen shows only what its own seats may see, but whoever went looking in their browser could work out the order of every deck and hand.",
        LiveInvitationFor => "Invitation for {player}",
        LiveCopyInvitation => "Copy the invitation for {player}",
        LiveAnswerFor => "Answer code from {player}",
        LiveConnect => "Connect",
        LiveWaiting => "{player}: waiting for their answer code",
        LiveConnected => "{player}: connected",
        LiveLost => "{player}: connection lost. They open their invitation again and send you the new answer code.",
        LiveGuestHeading => "Joining a game at a distance",
        LiveSendAnswer => "Send this answer code to the host (by any chat). The game appears here once the host has pasted it.",
        LiveCopyAnswer => "Copy the answer code",
        LiveGuestWaiting => "Waiting for the host to connect…",
        LiveGuestConnected => "Connected to the host's table.",
        LiveGuestLost => "The connection to the host is lost. Open the invitation link again to rejoin.",
        LiveElsewhere => "Waiting for {player}…",
        LiveRefused => "The host's table refused that move.",
        LiveCodeDamaged => "This code is damaged or incomplete: copy it again, whole.",
        LiveCodeNewer => "This code comes from a newer version of the app: update it on this device.",
        LiveCodeOtherGame => "This code is for another game.",
        LiveCodeWrongSide => "This is not the kind of code expected here: an answer code goes to the host, an invitation to a guest.",
        LiveCodeStale => "This answer is for another invitation (an older one, or another player's).",
        LiveCodeUnsupported => "This browser's connection details do not fit in a code.",
        LiveNoConnection => "This browser cannot connect directly to another device.",
        LiveStun => "STUN server (optional)",
        LiveStunHint => "On the same network nothing is needed. To play across the internet, a STUN server (such as stun:stun.l.google.com:19302) tells each device its public address; that server sees the addresses, nothing of the game. Some networks block direct connections all the same.",
        LiveTable => "Live table",
        LivePreparing => "Preparing the connection…",
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

impl Catalogue for English {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: Msg) -> &'static str {
        text(msg)
    }

    fn shell(&self) -> &'static shell::Templates {
        &SHELL
    }
    fn counted(&self, count: i64, one: &str, many: &str) -> String {
        counted(count, one, many)
    }
    fn listed(&self, items: &[String]) -> String {
        listed(items)
    }
    fn product_amount(&self, product: Product, amount: u8) -> String {
        product_amount(product, amount)
    }
    fn cost_text(&self, cubes: &CubeCounts) -> String {
        cubes_text(cubes)
    }
    fn gains_text(&self, influence: u8, gold: u8, cogs: u8) -> String {
        gains_text(influence, gold, cogs)
    }
    fn cogs_phrase(&self, count: u8) -> String {
        counted(count, say!("cog"), say!("cogs"))
    }
    fn influence_phrase(&self, count: u8) -> String {
        count.to_string()
    }
    fn bought(&self, _count: u8, _load: LoadId) -> String {
        String::new()
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
        shell::save_error(&SHELL, error)
    }

    fn tokens_left(&self, left: u8) -> String {
        shell::tokens_left(self, left)
    }

    fn bonus_hint(&self, tokens: i16) -> String {
        shell::bonus_hint(&SHELL, tokens)
    }

    fn step_label(&self, state: &GameState, step: Step) -> String {
        shell::step_label(self, state, step)
    }

    fn at_place(&self, label: &str, place: usize) -> String {
        shell::at_place(&SHELL, label, place)
    }

    fn withdraw_label(&self, area: Area) -> String {
        shell::withdraw_label(&SHELL, area)
    }

    fn resolve_label(&self, area: Area) -> String {
        shell::resolve_label(self, area)
    }

    fn round_of(&self, round: u8, last: u8) -> String {
        shell::round_of(&SHELL, round, last)
    }

    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cogs: u8,
        influence: u8,
        royalty: &str,
    ) -> String {
        shell::space_title(self, invention, space, cogs, influence, royalty)
    }

    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String {
        shell::factory_tip(self, name, makes, cost)
    }

    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String {
        shell::card_tip(self, name, cost, profit)
    }

    fn load_tip(&self, name: &str, cubes: &str) -> String {
        shell::load_tip(&SHELL, name, cubes)
    }

    fn patent_tip(&self, number: usize, gold: u8, influence: u8) -> String {
        shell::patent_tip(self, number, gold, influence)
    }

    fn track_square_tip(&self, square: u16, good: &str) -> String {
        shell::track_square_tip(&SHELL, square, good)
    }

    fn piles(&self, deck: usize, discard: usize, new: usize) -> String {
        shell::piles(&SHELL, deck, discard, new)
    }

    fn tokens_on_board(&self, total: u8, on_board: usize) -> String {
        shell::tokens_on_board(&SHELL, total, on_board)
    }

    fn out_of(&self, count: u8, of: usize) -> String {
        shell::out_of(&SHELL, count, of)
    }

    fn resource_count(&self, count: i16, what: Resource) -> String {
        say!("{} {}", count, resource_name(what))
    }

    fn gold_count(&self, count: i16) -> String {
        shell::gold_count(&SHELL, count)
    }

    fn cogs_count(&self, count: i16) -> String {
        shell::cogs_count(self, count)
    }

    fn influence_count(&self, count: i16) -> String {
        shell::influence_count(self, count)
    }

    fn player_count(&self, count: usize) -> String {
        shell::player_count(self, count)
    }

    fn player_number(&self, seat: usize) -> String {
        shell::player_number(&SHELL, seat)
    }

    fn name_label(&self, seat: usize) -> String {
        shell::name_label(&SHELL, seat)
    }

    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String {
        shell::patent_bonus_cell(self, patents, bonus)
    }

    fn cogs_bonus_cell(&self, cogs: u16, bonus: u8) -> String {
        shell::cogs_bonus_cell(self, cogs, bonus)
    }

    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String {
        shell::capacity_bonus_cell(&SHELL, capacity, bonus)
    }

    fn headline(&self, winners: &[String]) -> String {
        if winners.len() == 1 {
            say!("Winner: {}", winners.join(""))
        } else {
            say!("Shared victory: {}", winners.join(", "))
        }
    }

    fn not_possible(&self, count: usize) -> String {
        shell::not_possible(&SHELL, count)
    }
}
