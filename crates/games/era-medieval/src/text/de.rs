//! German, in the words of the German edition „ERA – Das Mittelalter“ (eggertspiele / Pegasus
//! Spiele) where they are known: Turm, Bauernhaus, Bürgerhaus, Kirche, Bauernhof, Sägewerk,
//! Zunfthaus, Mauer, Ödland-Plättchen, Handelswaren, Totenkopf, Desaster, Seuche, Bauern-,
//! Bürger-, Adels- und Klerus-Würfel, Herrschaftsgebiet, Vorrat. Names carry their gender, so
//! the articles of each case are written here, not glued.

use super::{actions, events, faces, sentences, Grammar, Words};
use crate::rules::{
    Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Rank, Resource, Resources, SetupError,
};
use tabletop::words::Word;
use tabletop::{say, word};

pub struct German;

const TITLE: &str = "ERA – Das Mittelalter";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Gender {
    Masculine,
    Feminine,
    Neuter,
}

/// A noun of the game with its plural and gender.
#[derive(Clone, Copy)]
struct Noun {
    singular: &'static str,
    plural: &'static str,
    gender: Gender,
}

const fn noun(singular: &'static str, plural: &'static str, gender: Gender) -> Noun {
    Noun {
        singular,
        plural,
        gender,
    }
}

impl Noun {
    /// With the indefinite article in the accusative: "einen Turm", "eine Kirche", "ein Kloster".
    fn an_accusative(self) -> String {
        let article = match self.gender {
            Gender::Masculine => say!("einen"),
            Gender::Feminine => say!("eine"),
            Gender::Neuter => say!("ein"),
        };
        say!("{} {}", article, self.singular)
    }

    /// With the indefinite article in the nominative: "ein Turm", "eine Kirche".
    fn a(self) -> String {
        let article = match self.gender {
            Gender::Feminine => say!("eine"),
            Gender::Masculine | Gender::Neuter => say!("ein"),
        };
        say!("{} {}", article, self.singular)
    }

    /// With the definite article in the accusative: "den Turm", "die Kirche", "das Kloster".
    fn the_accusative(self) -> String {
        let article = match self.gender {
            Gender::Masculine => say!("den"),
            Gender::Feminine => say!("die"),
            Gender::Neuter => say!("das"),
        };
        say!("{} {}", article, self.singular)
    }

    /// "Der letzte Turm", "Die letzte Kirche", "Das letzte Kloster", starting a sentence.
    fn last(self) -> String {
        let article = match self.gender {
            Gender::Masculine => say!("Der"),
            Gender::Feminine => say!("Die"),
            Gender::Neuter => say!("Das"),
        };
        say!("{} letzte {}", article, self.singular)
    }

    /// A number of them: "1 Kirche", "2 Kirchen".
    fn count(self, count: u32) -> String {
        if count == 1 {
            say!("1 {}", self.singular)
        } else {
            say!("{} {}", count, self.plural)
        }
    }
}

/// Items in a German list: "a", "a und b", "a, b und c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} und {}", rest.join(", "), last),
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::TradeGoods => say!("Handelswaren"),
        Resource::Stone => say!("Stein"),
        Resource::Wood => say!("Holz"),
        Resource::Food => say!("Nahrung"),
    }
}

/// Stone, wood and food are counted as masses ("2 Stein", "3 Holz"), trade goods as pieces.
fn resource_count(count: u32, resource: Resource) -> String {
    match resource {
        Resource::TradeGoods if count == 1 => say!("1 Handelsware").to_string(),
        _ => say!("{} {}", count, resource_name(resource)),
    }
}

fn resource_items(resources: Resources) -> Vec<String> {
    resources
        .held()
        .map(|resource| resource_count(u32::from(resources.get(resource)), resource))
        .collect()
}

fn resources_text(resources: Resources) -> String {
    let items = resource_items(resources);
    if items.is_empty() {
        say!("nichts").to_string()
    } else {
        listed(&items)
    }
}

