//! English.

use super::{load_number, Words};
use crate::rules::action::{Action, Exchange, FakePayment, Step};
use crate::rules::components::{
    Area, CardId, CardKind, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
    StartInvention,
};
use crate::rules::data;
use crate::rules::event::Event;
use crate::rules::{Expected, GameState, Illegal, SetupError, MAX_NAME_CHARS};

pub struct English;

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Wood => "wood",
        Resource::Coal => "coal",
        Resource::Metal => "metal",
        Resource::Tech => "tech",
        Resource::Tool => "tool",
    }
}

fn good_name(good: Good) -> &'static str {
    match good.resource() {
        Some(resource) => resource_name(resource),
        None => "gold",
    }
}

fn area_name(area: Area) -> &'static str {
    match area {
        Area::Build => "Build factories",
        Area::Production => "Factory production",
        Area::Buy => "Buy resources",
        Area::Produce => "Produce inventions",
        Area::Exchange => "Exchange market",
        Area::Develop => "Develop or patent",
    }
}

fn space_name(space: Space) -> &'static str {
    match space {
        Space::Gold => "gold",
        Space::Silver => "silver",
    }
}

fn invention_name(invention: Invention) -> &'static str {
    use Invention::*;
    match invention {
        SewingMachine => "Sewing machine",
        Typewriter => "Typewriter",
        CashRegister => "Cash register",
        Camera => "Camera",
        Gramophone => "Gramophone",
        Telephone => "Telephone",
        Automobile => "Automobile",
        SteamTrain => "Steam train",
        Plane => "Plane",
    }
}

fn start_invention_name(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => "Pocket watch",
        LightBulb => "Light bulb",
        Telegraph => "Telegraph",
        Bicycle => "Bicycle",
        SafetyPin => "Safety pin",
        Matches => "Matches",
        Stethoscope => "Stethoscope",
        Barometer => "Barometer",
        Revolver => "Revolver",
        TinCan => "Tin can",
        Harmonica => "Harmonica",
        Elevator => "Elevator",
    }
}

fn area_hint(area: Area) -> &'static str {
    match area {
        Area::Build => "Build up to 3 factories from the market, paying their wood and coal. Each gives 1 influence.",
        Area::Production => "All your factories produce.",
        Area::Buy => "Buy the cubes of up to 3 ships or storage houses, 1 gold each.",
        Area::Produce => "Produce up to 3 invention cards, paying their cubes. Developers earn royalties.",
        Area::Exchange => "Take 1 cog, or make up to 5 exchanges (at most 3 in each square).",
        Area::Develop => "Develop inventions (at most 7 cogs) or register 1 or 2 patents, not both.",
    }
}

fn card_name(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_name(invention).to_string(),
        Some(CardKind::Fake(invention)) => format!("{} (fake)", invention_name(invention)),
        Some(CardKind::Start(start)) => start_invention_name(start).to_string(),
        None => format!("card #{}", card.0),
    }
}

fn product_name(product: Product) -> &'static str {
    match product {
        Product::Cube(resource) => resource_name(resource),
        Product::Gold => "gold",
        Product::Cogs => "cogs",
    }
}

fn factory_name(factory: FactoryId) -> String {
    match factory.info() {
        Some(info) if info.is_start => "start factory (1 wood)".to_string(),
        Some(info) if info.product == Product::Cogs && info.amount == 1 => "1 cog factory".into(),
        Some(info) => format!("{} {} factory", info.amount, product_name(info.product)),
        None => format!("factory #{}", factory.0),
    }
}

fn load_name(load: LoadId) -> String {
    let name = match load.info() {
        Some(info) if info.is_ship => format!("{} ship", resource_name(info.resource)),
        Some(info) => format!("{} storage house", resource_name(info.resource)),
        None => format!("load #{}", load.0),
    };
    match load_number(load) {
        Some(number) => format!("{name} {number}"),
        None => name,
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cogs => cogs_text(amount),
        other => format!("{amount} {}", product_name(other)),
    }
}

fn cogs_text(count: u8) -> String {
    if count == 1 {
        "1 cog".to_string()
    } else {
        format!("{count} cogs")
    }
}

fn royalty_text(royalty: Royalty) -> String {
    match royalty {
        Royalty::Influence(amount) => format!("{amount} influence"),
        Royalty::Gold(amount) => format!("{amount} gold"),
    }
}

