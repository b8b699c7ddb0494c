//! German. No German text of the game is among the sources (only the English rulebook
//! survives), so the words are chosen here: Technik, Chemie, Physik, Ideen und Geld (counted as
//! in German rulebooks: "3 Geld"), Leisten, Aktionsfelder, Auslage- und Laborplätze, Schalter,
//! Durchbrüche, Erfindergeist. Inventions carry their real German names ("Telefon",
//! "Dampfmaschine", "Röntgenstrahlen"); the other cards are named descriptively. Card names
//! carry their gender and, for weak nouns, their accusative ("den Telegrafen"), so the articles
//! are written here, not glued.

use super::{cell_label, join, name_of, Words};
use crate::rules::{
    data, Action, Bundle, CostTarget, Effect, Event, Field, GameState, Illegal, Lab, LabSide,
    LocationKind, Modifier, NewsRule, Occasion, Resource, SearchFilter, SetupError, Track, Vote,
};

/// The German words.
pub struct German;

const TITLE: &str = "Zeitalter der Erfinder";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Gender {
    Masculine,
    Feminine,
    Neuter,
    Plural,
    /// A name without an article (a formula).
    None,
}

/// A card's name with its gender and its form in the accusative, which differs for weak
/// nouns ("der Telegraf", "den Telegrafen").
#[derive(Clone, Copy)]
struct Card {
    name: &'static str,
    accusative: &'static str,
    gender: Gender,
}

const fn card(name: &'static str, gender: Gender) -> Card {
    Card {
        name,
        accusative: name,
        gender,
    }
}

/// A weak masculine noun, which takes -en outside the nominative.
const fn weak(name: &'static str, accusative: &'static str) -> Card {
    Card {
        name,
        accusative,
        gender: Gender::Masculine,
    }
}

impl Card {
    /// With the definite article in the accusative: "den Blitzableiter", "die Dampfmaschine",
    /// "das Telefon", "die Röntgenstrahlen", "den Telegrafen".
    fn the_accusative(self) -> String {
        let article = match self.gender {
            Gender::Masculine => "den ",
            Gender::Feminine | Gender::Plural => "die ",
            Gender::Neuter => "das ",
            Gender::None => "",
        };
        format!("{article}{}", self.accusative)
    }
}

const INVENTIONS: [Card; data::INVENTIONS] = {
    use Gender::*;
    [
        card("Blitzableiter", Masculine),
        card("Spinnmaschine Jenny", Feminine),
        card("Wasserspinnmaschine", Feminine),
        card("Dampfmaschine", Feminine),
        card("Impfstoff", Masculine),
        card("Batterie", Feminine),
        card("Konservendose", Feminine),
        card("Dampflokomotive", Feminine),
        card("Stethoskop", Neuter),
        card("Mähmaschine", Feminine),
        card("Trommelrevolver", Masculine),
        weak("Telegraf", "Telegrafen"),
        card("Fotografie", Feminine),
        card("Nähmaschine", Feminine),
        card("Vulkanisation", Feminine),
        card("Maispflücker", Masculine),
        card("Heuwender", Masculine),
        card("Pasteurisierung", Feminine),
        card("Maschinengewehr", Neuter),
        card("Torpedo", Masculine),
        card("Dynamit", Neuter),
        card("Periodensystem", Neuter),
        card("Fruchtwechsel", Masculine),
        card("Telefon", Neuter),
        card("Glühbirne", Feminine),
        weak("Seismograf", "Seismografen"),
        card("Motorwagen", Masculine),
        card("Radar", Neuter),
        card("Leuchtstofflampe", Feminine),
        card("Dieselmotor", Masculine),
        card("Radioaktivität", Feminine),
        card("Zeppelin", Masculine),
        card("Röntgenstrahlen", Plural),
        card("Flugmaschine", Feminine),
        card("Fließband", Neuter),
        card("E=mc²", None),
        card("Audion-Röhre", Feminine),
        card("Echolot", Neuter),
        card("Hubschrauber", Masculine),
        card("Antibiotika", Plural),
        card("Panzer", Masculine),
        card("Edelstahl", Masculine),
        card("Radioschaltkreis", Masculine),
        card("Insulin", Neuter),
        card("Raketen", Plural),
        card("Penicillin", Neuter),
        card("Elektromagnetische Induktion", Feminine),
        card("Funktechnik", Feminine),
    ]
};