fn building_noun(building: Building) -> Noun {
    use Gender::*;
    match building {
        Building::Keep => noun(say!("Turm"), say!("Türme"), Masculine),
        Building::Longhouse => noun(say!("Bauernhaus"), say!("Bauernhäuser"), Neuter),
        Building::Townhouse => noun(say!("Bürgerhaus"), say!("Bürgerhäuser"), Neuter),
        Building::Church => noun(say!("Kirche"), say!("Kirchen"), Feminine),
        Building::Farm => noun(say!("Bauernhof"), say!("Bauernhöfe"), Masculine),
        Building::LumberMill => noun(say!("Sägewerk"), say!("Sägewerke"), Neuter),
        Building::Hospital => noun(say!("Hospital"), say!("Hospitäler"), Neuter),
        Building::Monastery => noun(say!("Kloster"), say!("Klöster"), Neuter),
        Building::Market => noun(say!("Markt"), say!("Märkte"), Masculine),
        Building::Guildhall => noun(say!("Zunfthaus"), say!("Zunfthäuser"), Neuter),
        Building::University => noun(say!("Universität"), say!("Universitäten"), Feminine),
        Building::Cathedral => noun(say!("Kathedrale"), say!("Kathedralen"), Feminine),
    }
}

fn end_bonus(bonus: EndBonus) -> &'static str {
    match bonus {
        EndBonus::None => say!("kein Bonus bei Spielende"),
        EndBonus::EmptyNeighbours => say!("1 Punkt für jedes leere Nachbarfeld"),
        EndBonus::ResourcesLeft => say!("1 Punkt für jeden übrigen Rohstoff"),
        EndBonus::Culture => say!("1 Punkt für jede Kultur"),
        EndBonus::Dice => say!("1 Punkt für jeden eigenen Würfel"),
    }
}

fn wall(length: u8) -> String {
    sentences::wall(&German, length)
}

fn cell(at: Cell) -> String {
    sentences::cell(&German, at)
}

fn die_colour(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => say!("Bauern (gelb)"),
        DieColour::Blue => say!("Bürger (blau)"),
        DieColour::Gray => say!("Adel (grau)"),
        DieColour::White => say!("Klerus (weiß)"),
    }
}

fn die_noun(colour: DieColour) -> Noun {
    let name = match colour {
        DieColour::Yellow => say!("Bauernwürfel"),
        DieColour::Blue => say!("Bürgerwürfel"),
        DieColour::Gray => say!("Adelswürfel"),
        DieColour::White => say!("Kleruswürfel"),
    };
    noun(name, name, Gender::Masculine)
}

fn dice_count(count: u32, colour: DieColour) -> String {
    die_noun(colour).count(count)
}

/// A number of dice in the dative: "bei 1 Bauernwürfel", "bei 2 Bauernwürfeln".
fn dice_dative(count: u32, colour: DieColour) -> String {
    let name = die_noun(colour).singular;
    if count == 1 {
        say!("1 {}", name)
    } else {
        say!("{} {}n", count, name)
    }
}

/// The words of die faces (see `faces`).
const FACES: [Word; faces::FACES] = [
    word!("{0} oder {1}"),
    word!("Hammer"),
    word!("Hämmer"),
    word!("Schwert"),
    word!("Schwerter"),
    word!("Schild"),
    word!("Schilde"),
    word!("Feder"),
    word!("Totenkopf"),
    word!("eine Feder"),
    word!("ein Totenkopf"),
    word!("nichts"),
];

fn face_text(face: &Face) -> String {
    faces::face_text(&German, face)
}

fn disaster_name(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => say!("Räuber"),
        Disaster::Disease => say!("Seuche"),
        Disaster::Treachery => say!("Verrat"),
        Disaster::Fire => say!("Feuer"),
        Disaster::Attack => say!("Angriff"),
        Disaster::Revolt => say!("Aufstand"),
    }
}