fn fake_text(payment: FakePayment) -> String {
    let parts: Vec<String> = [
        (payment.metal, "metal"),
        (payment.tech, "tech"),
        (payment.tool, "tool"),
    ]
    .into_iter()
    .filter(|(count, _)| *count > 0)
    .map(|(count, name)| format!("{count} {name}"))
    .collect();
    parts.join(", ")
}

fn exchange_text(exchange: Exchange) -> String {
    match exchange {
        Exchange::GoldForCog => "2 gold for 1 cog".to_string(),
        Exchange::CogForGold => "1 cog for 2 gold".to_string(),
        Exchange::GoldForInfluence => "2 gold for 1 influence".to_string(),
        Exchange::CogForInfluence => "1 cog for 1 influence".to_string(),
        Exchange::BonusToken => "2 gold for a bonus token".to_string(),
        Exchange::Trade { give, get } if give[0] == give[1] => {
            format!("2 {} for 1 {}", good_name(give[0]), good_name(get))
        }
        Exchange::Trade { give, get } => format!(
            "1 {} and 1 {} for 1 {}",
            good_name(give[0]),
            good_name(give[1]),
            good_name(get)
        ),
    }
}

fn step_text(step: Step) -> String {
    match step {
        Step::Build(factory) => format!("build the {}", factory_name(factory)),
        Step::RunFactory(factory) => format!("run the {}", factory_name(factory)),
        Step::Buy(load) => format!("buy the {}", load_name(load)),
        Step::Produce { card, fake: None } => format!("produce {}", card_name(card)),
        Step::Produce {
            card,
            fake: Some(payment),
        } => format!("produce {} paying {}", card_name(card), fake_text(payment)),
        Step::TakeCog => "take 1 cog".to_string(),
        Step::Exchange(exchange) => format!("exchange {}", exchange_text(exchange)),
        Step::Develop(invention, space) => format!(
            "develop the {} space of the {}",
            space_name(space),
            invention_name(invention)
        ),
        Step::Patent(None) => "register a patent".to_string(),
        Step::Patent(Some((invention, space))) => format!(
            "register a patent on the {} space of the {}",
            space_name(space),
            invention_name(invention)
        ),
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::Place(area) => format!("place a token on {} ({})", area_name(area), area.letter()),
        Action::Resolve(area) => format!("resolve {}", area_name(area)),
        Action::Withdraw(area) => format!("withdraw from {}", area_name(area)),
        Action::Step(step) => step_text(step),
        Action::EndAction => "end the action".to_string(),
        Action::Bonus(step) => format!("bonus: {}", step_text(step)),
        Action::SkipBonus => "skip the bonus action".to_string(),
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
            .unwrap_or_else(|| format!("Player {}", seat + 1))
    };
    match event {
        Event::TokenPlaced { seat, area } => {
            format!("{} places a token on {}.", name(*seat), area_name(*area))
        }
        Event::ActionStarted { seat, area } => {
            format!("{} resolves {}.", name(*seat), area_name(*area))
        }
        Event::TokenWithdrawn { seat, area } => {
            format!("{} withdraws from {}.", name(*seat), area_name(*area))
        }
        Event::FactoryBuilt { seat, factory } => {
            format!("{} builds a {}.", name(*seat), factory_name(*factory))
        }
        Event::FactoryProduced {
            seat,
            factory,
            product,
            amount,
        } => format!(
            "{}'s {} makes {}.",
            name(*seat),
            factory_name(*factory),
            product_amount(*product, *amount)
        ),
        Event::LoadBought {
            seat,
            load,
            resource,
            cubes,
        } => format!(
            "{} buys the {}: {} {}.",
            name(*seat),
            load_name(*load),
            cubes,
            resource_name(*resource)
        ),
        Event::InventionProduced { seat, card, fake } => match fake {
            Some(payment) => format!(
                "{} produces {}, paying {}.",
                name(*seat),
                card_name(*card),
                fake_text(*payment)
            ),
            None => format!("{} produces {}.", name(*seat), card_name(*card)),
        },
        Event::RoyaltyPaid {
            to,
            producer,
            invention,
            space,
            royalty,
        } => format!(
            "{} earns a royalty of {} ({} {} space) from {}.",
            name(*to),
            royalty_text(*royalty),
            invention_name(*invention),
            space_name(*space),
            name(*producer)
        ),
        Event::RoyaltyLostToFake {
            holder,
            invention,
            space,
        } => format!(
            "{} earns nothing from the fake {} ({} space not patented).",
            name(*holder),
            invention_name(*invention),
            space_name(*space)
        ),
        Event::CogTaken { seat } => format!("{} takes 1 cog.", name(*seat)),
        Event::Exchanged { seat, exchange } => {
            format!("{} exchanges {}.", name(*seat), exchange_text(*exchange))
        }
        Event::Developed {
            seat,
            invention,
            space,
            cogs,
        } => format!(
            "{} develops the {} space of the {} for {}.",
            name(*seat),
            space_name(*space),
            invention_name(*invention),
            cogs_text(*cogs)
        ),
        Event::PatentRegistered {
            seat,
            square,
            gold,
            attached,
        } => match attached {
            Some((invention, space)) => format!(
                "{} registers patent {} for {} gold, protecting the {} {} space.",
                name(*seat),
                square,
                gold,
                invention_name(*invention),
                space_name(*space)
            ),
            None => format!(
                "{} registers patent {} for {} gold (nothing to protect).",
                name(*seat),
                square,
                gold
            ),
        },
        Event::GoldGained { seat, amount } => format!("{} gains {} gold.", name(*seat), amount),
        Event::CogsGained { seat, amount } => {
            format!("{} gains {}.", name(*seat), cogs_text(*amount))
        }
        Event::InfluenceGained {
            seat,
            amount,
            total,
        } => format!(
            "{} gains {} influence (now {}).",
            name(*seat),
            amount,
            total
        ),
        Event::SymbolReward { seat, square, good } => format!(
            "{} lands on square {} and takes 1 {}.",
            name(*seat),
            square,
            good_name(*good)
        ),
        Event::BonusTokenUsed { seat } => format!("{} uses a bonus action token.", name(*seat)),
        Event::ActionEnded { seat, area } => {
            format!("{} ends {}.", name(*seat), area_name(*area))
        }
        Event::BonusSkipped { seat } => format!("{} skips the bonus action.", name(*seat)),
        Event::ResolutionStarted => "All tokens are placed: resolution begins.".to_string(),
        Event::RoundEnded { round } => format!("Round {round} ends."),
        Event::StartCardsRemoved { cards } => {
            format!("Start cards leave the game: {}.", cards_text(cards))
        }
        Event::ConveyorDiscarded { cards } => {
            format!("Discarded from the conveyor: {}.", cards_text(cards))
        }
        Event::NewInventionsShuffledIn { cards } => format!(
            "New invention cards are shuffled into the deck: {}.",
            cards_text(cards)
        ),
        Event::InventionDiscardReshuffled => {
            "The invention discard pile is reshuffled into a new deck.".to_string()
        }
        Event::ConveyorRefilled { cards } if cards.is_empty() => {
            "No invention cards are left to refill the conveyor.".to_string()
        }
        Event::ConveyorRefilled { cards } => {
            format!(
                "New invention cards on the conveyor: {}.",
                cards_text(cards)
            )
        }
        Event::FactoriesDiscarded { factories } => {
            format!("Factories discarded: {}.", factories_text(factories))
        }
        Event::FactoryDiscardReshuffled => {
            "The factory discard pile is reshuffled into a new deck.".to_string()
        }
        Event::FactoryMarketRefilled { factories } => {
            format!(
                "New factories on the market: {}.",
                factories_text(factories)
            )
        }
        Event::LoadsRefilled => "Ships and storage houses are refilled.".to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => format!("Round {} begins; {} starts.", round, name(*start_player)),
        Event::FinalExchangeStarted => {
            "The last round is over: each player makes a final exchange.".to_string()
        }
        Event::FinalExchangeEnded { seat, influence } => format!(
            "{} ends the final exchange with {} influence.",
            name(*seat),
            influence
        ),
        Event::GameEnded { winners } => {
            let names: Vec<String> = winners.iter().map(|seat| name(*seat)).collect();
            if names.len() == 1 {
                format!("The game is over: {} wins.", names.join(""))
            } else {
                format!(
                    "The game is over: {} share the victory.",
                    names.join(" and ")
                )
            }
        }
    }
}

