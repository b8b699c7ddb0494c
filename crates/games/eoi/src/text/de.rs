//! German, in the words of the German rulebook (Fabriken, Aktionsscheiben, Entwicklungssteine,
//! Plagiatskarten, goldene und silberne Felder). Names carry their own articles where a sentence
//! needs one, so every log line is written whole. Long compound names carry soft hyphens (U+00AD)
//! where they may break in a narrow card.

use super::{actions, events, load_number, sentences, Grammar, Words};
use crate::rules::action::{Action, Exchange, FakePayment, Step};
use crate::rules::components::{
    Area, CardId, CardKind, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
    StartInvention,
};
use crate::rules::event::Event;
use crate::rules::{Expected, GameState, Illegal, SetupError};
use tabletop::words::Word;
use tabletop::{say, word};

pub struct German;

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Wood => say!("Holz"),
        Resource::Coal => say!("Kohle"),
        Resource::Metal => say!("Metall"),
        Resource::Tech => say!("Technik"),
        Resource::Tool => say!("Werkzeug"),
    }
}

fn good_name(good: Good) -> &'static str {
    match good.resource() {
        Some(resource) => resource_name(resource),
        None => say!("Gold"),
    }
}

fn area_name(area: Area) -> &'static str {
    match area {
        Area::Build => say!("Fabriken bauen"),
        Area::Production => say!("Rohstoffe produzieren"),
        Area::Buy => say!("Rohstoffe kaufen"),
        Area::Produce => say!("Erfindungen produzieren"),
        Area::Exchange => say!("Tauschmarkt"),
        Area::Develop => say!("Erfinden oder patentieren"),
    }
}

/// An action area's name inside a sentence, in quotation marks as in the rulebook.
fn quoted(area: Area) -> String {
    say!("„{}“", area_name(area))
}

fn space_name(space: Space) -> &'static str {
    match space {
        Space::Gold => say!("goldenes Feld"),
        Space::Silver => say!("silbernes Feld"),
    }
}

fn invention_name(invention: Invention) -> &'static str {
    use Invention::*;
    match invention {
        SewingMachine => say!("Näh\u{ad}maschine"),
        Typewriter => say!("Schreib\u{ad}maschine"),
        CashRegister => say!("Kasse"),
        Camera => say!("Foto\u{ad}apparat"),
        Gramophone => say!("Grammofon"),
        Telephone => say!("Telefon"),
        Automobile => say!("Auto"),
        SteamTrain => say!("Dampf\u{ad}lokomotive"),
        Plane => say!("Flugzeug"),
    }
}

/// Whether an invention's name is feminine (the others are masculine or neuter).
fn feminine(invention: Invention) -> bool {
    use Invention::*;
    matches!(
        invention,
        SewingMachine | Typewriter | CashRegister | SteamTrain
    )
}

/// The invention with its definite article in the accusative: "die Nähmaschine", "den
/// Fotoapparat".
fn invention_accusative(invention: Invention) -> String {
    let article = match invention {
        _ if feminine(invention) => say!("die"),
        Invention::Camera => say!("den"),
        _ => say!("das"),
    };
    say!("{} {}", article, invention_name(invention))
}

/// The invention in the genitive: "der Nähmaschine", "des Telefons".
fn invention_genitive(invention: Invention) -> String {
    if feminine(invention) {
        say!("der {}", invention_name(invention))
    } else {
        say!("des {}s", invention_name(invention))
    }
}

/// The invention with an indefinite article in the accusative: "eine Nähmaschine".
fn invention_indefinite(invention: Invention) -> String {
    let article = match invention {
        _ if feminine(invention) => say!("eine"),
        Invention::Camera => say!("einen"),
        _ => say!("ein"),
    };
    say!("{} {}", article, invention_name(invention))
}

fn start_invention_name(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => say!("Taschen\u{ad}uhr"),
        LightBulb => say!("Glüh\u{ad}birne"),
        Telegraph => say!("Telegraf"),
        Bicycle => say!("Fahrrad"),
        SafetyPin => say!("Sicherheits\u{ad}nadel"),
        Matches => say!("Streich\u{ad}hölzer"),
        Stethoscope => say!("Stethoskop"),
        Barometer => say!("Barometer"),
        Revolver => say!("Revolver"),
        TinCan => say!("Konserven\u{ad}dose"),
        Harmonica => say!("Mund\u{ad}harmonika"),
        Elevator => say!("Aufzug"),
    }
}