fn disaster_effect(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => say!("Nimm 1 Desasterpunkt oder gib 1 Rohstoff deiner Wahl ab."),
        Disaster::Disease => {
            say!("Nimm 1 Desasterpunkt für jedes Gebäude, das an ein anderes grenzt; Hospitäler schützen ihre Nachbarn.")
        }
        Disaster::Treachery => {
            say!("Jeder Gegner legt ein Ödland-Plättchen und verliert die Gebäude darunter.")
        }
        Disaster::Fire => {
            say!("Entferne 1 Gebäude deiner Wahl, auch einen Turm oder ein ummauertes Gebäude.")
        }
        Disaster::Attack => say!("Jeder Gegner entfernt 1 nicht ummauertes Gebäude seiner Wahl."),
        Disaster::Revolt => say!("Verliere alle deine Handelswaren."),
    }
}

fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Serf => say!("Leibeigener"),
        Rank::Peasant => say!("Bauer"),
        Rank::Merchant => say!("Kaufmann"),
        Rank::Knight => say!("Ritter"),
        Rank::Noble => say!("Adliger"),
        Rank::Monarch => say!("Monarch"),
        Rank::Pope => say!("Papst"),
    }
}

/// ", um 90° im Uhrzeigersinn gedreht" after a building placed turned.
fn rotated(rotation: u8) -> String {
    match rotation % 4 {
        0 => String::new(),
        2 => say!(", um 180° gedreht").to_string(),
        turns => say!(", um {}° im Uhrzeigersinn gedreht", u32::from(turns) * 90),
    }
}

fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Horizontal => say!("nach rechts"),
        Direction::Vertical => say!("nach unten"),
    }
}

/// The commands' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("die vorgegebene Startaufstellung aufbauen"),
    word!("{0} in {1} bauen{2}"),
    word!("eine {0} ab {1} {2} bauen"),
    word!("ein Ödland-Plättchen in {0} legen"),
    word!("mit einem Kloster Würfel {0} auf Seite {1} drehen"),
    word!("jetzt keinen Würfel neu würfeln und den 3. Wurf behalten"),
    word!("Würfel {0} neu würfeln"),
    word!("Würfel {0} neu würfeln"),
    word!("mit dem Würfeln aufhören"),
    word!("die Feder von Würfel {0} nutzen"),
    word!("die Feder von Würfel {0} nutzen und Würfel {1} mitwürfeln"),
    word!("keine weitere Feder nutzen"),
    word!("sammeln und bei jeder Oder-Seite die erste Wahl nehmen"),
    word!("sammeln und dabei {0} nehmen"),
    word!("{0} statt {1} bei {2}"),
    word!("den Desasterpunkt nehmen"),
    word!("{0} abgeben"),
    word!("das Gebäude in {0} entfernen"),
    word!("mit dem Bauen aufhören"),
    word!("{0} fordern"),
    word!("zahlen"),
    word!("die Zahlung verweigern"),
];

fn action_text(action: Action) -> String {
    actions::action_text(&German, action)
}

fn disaster_points(points: u32) -> String {
    sentences::disaster_points(&German, points)
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => say!("Hungersnot"),
        DisasterCause::Brigands => say!("Räuber"),
        DisasterCause::Disease => say!("Seuche"),
        DisasterCause::Extortion(_) => say!("Erpressung"),
    }
}