const EQUIPMENT: [Card; data::EQUIPMENT] = {
    use Gender::*;
    [
        card("Drehbank", Feminine),
        card("Retorte", Feminine),
        card("Spiegelgalvanometer", Neuter),
        card("Zeichentisch", Masculine),
        card("Bunsenbrenner", Masculine),
        card("Schmiede", Feminine),
        card("Voltasche Säule", Feminine),
        card("Mikroskop", Neuter),
        card("Fernrohr", Neuter),
        card("Druckerpresse", Feminine),
        card("Kontor", Neuter),
        card("Bibliothek", Feminine),
        card("Wandtafel", Feminine),
        card("Dampfhammer", Masculine),
        card("Hochofen", Masculine),
        card("Leidener Flasche", Feminine),
        card("Laborbuch", Neuter),
        card("Differenzmaschine", Feminine),
        card("Rohrpost", Feminine),
        card("Patentarchiv", Neuter),
        card("Empfehlungsschreiben", Plural),
        card("Barometer", Neuter),
        card("Spektroskop", Neuter),
        card("Kalorimeter", Neuter),
        card("Dynamomaschine", Feminine),
    ]
};

const NEWS: [&str; data::NEWS] = [
    "Die erste Weltausstellung öffnet in London",
    "„Über die Entstehung der Arten“ erscheint",
    "Das Transatlantikkabel funktioniert",
    "Der Suezkanal wird eröffnet",
    "Der Goldene Nagel verbindet die Eisenbahnen",
    "Panik an der Börse",
    "Weltausstellung in Paris und Eiffelturm",
    "Der Große Gestank von London",
    "Goldrausch in Kalifornien",
    "Nobels Testament stiftet die Preise",
    "Pariser Übereinkunft zum Schutz des gewerblichen Eigentums",
    "Der Krakatau bricht aus",
    "Der Stromkrieg",
    "Die Brooklyn-Brücke wird eröffnet",
    "Die ersten Olympischen Spiele der Neuzeit",
    "Das Kraftwerk Pearl Street erleuchtet Manhattan",
    "Pasteurs Impfstoff gegen Tollwut",
];

/// "1 Idee", "2 Ideen".
fn counted(count: u8, one: &str, many: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {many}")
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Engineering => "Technik",
        Resource::Chemistry => "Chemie",
        Resource::Physics => "Physik",
        Resource::Ideas => "Ideen",
        Resource::Funds => "Geld",
    }
}

/// The sciences and money are counted as masses ("2 Chemie", "3 Geld"), Ideas as pieces.
fn resource_count(count: u8, resource: Resource) -> String {
    match resource {
        Resource::Ideas => counted(count, "Idee", "Ideen"),
        _ => format!("{count} {}", resource_name(resource)),
    }
}

fn resources_text(bundle: Bundle) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&resource| bundle.get(resource) > 0)
        .map(|resource| resource_count(bundle.get(resource), resource))
        .collect();
    if parts.is_empty() {
        "nichts".to_string()
    } else {
        join(&parts, "und")
    }
}

fn field_name(field: Field) -> &'static str {
    resource_name(Resource::of(field))
}

fn track_name(track: Track) -> &'static str {
    match track {
        Track::Industrial => "Industrieleiste",
        Track::Economic => "Wirtschaftsleiste",
        Track::Academic => "Akademieleiste",
    }
}

fn lab_name(lab: Lab) -> &'static str {
    match lab {
        Lab::Government => "Regierung",
        Lab::Corporation => "Konzern",
        Lab::University => "Universität",
        Lab::Innovator => "Tüftler",
    }
}

fn lab_side(side: LabSide) -> &'static str {
    match side {
        LabSide::Authoritarian => "Regierung, autoritär",
        LabSide::Liberal => "Regierung, liberal",
        LabSide::ManufacturingCo => "Konzern, Manufaktur",
        LabSide::Metropolitan => "Universität, großstädtisch",
        LabSide::TradingFirm => "Konzern, Handelshaus",
        LabSide::Polytechnic => "Universität, Polytechnikum",
        LabSide::Visionary => "Tüftler, visionär",
        LabSide::Resourceful => "Tüftler, findig",
    }
}

fn lab_ability(side: LabSide) -> &'static str {
    match side {
        LabSide::Authoritarian => "Tiefer Staat",
        LabSide::Liberal => "Fortschritt",
        LabSide::ManufacturingCo => "Auftragsvergabe",
        LabSide::Metropolitan => "Offene These",
        LabSide::TradingFirm => "Unternehmergeist",
        LabSide::Polytechnic => "Doktorarbeit",
        LabSide::Visionary => "Heureka",
        LabSide::Resourceful => "Anpassungsfähigkeit",
    }
}

fn invention(id: u8) -> Card {
    INVENTIONS
        .get(usize::from(id))
        .copied()
        .unwrap_or(card("?", Gender::None))
}

fn equipment(id: u8) -> Card {
    EQUIPMENT
        .get(usize::from(id))
        .copied()
        .unwrap_or(card("?", Gender::None))
}

