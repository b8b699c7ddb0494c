//! German, in the words of the German rulebook (Fabriken, Aktionsscheiben, Entwicklungssteine,
//! Plagiatskarten, goldene und silberne Felder). Names carry their own articles where a sentence
//! needs one, so every log line is written whole. Long compound names carry soft hyphens (U+00AD)
//! where they may break in a narrow card.

use super::{load_number, Words};
use crate::rules::action::{Action, Exchange, FakePayment, Step};
use crate::rules::components::{
    Area, CardId, CardKind, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
    StartInvention,
};
use crate::rules::data;
use crate::rules::event::Event;
use crate::rules::{Expected, GameState, Illegal, SetupError, MAX_NAME_CHARS};

pub struct German;

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Wood => "Holz",
        Resource::Coal => "Kohle",
        Resource::Metal => "Metall",
        Resource::Tech => "Technik",
        Resource::Tool => "Werkzeug",
    }
}

fn good_name(good: Good) -> &'static str {
    match good.resource() {
        Some(resource) => resource_name(resource),
        None => "Gold",
    }
}

fn area_name(area: Area) -> &'static str {
    match area {
        Area::Build => "Fabriken bauen",
        Area::Production => "Rohstoffe produzieren",
        Area::Buy => "Rohstoffe kaufen",
        Area::Produce => "Erfindungen produzieren",
        Area::Exchange => "Tauschmarkt",
        Area::Develop => "Erfinden oder patentieren",
    }
}

/// An action area's name inside a sentence, in quotation marks as in the rulebook.
fn quoted(area: Area) -> String {
    format!("„{}“", area_name(area))
}

fn space_name(space: Space) -> &'static str {
    match space {
        Space::Gold => "goldenes Feld",
        Space::Silver => "silbernes Feld",
    }
}

fn invention_name(invention: Invention) -> &'static str {
    use Invention::*;
    match invention {
        SewingMachine => "Näh\u{ad}maschine",
        Typewriter => "Schreib\u{ad}maschine",
        CashRegister => "Kasse",
        Camera => "Foto\u{ad}apparat",
        Gramophone => "Grammofon",
        Telephone => "Telefon",
        Automobile => "Auto",
        SteamTrain => "Dampf\u{ad}lokomotive",
        Plane => "Flugzeug",
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
        _ if feminine(invention) => "die",
        Invention::Camera => "den",
        _ => "das",
    };
    format!("{article} {}", invention_name(invention))
}

/// The invention in the genitive: "der Nähmaschine", "des Telefons".
fn invention_genitive(invention: Invention) -> String {
    if feminine(invention) {
        format!("der {}", invention_name(invention))
    } else {
        format!("des {}s", invention_name(invention))
    }
}

/// The invention with an indefinite article in the accusative: "eine Nähmaschine".
fn invention_indefinite(invention: Invention) -> String {
    let article = match invention {
        _ if feminine(invention) => "eine",
        Invention::Camera => "einen",
        _ => "ein",
    };
    format!("{article} {}", invention_name(invention))
}

fn start_invention_name(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => "Taschen\u{ad}uhr",
        LightBulb => "Glüh\u{ad}birne",
        Telegraph => "Telegraf",
        Bicycle => "Fahrrad",
        SafetyPin => "Sicherheits\u{ad}nadel",
        Matches => "Streich\u{ad}hölzer",
        Stethoscope => "Stethoskop",
        Barometer => "Barometer",
        Revolver => "Revolver",
        TinCan => "Konserven\u{ad}dose",
        Harmonica => "Mund\u{ad}harmonika",
        Elevator => "Aufzug",
    }
}

