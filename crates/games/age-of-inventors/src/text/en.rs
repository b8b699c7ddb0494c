//! English.

use super::{actions, cell_position, effects, events, join, Grammar, Words};
use crate::rules::{
    data, Action, Bundle, Effect, Event, Field, GameState, Illegal, Lab, LabSide, LocationKind,
    Modifier, NewsRule, Resource, SearchFilter, SetupError, Track, Vote,
};
use tabletop::words::Word;
use tabletop::{say, word};

/// The English words.
pub struct English;

const INVENTIONS: [Word; data::INVENTIONS] = [
    word!("Lightning Rod"),
    word!("Spinning Jenny"),
    word!("Water Frame"),
    word!("Steam Engine"),
    word!("Vaccine"),
    word!("Battery"),
    word!("Tin Can"),
    word!("First Locomotive"),
    word!("Stethoscope"),
    word!("Mechanical Reaper"),
    word!("First Revolver"),
    word!("Telegraph"),
    word!("Photography"),
    word!("Sewing Machine"),
    word!("Vulcanized Rubber"),
    word!("Corn Picker"),
    word!("Hay Cultivator"),
    word!("Pasteurization"),
    word!("Machine Gun"),
    word!("Torpedo"),
    word!("Dynamite"),
    word!("Periodic Table"),
    word!("Crop Rotation"),
    word!("Telephone"),
    word!("Lightbulb"),
    word!("Seismograph"),
    word!("First Car"),
    word!("Radar"),
    word!("Fluorescent Lighting"),
    word!("Diesel Engine"),
    word!("Radioactivity"),
    word!("Zeppelin"),
    word!("X-Ray"),
    word!("Flying Machine"),
    word!("Assembly Line"),
    word!("E=mc²"),
    word!("Audion"),
    word!("Sonar"),
    word!("Helicopter"),
    word!("Antibiotics"),
    word!("Tank"),
    word!("Stainless Steel"),
    word!("Radio Circuit"),
    word!("Insulin"),
    word!("Rockets"),
    word!("Penicillin"),
    word!("Electromagnetic Conduction"),
    word!("Radio Systems"),
];

const EQUIPMENT: [Word; data::EQUIPMENT] = [
    word!("Lathe"),
    word!("Retort"),
    word!("Galvanometer"),
    word!("Drafting Table"),
    word!("Bunsen Burner"),
    word!("Forge"),
    word!("Voltaic Pile"),
    word!("Microscope"),
    word!("Telescope"),
    word!("Printing Press"),
    word!("Ledger & Safe"),
    word!("Library"),
    word!("Blackboard"),
    word!("Steam Hammer"),
    word!("Blast Furnace"),
    word!("Leyden Jar"),
    word!("Lab Notebook"),
    word!("Difference Engine"),
    word!("Pneumatic Tubes"),
    word!("Patent Archive"),
    word!("Letters of Recommendation"),
    word!("Barometer"),
    word!("Spectroscope"),
    word!("Calorimeter"),
    word!("Dynamo"),
];

const NEWS: [Word; data::NEWS] = [
    word!("The Great Exhibition opens"),
    word!("On the Origin of Species published"),
    word!("Atlantic telegraph cable works"),
    word!("Suez Canal opens"),
    word!("Golden Spike joins the railroads"),
    word!("Stock market panic"),
    word!("Exposition Universelle and the Eiffel Tower"),
    word!("The Great Stink"),
    word!("California Gold Rush"),
    word!("Nobel's will founds the prizes"),
    word!("Paris Convention on industrial property"),
    word!("Krakatoa erupts"),
    word!("War of the Currents"),
    word!("Brooklyn Bridge opens"),
    word!("First modern Olympic Games"),
    word!("Pearl Street Station lights Manhattan"),
    word!("Pasteur's rabies vaccine"),
];

fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        say!("1 {}", one)
    } else {
        say!("{} {}", n, many)
    }
}

