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
use tabletop::say;

pub struct English;

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Wood => say!("wood"),
        Resource::Coal => say!("coal"),
        Resource::Metal => say!("metal"),
        Resource::Tech => say!("tech"),
        Resource::Tool => say!("tool"),
    }
}

fn good_name(good: Good) -> &'static str {
    match good.resource() {
        Some(resource) => resource_name(resource),
        None => say!("gold"),
    }
}

fn area_name(area: Area) -> &'static str {
    match area {
        Area::Build => say!("Build factories"),
        Area::Production => say!("Factory production"),
        Area::Buy => say!("Buy resources"),
        Area::Produce => say!("Produce inventions"),
        Area::Exchange => say!("Exchange market"),
        Area::Develop => say!("Develop or patent"),
    }
}

fn space_name(space: Space) -> &'static str {
    match space {
        Space::Gold => say!("gold"),
        Space::Silver => say!("silver"),
    }
}

fn invention_name(invention: Invention) -> &'static str {
    use Invention::*;
    match invention {
        SewingMachine => say!("Sewing machine"),
        Typewriter => say!("Typewriter"),
        CashRegister => say!("Cash register"),
        Camera => say!("Camera"),
        Gramophone => say!("Gramophone"),
        Telephone => say!("Telephone"),
        Automobile => say!("Automobile"),
        SteamTrain => say!("Steam train"),
        Plane => say!("Plane"),
    }
}

fn start_invention_name(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => say!("Pocket watch"),
        LightBulb => say!("Light bulb"),
        Telegraph => say!("Telegraph"),
        Bicycle => say!("Bicycle"),
        SafetyPin => say!("Safety pin"),
        Matches => say!("Matches"),
        Stethoscope => say!("Stethoscope"),
        Barometer => say!("Barometer"),
        Revolver => say!("Revolver"),
        TinCan => say!("Tin can"),
        Harmonica => say!("Harmonica"),
        Elevator => say!("Elevator"),
    }
}

fn area_hint(area: Area) -> &'static str {
    match area {
        Area::Build => say!("Build up to 3 factories from the market, paying their wood and coal. Each gives 1 influence."),
        Area::Production => say!("All your factories produce."),
        Area::Buy => say!("Buy the cubes of up to 3 ships or storage houses, 1 gold each."),
        Area::Produce => say!("Produce up to 3 invention cards, paying their cubes. Developers earn royalties."),
        Area::Exchange => say!("Take 1 cog, or make up to 5 exchanges (at most 3 in each square)."),
        Area::Develop => say!("Develop inventions (at most 7 cogs) or register 1 or 2 patents, not both."),
    }
}

fn card_name(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_name(invention).to_string(),
        Some(CardKind::Fake(invention)) => say!("{} (fake)", invention_name(invention)),
        Some(CardKind::Start(start)) => start_invention_name(start).to_string(),
        None => say!("card #{}", card.0),
    }
}

fn product_name(product: Product) -> &'static str {
    match product {
        Product::Cube(resource) => resource_name(resource),
        Product::Gold => say!("gold"),
        Product::Cogs => say!("cogs"),
    }
}

fn factory_name(factory: FactoryId) -> String {
    match factory.info() {
        Some(info) if info.is_start => say!("start factory (1 wood)").to_string(),
        Some(info) if info.product == Product::Cogs && info.amount == 1 => {
            say!("1 cog factory").into()
        }
        Some(info) => say!("{} {} factory", info.amount, product_name(info.product)),
        None => say!("factory #{}", factory.0),
    }
}

fn load_name(load: LoadId) -> String {
    let name = match load.info() {
        Some(info) if info.is_ship => say!("{} ship", resource_name(info.resource)),
        Some(info) => say!("{} storage house", resource_name(info.resource)),
        None => say!("load #{}", load.0),
    };
    match load_number(load) {
        Some(number) => say!("{} {}", name, number),
        None => name,
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cogs => cogs_text(amount),
        other => say!("{} {}", amount, product_name(other)),
    }
}

fn cogs_text(count: u8) -> String {
    if count == 1 {
        say!("1 cog").to_string()
    } else {
        say!("{} cogs", count)
    }
}