/// A start invention with an indefinite article in the accusative: "einen Telegrafen".
fn start_invention_indefinite(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => "eine Taschenuhr",
        LightBulb => "eine Glühbirne",
        Telegraph => "einen Telegrafen",
        Bicycle => "ein Fahrrad",
        SafetyPin => "eine Sicherheitsnadel",
        Matches => "Streichhölzer",
        Stethoscope => "ein Stethoskop",
        Barometer => "ein Barometer",
        Revolver => "einen Revolver",
        TinCan => "eine Konservendose",
        Harmonica => "eine Mundharmonika",
        Elevator => "einen Aufzug",
    }
}

fn area_hint(area: Area) -> &'static str {
    match area {
        Area::Build => "Baue bis zu 3 Fabriken vom Markt und zahle dafür Holz und Kohle. Jede bringt 1 Einfluss.",
        Area::Production => "Alle deine Fabriken produzieren.",
        Area::Buy => "Kaufe die Rohstoffe von bis zu 3 Schiffen oder Lagern, je 1 Gold.",
        Area::Produce => "Produziere bis zu 3 Erfindungskarten und zahle ihre Rohstoffe. Erfinder erhalten Lizenzgebühren.",
        Area::Exchange => "Nimm 1 Entwicklungsstein oder tausche bis zu 5-mal (höchstens 3-mal pro Feld).",
        Area::Develop => "Mache Erfindungen (höchstens 7 Entwicklungssteine) oder melde 1 oder 2 Patente an, nicht beides.",
    }
}

fn card_name(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_name(invention).to_string(),
        Some(CardKind::Fake(invention)) => format!("{} (Plagiat)", invention_name(invention)),
        Some(CardKind::Start(start)) => start_invention_name(start).to_string(),
        None => format!("Karte Nr. {}", card.0),
    }
}

/// What a player produces with a card, as the object of "produziert".
fn card_produced(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_indefinite(invention),
        Some(CardKind::Fake(invention)) => {
            format!("ein Plagiat {}", invention_genitive(invention))
        }
        Some(CardKind::Start(start)) => start_invention_indefinite(start).to_string(),
        None => format!("Karte Nr. {}", card.0),
    }
}

fn cogs_text(count: u8) -> String {
    if count == 1 {
        "1 Entwicklungsstein".to_string()
    } else {
        format!("{count} Entwicklungssteine")
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cube(resource) => format!("{amount} {}", resource_name(resource)),
        Product::Gold => format!("{amount} Gold"),
        Product::Cogs => cogs_text(amount),
    }
}

fn factory_name(factory: FactoryId) -> String {
    match factory.info() {
        Some(info) if info.is_start => "Startfabrik (1 Holz)".to_string(),
        Some(info) => format!("Fabrik für {}", product_amount(info.product, info.amount)),
        None => format!("Fabrik Nr. {}", factory.0),
    }
}

fn load_name(load: LoadId) -> String {
    let name = match load.info() {
        Some(info) if info.is_ship => format!("{}schiff", resource_name(info.resource)),
        Some(info) => format!("{}lager", resource_name(info.resource)),
        None => format!("Ladung Nr. {}", load.0),
    };
    match load_number(load) {
        Some(number) => format!("{name} {number}"),
        None => name,
    }
}

fn royalty_text(royalty: Royalty) -> String {
    match royalty {
        Royalty::Influence(amount) => format!("{amount} Einfluss"),
        Royalty::Gold(amount) => format!("{amount} Gold"),
    }
}

/// A list in a sentence: "a, b und c".
fn listed(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} und {last}", rest.join(", ")),
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
    .map(|(count, resource)| format!("{count} {}", resource_name(resource)))
    .collect();
    listed(&parts)
}

