//! English.

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

/// The exchanges', steps' and actions' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("2 gold for 1 cog"),
    word!("1 cog for 2 gold"),
    word!("2 gold for 1 influence"),
    word!("1 cog for 1 influence"),
    word!("2 gold for a bonus token"),
    word!("2 {0} for 1 {1}"),
    word!("1 {0} and 1 {1} for 1 {2}"),
    word!("build the {0}"),
    word!("run the {0}"),
    word!("buy the {0}"),
    word!("produce {0}"),
    word!("produce {0} paying {1}"),
    word!("take 1 cog"),
    word!("exchange {0}"),
    word!("develop the {0} space of the {1}"),
    word!("develop the {0} space of the {1}"),
    word!("register a patent"),
    word!("register a patent on the {0} space of the {1}"),
    word!("place a token on {0} ({1})"),
    word!("resolve {0}"),
    word!("withdraw from {0}"),
    word!("end the action"),
    word!("bonus: {0}"),
    word!("skip the bonus action"),
];

fn exchange_text(exchange: Exchange) -> String {
    actions::exchange_text(&English, exchange)
}

fn step_text(step: Step) -> String {
    actions::step_text(&English, step)
}

fn action_text(action: Action) -> String {
    actions::action_text(&English, action)
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
    word!("Era of Inventions needs {0} to {1} players, not {2}"),
    word!("player {0} has no name"),
    word!("player {0}'s name is longer than {1} characters"),
    word!("player {0} has the same colour as an earlier player"),
    word!("there is no player {0} to start"),
    word!("rules version {0} is unknown to this app"),
    word!("the setup is invalid: {0}"),
    word!("action {0} ({1}) is illegal: {2}"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("Player {0}"),
    word!("{0} places a token on {1}."),
    word!("{0} resolves {1}."),
    word!("{0} withdraws from {1}."),
    word!("{0} builds a {1}."),
    word!("{0}'s {1} makes {2}."),
    word!("{0} buys the {1}: {2}."),
    word!("{0} produces {1}, paying {2}."),
    word!("{0} produces {1}."),
    word!("{0} earns a royalty of {1} ({2} {3} space) from {4}."),
    word!("{0} earns nothing from the fake {1} ({2} space not patented)."),
    word!("{0} takes 1 cog."),
    word!("{0} exchanges {1}."),
    word!("{0} develops the {1} space of the {2} for {3}."),
    word!("{0} develops the {1} space of the {2} for {3}."),
    word!("{0} registers patent {1} for {2} gold, protecting the {3} {4} space."),
    word!("{0} registers patent {1} for {2} gold (nothing to protect)."),
    word!("{0} gains {1} gold."),
    word!("{0} gains {1}."),
    word!("{0} gains {1} influence (now {2})."),
    word!("{0} lands on square {1} and takes 1 {2}."),
    word!("{0} uses a bonus action token."),
    word!("{0} ends {1}."),
    word!("{0} skips the bonus action."),
    word!("All tokens are placed: resolution begins."),
    word!("Round {0} ends."),
    word!("Start cards leave the game: {0}."),
    word!("Discarded from the conveyor: {0}."),
    word!("New invention cards are shuffled into the deck: {0}."),
    word!("The invention discard pile is reshuffled into a new deck."),
    word!("No invention cards are left to refill the conveyor."),
    word!("New invention cards on the conveyor: {0}."),
    word!("Factories discarded: {0}."),
    word!("The factory discard pile is reshuffled into a new deck."),
    word!("New factories on the market: {0}."),
    word!("Ships and storage houses are refilled."),
    word!("Round {0} begins; {1} starts."),
    word!("The last round is over: each player makes a final exchange."),
    word!("{0} ends the final exchange with {1} influence."),
    word!("The game is over: {0} wins."),
    word!("The game is over: {0} share the victory."),
];

impl Grammar for English {
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
        area_name(area).to_string()
    }
    fn of(&self, name: &str) -> String {
        name.to_string()
    }
    fn product_amount(&self, product: Product, amount: u8) -> String {
        product_amount(product, amount)
    }
    fn producing_factory(&self, factory: FactoryId) -> String {
        factory_name(factory)
    }
    fn the_load(&self, load: LoadId) -> String {
        load_name(load)
    }
    fn cubes(&self, count: u8, resource: Resource) -> String {
        say!("{} {}", count, resource_name(resource))
    }
    fn produced_card(&self, card: CardId) -> String {
        card_name(card)
    }
    fn fake(&self, payment: FakePayment) -> String {
        fake_text(payment)
    }
    fn royalty_space(&self, _invention: Invention, _space: Space) -> String {
        String::new()
    }
    fn of_invention(&self, invention: Invention) -> String {
        invention_name(invention).to_string()
    }
    fn cogs(&self, count: u8) -> String {
        cogs_text(count)
    }
    fn invention_object(&self, invention: Invention, _space: Space) -> String {
        invention_name(invention).to_string()
    }
    fn patent_number(&self, square: u8) -> String {
        square.to_string()
    }
    fn patented(&self, invention: Invention, _space: Space) -> String {
        invention_name(invention).to_string()
    }
    fn patented_space(&self, space: Space) -> &'static str {
        space_name(space)
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
        if names.len() == 1 {
            names.join("")
        } else {
            names.join(say!(" and "))
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