/// The commands' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("guess the year {0}"),
    word!("choose the lab {0}"),
    word!("vote {0}"),
    word!("swap the equipment of offer slots {0} and {1}"),
    word!("draft the equipment of offer slot {0} into lab slot {1}"),
    word!("activate the equipment in lab slot {0}"),
    word!("send an assistant to the equipment in lab slot {0}"),
    word!("send an assistant to gain 1 {0}"),
    word!("send an assistant to the book at {0}"),
    word!("send an assistant to the Ingenuity location"),
    word!("send an assistant to the Ingenuity location, paying {1} in place of as many Ideas"),
    word!("send an assistant to the Experiment location"),
    word!("refresh the inventions and the inventors"),
    word!("refresh the inventions"),
    word!("refresh the inventors"),
    word!("recruit the inventor of offer slot {0}"),
    word!("conceive the invention of offer slot {0}"),
    word!("place {0} at {1} (rotation {2}), paying 1 {3}"),
    word!("place the {0} at {1}, paying {2}"),
    word!("place the {0} at {1}, paying {2}"),
    word!("convert {0} into 1 Idea"),
    word!("convert 2 {0} into 1 {1}"),
    word!("convert 1 {0} into Funds"),
    word!("use the inventor card in lab slot {0}"),
    word!("pass"),
    word!("end the turn"),
    word!("choose option {0}"),
    word!("take 1 {0}"),
    word!("pay with {0}"),
    word!("use the conversion of the book at {0}"),
    word!("accept"),
    word!("decline"),
    word!("answer the quiz"),
];