fn exchange_text(exchange: Exchange) -> String {
    match exchange {
        Exchange::GoldForCog => "2 Gold gegen 1 Entwicklungsstein".to_string(),
        Exchange::CogForGold => "1 Entwicklungsstein gegen 2 Gold".to_string(),
        Exchange::GoldForInfluence => "2 Gold gegen 1 Einfluss".to_string(),
        Exchange::CogForInfluence => "1 Entwicklungsstein gegen 1 Einfluss".to_string(),
        Exchange::BonusToken => "2 Gold gegen 1 Bonusscheibe".to_string(),
        Exchange::Trade { give, get } if give[0] == give[1] => {
            format!("2 {} gegen 1 {}", good_name(give[0]), good_name(get))
        }
        Exchange::Trade { give, get } => format!(
            "1 {} und 1 {} gegen 1 {}",
            good_name(give[0]),
            good_name(give[1]),
            good_name(get)
        ),
    }
}

/// Developing a space, as an infinitive: "Nähmaschine erfinden (goldenes Feld)".
fn develop_text(invention: Invention, space: Space) -> String {
    let name = invention_name(invention);
    match space {
        Space::Gold => format!("{name} erfinden ({})", space_name(space)),
        Space::Silver => format!("{name} weiterentwickeln ({})", space_name(space)),
    }
}