fn inventor(id: u8) -> &'static str {
    super::INVENTOR_NAMES
        .get(usize::from(id))
        .copied()
        .unwrap_or("?")
}

fn vote_name(vote: Vote) -> &'static str {
    match vote {
        Vote::Left => "links (Daumen hoch)",
        Vote::Right => "rechts (Daumen runter)",
    }
}

fn location_name(location: LocationKind) -> &'static str {
    match location {
        LocationKind::Ingenuity => "Aktionsfeld Erfindergeist",
        LocationKind::Experiment => "Aktionsfeld Experiment",
        LocationKind::Refresh => "Aktionsfeld Erneuern",
    }
}

fn cell(cell: u8) -> String {
    format!("Feld {}", cell_label(cell))
}

/// Slots numbered from 1.
fn slot(slot: u8) -> u32 {
    u32::from(slot) + 1
}

fn action_text(action: Action) -> String {
    match action {
        Action::GuessYear(year) => format!("auf das Jahr {year} tippen"),
        Action::ChooseSide(side) => format!("das Labor {} wählen", lab_side(side)),
        Action::CastVote(vote) => format!("für {} stimmen", vote_name(vote)),
        Action::RearrangeEquipment { first, second } => format!(
            "die Ausrüstung der Auslageplätze {} und {} tauschen",
            slot(first),
            slot(second)
        ),
        Action::Draft {
            slot: from,
            lab_slot,
        } => format!(
            "die Ausrüstung von Auslageplatz {} auf Laborplatz {} legen",
            slot(from),
            slot(lab_slot)
        ),
        Action::Activate(at) => format!("die Ausrüstung auf Laborplatz {} aktivieren", slot(at)),
        Action::AssignEquipment(at) => format!(
            "einen Assistenten zur Ausrüstung auf Laborplatz {} schicken",
            slot(at)
        ),
        Action::AssignAnyScience(field) => format!(
            "einen Assistenten für {} einsetzen",
            resource_count(1, Resource::of(field))
        ),
        Action::AssignBook(at) => {
            format!("einen Assistenten zum Buch auf {} schicken", cell(at))
        }
        Action::AssignIngenuity { funds: 0 } => format!(
            "einen Assistenten auf das {} schicken",
            location_name(LocationKind::Ingenuity)
        ),
        Action::AssignIngenuity { funds } => format!(
            "einen Assistenten auf das {} schicken und {} statt Ideen zahlen",
            location_name(LocationKind::Ingenuity),
            resource_count(funds, Resource::Funds)
        ),
        Action::AssignExperiment => format!(
            "einen Assistenten auf das {} schicken",
            location_name(LocationKind::Experiment)
        ),
        Action::Refresh {
            inventions,
            inventors,
        } => match (inventions, inventors) {
            (true, true) => "die Erfindungen und die Erfinder der Auslage erneuern".to_string(),
            (true, false) => "die Erfindungen der Auslage erneuern".to_string(),
            _ => "die Erfinder der Auslage erneuern".to_string(),
        },
        Action::Recruit(at) => format!("den Erfinder von Auslageplatz {} anwerben", slot(at)),
        Action::Conceive(at) => {
            format!("die Erfindung von Auslageplatz {} entwerfen", slot(at))
        }
        Action::PlaceInventor {
            inventor: id,
            cell: at,
            rotation,
            pay,
        } => format!(
            "{} für {} auf {} setzen (Drehung {rotation})",
            inventor(id),
            resource_count(1, pay),
            cell(at)
        ),
        Action::PlaceInvention {
            invention: id,
            cell: at,
            pay,
        } if pay == Bundle::NONE => format!(
            "{} kostenlos auf {} legen",
            invention(id).the_accusative(),
            cell(at)
        ),
        Action::PlaceInvention {
            invention: id,
            cell: at,
            pay,
        } => format!(
            "{} für {} auf {} legen",
            invention(id).the_accusative(),
            resources_text(pay),
            cell(at)
        ),
        Action::ConvertToIdea(field) => format!("{} in 1 Idee umwandeln", field_name(field)),
        Action::ConvertScience { from, to } => {
            format!("2 {} in 1 {} umwandeln", field_name(from), field_name(to))
        }
        Action::ConvertToFunds(field) => format!("1 {} in Geld umwandeln", field_name(field)),
        Action::Trigger(at) => format!("die Erfinderkarte auf Laborplatz {} nutzen", slot(at)),
        Action::Pass => "passen".to_string(),
        Action::EndTurn => "den Zug beenden".to_string(),
        Action::Choose(index) => format!("Option {} wählen", slot(index)),
        Action::Take(field) => format!("{} nehmen", resource_count(1, Resource::of(field))),
        Action::Spend(field) => format!("mit {} zahlen", field_name(field)),
        Action::UseBook(at) => format!("die Umwandlung des Buchs auf {} nutzen", cell(at)),
        Action::Accept => "annehmen".to_string(),
        Action::Decline => "ablehnen".to_string(),
        Action::AnswerQuiz {
            invention: id,
            inventor,
            year,
        } => format!(
            "{} als Erfinder von „{}“ nennen",
            super::with_year(credited(inventor), year),
            invention(id).name
        ),
    }
}