/// A start invention with an indefinite article in the accusative: "einen Telegrafen".
fn start_invention_indefinite(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => say!("eine Taschenuhr"),
        LightBulb => say!("eine Glühbirne"),
        Telegraph => say!("einen Telegrafen"),
        Bicycle => say!("ein Fahrrad"),
        SafetyPin => say!("eine Sicherheitsnadel"),
        Matches => say!("Streichhölzer"),
        Stethoscope => say!("ein Stethoskop"),
        Barometer => say!("ein Barometer"),
        Revolver => say!("einen Revolver"),
        TinCan => say!("eine Konservendose"),
        Harmonica => say!("eine Mundharmonika"),
        Elevator => say!("einen Aufzug"),
    }
}

fn area_hint(area: Area) -> &'static str {
    match area {
        Area::Build => say!("Baue bis zu 3 Fabriken vom Markt und zahle dafür Holz und Kohle. Jede bringt 1 Einfluss."),
        Area::Production => say!("Alle deine Fabriken produzieren."),
        Area::Buy => say!("Kaufe die Rohstoffe von bis zu 3 Schiffen oder Lagern, je 1 Gold."),
        Area::Produce => say!("Produziere bis zu 3 Erfindungskarten und zahle ihre Rohstoffe. Erfinder erhalten Lizenzgebühren."),
        Area::Exchange => say!("Nimm 1 Entwicklungsstein oder tausche bis zu 5-mal (höchstens 3-mal pro Feld)."),
        Area::Develop => say!("Mache Erfindungen (höchstens 7 Entwicklungssteine) oder melde 1 oder 2 Patente an, nicht beides."),
    }
}

fn card_name(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_name(invention).to_string(),
        Some(CardKind::Fake(invention)) => say!("{} (Plagiat)", invention_name(invention)),
        Some(CardKind::Start(start)) => start_invention_name(start).to_string(),
        None => say!("Karte Nr. {}", card.0),
    }
}

/// What a player produces with a card, as the object of "produziert".
fn card_produced(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_indefinite(invention),
        Some(CardKind::Fake(invention)) => {
            say!("ein Plagiat {}", invention_genitive(invention))
        }
        Some(CardKind::Start(start)) => start_invention_indefinite(start).to_string(),
        None => say!("Karte Nr. {}", card.0),
    }
}

fn cogs_text(count: u8) -> String {
    if count == 1 {
        say!("1 Entwicklungsstein").to_string()
    } else {
        say!("{} Entwicklungssteine", count)
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cube(resource) => say!("{} {}", amount, resource_name(resource)),
        Product::Gold => say!("{} Gold", amount),
        Product::Cogs => cogs_text(amount),
    }
}

fn factory_name(factory: FactoryId) -> String {
    match factory.info() {
        Some(info) if info.is_start => say!("Startfabrik (1 Holz)").to_string(),
        Some(info) => say!("Fabrik für {}", product_amount(info.product, info.amount)),
        None => say!("Fabrik Nr. {}", factory.0),
    }
}

fn load_name(load: LoadId) -> String {
    let name = match load.info() {
        Some(info) if info.is_ship => say!("{}schiff", resource_name(info.resource)),
        Some(info) => say!("{}lager", resource_name(info.resource)),
        None => say!("Ladung Nr. {}", load.0),
    };
    match load_number(load) {
        Some(number) => say!("{} {}", name, number),
        None => name,
    }
}

fn royalty_text(royalty: Royalty) -> String {
    match royalty {
        Royalty::Influence(amount) => say!("{} Einfluss", amount),
        Royalty::Gold(amount) => say!("{} Gold", amount),
    }
}

/// A list in a sentence: "a, b und c".
fn listed(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} und {}", rest.join(", "), last),
    }
}

/// The cubes paid for a fake card's question marks.
fn fake_text(payment: FakePayment) -> String {
    let parts: Vec<String> = [
        (payment.metal, Resource::Metal),
        (payment.tech, Resource::Tech),
        (payment.tool, Resource::Tool),
    ]
    .into_iter()
    .filter(|(count, _)| *count > 0)
    .map(|(count, resource)| say!("{} {}", count, resource_name(resource)))
    .collect();
    listed(&parts)
}

