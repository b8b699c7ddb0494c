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
use tabletop::say;

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
        // The coach's hint (issue 28).
        Hint => "Tipp",
        HintThinking => "Der Coach denkt nach … (Escape bricht ab)",
        HintPlan => "Der Coach würde spielen: {plan}.",
        HintGain => "Etwa {points} Punkte besser als deine nächstbeste Möglichkeit.",
        HintGainOne => "Etwa 1 Punkt besser als deine nächstbeste Möglichkeit.",
        HintEven => "Etwa so gut wie deine nächstbeste Möglichkeit.",
        HintOnly => "Das ist deine einzige Möglichkeit.",
        HintAsked => "{player} hat um einen Tipp gebeten.",
        // The turning points (ui/turning_points.rs).
        TurningPoints => "Wendepunkte",
        TurningFinding => "Die Wendepunkte werden gesucht … {done} von {total}",
        TurningFind => "Wendepunkte finden",
        TurningNone => "Kein Wendepunkt: Du hast wie die Stufe „Schwer“ gespielt",
        TurningSilent => "eine Entscheidung, die das Protokoll nicht nennt",
        TurningCost => "etwa {points} Punkte verloren",
        TurningCostOne => "etwa 1 Punkt verloren",
        TurningRound => "Runde {round}",
        TurningPlayed => "Gespielt:",
        TurningBetter => "Die Stufe „Schwer“ hätte gespielt:",
        TurningSee => "In der Wiederholung ansehen",
    }
}

/// `count` with the singular or plural form of a noun.
fn counted(count: impl Into<i64>, one: &str, many: &str) -> String {
    let count = count.into();
    say!("{} {}", count, if count == 1 { one } else { many })
}

fn cogs(count: impl Into<i64>) -> String {
    counted(count, say!("Entwicklungsstein"), say!("Entwicklungssteine"))
}

fn resource_name(resource: Resource) -> &'static str {
    GERMAN.resource(resource)
}

/// A list in a sentence: "2 Holz, 1 Kohle und 1 Metall", or "nichts".
fn listed(parts: &[String]) -> String {
    match parts {
        [] => say!("nichts").to_string(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} und {}", rest.join(", "), last),
    }
}

/// A list of cubes, such as a cost: "2 Holz und 1 Kohle".
fn cubes_text(cubes: &CubeCounts) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| say!("{} {}", cubes[resource.index()], resource_name(resource)))
        .collect();
    listed(&parts)
}

