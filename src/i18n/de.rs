//! German, in the words of the German rulebook (see the game's own German words).

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{shell, Catalogue, Msg};
use eoi::rules::{Area, Colour, LoadId};
use eoi::rules::{CubeCounts, GameState, Product, Resource, Step};
use eoi::text::{Words, GERMAN};
use tabletop::save::SaveError;
use tabletop::{say, word};

/// The templates of the shell's sentences said once for every language (see `shell`).
const SHELL: shell::Templates = [
    word!("Der Spielstand-Code ist leer."),
    word!("Das ist kein Spielstand-Code (er enthält Zeichen, die darin nie vorkommen)."),
    word!("Der Spielstand-Code ist abgeschnitten: Kopiere den ganzen Code und versuche es noch einmal."),
    word!("Der Spielstand-Code ist beschädigt (die Prüfsumme stimmt nicht): Kopiere ihn noch einmal."),
    word!("Dieser Spielstand-Code stammt aus einer neueren Version der App (Format {0}): Aktualisiere die App, um ihn zu öffnen."),
    word!("Der Spielstand-Code ist beschädigt, oder er ist gar kein Spielstand-Code dieser App."),
    word!("Dieses Spiel folgt neueren Regeln (Version {0}), als diese App kennt: Aktualisiere die App, um es zu öffnen."),
    word!("Dieser Spielstand-Code gehört zu einem Spiel, das diese App nicht hat („{0}“)."),
    word!("Dieses Spiel wurde mit anderen Kartenwerten gespeichert (Version {0}, diese App hat {1}) und lässt sich daher nicht getreu nachspielen."),
    word!("Der gespeicherte Spielaufbau ist ungültig."),
    word!("Aktion {0} im Spielstand-Code ist unlesbar."),
    word!("Aktion {0} im Spielstand-Code ist nach den Regeln nicht erlaubt."),
    word!("Der Spielstand-Code enthält nach dem Spiel noch weitere Daten."),
    word!("Das Spiel lässt sich nicht speichern (ein Name ist zu lang)."),
    word!("{0} (Platz {1})"),
    word!("Zurücknehmen ({0})"),
    word!("Runde {0}"),
    word!("Runde {0} von {1}"),
    word!("Feld {0}: Halte hier an und nimm 1 {1}."),
    word!("Stapel: {0} · Ablage: {1} · neu: {2}"),
    word!("{0} ({1} auf dem Spielplan)"),
    word!("{0} von {1}"),
    word!("{0} Gold"),
    word!("Spieler {0}"),
    word!("Name (Spieler {0})"),
    word!("Kapazität {0}: +{1}"),
    word!("Jetzt nicht möglich ({0})"),
    word!("{2} bauen: {1} zahlen"),
    word!("Mit deiner {1} produzieren"),
    word!("Mit deiner {1} produzieren"),
    word!("{0} kaufen: {1} {2} für {3} Gold"),
    word!("{0} produzieren: {1} zahlen, {2} erhalten"),
    word!("1 Entwicklungsstein nehmen (ganze Aktion)"),
    word!("{0} tauschen"),
    word!("{4}: {2} zahlen, {3} Einfluss erhalten"),
    word!("{4}: {2} Gold zahlen, {3} Einfluss erhalten"),
    word!("Patent anmelden, ohne etwas zu schützen: {2} Gold zahlen, {3} Einfluss erhalten"),
    word!("Setze deine Bonusscheibe für einen einzelnen Schritt einer beliebigen Aktion ein oder verzichte."),
    word!("Setze eine deiner {0} Bonusscheiben für einen einzelnen Schritt einer beliebigen Aktion ein oder verzichte."),
    word!("Patent {0}: Zahle {1} Gold für {2} Einfluss."),
    word!("{0}: +{1}"),
    word!("Patent"),
    word!("Patente"),
    word!("Entwicklungsstein"),
    word!("Entwicklungssteine"),
    word!("Spieler"),
    word!("Spieler"),
    word!("„{0}“ ausführen"),
    word!("Einfluss"),
    word!("Einfluss"),
    word!("Entwicklungsstein"),
    word!("Entwicklungssteine"),
    word!("{0}: stellt bei jeder Produktion {1} her. Der Bau kostet {2} und bringt 1 Einfluss."),
    word!("{0}: Produziere sie für {1} und erhalte {2}."),
    word!("{0}: {1}. Kaufe alle für 1 Gold (Aktion C)."),
    word!("{0}, {1}: Entwickle es mit {2} für {3} Einfluss. Lizenzgebühr: {4}."),
    word!("Noch {0} in dieser Runde zu setzen."),
    word!("Aktionsscheibe"),
    word!("Aktionsscheiben"),
];

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
        SkipToDecision => "Zur Entscheidung springen",
        UndoPastChance => "Was der Zufall gezeigt hat (Würfel, gezogene Karten oder Plättchen), lässt sich nicht zurücknehmen: Rückgängig geht nicht weiter zurück.",
        Redo => "Wiederholen",
        Rules => "Regeln",
        RulesPage => "Diese Regeln auf einer eigenen Seite öffnen (zum Drucken oder Teilen)",
        RulesUnavailable => "Die Regeln konnten nicht geladen werden: Verbinde dich einmal mit dem Internet, danach sind sie auch offline da.",
        PartLoading => "Wird geladen…",
        PartMissing => "Dieser Teil der App konnte nicht geladen werden: Prüfe die Verbindung und versuche es noch einmal. Das Spiel bleibt erhalten.",
        TryAgain => "Noch einmal versuchen",
        Close => "Schließen",
        DownloadLog => "Als Text herunterladen",
        Log => "Spielverlauf",
        Confirm => "Bestätigen",
        Cancel => "Abbrechen",
        LeaveGameQuestion => "Dieses Spiel verlassen? Es bleibt unter „Gespeicherte Spiele“.",
        LeaveLiveQuestion => "Dieses Spiel auf Distanz verlassen? Der Gastgeber behält es; der Einladungslink bringt dich zurück.",
        LeaveGame => "Verlassen",
        StayInGame => "Bleiben",
        QuickStart => "Gegen den Computer spielen",
        QuickStartHint => "Ein Klick: du gegen zwei Computerspieler (mittel), zufällige Sitzordnung.",
        MedievalQuickStartHint => "Ein Klick: du gegen zwei Computerspieler (mittel), Startspieler ausgelost.",
        AoiQuickStartHint => "Ein Klick: du gegen zwei Computerspieler (mittel), Labore zufällig verteilt.",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
        FinalScores => "Endwertung",
        LookAtBoard => "Spielplan ansehen",
        ShowScores => "Wertung zeigen",
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
        BotThinking => "{level}: {player} ist am Zug …",
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
        HintPlan => "Der Coach würde spielen: {0}. {1}",
        HintGain => "Etwa {0} Punkte besser als deine nächstbeste Möglichkeit.",
        HintGainOne => "Etwa 1 Punkt besser als deine nächstbeste Möglichkeit.",
        HintEven => "Etwa so gut wie deine nächstbeste Möglichkeit.",
        HintAsked => "{0} hat um einen Tipp gebeten.",
        // The turning points (ui/turning_points.rs).
        TurningPoints => "Wendepunkte",
        TurningFinding => "Die Wendepunkte werden gesucht … {0} von {1}",
        TurningFind => "Wendepunkte finden",
        TurningNone => "Kein Wendepunkt: Du hast wie die Stufe „Schwer“ gespielt",
        TurningSilent => "eine Entscheidung, die das Protokoll nicht nennt",
        TurningCost => "etwa {0} Punkte verloren",
        TurningCostOne => "etwa 1 Punkt verloren",
        TurningPlayed => "Gespielt:",
        TurningBetter => "Die Stufe „Schwer“ hätte gespielt:",
        TurningSee => "In der Wiederholung ansehen",
        TurningPointShown => "Wendepunkt",
        // The live table (ui/live/).
        LivePlayAtDistance => "Aus der Ferne spielen",
        LiveDistanceHint => "Kreuzen Sie die Plätze an, die auf anderen Geräten gespielt werden: Jede dieser Personen erhält einen Einladungslink, dann sprechen die Geräte direkt miteinander, ohne Server. Dieses Gerät ist der Tisch: Lassen Sie es geöffnet.",
        LiveRemoteSeat => "Auf einem anderen Gerät",
        LiveSecrets => "Jedes Gerät erhält die ganze Partie samt Startwert: Jeder Bildschirm zeigt nur, was die eigenen Plätze sehen dürfen, doch wer in seinem Browser nachforscht, könnte die Reihenfolge jedes Stapels und jeder Hand herausfinden.",
        LiveInvitationFor => "Einladung für {player}",
        LiveCopyInvitation => "Einladung für {player} kopieren",
        LiveAnswerFor => "Antwortcode von {player}",
        LiveConnect => "Verbinden",
        LiveWaiting => "{player}: Antwortcode steht noch aus",
        LiveConnected => "{player}: verbunden",
        LiveLost => "{player}: Verbindung verloren. Die Person öffnet ihre Einladung erneut und schickt Ihnen den neuen Antwortcode.",
        LiveGuestHeading => "Einer Partie aus der Ferne beitreten",
        LiveSendAnswer => "Senden Sie diesen Antwortcode an den Gastgeber (über einen beliebigen Chat). Die Partie erscheint hier, sobald er ihn eingefügt hat.",
        LiveCopyAnswer => "Antwortcode kopieren",
        LiveGuestWaiting => "Warten auf die Verbindung des Gastgebers…",
        LiveGuestConnected => "Mit dem Tisch des Gastgebers verbunden.",
        LiveGuestLost => "Die Verbindung zum Gastgeber ist verloren. Öffnen Sie den Einladungslink erneut, um zurückzukehren.",
        LiveElsewhere => "Warten auf {player}…",
        LiveRefused => "Der Tisch des Gastgebers hat diesen Zug abgelehnt.",
        LiveCodeDamaged => "Dieser Code ist beschädigt oder unvollständig: Kopieren Sie ihn erneut, vollständig.",
        LiveCodeNewer => "Dieser Code stammt aus einer neueren Version der App: Aktualisieren Sie sie auf diesem Gerät.",
        LiveCodeOtherGame => "Dieser Code gehört zu einem anderen Spiel.",
        LiveCodeWrongSide => "Das ist nicht der hier erwartete Code: Ein Antwortcode geht an den Gastgeber, eine Einladung an einen Gast.",
        LiveCodeStale => "Diese Antwort gehört zu einer anderen Einladung (einer älteren oder der einer anderen Person).",
        LiveCodeUnsupported => "Die Verbindungsdaten dieses Browsers passen nicht in einen Code.",
        LiveNoConnection => "Dieser Browser kann sich nicht direkt mit einem anderen Gerät verbinden.",
        LiveStun => "STUN-Server (optional)",
        LiveStunHint => "Im selben Netz ist nichts nötig. Um über das Internet zu spielen, nennt ein STUN-Server (etwa stun:stun.l.google.com:19302) jedem Gerät seine öffentliche Adresse; dieser Server sieht die Adressen, nichts von der Partie. Manche Netze blockieren direkte Verbindungen trotzdem.",
        LiveTable => "Ferntisch",
        LivePreparing => "Verbindung wird vorbereitet…",
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

impl Catalogue for German {
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
    fn product_amount(&self, _product: Product, _amount: u8) -> String {
        String::new()
    }
    fn cost_text(&self, cubes: &CubeCounts) -> String {
        cubes_text(cubes)
    }
    fn gains_text(&self, influence: u8, gold: u8, cogs: u8) -> String {
        gains_text(influence, gold, cogs)
    }
    fn cogs_phrase(&self, count: u8) -> String {
        cogs(count)
    }
    fn influence_phrase(&self, count: u8) -> String {
        count.to_string()
    }
    fn bought(&self, _count: u8, _load: LoadId) -> String {
        String::new()
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
        match winners {
            [] => say!("Geteilter Sieg").to_string(),
            [winner] => say!("{} gewinnt!", winner),
            [rest @ .., last] => say!("Geteilter Sieg: {} und {}", rest.join(", "), last),
        }
    }

    fn not_possible(&self, count: usize) -> String {
        shell::not_possible(&SHELL, count)
    }
}