fn step_text(step: Step) -> String {
    match step {
        Step::Build(factory) => format!("{} bauen", factory_name(factory)),
        Step::RunFactory(factory) => format!("mit der {} produzieren", factory_name(factory)),
        Step::Buy(load) => format!("{} kaufen", load_name(load)),
        Step::Produce { card, fake: None } => format!("{} produzieren", card_name(card)),
        Step::Produce {
            card,
            fake: Some(payment),
        } => format!(
            "{} produzieren, bezahlt mit {}",
            card_name(card),
            fake_text(payment)
        ),
        Step::TakeCog => "1 Entwicklungsstein nehmen".to_string(),
        Step::Exchange(exchange) => format!("{} tauschen", exchange_text(exchange)),
        Step::Develop(invention, space) => develop_text(invention, space),
        Step::Patent(None) => "Patent anmelden".to_string(),
        Step::Patent(Some((invention, space))) => format!(
            "{} ({}) patentieren",
            invention_name(invention),
            space_name(space)
        ),
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::Place(area) => format!(
            "Aktionsscheibe auf {} ({}) setzen",
            quoted(area),
            area.letter()
        ),
        Action::Resolve(area) => format!("{} ausführen", quoted(area)),
        Action::Withdraw(area) => format!("Aktionsscheibe von {} zurücknehmen", quoted(area)),
        Action::Step(step) => step_text(step),
        Action::EndAction => "Aktion beenden".to_string(),
        Action::Bonus(step) => format!("Bonus: {}", step_text(step)),
        Action::SkipBonus => "auf die Bonusaktion verzichten".to_string(),
    }
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

/// One log line for an event; `names` are the players' names in seat order.
fn event_text(event: &Event, names: &[String]) -> String {
    let name = |seat: u8| {
        names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| format!("Spieler {}", seat + 1))
    };
    match event {
        Event::TokenPlaced { seat, area } => format!(
            "{} setzt eine Aktionsscheibe auf {}.",
            name(*seat),
            quoted(*area)
        ),
        Event::ActionStarted { seat, area } => {
            format!("{} führt {} aus.", name(*seat), quoted(*area))
        }
        Event::TokenWithdrawn { seat, area } => format!(
            "{} nimmt die Aktionsscheibe von {} zurück.",
            name(*seat),
            quoted(*area)
        ),
        Event::FactoryBuilt { seat, factory } => {
            format!("{} baut eine {}.", name(*seat), factory_name(*factory))
        }
        Event::FactoryProduced {
            seat,
            factory,
            product,
            amount,
        } => {
            let source = match factory.info() {
                Some(info) if info.is_start => "Startfabrik".to_string(),
                _ => factory_name(*factory),
            };
            format!(
                "{} produziert {} ({source}).",
                name(*seat),
                product_amount(*product, *amount)
            )
        }
        Event::LoadBought {
            seat,
            load,
            resource,
            cubes,
        } => format!(
            "{} kauft das {} und erhält {} {}.",
            name(*seat),
            load_name(*load),
            cubes,
            resource_name(*resource)
        ),
        Event::InventionProduced { seat, card, fake } => match fake {
            Some(payment) => format!(
                "{} produziert {} und zahlt für die Fragezeichen {}.",
                name(*seat),
                card_produced(*card),
                fake_text(*payment)
            ),
            None => format!("{} produziert {}.", name(*seat), card_produced(*card)),
        },
        Event::RoyaltyPaid {
            to,
            producer,
            invention,
            space,
            royalty,
        } => format!(
            "{} erhält von {} {} als Lizenzgebühr ({}, {}).",
            name(*to),
            name(*producer),
            royalty_text(*royalty),
            invention_name(*invention),
            space_name(*space)
        ),
        Event::RoyaltyLostToFake {
            holder,
            invention,
            space,
        } => format!(
            "{} erhält nichts für das Plagiat {} ({} nicht patentiert).",
            name(*holder),
            invention_genitive(*invention),
            space_name(*space)
        ),
        Event::CogTaken { seat } => format!("{} nimmt 1 Entwicklungsstein.", name(*seat)),
        Event::Exchanged { seat, exchange } => {
            format!("{} tauscht {}.", name(*seat), exchange_text(*exchange))
        }
        Event::Developed {
            seat,
            invention,
            space,
            cogs,
        } => match space {
            Space::Gold => format!(
                "{} erfindet {} ({}) für {}.",
                name(*seat),
                invention_accusative(*invention),
                space_name(*space),
                cogs_text(*cogs)
            ),
            Space::Silver => format!(
                "{} entwickelt {} weiter ({}) für {}.",
                name(*seat),
                invention_accusative(*invention),
                space_name(*space),
                cogs_text(*cogs)
            ),
        },
        Event::PatentRegistered {
            seat,
            square,
            gold,
            attached,
        } => match attached {
            Some((invention, space)) => {
                let space = match space {
                    Space::Gold => "goldene",
                    Space::Silver => "silberne",
                };
                format!(
                    "{} meldet für {} Gold ein Patent an (Feld {}) und schützt damit das {} Feld {}.",
                    name(*seat),
                    gold,
                    square,
                    space,
                    invention_genitive(*invention)
                )
            }
            None => format!(
                "{} meldet für {} Gold ein Patent an (Feld {}), ohne eine Erfindung zu schützen.",
                name(*seat),
                gold,
                square
            ),
        },
        Event::GoldGained { seat, amount } => format!("{} erhält {} Gold.", name(*seat), amount),
        Event::CogsGained { seat, amount } => {
            format!("{} erhält {}.", name(*seat), cogs_text(*amount))
        }
        Event::InfluenceGained {
            seat,
            amount,
            total,
        } => format!(
            "{} erhält {} Einfluss (jetzt {}).",
            name(*seat),
            amount,
            total
        ),
        Event::SymbolReward { seat, square, good } => format!(
            "{} landet auf Feld {} und erhält 1 {}.",
            name(*seat),
            square,
            good_name(*good)
        ),
        Event::BonusTokenUsed { seat } => format!("{} setzt eine Bonusscheibe ein.", name(*seat)),
        Event::ActionEnded { seat, area } => {
            format!("{} beendet {}.", name(*seat), quoted(*area))
        }
        Event::BonusSkipped { seat } => {
            format!("{} verzichtet auf die Bonusaktion.", name(*seat))
        }
        Event::ResolutionStarted => {
            "Alle Aktionsscheiben sind gesetzt: Die Aktionen werden ausgeführt.".to_string()
        }
        Event::RoundEnded { round } => format!("Runde {round} ist zu Ende."),
        Event::StartCardsRemoved { cards } => {
            format!(
                "Start-Erfindungskarten kommen aus dem Spiel: {}.",
                cards_text(cards)
            )
        }
        Event::ConveyorDiscarded { cards } => {
            format!("Aus der Auslage abgelegt: {}.", cards_text(cards))
        }
        Event::NewInventionsShuffledIn { cards } => format!(
            "Neue Erfindungskarten werden in den Nachziehstapel gemischt: {}.",
            cards_text(cards)
        ),
        Event::InventionDiscardReshuffled => {
            "Der Ablagestapel der Erfindungskarten wird zum neuen Nachziehstapel gemischt."
                .to_string()
        }
        Event::ConveyorRefilled { cards } if cards.is_empty() => {
            "Es sind keine Erfindungskarten mehr da, um die Auslage aufzufüllen.".to_string()
        }
        Event::ConveyorRefilled { cards } => {
            format!("Neu in der Auslage: {}.", cards_text(cards))
        }
        Event::FactoriesDiscarded { factories } => {
            format!("Abgelegte Fabriken: {}.", factories_text(factories))
        }
        Event::FactoryDiscardReshuffled => {
            "Der Ablagestapel der Fabriken wird zum neuen Nachziehstapel gemischt.".to_string()
        }
        Event::FactoryMarketRefilled { factories } => {
            format!("Neu auf dem Fabrikmarkt: {}.", factories_text(factories))
        }
        Event::LoadsRefilled => "Schiffe und Lager werden aufgefüllt.".to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => format!("Runde {} beginnt: {} fängt an.", round, name(*start_player)),
        Event::FinalExchangeStarted => {
            "Die letzte Runde ist vorbei: Alle tauschen ein letztes Mal.".to_string()
        }
        Event::FinalExchangeEnded { seat, influence } => format!(
            "{} beendet den letzten Tausch mit {} Einfluss.",
            name(*seat),
            influence
        ),
        Event::GameEnded { winners } => {
            let names: Vec<String> = winners.iter().map(|seat| name(*seat)).collect();
            if names.len() == 1 {
                format!("Das Spiel ist zu Ende: {} gewinnt.", listed(&names))
            } else {
                format!(
                    "Das Spiel ist zu Ende: {} teilen sich den Sieg.",
                    listed(&names)
                )
            }
        }
    }
}

