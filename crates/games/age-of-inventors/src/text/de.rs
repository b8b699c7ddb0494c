//! German. No German text of the game is among the sources (only the English rulebook
//! survives), so the words are chosen here: Technik, Chemie, Physik, Ideen und Geld (counted as
//! in German rulebooks: "3 Geld"), Leisten, Aktionsfelder, Auslage- und Laborplätze, Schalter,
//! Durchbrüche, Erfindergeist. Inventions carry their real German names ("Telefon",
//! "Dampfmaschine", "Röntgenstrahlen"); the other cards are named descriptively. Card names
//! carry their gender and, for weak nouns, their accusative ("den Telegrafen"), so the articles
//! are written here, not glued.

use super::{actions, cell_position, effects, events, join, Grammar, Words};
use crate::rules::{
    data, Action, Bundle, Effect, Event, Field, GameState, Illegal, Lab, LabSide, LocationKind,
    Modifier, NewsRule, Resource, SearchFilter, SetupError, Track, Vote,
};
use tabletop::words::Word;
use tabletop::{say, word};

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
    name: Word,
    accusative: Word,
    gender: Gender,
}

const fn card(name: Word, gender: Gender) -> Card {
    Card {
        name,
        accusative: name,
        gender,
    }
}

/// A weak masculine noun, which takes -en outside the nominative.
const fn weak(name: Word, accusative: Word) -> Card {
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
            Gender::Masculine => say!("den "),
            Gender::Feminine | Gender::Plural => say!("die "),
            Gender::Neuter => say!("das "),
            Gender::None => "",
        };
        say!("{}{}", article, self.accusative.text())
    }
}

const INVENTIONS: [Card; data::INVENTIONS] = {
    use Gender::*;
    [
        card(word!("Blitzableiter"), Masculine),
        card(word!("Spinnmaschine Jenny"), Feminine),
        card(word!("Wasserspinnmaschine"), Feminine),
        card(word!("Dampfmaschine"), Feminine),
        card(word!("Impfstoff"), Masculine),
        card(word!("Batterie"), Feminine),
        card(word!("Konservendose"), Feminine),
        card(word!("Dampflokomotive"), Feminine),
        card(word!("Stethoskop"), Neuter),
        card(word!("Mähmaschine"), Feminine),
        card(word!("Trommelrevolver"), Masculine),
        weak(word!("Telegraf"), word!("Telegrafen")),
        card(word!("Fotografie"), Feminine),
        card(word!("Nähmaschine"), Feminine),
        card(word!("Vulkanisation"), Feminine),
        card(word!("Maispflücker"), Masculine),
        card(word!("Heuwender"), Masculine),
        card(word!("Pasteurisierung"), Feminine),
        card(word!("Maschinengewehr"), Neuter),
        card(word!("Torpedo"), Masculine),
        card(word!("Dynamit"), Neuter),
        card(word!("Periodensystem"), Neuter),
        card(word!("Fruchtwechsel"), Masculine),
        card(word!("Telefon"), Neuter),
        card(word!("Glühbirne"), Feminine),
        weak(word!("Seismograf"), word!("Seismografen")),
        card(word!("Motorwagen"), Masculine),
        card(word!("Radar"), Neuter),
        card(word!("Leuchtstofflampe"), Feminine),
        card(word!("Dieselmotor"), Masculine),
        card(word!("Radioaktivität"), Feminine),
        card(word!("Zeppelin"), Masculine),
        card(word!("Röntgenstrahlen"), Plural),
        card(word!("Flugmaschine"), Feminine),
        card(word!("Fließband"), Neuter),
        card(word!("E=mc²"), None),
        card(word!("Audion-Röhre"), Feminine),
        card(word!("Echolot"), Neuter),
        card(word!("Hubschrauber"), Masculine),
        card(word!("Antibiotika"), Plural),
        card(word!("Panzer"), Masculine),
        card(word!("Edelstahl"), Masculine),
        card(word!("Radioschaltkreis"), Masculine),
        card(word!("Insulin"), Neuter),
        card(word!("Raketen"), Plural),
        card(word!("Penicillin"), Neuter),
        card(word!("Elektromagnetische Induktion"), Feminine),
        card(word!("Funktechnik"), Feminine),
    ]
};