fn royalty_text(royalty: Royalty) -> String {
    match royalty {
        Royalty::Influence(amount) => say!("{} influence", amount),
        Royalty::Gold(amount) => say!("{} gold", amount),
    }
}

fn fake_text(payment: FakePayment) -> String {
    let parts: Vec<String> = [
        (payment.metal, say!("metal")),
        (payment.tech, say!("tech")),
        (payment.tool, say!("tool")),
    ]
    .into_iter()
    .filter(|(count, _)| *count > 0)
    .map(|(count, name)| say!("{} {}", count, name))
    .collect();
    parts.join(", ")
}

fn exchange_text(exchange: Exchange) -> String {
    match exchange {
        Exchange::GoldForCog => say!("2 gold for 1 cog").to_string(),
        Exchange::CogForGold => say!("1 cog for 2 gold").to_string(),
        Exchange::GoldForInfluence => say!("2 gold for 1 influence").to_string(),
        Exchange::CogForInfluence => say!("1 cog for 1 influence").to_string(),
        Exchange::BonusToken => say!("2 gold for a bonus token").to_string(),
        Exchange::Trade { give, get } if give[0] == give[1] => {
            say!("2 {} for 1 {}", good_name(give[0]), good_name(get))
        }
        Exchange::Trade { give, get } => say!(
            "1 {} and 1 {} for 1 {}",
            good_name(give[0]),
            good_name(give[1]),
            good_name(get)
        ),
    }
}