/// One log line for an event; `names` are the players' names in seat order.
fn event_text(event: &Event, names: &[String]) -> String {
    let who = |seat: u8| name_of(names, seat);
    match *event {
        Event::LabChosen { seat, side } => format!(
            "{} nimmt das Labor {} ({}).",
            who(seat),
            lab_side(side),
            lab_ability(side)
        ),
        Event::QuizWon { seat, year } => format!(
            "{} lag mit {year} am nächsten und wählt zuerst ein Labor.",
            who(seat)
        ),
        Event::RoundStarted(round) => format!("Runde {round} beginnt."),
        Event::NewsRevealed(card) => format!(
            "Eilmeldung: {}.",
            NEWS.get(usize::from(card)).copied().unwrap_or("?")
        ),
        Event::VotesRevealed {
            left,
            right,
            winner,
        } => format!(
            "Abstimmung: {left} für links, {right} für rechts; {} gewinnt.",
            match winner {
                Vote::Left => "links",
                Vote::Right => "rechts",
            }
        ),
        Event::Gained { seat, gain } => format!("{} erhält {}.", who(seat), resources_text(gain)),
        Event::Paid { seat, paid } => format!("{} zahlt {}.", who(seat), resources_text(paid)),
        Event::Transferred { from, to, amount } => format!(
            "{} nimmt {} {} ab.",
            who(to),
            who(from),
            resources_text(amount)
        ),
        Event::BookUsed {
            seat,
            owner,
            inventor: id,
        } if owner != seat => format!(
            "{} nutzt die Umwandlung auf dem Buch von {}; {} erhält als Besitzer die Zahlung.",
            who(seat),
            inventor(id),
            who(owner)
        ),
        Event::BookUsed {
            seat, inventor: id, ..
        } => format!(
            "{} nutzt die Umwandlung auf dem Buch von {}.",
            who(seat),
            inventor(id)
        ),
        Event::Income { seat, funds } => format!(
            "{} erhält {} Einkommen.",
            who(seat),
            resource_count(funds, Resource::Funds)
        ),
        Event::Drafted {
            seat,
            token,
            slot: from,
            lab_slot,
        } => format!(
            "{} legt {} von Auslageplatz {} auf Laborplatz {}.",
            who(seat),
            equipment(token).the_accusative(),
            slot(from),
            slot(lab_slot)
        ),
        Event::EquipmentActivated { seat, token } => format!(
            "{} aktiviert {}.",
            who(seat),
            equipment(token).the_accusative()
        ),
        Event::AssistantPlaced { seat } => {
            format!("{} setzt einen Laborassistenten ein.", who(seat))
        }
        Event::IngenuitySwapped {
            seat,
            with,
            position,
        } => format!(
            "{} tauscht auf der Erfindergeist-Leiste den Platz mit {} und steht jetzt auf Position {position}.",
            who(seat),
            who(with)
        ),
        Event::ExperimentDrawn { seat } => format!("{} zieht ein Experiment.", who(seat)),
        Event::BreakthroughDrawn { seat } => format!("{} zieht einen Durchbruch.", who(seat)),
        Event::OfferRefreshed {
            inventions,
            inventors,
        } => match (inventions, inventors) {
            (true, true) => "Die Erfindungen und die Erfinder der Auslage werden ersetzt.".to_string(),
            (true, false) => "Die Erfindungen der Auslage werden ersetzt.".to_string(),
            _ => "Die Erfinder der Auslage werden ersetzt.".to_string(),
        },
        Event::Recruited { seat, inventor: id } => {
            format!("{} wirbt {} an.", who(seat), inventor(id))
        }
        Event::Conceived { seat } => format!("{} entwirft eine Erfindung.", who(seat)),
        Event::InventorDrawn { seat, inventor: id } => {
            format!("{} zieht {}.", who(seat), inventor(id))
        }
        Event::InventionDrawn { seat } => format!("{} zieht eine Erfindung.", who(seat)),
        Event::InventorPlaced {
            seat,
            inventor: id,
            cell: at,
        } => format!("{} setzt {} auf {}.", who(seat), inventor(id), cell(at)),
        Event::InventionPlaced {
            seat,
            invention: id,
            cell: at,
        } => format!(
            "{} legt {} auf {}.",
            who(seat),
            invention(id).the_accusative(),
            cell(at)
        ),
        Event::CardDiscarded { seat, inventor: id } => {
            format!("{} wirft die Karte von {} ab.", who(seat), inventor(id))
        }
        Event::Retired {
            owner,
            inventor: id,
            cell: at,
        } => format!(
            "{} von {} setzt sich auf {} zur Ruhe.",
            inventor(id),
            who(owner),
            cell(at)
        ),
        Event::TrackAdvanced { seat, track, space } => format!(
            "{} rückt auf Feld {space} der {} vor.",
            who(seat),
            track_name(track)
        ),
        Event::MilestoneReached { seat, track, space } => format!(
            "{} erreicht den Meilenstein auf Feld {space} der {}.",
            who(seat),
            track_name(track)
        ),
        Event::MedallionTaken { seat, track } => format!(
            "{} nimmt das Medaillon der {}.",
            who(seat),
            track_name(track)
        ),
        Event::SwitchesFlipped { seat, on, count } => {
            if on {
                format!("{} legt {count} Schalter um.", who(seat))
            } else {
                format!("{} setzt {count} Schalter zurück.", who(seat))
            }
        }
        Event::Triggered { seat, inventor: id } => {
            format!("{} nutzt die Fähigkeit von {}.", who(seat), inventor(id))
        }
        Event::Passed { seat } => format!("{} passt.", who(seat)),
        Event::TurnEnded { seat } => format!("{} beendet den Zug.", who(seat)),
        Event::QuizAnswered {
            seat,
            invention: id,
            right,
            inventor,
            year,
        } => format!(
            "{} beantwortet das Quiz zu „{}“ {}: {} ({year}).",
            who(seat),
            invention(id).name,
            if right { "richtig" } else { "falsch, richtig war" },
            credited(inventor)
        ),
        Event::QuizWaived { seat, waived } => format!(
            "Die richtige Antwort spart {} 1 {}.",
            who(seat),
            resource_name(waived)
        ),
        Event::GameEnded => "Das Spiel ist zu Ende.".to_string(),
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => "das Spiel ist zu Ende",
        Illegal::NotNow => "das Spiel wartet auf eine andere Art von Entscheidung",
        Illegal::OutOfRange => "diesen Platz, dieses Feld, diese Wahl oder dieses Jahr gibt es nicht",
        Illegal::LabUnavailable => "dieses Labor ist vergeben oder wurde dir nicht zugeteilt",
        Illegal::NoSwitchLeft => "du hast keinen Schalter mehr zum Umlegen",
        Illegal::NoAssistantLeft => "du hast keinen Laborassistenten mehr",
        Illegal::NoBookBaseLeft => "du hast keinen Buchsockel mehr",
        Illegal::LocationTaken => "dieses Aktionsfeld ist schon besetzt",
        Illegal::LocationClosed => {
            "die Eilmeldung hat dieses Aktionsfeld für diese Runde geschlossen"
        }
        Illegal::CannotAfford => "du kannst es nicht bezahlen",
        Illegal::EmptyStack => "der Stapel ist leer",
        Illegal::EmptySlot => "dort liegt nichts",
        Illegal::NotInHand => "das hast du nicht auf der Hand",
        Illegal::CellTaken => "dieses Feld ist schon belegt",
        Illegal::NextToInventor => "ein Erfinder darf nicht neben einem anderen Erfinder stehen",
        Illegal::NoMatchingEdge => {
            "kein benachbarter Erfinder zeigt auf der zugewandten Kante das Fachgebiet der Erfindung"
        }
        Illegal::NotNextToNewInventor => {
            "die Erfindung muss an den eben gesetzten Erfinder grenzen"
        }
        Illegal::NoSuchRotation => "so lässt sich dieser Erfinder nicht drehen",
        Illegal::WrongPayment => "diese Zahlung deckt die Kosten nicht genau",
        Illegal::MainActionTaken => "du hast in diesem Zug schon deine Hauptaktion gemacht",
        Illegal::MainActionNotTaken => "du musst zuerst eine Hauptaktion machen oder passen",
        Illegal::AlreadyTriggered => "diese Karte wurde in dieser Runde schon genutzt",
        Illegal::NotATrigger => "die Fähigkeit dieser Karte wirkt von selbst und wird nicht ausgelöst",
        Illegal::NoMatch => "kein Plättchen im Stapel passt",
        Illegal::MustTakeCheapest => {
            "du musst eine Ausrüstung nehmen, die du bezahlen kannst, sonst die billigste"
        }
        Illegal::NoRearrange => "diese Ausrüstungsplättchen darfst du nicht umordnen",
        Illegal::SameField => "ein Fachgebiet lässt sich nicht in sich selbst umwandeln",
        Illegal::NotLiberal => "nur das liberale Labor darf Erfindergeist mit Geld bezahlen",
        Illegal::AlreadyUsed => "diese Ausrüstung wurde schon genutzt",
        Illegal::NothingToTake => "dieser Spieler hat nichts von diesem Rohstoff",
        Illegal::NothingChosen => "wähle die Erfindungen, die Erfinder oder beides",
        Illegal::AlreadyAnswered => "das Quiz zu dieser Erfindung wurde schon beantwortet",
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => format!(
            "eine Partie braucht {} bis {} Spieler, nicht {count}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS
        ),
    }
}