const EQUIPMENT: [Card; data::EQUIPMENT] = {
    use Gender::*;
    [
        card(word!("Drehbank"), Feminine),
        card(word!("Retorte"), Feminine),
        card(word!("Spiegelgalvanometer"), Neuter),
        card(word!("Zeichentisch"), Masculine),
        card(word!("Bunsenbrenner"), Masculine),
        card(word!("Schmiede"), Feminine),
        card(word!("Voltasche Säule"), Feminine),
        card(word!("Mikroskop"), Neuter),
        card(word!("Fernrohr"), Neuter),
        card(word!("Druckerpresse"), Feminine),
        card(word!("Kontor"), Neuter),
        card(word!("Bibliothek"), Feminine),
        card(word!("Wandtafel"), Feminine),
        card(word!("Dampfhammer"), Masculine),
        card(word!("Hochofen"), Masculine),
        card(word!("Leidener Flasche"), Feminine),
        card(word!("Laborbuch"), Neuter),
        card(word!("Differenzmaschine"), Feminine),
        card(word!("Rohrpost"), Feminine),
        card(word!("Patentarchiv"), Neuter),
        card(word!("Empfehlungsschreiben"), Plural),
        card(word!("Barometer"), Neuter),
        card(word!("Spektroskop"), Neuter),
        card(word!("Kalorimeter"), Neuter),
        card(word!("Dynamomaschine"), Feminine),
    ]
};

const NEWS: [Word; data::NEWS] = [
    word!("Die erste Weltausstellung öffnet in London"),
    word!("„Über die Entstehung der Arten“ erscheint"),
    word!("Das Transatlantikkabel funktioniert"),
    word!("Der Suezkanal wird eröffnet"),
    word!("Der Goldene Nagel verbindet die Eisenbahnen"),
    word!("Panik an der Börse"),
    word!("Weltausstellung in Paris und Eiffelturm"),
    word!("Der Große Gestank von London"),
    word!("Goldrausch in Kalifornien"),
    word!("Nobels Testament stiftet die Preise"),
    word!("Pariser Übereinkunft zum Schutz des gewerblichen Eigentums"),
    word!("Der Krakatau bricht aus"),
    word!("Der Stromkrieg"),
    word!("Die Brooklyn-Brücke wird eröffnet"),
    word!("Die ersten Olympischen Spiele der Neuzeit"),
    word!("Das Kraftwerk Pearl Street erleuchtet Manhattan"),
    word!("Pasteurs Impfstoff gegen Tollwut"),
];

/// "1 Idee", "2 Ideen".
fn counted(count: u8, one: &str, many: &str) -> String {
    if count == 1 {
        say!("1 {}", one)
    } else {
        say!("{} {}", count, many)
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Engineering => say!("Technik"),
        Resource::Chemistry => say!("Chemie"),
        Resource::Physics => say!("Physik"),
        Resource::Ideas => say!("Ideen"),
        Resource::Funds => say!("Geld"),
    }
}

/// The sciences and money are counted as masses ("2 Chemie", "3 Geld"), Ideas as pieces.
fn resource_count(count: u8, resource: Resource) -> String {
    match resource {
        Resource::Ideas => counted(count, say!("Idee"), say!("Ideen")),
        _ => say!("{} {}", count, resource_name(resource)),
    }
}

fn resources_text(bundle: Bundle) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&resource| bundle.get(resource) > 0)
        .map(|resource| resource_count(bundle.get(resource), resource))
        .collect();
    if parts.is_empty() {
        say!("nichts").to_string()
    } else {
        join(&parts, say!("und"))
    }
}

fn field_name(field: Field) -> &'static str {
    resource_name(Resource::of(field))
}

fn track_name(track: Track) -> &'static str {
    match track {
        Track::Industrial => say!("Industrieleiste"),
        Track::Economic => say!("Wirtschaftsleiste"),
        Track::Academic => say!("Akademieleiste"),
    }
}

fn lab_name(lab: Lab) -> &'static str {
    match lab {
        Lab::Government => say!("Regierung"),
        Lab::Corporation => say!("Konzern"),
        Lab::University => say!("Universität"),
        Lab::Innovator => say!("Tüftler"),
    }
}