/// The other sentences' templates (see `sentences`).
const SENTENCES: [Word; sentences::SENTENCES] = [
    word!("{0} Punkt"),
    word!("{0} Punkte"),
    word!("ein Adelswürfel; immer ummauert; sicher vor Ödland, Seuche und Angriff"),
    word!("es und die Gebäude daneben sind vor der Seuche sicher"),
    word!("dreht vor dem 2. Wurf einen Würfel auf eine beliebige Seite"),
    word!("{0} bei jedem Sammeln"),
    word!("bei Spielende {0}"),
    word!("{0}; {1}."),
    word!("{0} ist für {1} bis {2} Spieler, nicht für {3}"),
    word!("Spieler {0} hat keinen Namen"),
    word!("der Name von Spieler {0} ist länger als {1} Zeichen"),
    word!("es gibt keinen Spieler {0}, der anfangen könnte"),
    word!("die Spielvorbereitung ist ungültig: {0}"),
    word!("Aktion {0} ({1}) ist nicht erlaubt: {2}"),
    word!("Zeile {0}, Spalte {1}"),
    word!("Mauer der Länge {0}"),
    word!("{0} Desasterpunkt"),
    word!("{0} Desasterpunkte"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("Spieler {0}"),
    word!("Sir Philippe"),
    word!("{0} baut {1} in {2}{3}."),
    word!("{0} baut eine {1} ab {2} {3}."),
    word!("{0} legt ein Ödland-Plättchen in {1}."),
    word!("Bei {0} ist kein Platz für ein Ödland-Plättchen; es bleibt im Vorrat."),
    word!("Alle Start-Herrschaftsgebiete werden aufgedeckt."),
    word!("Runde {0} beginnt; {1} fängt an."),
    word!("Feder"),
    word!("Wurf {0}"),
    word!("{0} würfelt {1} ({2} {3}; {4})."),
    word!("{0} dreht mit einem Kloster den {1} {2} auf {3}."),
    word!("{0} ist mit dem Würfeln fertig."),
    word!("Die Sichtschirme fallen: alle Würfel werden aufgedeckt."),
    word!("Sir Philippe würfelt mit einem {0}: {1}."),
    word!("Sir Philippe würfelt mit Würfel {1} die Seite {0}."),
    word!("{0} nutzt die Feder von Würfel {1} und würfelt ihn zusammen mit Würfel {2} neu."),
    word!("{0} nutzt die Feder von Würfel {1} und würfelt ihn neu."),
    word!("{0} sammelt nichts."),
    word!("{0} sammelt {1}."),
    word!("{0} Die Leisten sind voll: {1} kann weitere {2} nicht behalten."),
    word!("{0} hat keine Nahrung für die Würfel."),
    word!("Die Würfel von {0} verbrauchen {1}."),
    word!("Desaster für {0}: {1}."),
    word!("{0} erhält {1} (Erpressung durch {2})."),
    word!("{0} erhält {1} ({2})."),
    word!("{0} gibt {1} an die Räuber ab."),
    word!("{0} verliert {1} in {2} unter dem Ödland-Plättchen."),
    word!("Das Feuer zerstört {1} von {0} in {2}."),
    word!("{0} verliert beim Angriff {1} in {2}."),
    word!("Aufstand: {0} hat keine Handelswaren zu verlieren."),
    word!("Aufstand: {0} verliert {1}."),
    word!("{0} hat den Vorrat verlassen: ein Spielende-Plättchen wird auf sein X gedreht."),
    word!("1 ungenutzter Hammer von {0} verfällt."),
    word!("{1} ungenutzte Hämmer von {0} verfallen."),
    word!("{0} fordert {1} von {2}."),
    word!("{0} nimmt Sir Philippe {1} ab."),
    word!("{0} nimmt Sir Philippe {1} ab, hat aber keinen Platz dafür."),
    word!("{0} zahlt {1} an Sir Philippe; die Zahlung geht aus dem Spiel."),
    word!("{0} zahlt {1} an {2}."),
    word!("{0} zahlt {1} an {2}, doch {2} hat keinen Platz dafür."),
    word!("{0} verweigert {1} die Zahlung."),
    word!("{0} hat jetzt keine Würfel mehr."),
    word!("{0} hat jetzt {1}."),
    word!("Runde {0} endet."),
    word!("Das Spiel ist zu Ende."),
    word!("Keine Erpressung in dieser Runde ({0}: Schwerter {1}, Schilde {2}; Sir Philippe: Schwerter {3}, Schilde {4})."),
    word!("{0} erpresst Sir Philippe, doch seine Würfel zeigen keinen Rohstoff, der zu nehmen wäre."),
    word!("Kein Gebäude von {0} grenzt an ein anderes: die Seuche kostet nichts."),
    word!("{0} hat keinen Hammer gewürfelt: in dieser Runde wird nichts gebaut."),
];

impl Grammar for German {
    fn events(&self) -> &'static [Word; events::EVENTS] {
        &EVENTS
    }
    fn actions(&self) -> &'static [Word; actions::ACTIONS] {
        &ACTIONS
    }
    fn faces(&self) -> &'static [Word; faces::FACES] {
        &FACES
    }
    fn sentences(&self) -> &'static [Word; sentences::SENTENCES] {
        &SENTENCES
    }
    fn plural(&self, count: u32) -> bool {
        count != 1
    }
    fn a_die_given(&self, colour: DieColour) -> String {
        die_noun(colour).a()
    }
    fn dice_on(&self, count: u32, colour: DieColour) -> String {
        dice_dative(count, colour)
    }
    fn a_building(&self, building: Building) -> String {
        building_noun(building).an_accusative()
    }
    fn the_building(&self, building: Building) -> String {
        building_noun(building).the_accusative()
    }
    fn the_last_building(&self, building: Building) -> String {
        building_noun(building).last()
    }
    fn rotated(&self, _building: Building, rotation: u8) -> String {
        rotated(rotation)
    }
    fn the_die(&self, colour: DieColour) -> &'static str {
        die_noun(colour).singular
    }
    fn a_die(&self, colour: DieColour) -> String {
        die_noun(colour).singular.to_string()
    }
    fn of(&self, name: &str) -> String {
        name.to_string()
    }
    fn culture(&self, count: u32) -> String {
        say!("{} Kultur", count)
    }
    fn direction(&self, way: Direction) -> &'static str {
        direction(way)
    }
    fn listed(&self, items: &[String]) -> String {
        listed(items)
    }
    fn resource_items(&self, resources: Resources) -> Vec<String> {
        resource_items(resources)
    }
    fn disaster_points(&self, points: u32) -> String {
        disaster_points(points)
    }
    fn cause(&self, why: DisasterCause) -> &'static str {
        cause(why)
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("das Spiel ist zu Ende"),
        Illegal::NotNow(Expected::StartingDomain) => {
            say!("jetzt baust du dein Start-Herrschaftsgebiet auf")
        }
        Illegal::NotNow(Expected::Roll) => {
            say!("jetzt wird gewürfelt: dreh einen Würfel, würfle neu oder hör auf")
        }
        Illegal::NotNow(Expected::Feathers) => {
            say!("jetzt kommen die Federn: nutze eine oder keine weitere")
        }
        Illegal::NotNow(Expected::Collect) => {
            say!("jetzt wird gesammelt und bei Oder-Seiten gewählt")
        }
        Illegal::NotNow(Expected::Brigands) => {
            say!("Räuber: nimm den Desasterpunkt oder gib einen Rohstoff ab")
        }
        Illegal::NotNow(Expected::Scorch) => say!("Verrat: leg zuerst das Ödland-Plättchen"),
        Illegal::NotNow(Expected::Remove) => say!("zuerst muss ein Gebäude entfernt werden"),
        Illegal::NotNow(Expected::Build) => say!("jetzt wird gebaut oder mit dem Bauen aufgehört"),
        Illegal::NotNow(Expected::Demand) => say!("Erpressung: nenne den geforderten Rohstoff"),
        Illegal::NotNow(Expected::Answer) => say!("Erpressung: zahle oder verweigere die Zahlung"),
        Illegal::NotInStartingDomain => {
            say!("dieses Teil gehört nicht zu den Startteilen, die noch zu legen sind")
        }
        Illegal::StartingDomainBegun => {
            say!("die vorgegebene Aufstellung geht nur, bevor ein Teil liegt")
        }
        Illegal::ScorchedAreasLast => {
            say!("die Ödland-Plättchen kommen nach den anderen Startteilen")
        }
        Illegal::OffGrid => say!("ein Teil davon läge außerhalb des Herrschaftsgebiets"),
        Illegal::Occupied => say!("ein Feld dort ist schon belegt"),
        Illegal::NoSuchRotation => say!("so lässt sich dieses Gebäude nicht drehen"),
        Illegal::NoSuchWallLength => say!("Mauern dieser Länge gibt es nicht"),
        Illegal::NotInSupply => say!("davon ist keins mehr im Vorrat"),
        Illegal::CannotAfford => say!("du kannst es nicht bezahlen"),
        Illegal::Walled => say!("ein Ödland-Plättchen darf nicht auf ummauerten Feldern liegen"),
        Illegal::NotLeastRemoval => say!("an anderer Stelle würden weniger Gebäude entfernt"),
        Illegal::NoSuchDie => say!("diesen Würfel gibt es nicht"),
        Illegal::NoSuchFace => say!("ein Würfel hat nur 6 Seiten"),
        Illegal::SameFace => say!("dieser Würfel zeigt schon diese Seite"),
        Illegal::DieAlreadySet => say!("jedes Kloster dreht einen anderen Würfel"),
        Illegal::NoSetLeft => say!("jetzt kann kein Kloster einen Würfel drehen"),
        Illegal::IdenticalDieFirst => {
            say!("unter gleichen Würfeln ist zuerst der mit der kleinsten Nummer zu wählen")
        }
        Illegal::Locked => say!("ein Würfel mit Totenkopf darf nicht neu gewürfelt werden"),
        Illegal::SetThisRound => say!("ein vom Kloster gedrehter Würfel bleibt im 2. Wurf liegen"),
        Illegal::NothingRerolled => say!("wähle mindestens einen Würfel zum Neuwürfeln"),
        Illegal::NotAFeather => say!("dieser Würfel zeigt keine Feder"),
        Illegal::SameDie => say!("der zweite Würfel muss ein anderer sein"),
        Illegal::TooManyAlternatives => say!("mehr zweite Wahlen als Würfel mit Oder-Seite"),
        Illegal::NoResource => say!("von diesem Rohstoff ist nichts da"),
        Illegal::NoBuildingThere => say!("auf diesem Feld beginnt kein Gebäude"),
        Illegal::KeepProtected => say!("Türme sind vor Angriffen sicher"),
        Illegal::WalledProtected => say!("ummauerte Gebäude sind vor Angriffen sicher"),
        Illegal::NotShown => say!("die Würfel von Sir Philippe zeigen diesen Rohstoff nicht"),
    }
}