/// Why an action is not allowed, as a clause ("not enough gold").
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => "the game is over",
        Illegal::NotNow(Expected::Placement) => "now is the time to place an action token",
        Illegal::NotNow(Expected::Resolution) => {
            "now is the time to pick a token to resolve or withdraw"
        }
        Illegal::NotNow(Expected::ActionStep) => {
            "an action is under way: take a step of it or end it"
        }
        Illegal::NotNow(Expected::Bonus) => "now is the time to use a bonus token or skip it",
        Illegal::NotNow(Expected::FinalExchange) => {
            "now is the time for the final exchange: exchange or end it"
        }
        Illegal::AreaFull => "that area already holds two tokens",
        Illegal::AlreadyOnArea => "you already have a token on that area",
        Illegal::NoTokenOnArea => "you have no token on that area",
        Illegal::NothingToDo => "that action could do nothing for you now: withdraw the token",
        Illegal::WrongArea => "that step belongs to another action area",
        Illegal::BonusOnly => "running a single factory is only a bonus action",
        Illegal::NotAsBonus => "taking a cog is not a bonus action",
        Illegal::CogOrExchanges => "take a cog or make exchanges, not both",
        Illegal::StepLimit(_) => "this action has reached its limit",
        Illegal::SquareLimit => "that square of the exchange market has been used 3 times",
        Illegal::NoStepTaken => "do at least one thing, or withdraw the token instead",
        Illegal::NoBonusToken => "you have no bonus action token",
        Illegal::BonusTokenTooNew => {
            "a bonus token bought in this action can be used only after your next action"
        }
        Illegal::FactoryNotOffered => "that factory is not on the market",
        Illegal::FactoriesPerRound(_) => "you have built 3 factories this round, the most allowed",
        Illegal::NotYourFactory => "that is not one of your factories",
        Illegal::UnknownLoad => "there is no such ship or storage house",
        Illegal::LoadEmpty => "that ship or storage house is empty",
        Illegal::NotEnoughGold => "not enough gold",
        Illegal::NotEnoughCogs => "not enough cogs",
        Illegal::NotEnoughCubes => "not enough cubes",
        Illegal::CardNotOffered => "that invention card is not on the board",
        Illegal::FakePaymentMismatch => {
            "a fake card's question marks must be paid with exactly that many metal, tech or tool cubes"
        }
        Illegal::FakeOfOwnInvention => "you may not produce a fake of an invention you developed",
        Illegal::NoSuchExchange => "the exchange market offers no such exchange",
        Illegal::NoBonusTokenAtGameEnd => "bonus tokens cannot be bought in the final exchange",
        Illegal::SpaceTaken => "that space is already developed",
        Illegal::GoldSpaceFirst => "the gold space must be developed before the silver one",
        Illegal::CogLimit => "at most 7 cogs can be spent in one action",
        Illegal::NoMarkerLeft => "you have no invention marker left",
        Illegal::DevelopOrPatent => "develop inventions or register patents, not both",
        Illegal::PatentTrackFull => "you have registered all 6 patents",
        Illegal::NotYourSpace => "you can only patent a space you developed",
        Illegal::AlreadyPatented => "that space is already patented",
        Illegal::MustAttachPatent => "attach the patent to one of your unpatented inventions",
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => format!(
            "Era of Inventions needs {} to {} players, not {count}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS
        ),
        SetupError::EmptyName(seat) => format!("player {} has no name", seat + 1),
        SetupError::NameTooLong(seat) => format!(
            "player {}'s name is longer than {MAX_NAME_CHARS} characters",
            seat + 1
        ),
        SetupError::DuplicateColour(seat) => format!(
            "player {} has the same colour as an earlier player",
            seat + 1
        ),
        SetupError::StartPlayerOutOfRange(seat) => {
            format!("there is no player {} to start", seat + 1)
        }
        SetupError::UnknownRules(version) => {
            format!("rules version {version} is unknown to this app")
        }
    }
}

/// Why a recorded game does not replay.
fn replay_error(error: &tabletop::ReplayError<GameState>) -> String {
    match error {
        tabletop::ReplayError::Setup(reason) => {
            format!("the setup is invalid: {}", setup_error(reason))
        }
        tabletop::ReplayError::Illegal {
            index,
            action,
            reason,
        } => format!(
            "action {} ({action:?}) is illegal: {}",
            index + 1,
            illegal(reason.reason)
        ),
    }
}

impl Words for English {
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