fn lab_side(side: LabSide) -> &'static str {
    match side {
        LabSide::Authoritarian => say!("Regierung, autoritär"),
        LabSide::Liberal => say!("Regierung, liberal"),
        LabSide::ManufacturingCo => say!("Konzern, Manufaktur"),
        LabSide::Metropolitan => say!("Universität, großstädtisch"),
        LabSide::TradingFirm => say!("Konzern, Handelshaus"),
        LabSide::Polytechnic => say!("Universität, Polytechnikum"),
        LabSide::Visionary => say!("Tüftler, visionär"),
        LabSide::Resourceful => say!("Tüftler, findig"),
    }
}

fn lab_ability(side: LabSide) -> &'static str {
    match side {
        LabSide::Authoritarian => say!("Tiefer Staat"),
        LabSide::Liberal => say!("Fortschritt"),
        LabSide::ManufacturingCo => say!("Auftragsvergabe"),
        LabSide::Metropolitan => say!("Offene These"),
        LabSide::TradingFirm => say!("Unternehmergeist"),
        LabSide::Polytechnic => say!("Doktorarbeit"),
        LabSide::Visionary => say!("Heureka"),
        LabSide::Resourceful => say!("Anpassungsfähigkeit"),
    }
}

fn invention(id: u8) -> Card {
    INVENTIONS
        .get(usize::from(id))
        .copied()
        .unwrap_or(card(word!("?"), Gender::None))
}

fn equipment(id: u8) -> Card {
    EQUIPMENT
        .get(usize::from(id))
        .copied()
        .unwrap_or(card(word!("?"), Gender::None))
}

fn inventor(id: u8) -> &'static str {
    super::INVENTOR_NAMES
        .get(usize::from(id))
        .map_or("?", |name| name.text())
}

fn vote_name(vote: Vote) -> &'static str {
    match vote {
        Vote::Left => say!("links (Daumen hoch)"),
        Vote::Right => say!("rechts (Daumen runter)"),
    }
}

fn location_name(location: LocationKind) -> &'static str {
    match location {
        LocationKind::Ingenuity => say!("Aktionsfeld Erfindergeist"),
        LocationKind::Experiment => say!("Aktionsfeld Experiment"),
        LocationKind::Refresh => say!("Aktionsfeld Erneuern"),
    }
}

fn cell(cell: u8) -> String {
    let (row, place) = cell_position(cell);
    say!("Feld {} in Reihe {}", place, row)
}

/// Slots numbered from 1.
fn slot(slot: u8) -> u32 {
    u32::from(slot) + 1
}

/// The commands' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("auf das Jahr {0} tippen"),
    word!("das Labor {0} wählen"),
    word!("für {0} stimmen"),
    word!("die Ausrüstung der Auslageplätze {0} und {1} tauschen"),
    word!("die Ausrüstung von Auslageplatz {0} auf Laborplatz {1} legen"),
    word!("die Ausrüstung auf Laborplatz {0} aktivieren"),
    word!("einen Assistenten zur Ausrüstung auf Laborplatz {0} schicken"),
    word!("einen Assistenten für {0} einsetzen"),
    word!("einen Assistenten zum Buch auf {0} schicken"),
    word!("einen Assistenten auf das {0} schicken"),
    word!("einen Assistenten auf das {0} schicken und {1} statt ebenso vieler Ideen zahlen"),
    word!("einen Assistenten auf das {0} schicken"),
    word!("die Erfindungen und die Erfinder der Auslage erneuern"),
    word!("die Erfindungen der Auslage erneuern"),
    word!("die Erfinder der Auslage erneuern"),
    word!("den Erfinder von Auslageplatz {0} anwerben"),
    word!("die Erfindung von Auslageplatz {0} entwerfen"),
    word!("{0} für {3} auf {1} setzen (Drehung {2})"),
    word!("{0} kostenlos auf {1} legen"),
    word!("{0} für {2} auf {1} legen"),
    word!("{0} in 1 Idee umwandeln"),
    word!("2 {0} in 1 {1} umwandeln"),
    word!("1 {0} in Geld umwandeln"),
    word!("die Erfinderkarte auf Laborplatz {0} nutzen"),
    word!("passen"),
    word!("den Zug beenden"),
    word!("Option {0} wählen"),
    word!("{0} nehmen"),
    word!("mit {0} zahlen"),
    word!("die Umwandlung des Buchs auf {0} nutzen"),
    word!("annehmen"),
    word!("ablehnen"),
    word!("die Quizfrage beantworten"),
];