/// Why a recorded game does not replay.
fn replay_error(error: &tabletop::ReplayError<GameState>) -> String {
    match error {
        tabletop::ReplayError::Setup(reason) => {
            format!(
                "die Spielvorbereitung ist ungültig: {}",
                setup_error(reason)
            )
        }
        tabletop::ReplayError::Illegal {
            index,
            action,
            reason,
        } => format!(
            "Aktion {} ({}) ist nicht erlaubt: {}",
            index + 1,
            action_text(*action),
            illegal(reason.reason)
        ),
    }
}

impl Words for German {
    fn title(&self) -> &'static str {
        TITLE
    }
    fn resource(&self, resource: Resource) -> &'static str {
        resource_name(resource)
    }
    fn resources(&self, bundle: Bundle) -> String {
        resources_text(bundle)
    }
    fn field(&self, field: Field) -> &'static str {
        field_name(field)
    }
    fn track(&self, track: Track) -> &'static str {
        track_name(track)
    }
    fn lab(&self, lab: Lab) -> &'static str {
        lab_name(lab)
    }
    fn lab_side(&self, side: LabSide) -> &'static str {
        lab_side(side)
    }
    fn lab_ability(&self, side: LabSide) -> &'static str {
        lab_ability(side)
    }
    fn invention(&self, id: u8) -> &'static str {
        invention(id).name
    }
    fn credited(&self, index: u8) -> &'static str {
        credited(index)
    }

    fn equipment(&self, id: u8) -> &'static str {
        equipment(id).name
    }
    fn experiment(&self, id: u8) -> String {
        match data::EXPERIMENT_DATA.get(usize::from(id)) {
            Some(experiment) => format!(
                "Experiment (braucht {}, {} Punkte wert)",
                resources_text(experiment.needs),
                experiment.vp
            ),
            None => "Experiment".to_string(),
        }
    }
    fn breakthrough(&self, value: u8) -> String {
        format!(
            "Durchbruch im Wert von {}",
            counted(value, "Punkt", "Punkten")
        )
    }
    fn news(&self, id: u8) -> &'static str {
        NEWS.get(usize::from(id)).copied().unwrap_or("?")
    }
    fn vote(&self, vote: Vote) -> &'static str {
        vote_name(vote)
    }
    fn location(&self, location: LocationKind) -> &'static str {
        location_name(location)
    }
    fn cell(&self, at: u8) -> String {
        cell(at)
    }
    fn action(&self, action: Action) -> String {
        action_text(action)
    }
    fn event(&self, event: &Event, names: &[String]) -> String {
        event_text(event, names)
    }
    fn illegal(&self, reason: Illegal) -> &'static str {
        illegal(reason)
    }
    fn setup_error(&self, error: &SetupError) -> String {
        setup_error(error)
    }
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        replay_error(error)
    }

    fn effects(&self, effects: &[Effect]) -> String {
        let sentences: Vec<String> = effects.iter().map(|e| effect_text(*e)).collect();
        sentences.join(" ")
    }

    fn modifier(&self, modifier: Modifier) -> String {
        modifier_text(modifier)
    }

    fn news_rule(&self, rule: NewsRule) -> String {
        match rule {
            NewsRule::AllGain(gain) => format!("Alle erhalten {}.", resources_text(gain)),
            NewsRule::AllGainAny(n) => format!(
                "Alle erhalten {} nach Wahl.",
                counted(n, "Wissenschaftsrohstoff", "Wissenschaftsrohstoffe")
            ),
            NewsRule::RankGain { highest, gain } => format!(
                "Wer auf der Erfindergeist-Leiste am {} steht, erhält {}.",
                if highest { "höchsten" } else { "tiefsten" },
                resources_text(gain)
            ),
            NewsRule::ForAll(modifier) => format!("In dieser Runde: {}", modifier_text(modifier)),
            NewsRule::OnEvent(occasion, gain) => format!(
                "In dieser Runde erhält, wer {} legt, {}.",
                match occasion {
                    Occasion::PlaceInventor => "einen Erfinder",
                    Occasion::PlaceInvention => "eine Erfindung",
                },
                resources_text(gain)
            ),
            NewsRule::CloseLocation(location) => format!(
                "Das {} ist in dieser Runde geschlossen.",
                location_name(location)
            ),
            NewsRule::ExtraEquipmentActivation(n) => format!(
                "In dieser Runde aktivieren alle {} mehr.",
                counted(n, "Ausrüstungsplättchen", "Ausrüstungsplättchen")
            ),
        }
    }

    fn lab_ability_text(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => "Wenn eine Nachrichtenabstimmung entschieden ist, nimm jedem, der anders gestimmt hat, 1 Idee. Direkt vor deiner Ausrüstungswahl darfst du die übrigen Plättchen der Auslage umordnen.",
            LabSide::Liberal => "Wenn dich die Erfindergeist-Aktion eines anderen nach unten schiebt, nimm dieser Person 1 Wissenschaftsrohstoff deiner Wahl. Du darfst die Erfindergeist-Aktion mit Geld statt Ideen bezahlen.",
            LabSide::ManufacturingCo => "Immer wenn eine neue Erfinderkarte in die Auslage kommt, darfst du sie sofort zum Preis ihres Platzes anwerben, ohne Schalter, auch im Zug eines anderen.",
            LabSide::Metropolitan => "Wenn du einen Assistenten auf eines deiner Ausrüstungsplättchen setzt, darfst du zusätzlich die Umwandlung eines freien Erfinders nutzen.",
            LabSide::TradingFirm => "Wenn du eine Erfindung legst, erhältst du 1 Geld für jede bezahlte Technik, Chemie oder Physik.",
            LabSide::Polytechnic => "Wenn du einen Erfinder legst, darfst du mit demselben Schalter eine Erfindung aus deiner Hand daneben legen.",
            LabSide::Visionary => "Immer wenn du eine Erfindung entwirfst, darfst du 1 Idee zahlen, um ein weiteres Erfindungsplättchen zu ziehen.",
            LabSide::Resourceful => "Bei jeder Zahlung und beim Erfüllen der Experimente am Ende darf 1 Idee für 1 Technik, Chemie, Physik oder Geld stehen.",
        }
    }

    fn slot_bonus(&self, bonus: data::SlotBonus) -> String {
        match bonus {
            data::SlotBonus::Gain(gain) => format!("erhalte {}", resources_text(gain)),
            data::SlotBonus::GainAny(n) => format!(
                "erhalte {} nach Wahl",
                counted(n, "Wissenschaftsrohstoff", "Wissenschaftsrohstoffe")
            ),
            data::SlotBonus::DrawInvention(n) => format!(
                "ziehe {}",
                counted(n, "Erfindungsplättchen", "Erfindungsplättchen")
            ),
        }
    }

    fn conversion(&self, pay: Bundle, gain: Bundle) -> String {
        format!(
            "zahle dem Besitzer {}, um {} zu erhalten.",
            resources_text(pay),
            resources_text(gain)
        )
    }
}