impl Words for German {
    fn title(&self) -> &'static str {
        TITLE
    }
    fn resource(&self, resource: Resource) -> &'static str {
        resource_name(resource)
    }
    fn resource_count(&self, count: u32, resource: Resource) -> String {
        resource_count(count, resource)
    }
    fn resources(&self, resources: Resources) -> String {
        resources_text(resources)
    }
    fn building(&self, building: Building) -> &'static str {
        building_noun(building).singular
    }
    fn building_count(&self, count: u32, building: Building) -> String {
        building_noun(building).count(count)
    }
    fn building_effect(&self, building: Building) -> String {
        sentences::building_effect(self, building)
    }
    fn wall(&self, length: u8) -> String {
        wall(length)
    }
    fn scorched_area(&self) -> &'static str {
        say!("Ödland-Plättchen")
    }
    fn cell(&self, at: Cell) -> String {
        cell(at)
    }
    fn die_colour(&self, colour: DieColour) -> &'static str {
        die_colour(colour)
    }
    fn dice_count(&self, count: u32, colour: DieColour) -> String {
        dice_count(count, colour)
    }
    fn face(&self, face: &Face) -> String {
        face_text(face)
    }
    fn disaster(&self, disaster: Disaster) -> &'static str {
        disaster_name(disaster)
    }
    fn disaster_effect(&self, disaster: Disaster) -> &'static str {
        disaster_effect(disaster)
    }
    fn rank(&self, rank: Rank) -> &'static str {
        rank_name(rank)
    }
    fn end_bonus(&self, bonus: EndBonus) -> &'static str {
        end_bonus(bonus)
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
        sentences::setup_error(self, error)
    }
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        sentences::replay_error(self, error)
    }
}