fn step_text(step: Step) -> String {
    match step {
        Step::Build(factory) => say!("build the {}", factory_name(factory)),
        Step::RunFactory(factory) => say!("run the {}", factory_name(factory)),
        Step::Buy(load) => say!("buy the {}", load_name(load)),
        Step::Produce { card, fake: None } => say!("produce {}", card_name(card)),
        Step::Produce {
            card,
            fake: Some(payment),
        } => say!("produce {} paying {}", card_name(card), fake_text(payment)),
        Step::TakeCog => say!("take 1 cog").to_string(),
        Step::Exchange(exchange) => say!("exchange {}", exchange_text(exchange)),
        Step::Develop(invention, space) => say!(
            "develop the {} space of the {}",
            space_name(space),
            invention_name(invention)
        ),
        Step::Patent(None) => say!("register a patent").to_string(),
        Step::Patent(Some((invention, space))) => say!(
            "register a patent on the {} space of the {}",
            space_name(space),
            invention_name(invention)
        ),
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::Place(area) => say!("place a token on {} ({})", area_name(area), area.letter()),
        Action::Resolve(area) => say!("resolve {}", area_name(area)),
        Action::Withdraw(area) => say!("withdraw from {}", area_name(area)),
        Action::Step(step) => step_text(step),
        Action::EndAction => say!("end the action").to_string(),
        Action::Bonus(step) => say!("bonus: {}", step_text(step)),
        Action::SkipBonus => say!("skip the bonus action").to_string(),
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
            .unwrap_or_else(|| say!("Player {}", seat + 1))
    };
    match event {
        Event::TokenPlaced { seat, area } => {
            say!("{} places a token on {}.", name(*seat), area_name(*area))
        }
        Event::ActionStarted { seat, area } => {
            say!("{} resolves {}.", name(*seat), area_name(*area))
        }
        Event::TokenWithdrawn { seat, area } => {
            say!("{} withdraws from {}.", name(*seat), area_name(*area))
        }
        Event::FactoryBuilt { seat, factory } => {
            say!("{} builds a {}.", name(*seat), factory_name(*factory))
        }
        Event::FactoryProduced {
            seat,
            factory,
            product,
            amount,
        } => say!(
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
        } => say!(
            "{} buys the {}: {} {}.",
            name(*seat),
            load_name(*load),
            cubes,
            resource_name(*resource)
        ),
        Event::InventionProduced { seat, card, fake } => match fake {
            Some(payment) => say!(
                "{} produces {}, paying {}.",
                name(*seat),
                card_name(*card),
                fake_text(*payment)
            ),
            None => say!("{} produces {}.", name(*seat), card_name(*card)),
        },
        Event::RoyaltyPaid {
            to,
            producer,
            invention,
            space,
            royalty,
        } => say!(
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
        } => say!(
            "{} earns nothing from the fake {} ({} space not patented).",
            name(*holder),
            invention_name(*invention),
            space_name(*space)
        ),
        Event::CogTaken { seat } => say!("{} takes 1 cog.", name(*seat)),
        Event::Exchanged { seat, exchange } => {
            say!("{} exchanges {}.", name(*seat), exchange_text(*exchange))
        }
        Event::Developed {
            seat,
            invention,
            space,
            cogs,
        } => say!(
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
            Some((invention, space)) => say!(
                "{} registers patent {} for {} gold, protecting the {} {} space.",
                name(*seat),
                square,
                gold,
                invention_name(*invention),
                space_name(*space)
            ),
            None => say!(
                "{} registers patent {} for {} gold (nothing to protect).",
                name(*seat),
                square,
                gold
            ),
        },
        Event::GoldGained { seat, amount } => say!("{} gains {} gold.", name(*seat), amount),
        Event::CogsGained { seat, amount } => {
            say!("{} gains {}.", name(*seat), cogs_text(*amount))
        }
        Event::InfluenceGained {
            seat,
            amount,
            total,
        } => say!(
            "{} gains {} influence (now {}).",
            name(*seat),
            amount,
            total
        ),
        Event::SymbolReward { seat, square, good } => say!(
            "{} lands on square {} and takes 1 {}.",
            name(*seat),
            square,
            good_name(*good)
        ),
        Event::BonusTokenUsed { seat } => say!("{} uses a bonus action token.", name(*seat)),
        Event::ActionEnded { seat, area } => {
            say!("{} ends {}.", name(*seat), area_name(*area))
        }
        Event::BonusSkipped { seat } => say!("{} skips the bonus action.", name(*seat)),
        Event::ResolutionStarted => say!("All tokens are placed: resolution begins.").to_string(),
        Event::RoundEnded { round } => say!("Round {} ends.", round),
        Event::StartCardsRemoved { cards } => {
            say!("Start cards leave the game: {}.", cards_text(cards))
        }
        Event::ConveyorDiscarded { cards } => {
            say!("Discarded from the conveyor: {}.", cards_text(cards))
        }
        Event::NewInventionsShuffledIn { cards } => say!(
            "New invention cards are shuffled into the deck: {}.",
            cards_text(cards)
        ),
        Event::InventionDiscardReshuffled => {
            say!("The invention discard pile is reshuffled into a new deck.").to_string()
        }
        Event::ConveyorRefilled { cards } if cards.is_empty() => {
            say!("No invention cards are left to refill the conveyor.").to_string()
        }
        Event::ConveyorRefilled { cards } => {
            say!(
                "New invention cards on the conveyor: {}.",
                cards_text(cards)
            )
        }
        Event::FactoriesDiscarded { factories } => {
            say!("Factories discarded: {}.", factories_text(factories))
        }
        Event::FactoryDiscardReshuffled => {
            say!("The factory discard pile is reshuffled into a new deck.").to_string()
        }
        Event::FactoryMarketRefilled { factories } => {
            say!(
                "New factories on the market: {}.",
                factories_text(factories)
            )
        }
        Event::LoadsRefilled => say!("Ships and storage houses are refilled.").to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => say!("Round {} begins; {} starts.", round, name(*start_player)),
        Event::FinalExchangeStarted => {
            say!("The last round is over: each player makes a final exchange.").to_string()
        }
        Event::FinalExchangeEnded { seat, influence } => say!(
            "{} ends the final exchange with {} influence.",
            name(*seat),
            influence
        ),
        Event::GameEnded { winners } => {
            let names: Vec<String> = winners.iter().map(|seat| name(*seat)).collect();
            if names.len() == 1 {
                say!("The game is over: {} wins.", names.join(""))
            } else {
                say!(
                    "The game is over: {} share the victory.",
                    names.join(say!(" and "))
                )
            }
        }
    }
}