/// One effect as a sentence.
fn effect_text(effect: Effect) -> String {
    let science = |n: u8| counted(n, "Wissenschaftsrohstoff", "Wissenschaftsrohstoffe");
    match effect {
        Effect::Gain(gain) => format!("Erhalte {}.", resources_text(gain)),
        Effect::GainAny(n) => format!("Erhalte {} nach Wahl.", science(n)),
        Effect::GainSplit {
            resource,
            own,
            others,
        } => format!(
            "Erhalte {}; alle anderen erhalten {}.",
            resource_count(own, resource),
            resource_count(others, resource)
        ),
        Effect::Convert {
            pay,
            gain,
            gain_any,
        } => {
            let mut paid = resources_text(pay.fixed);
            if pay.any_science > 0 {
                let any = science(pay.any_science);
                paid = if pay.fixed.total() > 0 {
                    format!("{paid} und {any}")
                } else {
                    any
                };
            }
            let mut got = Vec::new();
            if gain.total() > 0 {
                got.push(resources_text(gain));
            }
            if gain_any > 0 {
                got.push(format!("{} nach Wahl", science(gain_any)));
            }
            format!("Du darfst {paid} zahlen, um {} zu erhalten.", join(&got, "und"))
        }
        Effect::DrawInvention(n) => format!("Ziehe {}.", counted(n, "Erfindungsplättchen", "Erfindungsplättchen")),
        Effect::DrawInventor(n) => format!("Ziehe {}.", counted(n, "Erfinderkarte", "Erfinderkarten")),
        Effect::DrawExperiment(n) => format!("Ziehe {}.", counted(n, "geheimes Experiment", "geheime Experimente")),
        Effect::DrawBreakthrough(n) => format!("Ziehe {}.", counted(n, "Durchbruch", "Durchbrüche")),
        Effect::ResetSwitches(n) => format!(
            "Stelle {} zurück.",
            counted(n, "benutzten Schalter", "benutzte Schalter")
        ),
        Effect::ActivateEquipment(1) => "Aktiviere eines deiner Ausrüstungsplättchen noch einmal.".into(),
        Effect::ActivateEquipment(n) => {
            format!("Aktiviere {n} verschiedene deiner Ausrüstungsplättchen noch einmal.")
        }
        Effect::PlaceDiscounted(n) => format!(
            "Mit einem freien Schalter darfst du eine weitere Erfindung aus deiner Hand legen, {} ihrer Kosten erlassen.",
            counted(n, "Einheit", "Einheiten")
        ),
        Effect::SearchConceive(first, second) => format!(
            "Mit einem freien Schalter: Nenne {} oder {}, ziehe, bis eine Erfindung passt, und entwirf sie kostenlos.",
            filter_name(first),
            filter_name(second)
        ),
        Effect::PeekInventions { count, take_ideas } => format!(
            "Sieh dir die obersten {count} Erfindungsplättchen an; du darfst eines davon für {} entwerfen.",
            counted(take_ideas, "Idee", "Ideen")
        ),
        Effect::StealFunds(n) => format!(
            "Alle unter dir auf der Erfindergeist-Leiste geben dir bis zu {} Geld.",
            n
        ),
        Effect::StealSwitch => "Alle unter dir auf der Erfindergeist-Leiste verbrauchen einen freien Schalter; du stellst für jeden einen deiner Schalter zurück.".into(),
        Effect::InnovativeIdeas => "Erhalte 1 Idee und 1 weitere für jede Person unter dir auf der Erfindergeist-Leiste.".into(),
        Effect::UseConversion => "Nutze die Umwandlung eines freien Erfinders ohne Assistenten.".into(),
        Effect::NextPlacementDiscount(n) => format!(
            "Deine nächste Erfindung in diesem Zug kostet {} weniger.",
            counted(n, "Einheit", "Einheiten")
        ),
        Effect::AdvanceTrack(track, n) => format!(
            "Rücke auf der {} um {} vor.",
            track_name(track),
            counted(n, "Feld", "Felder")
        ),
    }
}