/// The exchanges', steps' and actions' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("2 Gold gegen 1 Entwicklungsstein"),
    word!("1 Entwicklungsstein gegen 2 Gold"),
    word!("2 Gold gegen 1 Einfluss"),
    word!("1 Entwicklungsstein gegen 1 Einfluss"),
    word!("2 Gold gegen 1 Bonusscheibe"),
    word!("2 {0} gegen 1 {1}"),
    word!("1 {0} und 1 {1} gegen 1 {2}"),
    word!("{0} bauen"),
    word!("mit der {0} produzieren"),
    word!("{0} kaufen"),
    word!("{0} produzieren"),
    word!("{0} produzieren, bezahlt mit {1}"),
    word!("1 Entwicklungsstein nehmen"),
    word!("{0} tauschen"),
    word!("{1} erfinden ({0})"),
    word!("{1} weiterentwickeln ({0})"),
    word!("Patent anmelden"),
    word!("{1} ({0}) patentieren"),
    word!("Aktionsscheibe auf {2} ({1}) setzen"),
    word!("{0} ausführen"),
    word!("Aktionsscheibe von {0} zurücknehmen"),
    word!("Aktion beenden"),
    word!("Bonus: {0}"),
    word!("auf die Bonusaktion verzichten"),
];

fn exchange_text(exchange: Exchange) -> String {
    actions::exchange_text(&German, exchange)
}

fn step_text(step: Step) -> String {
    actions::step_text(&German, step)
}

fn action_text(action: Action) -> String {
    actions::action_text(&German, action)
}

fn cards_text(cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|card| card_name(*card))
        .collect::<Vec<_>>()
        .join(", ")
}

fn factories_text(factories: &[FactoryId]) -> String {
    factories
        .iter()
        .map(|factory| factory_name(*factory))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The refusals' templates (see `sentences`).
const SENTENCES: [Word; sentences::SENTENCES] = [
    word!("Era of Inventions ist für {0} bis {1} Spieler, nicht für {2}"),
    word!("Spieler {0} hat keinen Namen"),
    word!("der Name von Spieler {0} ist länger als {1} Zeichen"),
    word!("Spieler {0} hat dieselbe Farbe wie ein Spieler davor"),
    word!("es gibt keinen Spieler {0}, der anfangen könnte"),
    word!("die Regelversion {0} kennt diese App nicht"),
    word!("die Spielvorbereitung ist ungültig: {0}"),
    word!("Aktion {0} ({1}) ist nicht erlaubt: {2}"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("Spieler {0}"),
    word!("{0} setzt eine Aktionsscheibe auf {1}."),
    word!("{0} führt {1} aus."),
    word!("{0} nimmt die Aktionsscheibe von {1} zurück."),
    word!("{0} baut eine {1}."),
    word!("{0} produziert {2} ({1})."),
    word!("{0} kauft das {1} und erhält {2}."),
    word!("{0} produziert {1} und zahlt für die Fragezeichen {2}."),
    word!("{0} produziert {1}."),
    word!("{0} erhält von {4} {1} als Lizenzgebühr ({2}, {3})."),
    word!("{0} erhält nichts für das Plagiat {1} ({2} nicht patentiert)."),
    word!("{0} nimmt 1 Entwicklungsstein."),
    word!("{0} tauscht {1}."),
    word!("{0} erfindet {2} ({1}) für {3}."),
    word!("{0} entwickelt {2} weiter ({1}) für {3}."),
    word!("{0} meldet für {2} Gold ein Patent an (Feld {1}) und schützt damit das {4} Feld {3}."),
    word!("{0} meldet für {2} Gold ein Patent an (Feld {1}), ohne eine Erfindung zu schützen."),
    word!("{0} erhält {1} Gold."),
    word!("{0} erhält {1}."),
    word!("{0} erhält {1} Einfluss (jetzt {2})."),
    word!("{0} landet auf Feld {1} und erhält 1 {2}."),
    word!("{0} setzt eine Bonusscheibe ein."),
    word!("{0} beendet {1}."),
    word!("{0} verzichtet auf die Bonusaktion."),
    word!("Alle Aktionsscheiben sind gesetzt: Die Aktionen werden ausgeführt."),
    word!("Runde {0} ist zu Ende."),
    word!("Start-Erfindungskarten kommen aus dem Spiel: {0}."),
    word!("Aus der Auslage abgelegt: {0}."),
    word!("Neue Erfindungskarten werden in den Nachziehstapel gemischt: {0}."),
    word!("Der Ablagestapel der Erfindungskarten wird zum neuen Nachziehstapel gemischt."),
    word!("Es sind keine Erfindungskarten mehr da, um die Auslage aufzufüllen."),
    word!("Neu in der Auslage: {0}."),
    word!("Abgelegte Fabriken: {0}."),
    word!("Der Ablagestapel der Fabriken wird zum neuen Nachziehstapel gemischt."),
    word!("Neu auf dem Fabrikmarkt: {0}."),
    word!("Schiffe und Lager werden aufgefüllt."),
    word!("Runde {0} beginnt: {1} fängt an."),
    word!("Die letzte Runde ist vorbei: Alle tauschen ein letztes Mal."),
    word!("{0} beendet den letzten Tausch mit {1} Einfluss."),
    word!("Das Spiel ist zu Ende: {0} gewinnt."),
    word!("Das Spiel ist zu Ende: {0} teilen sich den Sieg."),
];

impl Grammar for German {
    fn events(&self) -> &'static [Word; events::EVENTS] {
        &EVENTS
    }
    fn actions(&self) -> &'static [Word; actions::ACTIONS] {
        &ACTIONS
    }
    fn sentences(&self) -> &'static [Word; sentences::SENTENCES] {
        &SENTENCES
    }
    fn two_goods(&self, good: Good) -> String {
        good_name(good).to_string()
    }
    fn card_to_produce(&self, card: CardId) -> String {
        card_name(card)
    }
    fn area_named(&self, area: Area) -> String {
        quoted(area)
    }
    fn of(&self, name: &str) -> String {
        name.to_string()
    }
    fn product_amount(&self, product: Product, amount: u8) -> String {
        product_amount(product, amount)
    }
    fn producing_factory(&self, factory: FactoryId) -> String {
        match factory.info() {
            Some(info) if info.is_start => say!("Startfabrik").to_string(),
            _ => factory_name(factory),
        }
    }
    fn the_load(&self, load: LoadId) -> String {
        load_name(load)
    }
    fn cubes(&self, count: u8, resource: Resource) -> String {
        say!("{} {}", count, resource_name(resource))
    }
    fn produced_card(&self, card: CardId) -> String {
        card_produced(card)
    }
    fn fake(&self, payment: FakePayment) -> String {
        fake_text(payment)
    }
    fn royalty_space(&self, _invention: Invention, _space: Space) -> String {
        String::new()
    }
    fn of_invention(&self, invention: Invention) -> String {
        invention_genitive(invention)
    }
    fn cogs(&self, count: u8) -> String {
        cogs_text(count)
    }
    fn invention_object(&self, invention: Invention, _space: Space) -> String {
        invention_accusative(invention)
    }
    fn patent_number(&self, square: u8) -> String {
        square.to_string()
    }
    fn patented(&self, invention: Invention, _space: Space) -> String {
        invention_genitive(invention)
    }
    fn patented_space(&self, space: Space) -> &'static str {
        match space {
            Space::Gold => say!("goldene"),
            Space::Silver => say!("silberne"),
        }
    }
    fn influence(&self, amount: u8) -> String {
        amount.to_string()
    }
    fn one_good(&self, good: Good) -> String {
        good_name(good).to_string()
    }
    fn cards(&self, cards: &[CardId]) -> String {
        cards_text(cards)
    }
    fn factories(&self, factories: &[FactoryId]) -> String {
        factories_text(factories)
    }
    fn winners(&self, names: &[String]) -> String {
        listed(names)
    }
}