fn action_text(action: Action) -> String {
    actions::action_text(&German, action)
}

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("{0} nimmt das Labor {1} ({2})."),
    word!("{0} lag mit {1} am nächsten und wählt zuerst ein Labor."),
    word!("Runde {0} beginnt."),
    word!("Eilmeldung: {0}."),
    word!("links"),
    word!("rechts"),
    word!("Abstimmung: {0} für links, {1} für rechts; {2} gewinnt."),
    word!("{0} erhält {1}."),
    word!("{0} erhält {1}."),
    word!("{0} zahlt {1}."),
    word!("{0} zahlt {1}."),
    word!("{0} nimmt {2} {1} ab."),
    word!("{0} nimmt {2} {1} ab."),
    word!("{0} nutzt die Umwandlung auf dem Buch von {1}; {2} erhält als Besitzer die Zahlung."),
    word!("{0} nutzt die Umwandlung auf dem Buch von {1}."),
    word!("{0} erhält {1} Einkommen."),
    word!("{0} legt {1} auf Laborplatz {3}."),
    word!("{0} aktiviert {1}."),
    word!("{0} setzt einen Laborassistenten ein."),
    word!("{0} tauscht auf der Erfindergeist-Leiste den Platz mit {1} und steht jetzt auf Position {2}."),
    word!("{0} zieht ein Experiment."),
    word!("{0} zieht einen Durchbruch."),
    word!("Die Erfindungen und die Erfinder der Auslage werden ersetzt."),
    word!("Die Erfindungen der Auslage werden ersetzt."),
    word!("Die Erfinder der Auslage werden ersetzt."),
    word!("{0} wirbt {1} an."),
    word!("{0} entwirft eine Erfindung."),
    word!("{0} zieht {1}."),
    word!("{0} zieht eine Erfindung."),
    word!("{0} setzt {1} auf {2}."),
    word!("{0} legt {1} auf {2}."),
    word!("{0} wirft die Karte von {1} ab."),
    word!("{1} von {0} setzt sich auf {2} zur Ruhe."),
    word!("{0} rückt auf Feld {1} der {2} vor."),
    word!("{0} erreicht den Meilenstein auf Feld {1} der {2}."),
    word!("{0} nimmt das Medaillon der {1}."),
    word!("{0} legt {1} Schalter um."),
    word!("{0} setzt {1} Schalter zurück."),
    word!("{0} nutzt die Fähigkeit von {1}."),
    word!("{0} passt."),
    word!("{0} beendet den Zug."),
    word!("{0} beantwortet die Quizfrage richtig."),
    word!("{0} beantwortet die Quizfrage falsch."),
    word!("Die richtige Antwort spart {0} 1 {1}."),
    word!("Das Spiel ist zu Ende."),
    word!("{0} sieht sich die obersten {1} Erfindungsplättchen an."),
];