fn filter_name(filter: SearchFilter) -> String {
    match filter {
        SearchFilter::Field(field) => field_name(field).to_string(),
        SearchFilter::Track(track) => format!("die {}", track_name(track)),
    }
}

/// A lasting modifier as a sentence.
fn modifier_text(modifier: Modifier) -> String {
    match modifier {
        Modifier::WildAdjacency(field) => format!(
            "Deine Erfindungen dürfen an jede Erfinderkante gelegt werden, als zeige sie {}.",
            field_name(field)
        ),
        Modifier::TrackBonus(track, steps) => format!(
            "Jede Erfindung, die du auf der {} legst, rückt {} weiter.",
            track_name(track),
            counted(steps, "Feld", "Felder")
        ),
        Modifier::CostDelta(target, delta) => {
            let what = match target {
                CostTarget::Recruit => "Einen Erfinder anzuwerben kostet",
                CostTarget::Conceive => "Eine Erfindung zu entwerfen kostet",
                CostTarget::Ingenuity => "Die Erfindergeist-Aktion kostet",
                CostTarget::ExperimentFunds => "Die Experiment-Aktion kostet",
                CostTarget::Refresh => "Das Erneuern kostet",
                CostTarget::Equipment => "Ausrüstung zu wählen kostet",
                CostTarget::Income => "Das Einkommen beträgt",
            };
            let amount = match target {
                CostTarget::Conceive | CostTarget::Ingenuity => {
                    counted(delta.unsigned_abs(), "Idee", "Ideen")
                }
                _ => format!("{} Geld", delta.unsigned_abs()),
            };
            if delta < 0 {
                format!("{what} {amount} weniger (nie unter 0).")
            } else {
                format!("{what} {amount} mehr.")
            }
        }
        Modifier::IdeaConversionRate(rate) => format!(
            "{rate} gleiche Wissenschaftsrohstoffe ergeben 1 Idee (statt {}).",
            data::IDEA_CONVERSION_MATCHING
        ),
        Modifier::FundsConversionRate(rate) => {
            format!("1 Wissenschaftsrohstoff ergibt {rate} Geld.")
        }
        Modifier::BreakthroughPick => {
            "Immer wenn du einen Durchbruch ziehst, ziehe 2 und behalte 1.".into()
        }
    }
}

/// A credited inventor of the quiz list: the names as printed, but the Wright brothers in this
/// language.
fn credited(index: u8) -> &'static str {
    match index {
        33 => "Die Brüder Wright",
        _ => super::credited_name(index),
    }
}