/// Why an action is not allowed, as a clause ("nicht genug Gold").
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("das Spiel ist zu Ende"),
        Illegal::NotNow(Expected::Placement) => say!("jetzt wird eine Aktionsscheibe gesetzt"),
        Illegal::NotNow(Expected::Resolution) => {
            say!("jetzt wählst du eine Aktionsscheibe zum Ausführen oder Zurücknehmen")
        }
        Illegal::NotNow(Expected::ActionStep) => {
            say!("eine Aktion läuft: führe einen Schritt aus oder beende sie")
        }
        Illegal::NotNow(Expected::Bonus) => {
            say!("jetzt kannst du eine Bonusscheibe einsetzen oder darauf verzichten")
        }
        Illegal::NotNow(Expected::FinalExchange) => {
            say!("jetzt läuft der letzte Tausch: tausche oder beende ihn")
        }
        Illegal::AreaFull => say!("in diesem Aktionsbereich liegen schon zwei Aktionsscheiben"),
        Illegal::AlreadyOnArea => say!("du hast schon eine Aktionsscheibe in diesem Bereich"),
        Illegal::NoTokenOnArea => say!("du hast keine Aktionsscheibe in diesem Bereich"),
        Illegal::NothingToDo => {
            say!("diese Aktion bringt dir jetzt nichts: nimm die Aktionsscheibe zurück")
        }
        Illegal::WrongArea => say!("dieser Schritt gehört zu einem anderen Aktionsbereich"),
        Illegal::BonusOnly => {
            say!("eine einzelne Fabrik produzieren lassen geht nur als Bonusaktion")
        }
        Illegal::NotAsBonus => say!("einen Entwicklungsstein nehmen ist keine Bonusaktion"),
        Illegal::CogOrExchanges => say!("nimm einen Entwicklungsstein oder tausche, nicht beides"),
        Illegal::StepLimit(_) => say!("mehr erlaubt diese Aktion nicht"),
        Illegal::SquareLimit => say!("dieses Feld des Tauschmarkts wurde schon 3-mal genutzt"),
        Illegal::NoStepTaken => {
            say!("führe mindestens einen Schritt aus oder nimm stattdessen die Aktionsscheibe zurück")
        }
        Illegal::NoBonusToken => say!("du hast keine Bonusscheibe"),
        Illegal::BonusTokenTooNew => {
            say!("eine in dieser Aktion gekaufte Bonusscheibe kannst du erst nach deiner nächsten Aktion einsetzen")
        }
        Illegal::FactoryNotOffered => say!("diese Fabrik liegt nicht auf dem Markt"),
        Illegal::FactoriesPerRound(_) => {
            say!("du hast in dieser Runde schon 3 Fabriken gebaut, mehr sind nicht erlaubt")
        }
        Illegal::NotYourFactory => say!("das ist keine deiner Fabriken"),
        Illegal::UnknownLoad => say!("dieses Schiff oder Lager gibt es nicht"),
        Illegal::LoadEmpty => say!("dieses Schiff oder Lager ist leer"),
        Illegal::NotEnoughGold => say!("nicht genug Gold"),
        Illegal::NotEnoughCogs => say!("nicht genug Entwicklungssteine"),
        Illegal::NotEnoughCubes => say!("nicht genug Rohstoffe"),
        Illegal::CardNotOffered => say!("diese Erfindungskarte liegt nicht aus"),
        Illegal::FakePaymentMismatch => {
            say!("die Fragezeichen einer Plagiatskarte zahlst du mit genau so vielen Metall-, Technik- oder Werkzeugquadern")
        }
        Illegal::FakeOfOwnInvention => {
            say!("von deinen eigenen Erfindungen darfst du kein Plagiat produzieren")
        }
        Illegal::NoSuchExchange => say!("diesen Tausch bietet der Tauschmarkt nicht an"),
        Illegal::NoBonusTokenAtGameEnd => {
            say!("beim letzten Tausch gibt es keine Bonusscheiben zu kaufen")
        }
        Illegal::SpaceTaken => say!("dieses Feld ist schon belegt"),
        Illegal::GoldSpaceFirst => {
            say!("zuerst muss das goldene Feld belegt sein, dann das silberne")
        }
        Illegal::CogLimit => {
            say!("in einer Aktion kannst du höchstens 7 Entwicklungssteine ausgeben")
        }
        Illegal::NoMarkerLeft => say!("du hast keine Erfindungssteine mehr"),
        Illegal::DevelopOrPatent => say!("mache Erfindungen oder melde Patente an, nicht beides"),
        Illegal::PatentTrackFull => say!("du hast schon alle 6 Patente angemeldet"),
        Illegal::NotYourSpace => say!("du kannst nur deine eigenen Erfindungen patentieren"),
        Illegal::AlreadyPatented => say!("dieses Feld ist schon patentiert"),
        Illegal::MustAttachPatent => {
            say!("lege das Patent auf eine deiner noch nicht patentierten Erfindungen")
        }
    }
}

impl Words for German {
    fn resource(&self, resource: Resource) -> &'static str {
        resource_name(resource)
    }
    fn good(&self, good: Good) -> &'static str {
        good_name(good)
    }
    fn area(&self, area: Area) -> &'static str {
        area_name(area)
    }
    fn area_hint(&self, area: Area) -> &'static str {
        area_hint(area)
    }
    fn space(&self, space: Space) -> &'static str {
        space_name(space)
    }
    fn invention(&self, invention: Invention) -> &'static str {
        invention_name(invention)
    }
    fn start_invention(&self, card: StartInvention) -> &'static str {
        start_invention_name(card)
    }
    fn card(&self, card: CardId) -> String {
        card_name(card)
    }
    fn factory(&self, factory: FactoryId) -> String {
        factory_name(factory)
    }
    fn load(&self, load: LoadId) -> String {
        load_name(load)
    }
    fn royalty(&self, royalty: Royalty) -> String {
        royalty_text(royalty)
    }
    fn exchange(&self, exchange: Exchange) -> String {
        exchange_text(exchange)
    }
    fn step(&self, step: Step) -> String {
        step_text(step)
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
