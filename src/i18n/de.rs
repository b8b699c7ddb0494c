//! German, in the words of the German rulebook (see the game's own German words).

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{Catalogue, Msg};
use eoi::rules::{data, CubeCounts, GameState, Resource, Step};
use eoi::rules::{Area, Colour};
use eoi::text::{Words, GERMAN};
use tabletop::save::SaveError;

pub struct German;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: Msg) -> &'static str {
    use Msg::*;
    match msg {
        AppName => "Tabletop",
        Games => "Spiele",
        RulesOf => "Regeln zu {game}",
        SetUpGame => "Partie einrichten",
        PlayerRange => "{min} bis {max} Spieler",
        EoiAbout => "Baue Fabriken, kaufe Rohstoffe und produziere, entwickle und patentiere Erfindungen: Wer den meisten Einfluss hat, gewinnt.",
        MedievalAbout => "Wirf die Würfel deines Volkes, sammle Rohstoffe und baue Mauern und Gebäude in deinem Herrschaftsgebiet, während Desaster hereinbrechen: Wer die meisten Punkte hat, gewinnt. Auch solo gegen Sir Philippe spielbar.",
        AoiAbout => "Leite ein Labor des 19. Jahrhunderts: Wirb Erfinder an, ersinne Erfindungen und lege sie als Sechsecke rund um die Uhr, jede an einen Erfinder ihres Fachs, steige auf den drei Fortschrittsleisten und werte deine Experimente. Auch solo spielbar.",
        NewGame => "Neues Spiel",
        StartGame => "Spiel starten",
        Players => "Spieler",
        StartPlayer => "Startspieler",
        RandomStart => "Zufällig",
        Seed => "Startwert (optional)",
        SeedHint => "Leer lassen für ein zufälliges Spiel; derselbe Startwert teilt dieselben Karten aus.",
        Undo => "Rückgängig",
        Redo => "Wiederholen",
        Rules => "Regeln",
        RulesPage => "Diese Regeln auf einer eigenen Seite öffnen (zum Drucken oder Teilen)",
        RulesUnavailable => "Die Regeln konnten nicht geladen werden: Verbinde dich einmal mit dem Internet, danach sind sie auch offline da.",
        Close => "Schließen",
        DownloadLog => "Als Text herunterladen",
        Log => "Spielverlauf",
        Confirm => "Bestätigen",
        Cancel => "Abbrechen",
        LeaveGameQuestion => "Dieses Spiel verlassen? Es bleibt unter „Gespeicherte Spiele“.",
        LeaveGame => "Verlassen",
        StayInGame => "Bleiben",
        QuickStart => "Gegen den Computer spielen",
        QuickStartHint => "Ein Klick: du gegen zwei Computerspieler (mittel), zufällige Sitzordnung.",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
        FinalScores => "Endwertung",
        Total => "Gesamt",
        ReconstructedNote => "Die Zahlen auf Karten und Spielplan sind in dieser App rekonstruiert: Die Spielregeln nennen sie nicht, sie stammen also nicht vom Verlag.",
        GameOverHeading => "Das Spiel ist zu Ende",
        GameControls => "Spielsteuerung",
        Board => "Spielplan",
        SeedError => "Der Startwert muss eine ganze Zahl sein (oder leer bleiben).",
        StorageUnavailable => "Dieses Browserfenster kann keine Spiele speichern (privates Fenster oder Speicher gesperrt). Du kannst weiterspielen; mit „Exportieren“ behältst du das Spiel.",
        StorageFull => "Der Browserspeicher ist voll, daher wird dieses Spiel nicht gespeichert. Lösche alte Spiele oder sichere es mit „Exportieren“.",
        ChangedElsewhere => "Dieses Spiel wurde in einem anderen Tab geändert. Deine Züge hier werden erst gespeichert, wenn du wählst:",
        StorageDamaged => "Ein gespeicherter Eintrag ließ sich nicht lesen.",
        CopyName => "{name} (Kopie)",
        LoadOtherTab => "Stand des anderen Tabs laden",
        KeepMineAsCopy => "Meinen Stand als neues Spiel behalten",
        SavedGames => "Gespeicherte Spiele",
        NoSavedGames => "Noch keine gespeicherten Spiele: Jedes Spiel, das du startest, wird hier automatisch gespeichert.",
        Finished => "Beendet",
        LastPlayed => "{status} · zuletzt gespielt: {when}",
        ResumeGame => "{game} fortsetzen",
        RenameGame => "{game} umbenennen",
        DeleteGame => "{game} löschen",
        NewName => "Neuer Name",
        Save => "Speichern",
        Resume => "Fortsetzen",
        Rename => "Umbenennen",
        Delete => "Löschen",
        ConfirmDelete => "Dieses Spiel löschen?",
        YesDelete => "Ja, löschen",
        ImportGame => "Spiel importieren",
        ImportHint => "Spielstand-Code oder Link einfügen",
        Import => "Importieren",
        ExportGame => "Exportieren und teilen",
        Export => "Exportieren",
        ExportHint => "Der Spielstand-Code enthält das ganze Spiel (Aufbau, Startwert und jeden Zug). Wer ihn importiert oder den Link öffnet, kann weiterspielen.",
        SaveString => "Spielstand-Code",
        SaveStringLength => "Spielstand-Code ({count} Zeichen)",
        CopySaveString => "Code kopieren",
        ShareLink => "Link zum Teilen",
        CopyShareLink => "Link kopieren",
        Copied => "{what} kopiert.",
        CopyFailed => "Kopieren fehlgeschlagen: Markiere den Text und kopiere ihn von Hand.",
        SendLinkTo => "Link für {player} kopieren",
        YourTurnMessage => "{player}, du bist am Zug in {game}: {link}",
        LinkCopiedFor => "Link kopiert: Schick ihn an {player}.",
        ReplayHeading => "Wiederholung",
        ReplayPosition => "Aktion {at} von {total}",
        ReplayStart => "Anfang",
        ReplayBack => "Zurück",
        ReplayForward => "Vor",
        ReplayEnd => "Ende",
        ReplayPlay => "Abspielen",
        ReplayPause => "Anhalten",
        ReplaySpeed => "Tempo",
        ReplaySlow => "Langsam",
        ReplayNormal => "Normal",
        ReplayFast => "Schnell",
        ReplayRound => "Zu Runde",
        StopWatching => "Zurück zum Spiel",
        WatchAgain => "Partie noch einmal ansehen",
        PointsByRound => "Punkte im Lauf der Runden",
        ChartRound => "Runde",
        ChartEnd => "Ende",
        Watch => "Ansehen",
        WatchNamed => "{name} ansehen",
        ReplayLink => "Link zum Ansehen der Partie",
        CopyReplayLink => "Link zum Ansehen kopieren",
        PlayedBy => "Gespielt von",
        BotThinking => "{player} ({level}) ist am Zug …",
        ThinkingProgress => "Denkt nach",
        Pace => "Computertempo",
        SkipToHuman => "Vorspulen",
        PreviewBanner => "Vorschau: Der Spielplan zeigt die geplante Aktion. Bestätige oder brich ab.",
        PaceSlow => "Langsam",
        PaceNormal => "Normal",
        PaceFast => "Schnell",
        PaceInstant => "Sofort",
        Language => "Sprache",
        SavedGameMissing => "Dieses gespeicherte Spiel ist nicht mehr vorhanden.",
        Human => "Mensch",
        ComputerEasy => "Computer (leicht)",
        ComputerMedium => "Computer (mittel)",
        ComputerHard => "Computer (schwer)",
        ComputerRandom => "Computer (zufällig)",
    }
}