impl Grammar for German {
    fn events(&self) -> &'static [Word; events::EVENTS] {
        &EVENTS
    }
    fn actions(&self) -> &'static [Word; actions::ACTIONS] {
        &ACTIONS
    }
    fn effect_words(&self) -> &'static [Word; effects::EFFECTS] {
        &EFFECTS
    }
    fn counted(&self, n: u8, one: &str, many: &str) -> String {
        counted(n, one, many)
    }
    fn amount_of(&self, resource: Resource, n: u8) -> String {
        resource_count(n, resource)
    }
    fn of_field(&self, field: Field) -> String {
        field_name(field).to_string()
    }
    fn filter(&self, filter: SearchFilter) -> String {
        filter_name(filter)
    }
    fn lab_slot(&self, at: u8) -> String {
        slot(at).to_string()
    }
    fn one(&self, resource: Resource) -> String {
        resource_count(1, resource)
    }
    fn some(&self, field: Field) -> String {
        field_name(field).to_string()
    }
    fn paying(&self, pay: Bundle) -> String {
        resources_text(pay)
    }
    fn the_equipment(&self, id: u8) -> String {
        equipment(id).the_accusative()
    }
    fn the_invention(&self, id: u8) -> String {
        invention(id).the_accusative()
    }
    fn of_inventor(&self, id: u8) -> String {
        inventor(id).to_string()
    }
    fn funds(&self, funds: u8) -> String {
        resource_count(funds, Resource::Funds)
    }
    fn offer_slot(&self, from: u8) -> String {
        slot(from).to_string()
    }
    fn switches(&self, count: u8) -> String {
        count.to_string()
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("das Spiel ist zu Ende"),
        Illegal::NotNow => say!("das Spiel wartet auf eine andere Art von Entscheidung"),
        Illegal::OutOfRange => {
            say!("diesen Platz, dieses Feld, diese Wahl oder dieses Jahr gibt es nicht")
        }
        Illegal::LabUnavailable => say!("dieses Labor ist vergeben oder wurde dir nicht zugeteilt"),
        Illegal::NoSwitchLeft => say!("du hast keinen Schalter mehr zum Umlegen"),
        Illegal::NoAssistantLeft => say!("du hast keinen Laborassistenten mehr"),
        Illegal::NoBookBaseLeft => say!("du hast keinen Buchsockel mehr"),
        Illegal::LocationTaken => say!("dieses Aktionsfeld ist schon besetzt"),
        Illegal::LocationClosed => {
            say!("die Eilmeldung hat dieses Aktionsfeld für diese Runde geschlossen")
        }
        Illegal::CannotAfford => say!("du kannst es nicht bezahlen"),
        Illegal::EmptyStack => say!("der Stapel ist leer"),
        Illegal::EmptySlot => say!("dort liegt nichts"),
        Illegal::NotInHand => say!("das hast du nicht auf der Hand"),
        Illegal::CellTaken => say!("dieses Feld ist schon belegt"),
        Illegal::NextToInventor => {
            say!("ein Erfinder darf nicht neben einem anderen Erfinder stehen")
        }
        Illegal::NoMatchingEdge => {
            say!("kein benachbarter Erfinder zeigt auf der zugewandten Kante das Fachgebiet der Erfindung")
        }
        Illegal::NotNextToNewInventor => {
            say!("die Erfindung muss an den eben gesetzten Erfinder grenzen")
        }
        Illegal::NoSuchRotation => say!("so lässt sich dieser Erfinder nicht drehen"),
        Illegal::WrongPayment => say!("diese Zahlung deckt die Kosten nicht genau"),
        Illegal::MainActionTaken => say!("du hast in diesem Zug schon deine Hauptaktion gemacht"),
        Illegal::MainActionNotTaken => say!("du musst zuerst eine Hauptaktion machen oder passen"),
        Illegal::AlreadyTriggered => say!("diese Karte wurde in dieser Runde schon genutzt"),
        Illegal::NotATrigger => {
            say!("die Fähigkeit dieser Karte wirkt von selbst und wird nicht ausgelöst")
        }
        Illegal::NoMatch => say!("kein Plättchen im Stapel passt"),
        Illegal::MustTakeCheapest => {
            say!("du musst eine Ausrüstung nehmen, die du bezahlen kannst, sonst die billigste")
        }
        Illegal::NoRearrange => say!("diese Ausrüstungsplättchen darfst du nicht umordnen"),
        Illegal::SameField => say!("ein Fachgebiet lässt sich nicht in sich selbst umwandeln"),
        Illegal::NotLiberal => say!("nur das liberale Labor darf Erfindergeist mit Geld bezahlen"),
        Illegal::AlreadyUsed => say!("diese Ausrüstung wurde schon genutzt"),
        Illegal::NothingToTake => say!("dieser Spieler hat nichts von diesem Rohstoff"),
        Illegal::NothingChosen => say!("wähle die Erfindungen, die Erfinder oder beides"),
        Illegal::AlreadyAnswered => say!("das Quiz zu dieser Erfindung wurde schon beantwortet"),
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
        invention(id).name.text()
    }
    fn credited(&self, index: u8) -> &'static str {
        credited(index)
    }

    fn equipment(&self, id: u8) -> &'static str {
        equipment(id).name.text()
    }
    fn experiment(&self, id: u8) -> String {
        effects::experiment_text(self, id)
    }
    fn breakthrough(&self, value: u8) -> String {
        effects::breakthrough_text(self, value)
    }
    fn news(&self, id: u8) -> &'static str {
        NEWS.get(usize::from(id)).map_or("?", |word| word.text())
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
        events::event_text(self, event, names)
    }
    fn illegal(&self, reason: Illegal) -> &'static str {
        illegal(reason)
    }
    fn setup_error(&self, error: &SetupError) -> String {
        effects::setup_error(self, error)
    }
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        effects::replay_error(self, error)
    }

    fn effects(&self, effects: &[Effect]) -> String {
        let sentences: Vec<String> = effects.iter().map(|e| effect_text(*e)).collect();
        sentences.join(" ")
    }

    fn modifier(&self, modifier: Modifier) -> String {
        effects::modifier_text(self, modifier)
    }

    fn news_rule(&self, rule: NewsRule) -> String {
        effects::news_text(self, rule)
    }

    fn lab_ability_text(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => say!("Wenn eine Nachrichtenabstimmung entschieden ist, nimm jedem, der anders gestimmt hat, 1 Idee. Direkt vor deiner Ausrüstungswahl darfst du die übrigen Plättchen der Auslage umordnen."),
            LabSide::Liberal => say!("Wenn dich die Erfindergeist-Aktion eines anderen nach unten schiebt, nimm dieser Person 1 Wissenschaftsrohstoff deiner Wahl. Du darfst die Erfindergeist-Aktion mit Geld statt Ideen bezahlen."),
            LabSide::ManufacturingCo => say!("Immer wenn eine neue Erfinderkarte in die Auslage kommt, darfst du sie sofort zum Preis ihres Platzes anwerben, ohne Schalter, auch im Zug eines anderen."),
            LabSide::Metropolitan => say!("Wenn du einen Assistenten auf eines deiner Ausrüstungsplättchen setzt, darfst du zusätzlich die Umwandlung eines freien Erfinders nutzen."),
            LabSide::TradingFirm => say!("Wenn du eine Erfindung legst, erhältst du 1 Geld für jede bezahlte Technik, Chemie oder Physik."),
            LabSide::Polytechnic => say!("Wenn du einen Erfinder legst, darfst du mit demselben Schalter eine Erfindung aus deiner Hand daneben legen."),
            LabSide::Visionary => say!("Immer wenn du eine Erfindung entwirfst, darfst du 1 Idee zahlen, um ein weiteres Erfindungsplättchen zu ziehen."),
            LabSide::Resourceful => say!("Bei jeder Zahlung und beim Erfüllen der Experimente am Ende darf 1 Idee für 1 Technik, Chemie, Physik oder Geld stehen."),
        }
    }

    fn slot_bonus(&self, bonus: data::SlotBonus) -> String {
        effects::slot_bonus_text(self, bonus)
    }

    fn conversion(&self, pay: Bundle, gain: Bundle) -> String {
        effects::conversion_text(self, pay, gain)
    }
}