/// The effects' templates and nouns (see `effects`).
const EFFECTS: [Word; effects::EFFECTS] = [
    word!("Gain {0}."),
    word!("Gain {0} of your choice."),
    word!("Gain {0}; every other player gains {1}."),
    word!("{0} and {1}"),
    word!("{0} of your choice"),
    word!("You may pay {0} to gain {1}."),
    word!("Draw {0}."),
    word!("Turn {0} back off."),
    word!("Activate one of your equipment tokens again."),
    word!("Activate {0} different equipment tokens of yours again."),
    word!("With a free switch, you may place another invention from your hand, {0} of its cost waived."),
    word!("With a free switch: name {0} or {1}, draw until an invention matches and conceive it free."),
    word!("Look at the top {0} invention tiles; you may conceive one of them for {1}."),
    word!("Each player below you on the Ingenuity track gives you up to {0}."),
    word!("Each player below you on the Ingenuity track uses up a free switch; you turn one of yours back off for each."),
    word!("Gain 1 Idea, plus 1 for each player below you on the Ingenuity track."),
    word!("Use one free inventor's conversion without an assistant."),
    word!("Your next invention placement this turn waives {0} of its cost."),
    word!("Advance {0} on the {1}."),
    word!("scientific resource"),
    word!("scientific resources"),
    word!("invention tile"),
    word!("invention tiles"),
    word!("inventor card"),
    word!("inventor cards"),
    word!("secret experiment"),
    word!("secret experiments"),
    word!("breakthrough"),
    word!("breakthroughs"),
    word!("used switch"),
    word!("used switches"),
    word!("unit"),
    word!("units"),
    word!("Idea"),
    word!("Ideas"),
    word!("Fund"),
    word!("Funds"),
    word!("space"),
    word!("spaces"),
    word!("and"),
    word!("Your inventions may go next to any inventor's edge as if it were {0}."),
    word!("Each invention you place that advances you on the {0} advances you {1} more."),
    word!("Recruiting an inventor costs"),
    word!("Conceiving an invention costs"),
    word!("The Ingenuity action costs"),
    word!("The Experiment action costs"),
    word!("Refreshing costs"),
    word!("Drafting equipment costs"),
    word!("Income is"),
    word!("{0} {1} less (never below 0)."),
    word!("{0} {1} more."),
    word!("{0} matching scientific resources make 1 Idea (instead of {1})."),
    word!("1 scientific resource converts to {0}."),
    word!("Each time you draw a breakthrough, draw 2 and keep 1."),
    word!("Every player gains {0}."),
    word!("Every player gains {0} of their choice."),
    word!("The {0} player on the Ingenuity track gains {1}."),
    word!("highest"),
    word!("lowest"),
    word!("This round: {0}"),
    word!("This round, each time a player places {0}, they gain {1}."),
    word!("an inventor"),
    word!("an invention"),
    word!("This round the {0} is closed."),
    word!("This round everyone activates {0} more of their equipment tokens."),
    word!("equipment token"),
    word!("equipment tokens"),
    word!("experiment needing {0} (worth {1} points)"),
    word!("experiment"),
    word!("breakthrough worth {0}"),
    word!("point"),
    word!("points"),
    word!("gain {0}"),
    word!("gain {0} of your choice"),
    word!("draw {0}"),
    word!("pay the owner {0} to gain {1}."),
    word!("a game needs 1 to 4 players, not {2}"),
    word!("{0}"),
    word!("action {0} ({1}) is not allowed: {2}"),
    word!("player {0} has no name"),
    word!("player {0}'s name is longer than {1} characters"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("{0} takes the lab {1} ({2})."),
    word!("{0} guessed closest ({1}) and chooses a lab first."),
    word!("Round {0} begins."),
    word!("Breaking news: {0}."),
    word!("left"),
    word!("right"),
    word!("The votes: {0} left, {1} right; {2} wins."),
    word!("{0} gains {1}."),
    word!("{0} gains {1}."),
    word!("{0} pays {1}."),
    word!("{0} pays {1}."),
    word!("{0} takes {1} from {2}."),
    word!("{0} takes {1} from {2}."),
    word!("{0} uses the conversion on the book of {1}, whose owner {2} receives the payment."),
    word!("{0} uses the conversion on the book of {1}."),
    word!("{0} receives an income of {1}."),
    word!("{0} drafts the {1} into lab slot {3}."),
    word!("{0} activates the {1}."),
    word!("{0} places a lab assistant."),
    word!("{0} swaps places with {1} on the Ingenuity track and is now number {2}."),
    word!("{0} draws an experiment."),
    word!("{0} draws a breakthrough."),
    word!("The inventions and inventors on offer are replaced."),
    word!("The inventions on offer are replaced."),
    word!("The inventors on offer are replaced."),
    word!("{0} recruits {1}."),
    word!("{0} conceives an invention."),
    word!("{0} draws {1}."),
    word!("{0} draws an invention."),
    word!("{0} places {1} at {2}."),
    word!("{0} places the {1} at {2}."),
    word!("{0} discards the card of {1}."),
    word!("{1} of {0} retires at {2}."),
    word!("{0} advances to space {1} of the {2}."),
    word!("{0} reaches the milestone at space {1} of the {2}."),
    word!("{0} takes the medallion of the {1}."),
    word!("{0} turns {1} on."),
    word!("{0} turns {1} off."),
    word!("{0} uses {1}."),
    word!("{0} passes."),
    word!("{0} ends the turn."),
    word!("{0} answers the quiz right."),
    word!("{0} answers the quiz wrongly."),
    word!("The right answer saves {0} 1 {1}."),
    word!("The game is over."),
    word!("{0} looks at the top {1} invention tiles."),
];

impl Grammar for English {
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
        count(n, one, many)
    }
    fn amount_of(&self, resource: Resource, n: u8) -> String {
        self.resources(Bundle::one(resource, n))
    }
    fn of_field(&self, field: Field) -> String {
        self.field(field).to_string()
    }
    fn filter(&self, filter: SearchFilter) -> String {
        match filter {
            SearchFilter::Field(field) => self.field(field),
            SearchFilter::Track(track) => self.track(track),
        }
        .to_string()
    }
    fn lab_slot(&self, slot: u8) -> String {
        (u32::from(slot) + 1).to_string()
    }
    fn one(&self, resource: Resource) -> String {
        self.resource(resource).to_string()
    }
    fn some(&self, field: Field) -> String {
        self.field(field).to_string()
    }
    fn paying(&self, pay: Bundle) -> String {
        self.resources(pay)
    }
    fn the_equipment(&self, id: u8) -> String {
        self.equipment(id).to_string()
    }
    fn the_invention(&self, id: u8) -> String {
        self.invention(id).to_string()
    }
    fn of_inventor(&self, id: u8) -> String {
        self.inventor(id).to_string()
    }
    fn funds(&self, funds: u8) -> String {
        count(funds, say!("Fund"), say!("Funds"))
    }
    fn offer_slot(&self, slot: u8) -> String {
        (u32::from(slot) + 1).to_string()
    }
    fn switches(&self, n: u8) -> String {
        count(n, say!("switch"), say!("switches"))
    }
}