/// Why an action is not allowed, as a clause ("nicht genug Gold").
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => "das Spiel ist zu Ende",
        Illegal::NotNow(Expected::Placement) => "jetzt wird eine Aktionsscheibe gesetzt",
        Illegal::NotNow(Expected::Resolution) => {
            "jetzt wählst du eine Aktionsscheibe zum Ausführen oder Zurücknehmen"
        }
        Illegal::NotNow(Expected::ActionStep) => {
            "eine Aktion läuft: führe einen Schritt aus oder beende sie"
        }
        Illegal::NotNow(Expected::Bonus) => {
            "jetzt kannst du eine Bonusscheibe einsetzen oder darauf verzichten"
        }
        Illegal::NotNow(Expected::FinalExchange) => {
            "jetzt läuft der letzte Tausch: tausche oder beende ihn"
        }
        Illegal::AreaFull => "in diesem Aktionsbereich liegen schon zwei Aktionsscheiben",
        Illegal::AlreadyOnArea => "du hast schon eine Aktionsscheibe in diesem Bereich",
        Illegal::NoTokenOnArea => "du hast keine Aktionsscheibe in diesem Bereich",
        Illegal::NothingToDo => {
            "diese Aktion bringt dir jetzt nichts: nimm die Aktionsscheibe zurück"
        }
        Illegal::WrongArea => "dieser Schritt gehört zu einem anderen Aktionsbereich",
        Illegal::BonusOnly => "eine einzelne Fabrik produzieren lassen geht nur als Bonusaktion",
        Illegal::NotAsBonus => "einen Entwicklungsstein nehmen ist keine Bonusaktion",
        Illegal::CogOrExchanges => "nimm einen Entwicklungsstein oder tausche, nicht beides",
        Illegal::StepLimit(_) => "mehr erlaubt diese Aktion nicht",
        Illegal::SquareLimit => "dieses Feld des Tauschmarkts wurde schon 3-mal genutzt",
        Illegal::NoStepTaken => {
            "führe mindestens einen Schritt aus oder nimm stattdessen die Aktionsscheibe zurück"
        }
        Illegal::NoBonusToken => "du hast keine Bonusscheibe",
        Illegal::BonusTokenTooNew => {
            "eine in dieser Aktion gekaufte Bonusscheibe kannst du erst nach deiner nächsten Aktion einsetzen"
        }
        Illegal::FactoryNotOffered => "diese Fabrik liegt nicht auf dem Markt",
        Illegal::FactoriesPerRound(_) => {
            "du hast in dieser Runde schon 3 Fabriken gebaut, mehr sind nicht erlaubt"
        }
        Illegal::NotYourFactory => "das ist keine deiner Fabriken",
        Illegal::UnknownLoad => "dieses Schiff oder Lager gibt es nicht",
        Illegal::LoadEmpty => "dieses Schiff oder Lager ist leer",
        Illegal::NotEnoughGold => "nicht genug Gold",
        Illegal::NotEnoughCogs => "nicht genug Entwicklungssteine",
        Illegal::NotEnoughCubes => "nicht genug Rohstoffe",
        Illegal::CardNotOffered => "diese Erfindungskarte liegt nicht aus",
        Illegal::FakePaymentMismatch => {
            "die Fragezeichen einer Plagiatskarte zahlst du mit genau so vielen Metall-, Technik- oder Werkzeugquadern"
        }
        Illegal::FakeOfOwnInvention => "von deinen eigenen Erfindungen darfst du kein Plagiat produzieren",
        Illegal::NoSuchExchange => "diesen Tausch bietet der Tauschmarkt nicht an",
        Illegal::NoBonusTokenAtGameEnd => "beim letzten Tausch gibt es keine Bonusscheiben zu kaufen",
        Illegal::SpaceTaken => "dieses Feld ist schon belegt",
        Illegal::GoldSpaceFirst => "zuerst muss das goldene Feld belegt sein, dann das silberne",
        Illegal::CogLimit => "in einer Aktion kannst du höchstens 7 Entwicklungssteine ausgeben",
        Illegal::NoMarkerLeft => "du hast keine Erfindungssteine mehr",
        Illegal::DevelopOrPatent => "mache Erfindungen oder melde Patente an, nicht beides",
        Illegal::PatentTrackFull => "du hast schon alle 6 Patente angemeldet",
        Illegal::NotYourSpace => "du kannst nur deine eigenen Erfindungen patentieren",
        Illegal::AlreadyPatented => "dieses Feld ist schon patentiert",
        Illegal::MustAttachPatent => {
            "lege das Patent auf eine deiner noch nicht patentierten Erfindungen"
        }
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => format!(
            "Era of Inventions ist für {} bis {} Spieler, nicht für {count}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS
        ),
        SetupError::EmptyName(seat) => format!("Spieler {} hat keinen Namen", seat + 1),
        SetupError::NameTooLong(seat) => format!(
            "der Name von Spieler {} ist länger als {MAX_NAME_CHARS} Zeichen",
            seat + 1
        ),
        SetupError::DuplicateColour(seat) => format!(
            "Spieler {} hat dieselbe Farbe wie ein Spieler davor",
            seat + 1
        ),
        SetupError::StartPlayerOutOfRange(seat) => {
            format!("es gibt keinen Spieler {}, der anfangen könnte", seat + 1)
        }
        SetupError::UnknownRules(version) => {
            format!("die Regelversion {version} kennt diese App nicht")
        }
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
            "Aktion {} ({action:?}) ist nicht erlaubt: {}",
            index + 1,
            illegal(reason.reason)
        ),
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
}