/// The effects' templates and nouns (see `effects`).
const EFFECTS: [Word; effects::EFFECTS] = [
    word!("Erhalte {0}."),
    word!("Erhalte {0} nach Wahl."),
    word!("Erhalte {0}; alle anderen erhalten {1}."),
    word!("{0} und {1}"),
    word!("{0} nach Wahl"),
    word!("Du darfst {0} zahlen, um {1} zu erhalten."),
    word!("Ziehe {0}."),
    word!("Stelle {0} zurück."),
    word!("Aktiviere eines deiner Ausrüstungsplättchen noch einmal."),
    word!("Aktiviere {0} verschiedene deiner Ausrüstungsplättchen noch einmal."),
    word!("Mit einem freien Schalter darfst du eine weitere Erfindung aus deiner Hand legen, {0} ihrer Kosten erlassen."),
    word!("Mit einem freien Schalter: Nenne {0} oder {1}, ziehe, bis eine Erfindung passt, und entwirf sie kostenlos."),
    word!("Sieh dir die obersten {0} Erfindungsplättchen an; du darfst eines davon für {1} entwerfen."),
    word!("Alle unter dir auf der Erfindergeist-Leiste geben dir bis zu {1} Geld."),
    word!("Alle unter dir auf der Erfindergeist-Leiste verbrauchen einen freien Schalter; du stellst für jeden einen deiner Schalter zurück."),
    word!("Erhalte 1 Idee und 1 weitere für jede Person unter dir auf der Erfindergeist-Leiste."),
    word!("Nutze die Umwandlung eines freien Erfinders ohne Assistenten."),
    word!("Deine nächste Erfindung in diesem Zug kostet {0} weniger."),
    word!("Rücke auf der {1} um {0} vor."),
    word!("Wissenschaftsrohstoff"),
    word!("Wissenschaftsrohstoffe"),
    word!("Erfindungsplättchen"),
    word!("Erfindungsplättchen"),
    word!("Erfinderkarte"),
    word!("Erfinderkarten"),
    word!("geheimes Experiment"),
    word!("geheime Experimente"),
    word!("Durchbruch"),
    word!("Durchbrüche"),
    word!("benutzten Schalter"),
    word!("benutzte Schalter"),
    word!("Einheit"),
    word!("Einheiten"),
    word!("Idee"),
    word!("Ideen"),
    word!("Geld"),
    word!("Geld"),
    word!("Feld"),
    word!("Felder"),
    word!("und"),
    word!("Deine Erfindungen dürfen an jede Erfinderkante gelegt werden, als zeige sie {0}."),
    word!("Jede Erfindung, die du legst und die dich auf der {0} voranbringt, bringt dich {1} weiter."),
    word!("Einen Erfinder anzuwerben kostet"),
    word!("Eine Erfindung zu entwerfen kostet"),
    word!("Die Erfindergeist-Aktion kostet"),
    word!("Die Experiment-Aktion kostet"),
    word!("Das Erneuern kostet"),
    word!("Ausrüstung zu wählen kostet"),
    word!("Das Einkommen beträgt"),
    word!("{0} {1} weniger (nie unter 0)."),
    word!("{0} {1} mehr."),
    word!("{0} gleiche Wissenschaftsrohstoffe ergeben 1 Idee (statt {1})."),
    word!("1 Wissenschaftsrohstoff ergibt {0}."),
    word!("Immer wenn du einen Durchbruch ziehst, ziehe 2 und behalte 1."),
    word!("Alle erhalten {0}."),
    word!("Alle erhalten {0} nach Wahl."),
    word!("Wer auf der Erfindergeist-Leiste am {0} steht, erhält {1}."),
    word!("höchsten"),
    word!("tiefsten"),
    word!("In dieser Runde: {0}"),
    word!("In dieser Runde erhält, wer {0} legt, {1}."),
    word!("einen Erfinder"),
    word!("eine Erfindung"),
    word!("Das {0} ist in dieser Runde geschlossen."),
    word!("In dieser Runde aktivieren alle {1} mehr."),
    word!("Ausrüstungsplättchen"),
    word!("Ausrüstungsplättchen"),
    word!("Experiment (braucht {0}, {1} Punkte wert)"),
    word!("Experiment"),
    word!("Durchbruch im Wert von {0}"),
    word!("Punkt"),
    word!("Punkten"),
    word!("erhalte {0}"),
    word!("erhalte {0} nach Wahl"),
    word!("ziehe {0}"),
    word!("zahle dem Besitzer {0}, um {1} zu erhalten."),
    word!("eine Partie braucht {0} bis {1} Spieler, nicht {2}"),
    word!("die Spielvorbereitung ist ungültig: {0}"),
    word!("Aktion {0} ({1}) ist nicht erlaubt: {2}"),
    word!("der Name von Spieler {0} fehlt"),
    word!("der Name von Spieler {0} ist länger als {1} Zeichen"),
];

fn effect_text(effect: Effect) -> String {
    effects::effect_text(&German, effect)
}

fn filter_name(filter: SearchFilter) -> String {
    match filter {
        SearchFilter::Field(field) => field_name(field).to_string(),
        SearchFilter::Track(track) => say!("die {}", track_name(track)),
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