/// Why an action is not allowed, as a clause ("not enough gold").
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("the game is over"),
        Illegal::NotNow(Expected::Placement) => say!("now is the time to place an action token"),
        Illegal::NotNow(Expected::Resolution) => {
            say!("now is the time to pick a token to resolve or withdraw")
        }
        Illegal::NotNow(Expected::ActionStep) => {
            say!("an action is under way: take a step of it or end it")
        }
        Illegal::NotNow(Expected::Bonus) => say!("now is the time to use a bonus token or skip it"),
        Illegal::NotNow(Expected::FinalExchange) => {
            say!("now is the time for the final exchange: exchange or end it")
        }
        Illegal::AreaFull => say!("that area already holds two tokens"),
        Illegal::AlreadyOnArea => say!("you already have a token on that area"),
        Illegal::NoTokenOnArea => say!("you have no token on that area"),
        Illegal::NothingToDo => {
            say!("that action could do nothing for you now: withdraw the token")
        }
        Illegal::WrongArea => say!("that step belongs to another action area"),
        Illegal::BonusOnly => say!("running a single factory is only a bonus action"),
        Illegal::NotAsBonus => say!("taking a cog is not a bonus action"),
        Illegal::CogOrExchanges => say!("take a cog or make exchanges, not both"),
        Illegal::StepLimit(_) => say!("this action has reached its limit"),
        Illegal::SquareLimit => say!("that square of the exchange market has been used 3 times"),
        Illegal::NoStepTaken => say!("do at least one thing, or withdraw the token instead"),
        Illegal::NoBonusToken => say!("you have no bonus action token"),
        Illegal::BonusTokenTooNew => {
            say!("a bonus token bought in this action can be used only after your next action")
        }
        Illegal::FactoryNotOffered => say!("that factory is not on the market"),
        Illegal::FactoriesPerRound(_) => {
            say!("you have built 3 factories this round, the most allowed")
        }
        Illegal::NotYourFactory => say!("that is not one of your factories"),
        Illegal::UnknownLoad => say!("there is no such ship or storage house"),
        Illegal::LoadEmpty => say!("that ship or storage house is empty"),
        Illegal::NotEnoughGold => say!("not enough gold"),
        Illegal::NotEnoughCogs => say!("not enough cogs"),
        Illegal::NotEnoughCubes => say!("not enough cubes"),
        Illegal::CardNotOffered => say!("that invention card is not on the board"),
        Illegal::FakePaymentMismatch => {
            say!("a fake card's question marks must be paid with exactly that many metal, tech or tool cubes")
        }
        Illegal::FakeOfOwnInvention => {
            say!("you may not produce a fake of an invention you developed")
        }
        Illegal::NoSuchExchange => say!("the exchange market offers no such exchange"),
        Illegal::NoBonusTokenAtGameEnd => {
            say!("bonus tokens cannot be bought in the final exchange")
        }
        Illegal::SpaceTaken => say!("that space is already developed"),
        Illegal::GoldSpaceFirst => say!("the gold space must be developed before the silver one"),
        Illegal::CogLimit => say!("at most 7 cogs can be spent in one action"),
        Illegal::NoMarkerLeft => say!("you have no invention marker left"),
        Illegal::DevelopOrPatent => say!("develop inventions or register patents, not both"),
        Illegal::PatentTrackFull => say!("you have registered all 6 patents"),
        Illegal::NotYourSpace => say!("you can only patent a space you developed"),
        Illegal::AlreadyPatented => say!("that space is already patented"),
        Illegal::MustAttachPatent => say!("attach the patent to one of your unpatented inventions"),
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => say!(
            "Era of Inventions needs {} to {} players, not {}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS,
            count
        ),
        SetupError::EmptyName(seat) => say!("player {} has no name", seat + 1),
        SetupError::NameTooLong(seat) => say!(
            "player {}'s name is longer than {} characters",
            seat + 1,
            MAX_NAME_CHARS
        ),
        SetupError::DuplicateColour(seat) => say!(
            "player {} has the same colour as an earlier player",
            seat + 1
        ),
        SetupError::StartPlayerOutOfRange(seat) => {
            say!("there is no player {} to start", seat + 1)
        }
        SetupError::UnknownRules(version) => {
            say!("rules version {} is unknown to this app", version)
        }
    }
}

/// Why a recorded game does not replay.
fn replay_error(error: &tabletop::ReplayError<GameState>) -> String {
    match error {
        tabletop::ReplayError::Setup(reason) => {
            say!("the setup is invalid: {}", setup_error(reason))
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