/// `count` with the singular or plural form of a noun.
fn counted(count: impl Into<i64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

fn cogs(count: impl Into<i64>) -> String {
    counted(count, "Entwicklungsstein", "Entwicklungssteine")
}

fn resource_name(resource: Resource) -> &'static str {
    GERMAN.resource(resource)
}

/// A list in a sentence: "2 Holz, 1 Kohle und 1 Metall", or "nichts".
fn listed(parts: &[String]) -> String {
    match parts {
        [] => "nichts".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} und {last}", rest.join(", ")),
    }
}

/// A list of cubes, such as a cost: "2 Holz und 1 Kohle".
fn cubes_text(cubes: &CubeCounts) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| format!("{} {}", cubes[resource.index()], resource_name(resource)))
        .collect();
    listed(&parts)
}

fn gains_text(influence: u8, gold: u8, cog_count: u8) -> String {
    let mut parts = Vec::new();
    if gold > 0 {
        parts.push(format!("{gold} Gold"));
    }
    if cog_count > 0 {
        parts.push(cogs(cog_count));
    }
    if influence > 0 {
        parts.push(format!("{influence} Einfluss"));
    }
    listed(&parts)
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

impl Catalogue for German {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: Msg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &GERMAN
    }

    fn game_name(&self, id: &str) -> Option<&'static str> {
        match id {
            eoi::GAME_ID => Some("Era of Inventions"),
            era_medieval::game::GAME_ID => Some(era_medieval::text::Words::title(
                &era_medieval::text::GERMAN,
            )),
            age_of_inventors::GAME_ID => Some(age_of_inventors::text::Words::title(
                &age_of_inventors::text::GERMAN,
            )),
            _ => None,
        }
    }

    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Orange => "orange",
            Colour::Yellow => "gelb",
            Colour::Green => "grün",
            Colour::Brown => "braun",
            Colour::Blue => "blau",
        }
    }

    fn save_error(&self, error: &SaveError) -> String {
        match error {
            SaveError::Empty => "Der Spielstand-Code ist leer.".to_string(),
            SaveError::NotASaveString => {
                "Das ist kein Spielstand-Code (er enthält Zeichen, die darin nie vorkommen)."
                    .to_string()
            }
            SaveError::Truncated => {
                "Der Spielstand-Code ist abgeschnitten: Kopiere den ganzen Code und versuche es noch einmal.".to_string()
            }
            SaveError::ChecksumMismatch => {
                "Der Spielstand-Code ist beschädigt (die Prüfsumme stimmt nicht): Kopiere ihn noch einmal.".to_string()
            }
            SaveError::NewerFormat(version) => format!(
                "Dieser Spielstand-Code stammt aus einer neueren Version der App (Format {version}): Aktualisiere die App, um ihn zu öffnen."
            ),
            SaveError::UnknownFormat(version) => format!(
                "Der Spielstand-Code ist beschädigt oder gar keiner (er nennt kein Format, das diese App kennt: {version})."
            ),
            SaveError::NewerRules(version) => format!(
                "Dieses Spiel folgt neueren Regeln (Version {version}), als diese App kennt: Aktualisiere die App, um es zu öffnen."
            ),
            SaveError::OtherGame(game) => {
                format!("Dieser Spielstand-Code gehört zu einem Spiel, das diese App nicht hat („{game}“).")
            }
            SaveError::OtherCardNumbers { saved, current } => format!(
                "Dieses Spiel wurde mit anderen Kartenwerten gespeichert (Version {saved}, diese App hat {current}) und lässt sich daher nicht getreu nachspielen."
            ),
            SaveError::BadSetup => "Der gespeicherte Spielaufbau ist ungültig.".to_string(),
            SaveError::BadAction(index) => {
                format!("Aktion {} im Spielstand-Code ist unlesbar.", index + 1)
            }
            SaveError::IllegalAction { index } => format!(
                "Aktion {} im Spielstand-Code ist nach den Regeln nicht erlaubt.",
                index + 1
            ),
            SaveError::TrailingData => {
                "Der Spielstand-Code enthält nach dem Spiel noch weitere Daten.".to_string()
            }
            SaveError::TooLarge => {
                "Das Spiel lässt sich nicht speichern (ein Name ist zu lang).".to_string()
            }
        }
    }

    fn tokens_left(&self, left: u8) -> String {
        format!(
            "Noch {} in dieser Runde zu setzen.",
            counted(left, "Aktionsscheibe", "Aktionsscheiben")
        )
    }

    fn bonus_hint(&self, tokens: i16) -> String {
        if tokens == 1 {
            "Setze deine Bonusscheibe für einen einzelnen Schritt einer beliebigen Aktion ein oder verzichte.".to_string()
        } else {
            format!(
                "Setze eine deiner {tokens} Bonusscheiben für einen einzelnen Schritt einer beliebigen Aktion ein oder verzichte."
            )
        }
    }

    fn step_label(&self, state: &GameState, step: Step) -> String {
        match step {
            Step::Build(factory) => match factory.info() {
                Some(info) => format!(
                    "{} bauen: {} zahlen",
                    GERMAN.factory(factory),
                    cubes_text(&info.cost)
                ),
                None => capitalised(&GERMAN.step(step)),
            },
            Step::RunFactory(factory) => {
                format!("Mit deiner {} produzieren", GERMAN.factory(factory))
            }
            Step::Buy(load) => {
                let cubes = state.loads().get(usize::from(load.0)).copied().unwrap_or(0);
                let resource = load.info().map_or("", |info| resource_name(info.resource));
                format!(
                    "{} kaufen: {cubes} {resource} für {} Gold",
                    GERMAN.load(load),
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
                    format!(
                        "{} produzieren: {} zahlen, {} erhalten",
                        GERMAN.card(card),
                        cubes_text(&cost),
                        gains_text(profit.influence, profit.gold, profit.cogs)
                    )
                }
                None => capitalised(&GERMAN.step(step)),
            },
            Step::TakeCog => "1 Entwicklungsstein nehmen (ganze Aktion)".to_string(),
            Step::Exchange(exchange) => format!("{} tauschen", GERMAN.exchange(exchange)),
            Step::Develop(invention, space) => {
                let info = invention.space(space);
                format!(
                    "{}: {} zahlen, {} Einfluss erhalten",
                    capitalised(&GERMAN.step(step)),
                    cogs(info.cogs),
                    info.influence
                )
            }
            Step::Patent(target) => {
                let (gold, influence) = next_patent(state);
                let what = match target {
                    Some(_) => capitalised(&GERMAN.step(step)),
                    None => "Patent anmelden, ohne etwas zu schützen".to_string(),
                };
                format!("{what}: {gold} Gold zahlen, {influence} Einfluss erhalten")
            }
        }
    }

    fn at_place(&self, label: &str, place: usize) -> String {
        format!("{label} (Platz {place})")
    }

    fn withdraw_label(&self, area: Area) -> String {
        format!("Zurücknehmen ({})", area.letter())
    }

    fn resolve_label(&self, area: Area) -> String {
        format!("„{}“ ausführen", GERMAN.area(area))
    }

    fn round_of(&self, round: u8, last: u8) -> String {
        if last == 0 {
            return format!("Runde {round}");
        }
        format!("Runde {round} von {last}")
    }

    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cog_count: u8,
        influence: u8,
        royalty: &str,
    ) -> String {
        format!(
            "{invention}, {space}: Entwickle es mit {} für {influence} Einfluss. Lizenzgebühr: {royalty}.",
            cogs(cog_count)
        )
    }

    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String {
        format!(
            "{}: stellt bei jeder Produktion {makes} her. Der Bau kostet {} und bringt 1 Einfluss.",
            capitalised(name),
            listed(cost)
        )
    }

    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String {
        format!(
            "{name}: Produziere sie für {} und erhalte {}.",
            listed(cost),
            listed(profit)
        )
    }

    fn load_tip(&self, name: &str, cubes: &str) -> String {
        format!(
            "{}: {cubes}. Kaufe alle für 1 Gold (Aktion C).",
            capitalised(name)
        )
    }

    fn patent_tip(&self, number: usize, gold: u8, influence: u8) -> String {
        format!("Patent {number}: Zahle {gold} Gold für {influence} Einfluss.")
    }

    fn track_square_tip(&self, square: u16, good: &str) -> String {
        format!("Feld {square}: Halte hier an und nimm 1 {good}.")
    }

    fn piles(&self, deck: usize, discard: usize, new: usize) -> String {
        format!("Stapel: {deck} · Ablage: {discard} · neu: {new}")
    }

    fn tokens_on_board(&self, total: u8, on_board: usize) -> String {
        format!("{total} ({on_board} auf dem Spielplan)")
    }

    fn out_of(&self, count: u8, of: usize) -> String {
        format!("{count} von {of}")
    }

    fn resource_count(&self, count: i16, what: Resource) -> String {
        format!("{count} {}", resource_name(what))
    }

    fn gold_count(&self, count: i16) -> String {
        format!("{count} Gold")
    }

    fn cogs_count(&self, count: i16) -> String {
        cogs(count)
    }

    fn influence_count(&self, count: i16) -> String {
        format!("{count} Einfluss")
    }

    fn player_count(&self, count: usize) -> String {
        format!("{count} Spieler")
    }

    fn player_number(&self, seat: usize) -> String {
        format!("Spieler {}", seat + 1)
    }

    fn name_label(&self, seat: usize) -> String {
        format!("Name (Spieler {})", seat + 1)
    }

    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String {
        format!("{}: +{bonus}", counted(patents, "Patent", "Patente"))
    }

    fn cogs_bonus_cell(&self, cog_count: u16, bonus: u8) -> String {
        format!("{}: +{bonus}", cogs(cog_count))
    }

    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String {
        format!("Kapazität {capacity}: +{bonus}")
    }

    fn headline(&self, winners: &[String]) -> String {
        match winners {
            [] => "Geteilter Sieg".to_string(),
            [winner] => format!("{winner} gewinnt!"),
            [rest @ .., last] => format!("Geteilter Sieg: {} und {last}", rest.join(", ")),
        }
    }

    fn not_possible(&self, count: usize) -> String {
        format!("Jetzt nicht möglich ({count})")
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