fn gains_text(influence: u8, gold: u8, cog_count: u8) -> String {
    let mut parts = Vec::new();
    if gold > 0 {
        parts.push(say!("{} Gold", gold));
    }
    if cog_count > 0 {
        parts.push(cogs(cog_count));
    }
    if influence > 0 {
        parts.push(say!("{} Einfluss", influence));
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
            eoi::GAME_ID => Some(say!("Era of Inventions")),
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
            Colour::Orange => say!("orange"),
            Colour::Yellow => say!("gelb"),
            Colour::Green => say!("grün"),
            Colour::Brown => say!("braun"),
            Colour::Blue => say!("blau"),
        }
    }

    fn save_error(&self, error: &SaveError) -> String {
        match error {
            SaveError::Empty => say!("Der Spielstand-Code ist leer.").to_string(),
            SaveError::NotASaveString => {
                say!("Das ist kein Spielstand-Code (er enthält Zeichen, die darin nie vorkommen).")
                    .to_string()
            }
            SaveError::Truncated => {
                say!("Der Spielstand-Code ist abgeschnitten: Kopiere den ganzen Code und versuche es noch einmal.").to_string()
            }
            SaveError::ChecksumMismatch => {
                say!("Der Spielstand-Code ist beschädigt (die Prüfsumme stimmt nicht): Kopiere ihn noch einmal.").to_string()
            }
            SaveError::NewerFormat(version) => say!("Dieser Spielstand-Code stammt aus einer neueren Version der App (Format {}): Aktualisiere die App, um ihn zu öffnen.", version),
            SaveError::UnknownFormat(version) => say!("Der Spielstand-Code ist beschädigt oder gar keiner (er nennt kein Format, das diese App kennt: {}).", version),
            SaveError::NewerRules(version) => say!("Dieses Spiel folgt neueren Regeln (Version {}), als diese App kennt: Aktualisiere die App, um es zu öffnen.", version),
            SaveError::OtherGame(game) => {
                say!("Dieser Spielstand-Code gehört zu einem Spiel, das diese App nicht hat („{}“).", game)
            }
            SaveError::OtherCardNumbers { saved, current } => say!("Dieses Spiel wurde mit anderen Kartenwerten gespeichert (Version {}, diese App hat {}) und lässt sich daher nicht getreu nachspielen.", saved, current),
            SaveError::BadSetup => say!("Der gespeicherte Spielaufbau ist ungültig.").to_string(),
            SaveError::BadAction(index) => {
                say!("Aktion {} im Spielstand-Code ist unlesbar.", index + 1)
            }
            SaveError::IllegalAction { index } => say!("Aktion {} im Spielstand-Code ist nach den Regeln nicht erlaubt.", index + 1),
            SaveError::TrailingData => {
                say!("Der Spielstand-Code enthält nach dem Spiel noch weitere Daten.").to_string()
            }
            SaveError::TooLarge => {
                say!("Das Spiel lässt sich nicht speichern (ein Name ist zu lang).").to_string()
            }
        }
    }

    fn tokens_left(&self, left: u8) -> String {
        say!(
            "Noch {} in dieser Runde zu setzen.",
            counted(left, say!("Aktionsscheibe"), say!("Aktionsscheiben"))
        )
    }

    fn bonus_hint(&self, tokens: i16) -> String {
        if tokens == 1 {
            say!("Setze deine Bonusscheibe für einen einzelnen Schritt einer beliebigen Aktion ein oder verzichte.").to_string()
        } else {
            say!("Setze eine deiner {} Bonusscheiben für einen einzelnen Schritt einer beliebigen Aktion ein oder verzichte.", tokens)
        }
    }

    fn step_label(&self, state: &GameState, step: Step) -> String {
        match step {
            Step::Build(factory) => match factory.info() {
                Some(info) => say!(
                    "{} bauen: {} zahlen",
                    GERMAN.factory(factory),
                    cubes_text(&info.cost)
                ),
                None => capitalised(&GERMAN.step(step)),
            },
            Step::RunFactory(factory) => {
                say!("Mit deiner {} produzieren", GERMAN.factory(factory))
            }
            Step::Buy(load) => {
                let cubes = state.loads().get(usize::from(load.0)).copied().unwrap_or(0);
                let resource = load.info().map_or("", |info| resource_name(info.resource));
                say!(
                    "{} kaufen: {} {} für {} Gold",
                    GERMAN.load(load),
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
                        "{} produzieren: {} zahlen, {} erhalten",
                        GERMAN.card(card),
                        cubes_text(&cost),
                        gains_text(profit.influence, profit.gold, profit.cogs)
                    )
                }
                None => capitalised(&GERMAN.step(step)),
            },
            Step::TakeCog => say!("1 Entwicklungsstein nehmen (ganze Aktion)").to_string(),
            Step::Exchange(exchange) => say!("{} tauschen", GERMAN.exchange(exchange)),
            Step::Develop(invention, space) => {
                let info = invention.space(space);
                say!(
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
                    None => say!("Patent anmelden, ohne etwas zu schützen").to_string(),
                };
                say!(
                    "{}: {} Gold zahlen, {} Einfluss erhalten",
                    what,
                    gold,
                    influence
                )
            }
        }
    }

    fn at_place(&self, label: &str, place: usize) -> String {
        say!("{} (Platz {})", label, place)
    }

    fn withdraw_label(&self, area: Area) -> String {
        say!("Zurücknehmen ({})", area.letter())
    }

    fn resolve_label(&self, area: Area) -> String {
        say!("„{}“ ausführen", GERMAN.area(area))
    }

    fn round_of(&self, round: u8, last: u8) -> String {
        if last == 0 {
            return say!("Runde {}", round);
        }
        say!("Runde {} von {}", round, last)
    }

    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cog_count: u8,
        influence: u8,
        royalty: &str,
    ) -> String {
        say!(
            "{}, {}: Entwickle es mit {} für {} Einfluss. Lizenzgebühr: {}.",
            invention,
            space,
            cogs(cog_count),
            influence,
            royalty
        )
    }

    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String {
        say!(
            "{}: stellt bei jeder Produktion {} her. Der Bau kostet {} und bringt 1 Einfluss.",
            capitalised(name),
            makes,
            listed(cost)
        )
    }

    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String {
        say!(
            "{}: Produziere sie für {} und erhalte {}.",
            name,
            listed(cost),
            listed(profit)
        )
    }

    fn load_tip(&self, name: &str, cubes: &str) -> String {
        say!(
            "{}: {}. Kaufe alle für 1 Gold (Aktion C).",
            capitalised(name),
            cubes
        )
    }

    fn patent_tip(&self, number: usize, gold: u8, influence: u8) -> String {
        say!(
            "Patent {}: Zahle {} Gold für {} Einfluss.",
            number,
            gold,
            influence
        )
    }

    fn track_square_tip(&self, square: u16, good: &str) -> String {
        say!("Feld {}: Halte hier an und nimm 1 {}.", square, good)
    }

    fn piles(&self, deck: usize, discard: usize, new: usize) -> String {
        say!("Stapel: {} · Ablage: {} · neu: {}", deck, discard, new)
    }

    fn tokens_on_board(&self, total: u8, on_board: usize) -> String {
        say!("{} ({} auf dem Spielplan)", total, on_board)
    }

    fn out_of(&self, count: u8, of: usize) -> String {
        say!("{} von {}", count, of)
    }

    fn resource_count(&self, count: i16, what: Resource) -> String {
        say!("{} {}", count, resource_name(what))
    }

    fn gold_count(&self, count: i16) -> String {
        say!("{} Gold", count)
    }

    fn cogs_count(&self, count: i16) -> String {
        cogs(count)
    }

    fn influence_count(&self, count: i16) -> String {
        say!("{} Einfluss", count)
    }

    fn player_count(&self, count: usize) -> String {
        say!("{} Spieler", count)
    }

    fn player_number(&self, seat: usize) -> String {
        say!("Spieler {}", seat + 1)
    }

    fn name_label(&self, seat: usize) -> String {
        say!("Name (Spieler {})", seat + 1)
    }

    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String {
        say!(
            "{}: +{}",
            counted(patents, say!("Patent"), say!("Patente")),
            bonus
        )
    }

    fn cogs_bonus_cell(&self, cog_count: u16, bonus: u8) -> String {
        say!("{}: +{}", cogs(cog_count), bonus)
    }

    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String {
        say!("Kapazität {}: +{}", capacity, bonus)
    }

    fn headline(&self, winners: &[String]) -> String {
        match winners {
            [] => say!("Geteilter Sieg").to_string(),
            [winner] => say!("{} gewinnt!", winner),
            [rest @ .., last] => say!("Geteilter Sieg: {} und {}", rest.join(", "), last),
        }
    }

    fn not_possible(&self, count: usize) -> String {
        say!("Jetzt nicht möglich ({})", count)
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