impl Words for English {
    fn title(&self) -> &'static str {
        // A literal, not a word from outside the wasm: every bundle's home screen names every
        // game, and a bundle is given only its own game's words.
        "Age of Inventors"
    }

    fn resource(&self, resource: Resource) -> &'static str {
        match resource {
            Resource::Engineering => say!("Engineering"),
            Resource::Chemistry => say!("Chemistry"),
            Resource::Physics => say!("Physics"),
            Resource::Ideas => say!("Ideas"),
            Resource::Funds => say!("Funds"),
        }
    }

    fn resources(&self, bundle: Bundle) -> String {
        let parts: Vec<String> = Resource::ALL
            .iter()
            .filter(|&&r| bundle.get(r) > 0)
            .map(|&r| match r {
                Resource::Ideas => count(bundle.get(r), say!("Idea"), say!("Ideas")),
                Resource::Funds => count(bundle.get(r), say!("Fund"), say!("Funds")),
                _ => say!("{} {}", bundle.get(r), self.resource(r)),
            })
            .collect();
        if parts.is_empty() {
            say!("nothing").into()
        } else {
            join(&parts, say!("and"))
        }
    }

    fn field(&self, field: Field) -> &'static str {
        self.resource(Resource::of(field))
    }

    fn track(&self, track: Track) -> &'static str {
        match track {
            Track::Industrial => say!("Industrial track"),
            Track::Economic => say!("Economic track"),
            Track::Academic => say!("Academic track"),
        }
    }

    fn lab(&self, lab: Lab) -> &'static str {
        match lab {
            Lab::Government => say!("Government"),
            Lab::Corporation => say!("Corporation"),
            Lab::University => say!("University"),
            Lab::Innovator => say!("Innovator"),
        }
    }

    fn lab_side(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => say!("Government, Authoritarian"),
            LabSide::Liberal => say!("Government, Liberal"),
            LabSide::ManufacturingCo => say!("Corporation, Manufacturing Co"),
            LabSide::Metropolitan => say!("University, Metropolitan"),
            LabSide::TradingFirm => say!("Corporation, Trading Firm"),
            LabSide::Polytechnic => say!("University, Polytechnic"),
            LabSide::Visionary => say!("Innovator, Visionary"),
            LabSide::Resourceful => say!("Innovator, Resourceful"),
        }
    }

    fn lab_ability(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => say!("Deep State"),
            LabSide::Liberal => say!("Progress"),
            LabSide::ManufacturingCo => say!("Contracting"),
            LabSide::Metropolitan => say!("Open Thesis"),
            LabSide::TradingFirm => say!("Entrepreneurship"),
            LabSide::Polytechnic => say!("Dissertation"),
            LabSide::Visionary => say!("Eureka"),
            LabSide::Resourceful => say!("Adaptive"),
        }
    }

    fn invention(&self, id: u8) -> &'static str {
        INVENTIONS
            .get(usize::from(id))
            .map_or("?", |word| word.text())
    }

    fn equipment(&self, id: u8) -> &'static str {
        EQUIPMENT
            .get(usize::from(id))
            .map_or("?", |word| word.text())
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
        match vote {
            Vote::Left => say!("left (thumbs up)"),
            Vote::Right => say!("right (thumbs down)"),
        }
    }

    fn location(&self, location: LocationKind) -> &'static str {
        match location {
            LocationKind::Ingenuity => say!("Ingenuity location"),
            LocationKind::Experiment => say!("Experiment location"),
            LocationKind::Refresh => say!("Refresh location"),
        }
    }

    fn cell(&self, cell: u8) -> String {
        let (row, place) = cell_position(cell);
        say!("cell {} of row {}", place, row)
    }

    fn action(&self, action: Action) -> String {
        actions::action_text(self, action)
    }

    fn event(&self, event: &Event, names: &[String]) -> String {
        events::event_text(self, event, names)
    }

    fn illegal(&self, reason: Illegal) -> &'static str {
        match reason {
            Illegal::GameOver => say!("the game is over"),
            Illegal::NotNow => say!("the game is waiting for another kind of decision"),
            Illegal::OutOfRange => say!("that slot, cell, choice or year does not exist"),
            Illegal::LabUnavailable => say!("that lab is taken or was not dealt to you"),
            Illegal::NoSwitchLeft => say!("you have no switch left to turn on"),
            Illegal::NoAssistantLeft => say!("you have no lab assistant left"),
            Illegal::NoBookBaseLeft => say!("you have no book base left"),
            Illegal::LocationTaken => say!("that location is already taken"),
            Illegal::LocationClosed => say!("the news has closed that location this round"),
            Illegal::CannotAfford => say!("you cannot afford it"),
            Illegal::EmptyStack => say!("the stack is empty"),
            Illegal::EmptySlot => say!("nothing lies there"),
            Illegal::NotInHand => say!("that is not in your hand"),
            Illegal::CellTaken => say!("that cell is already taken"),
            Illegal::NextToInventor => {
                say!("an inventor may not be placed next to another inventor")
            }
            Illegal::NoMatchingEdge => {
                say!("no neighbouring inventor shows the invention's field on the edge facing it")
            }
            Illegal::NotNextToNewInventor => {
                say!("the invention must touch the inventor just placed")
            }
            Illegal::NoSuchRotation => say!("that inventor has no such rotation"),
            Illegal::WrongPayment => say!("that payment does not cover the cost exactly"),
            Illegal::MainActionTaken => say!("you have already taken your main action this turn"),
            Illegal::MainActionNotTaken => say!("you must take a main action or pass first"),
            Illegal::AlreadyTriggered => say!("that card has already been used this round"),
            Illegal::NotATrigger => {
                say!("that card's ability works by itself and is not triggered")
            }
            Illegal::NoMatch => say!("no tile in the stack matches"),
            Illegal::MustTakeCheapest => {
                say!("you must take an equipment you can afford, or else the cheapest one")
            }
            Illegal::NoRearrange => say!("you may not rearrange those equipment tokens"),
            Illegal::SameField => say!("a field cannot be converted into itself"),
            Illegal::NotLiberal => say!("only the Liberal lab may pay Funds for Ingenuity"),
            Illegal::AlreadyUsed => say!("that equipment has already been used"),
            Illegal::NothingToTake => say!("that player has none of that resource"),
            Illegal::NothingChosen => say!("choose the inventions, the inventors or both"),
            Illegal::AlreadyAnswered => say!("this invention's quiz was already answered"),
        }
    }

    fn setup_error(&self, error: &SetupError) -> String {
        effects::setup_error(self, error)
    }

    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        effects::replay_error(self, error)
    }

    fn effects(&self, effects: &[Effect]) -> String {
        let sentences: Vec<String> = effects
            .iter()
            .map(|e| effects::effect_text(self, *e))
            .collect();
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
            LabSide::Authoritarian => say!("When a news vote resolves, take 1 Idea from each player who voted differently. Right before your draft pick, you may swap the equipment tokens left in the offer."),
            LabSide::Liberal => say!("When another player's Ingenuity action moves you down, take 1 scientific resource of your choice from them. You may pay Funds instead of Ideas for the Ingenuity action."),
            LabSide::ManufacturingCo => say!("Whenever a new inventor card enters the offer, you may recruit it at once for its slot's price, without a switch, even on another player's turn."),
            LabSide::Metropolitan => say!("When you send an assistant to one of your equipment tokens, you may also use one free inventor's conversion."),
            LabSide::TradingFirm => say!("When you place an invention, gain 1 Fund for each Engineering, Chemistry or Physics paid."),
            LabSide::Polytechnic => say!("When you place an inventor, you may place an invention from your hand next to it with the same switch."),
            LabSide::Visionary => say!("Whenever you conceive an invention, you may pay 1 Idea to draw another invention tile."),
            LabSide::Resourceful => say!("In any payment, and when fulfilling experiments at the end, 1 Idea may stand in for 1 Engineering, Chemistry, Physics or Fund."),
        }
    }

    fn slot_bonus(&self, bonus: data::SlotBonus) -> String {
        effects::slot_bonus_text(self, bonus)
    }

    fn conversion(&self, pay: Bundle, gain: Bundle) -> String {
        effects::conversion_text(self, pay, gain)
    }
}
