//! English, in the words of the English rulebook (keep, longhouse, townhouse, scorched area,
//! trade goods, peasant, burgher, noble and clergy dice, disaster points, tracking tokens).

use super::{actions, events, faces, sentences, Grammar, Words};
use crate::rules::{
    Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Rank, Resource, Resources, SetupError,
};
use tabletop::words::Word;
use tabletop::{say, word};

pub struct English;

const TITLE: &str = "ERA: Medieval Age";

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::TradeGoods => say!("trade goods"),
        Resource::Stone => say!("stone"),
        Resource::Wood => say!("wood"),
        Resource::Food => say!("food"),
    }
}

fn resource_count(count: u32, resource: Resource) -> String {
    match resource {
        Resource::TradeGoods if count == 1 => say!("1 trade good").to_string(),
        _ => say!("{} {}", count, resource_name(resource)),
    }
}

/// Items in an English list: "a", "a and b", "a, b and c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} and {}", rest.join(", "), last),
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
        say!("nothing").to_string()
    } else {
        listed(&items)
    }
}

fn building_name(building: Building) -> &'static str {
    match building {
        Building::Keep => say!("keep"),
        Building::Longhouse => say!("longhouse"),
        Building::Townhouse => say!("townhouse"),
        Building::Church => say!("church"),
        Building::Farm => say!("farm"),
        Building::LumberMill => say!("lumber mill"),
        Building::Hospital => say!("hospital"),
        Building::Monastery => say!("monastery"),
        Building::Market => say!("market"),
        Building::Guildhall => say!("guildhall"),
        Building::University => say!("university"),
        Building::Cathedral => say!("cathedral"),
    }
}

fn building_plural(building: Building) -> &'static str {
    match building {
        Building::Keep => say!("keeps"),
        Building::Longhouse => say!("longhouses"),
        Building::Townhouse => say!("townhouses"),
        Building::Church => say!("churches"),
        Building::Farm => say!("farms"),
        Building::LumberMill => say!("lumber mills"),
        Building::Hospital => say!("hospitals"),
        Building::Monastery => say!("monasteries"),
        Building::Market => say!("markets"),
        Building::Guildhall => say!("guildhalls"),
        Building::University => say!("universities"),
        Building::Cathedral => say!("cathedrals"),
    }
}

fn building_count(count: u32, building: Building) -> String {
    if count == 1 {
        say!("1 {}", building_name(building))
    } else {
        say!("{} {}", count, building_plural(building))
    }
}

fn end_bonus(bonus: EndBonus) -> &'static str {
    match bonus {
        EndBonus::None => say!("no end bonus"),
        EndBonus::EmptyNeighbours => say!("1 point per empty cell next to it"),
        EndBonus::ResourcesLeft => say!("1 point per resource left"),
        EndBonus::Culture => say!("1 point per culture"),
        EndBonus::Dice => say!("1 point per die owned"),
    }
}

fn wall(length: u8) -> String {
    sentences::wall(&English, length)
}

fn cell(at: Cell) -> String {
    sentences::cell(&English, at)
}

fn die_colour(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => say!("peasant (yellow)"),
        DieColour::Blue => say!("burgher (blue)"),
        DieColour::Gray => say!("noble (gray)"),
        DieColour::White => say!("clergy (white)"),
    }
}

fn die_name(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => say!("peasant die"),
        DieColour::Blue => say!("burgher die"),
        DieColour::Gray => say!("noble die"),
        DieColour::White => say!("clergy die"),
    }
}

fn dice_count(count: u32, colour: DieColour) -> String {
    if count == 1 {
        say!("1 {}", die_name(colour))
    } else {
        let name = match colour {
            DieColour::Yellow => say!("peasant dice"),
            DieColour::Blue => say!("burgher dice"),
            DieColour::Gray => say!("noble dice"),
            DieColour::White => say!("clergy dice"),
        };
        say!("{} {}", count, name)
    }
}

/// The words of die faces (see `faces`).
const FACES: [Word; faces::FACES] = [
    word!("{0} or {1}"),
    word!("hammer"),
    word!("hammers"),
    word!("sword"),
    word!("swords"),
    word!("shield"),
    word!("shields"),
    word!("feather"),
    word!("skull"),
    word!("a feather"),
    word!("a skull"),
    word!("nothing"),
];

fn face_text(face: &Face) -> String {
    faces::face_text(&English, face)
}

fn disaster_name(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => say!("Brigands"),
        Disaster::Disease => say!("Disease"),
        Disaster::Treachery => say!("Treachery"),
        Disaster::Fire => say!("Fire"),
        Disaster::Attack => say!("Attack"),
        Disaster::Revolt => say!("Revolt"),
    }
}

fn disaster_effect(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => say!("Take 1 disaster point or discard 1 resource of your choice."),
        Disaster::Disease => {
            say!(
                "Take 1 disaster point per clustered building; hospitals protect their neighbours."
            )
        }
        Disaster::Treachery => {
            say!("Each opponent places a scorched area and loses the buildings beneath it.")
        }
        Disaster::Fire => say!("Remove 1 building of your choice, even a walled one or a keep."),
        Disaster::Attack => say!("Each opponent removes 1 unwalled building of their choice."),
        Disaster::Revolt => say!("Lose all your trade goods."),
    }
}

fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Serf => say!("Serf"),
        Rank::Peasant => say!("Peasant"),
        Rank::Merchant => say!("Merchant"),
        Rank::Knight => say!("Knight"),
        Rank::Noble => say!("Noble"),
        Rank::Monarch => say!("Monarch"),
        Rank::Pope => say!("Pope"),
    }
}

/// ", rotated 90° clockwise" after a building placed turned; nothing for the printed shape.
fn rotated(rotation: u8) -> String {
    match rotation % 4 {
        0 => String::new(),
        2 => say!(", rotated 180°").to_string(),
        turns => say!(", rotated {}° clockwise", u32::from(turns) * 90),
    }
}

fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Horizontal => say!("to the right"),
        Direction::Vertical => say!("downwards"),
    }
}

/// The commands' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("lay out the default starting domain"),
    word!("build a {0} at {1}{2}"),
    word!("build a {0} from {1} {2}"),
    word!("place a scorched area at {0}"),
    word!("use a monastery to set die {0} to face {1}"),
    word!("reroll no dice now, keeping roll 3"),
    word!("reroll die {0}"),
    word!("reroll dice {0}"),
    word!("stop rolling"),
    word!("use the feather on die {0}"),
    word!("use the feather on die {0} and reroll die {1} with it"),
    word!("use no more feathers"),
    word!("collect, taking the first choice of every “or” face"),
    word!("collect, taking {0}"),
    word!("{0} instead of {1} on {2}"),
    word!("take the disaster point"),
    word!("discard {0}"),
    word!("remove the building at {0}"),
    word!("stop building"),
    word!("demand {0}"),
    word!("pay"),
    word!("refuse to pay"),
];

fn action_text(action: Action) -> String {
    actions::action_text(&English, action)
}

fn disaster_points(points: u32) -> String {
    sentences::disaster_points(&English, points)
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => say!("famine"),
        DisasterCause::Brigands => say!("brigands"),
        DisasterCause::Disease => say!("disease"),
        DisasterCause::Extortion(_) => say!("extortion"),
    }
}

/// The other sentences' templates (see `sentences`).
const SENTENCES: [Word; sentences::SENTENCES] = [
    word!("{0} point"),
    word!("{0} points"),
    word!("a noble die; always walled; safe from scorching, disease and attack"),
    word!("it and the buildings next to it are safe from disease"),
    word!("sets one die to any face before roll 2"),
    word!("{0} at each Collect"),
    word!("at the end, {0}"),
    word!("{0}; {1}."),
    word!("{0} is for {1} to {2} players, not {3}"),
    word!("player {0} has no name"),
    word!("player {0}'s name is longer than {1} characters"),
    word!("there is no player {0} to start"),
    word!("the setup is invalid: {0}"),
    word!("action {0} ({1}) is illegal: {2}"),
    word!("row {0}, column {1}"),
    word!("wall of length {0}"),
    word!("{0} disaster point"),
    word!("{0} disaster points"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("Player {0}"),
    word!("Sir Philippe"),
    word!("{0} builds a {1} at {2}{3}."),
    word!("{0} builds a {1} from {2} {3}."),
    word!("{0} places a scorched area at {1}."),
    word!("{0}'s domain has no room for a scorched area; it stays in the supply."),
    word!("Every starting domain is revealed."),
    word!("Round {0} begins; {1} starts."),
    word!("feather"),
    word!("roll {0}"),
    word!("{0} rolls {1} on {2} die {3} ({4})."),
    word!("{0} sets {1} die {2} to {3} with a monastery."),
    word!("{0} has finished rolling."),
    word!("The screens are lifted: all dice are revealed."),
    word!("Sir Philippe rolls a {0}: {1}."),
    word!("Sir Philippe rolls face {0} on die {1}."),
    word!("{0} uses the feather on die {1} and rerolls it with die {2}."),
    word!("{0} uses the feather on die {1} and rerolls it."),
    word!("{0} collects nothing."),
    word!("{0} collects {1}."),
    word!("{0} The tracks are full: {1} cannot keep {2} more."),
    word!("{0} has no food for the dice."),
    word!("{0}'s dice eat {1}."),
    word!("Disaster for {0}: {1}."),
    word!("{0} takes {1} (extortion by {2})."),
    word!("{0} takes {1} ({2})."),
    word!("{0} discards {1} to the brigands."),
    word!("{0} loses the {1} at {2} under the scorched area."),
    word!("Fire destroys {0}'s {1} at {2}."),
    word!("{0} loses the {1} at {2} in the attack."),
    word!("Revolt: {0} has no trade goods to lose."),
    word!("Revolt: {0} loses {1}."),
    word!("The last {0} has left the supply: a tracking token turns to its X."),
    word!("{0} loses 1 unused hammer."),
    word!("{0} loses {1} unused hammers."),
    word!("{0} demands {1} from {2}."),
    word!("{0} takes {1} from Sir Philippe."),
    word!("{0} takes {1} from Sir Philippe but has no room for it."),
    word!("{0} pays {1} to Sir Philippe, who puts it out of the game."),
    word!("{0} pays {1} to {2}."),
    word!("{0} pays {1} to {2}, who has no room for it."),
    word!("{0} refuses to pay {1}."),
    word!("{0} now has no dice."),
    word!("{0} now has {1}."),
    word!("Round {0} ends."),
    word!("The game is over."),
    word!("No extortion this round ({0}: swords {1}, shields {2}; Sir Philippe: swords {3}, shields {4})."),
    word!("{0} extorts Sir Philippe, but his dice show no resource to take."),
    word!("No building of {0}'s is clustered: the disease costs nothing."),
    word!("{0} rolled no hammer: nothing to build this round."),
];

impl Grammar for English {
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
        say!("a {}", die_name(colour))
    }
    fn dice_on(&self, count: u32, colour: DieColour) -> String {
        dice_count(count, colour)
    }
    fn a_building(&self, building: Building) -> String {
        building_name(building).to_string()
    }
    fn the_building(&self, building: Building) -> String {
        building_name(building).to_string()
    }
    fn the_last_building(&self, building: Building) -> String {
        building_name(building).to_string()
    }
    fn rotated(&self, _building: Building, rotation: u8) -> String {
        rotated(rotation)
    }
    fn direction(&self, way: Direction) -> &'static str {
        direction(way)
    }
    fn the_die(&self, colour: DieColour) -> &'static str {
        die_colour(colour)
    }
    fn a_die(&self, colour: DieColour) -> String {
        die_name(colour).to_string()
    }
    fn of(&self, name: &str) -> String {
        name.to_string()
    }
    fn culture(&self, count: u32) -> String {
        say!("{} culture", count)
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
        Illegal::GameOver => say!("the game is over"),
        Illegal::NotNow(Expected::StartingDomain) => {
            say!("now is the time to place your starting domain")
        }
        Illegal::NotNow(Expected::Roll) => {
            say!("now is the time to roll: set a die, reroll or stop")
        }
        Illegal::NotNow(Expected::Feathers) => {
            say!("now is the time for feathers: use one or use no more")
        }
        Illegal::NotNow(Expected::Collect) => {
            say!("now is the time to collect and choose on “or” faces")
        }
        Illegal::NotNow(Expected::Brigands) => {
            say!("brigands: take the disaster point or discard a resource")
        }
        Illegal::NotNow(Expected::Scorch) => say!("treachery: place the scorched area first"),
        Illegal::NotNow(Expected::Remove) => say!("a building must be removed first"),
        Illegal::NotNow(Expected::Build) => say!("now is the time to build or to stop building"),
        Illegal::NotNow(Expected::Demand) => say!("extortion: name the resource to demand"),
        Illegal::NotNow(Expected::Answer) => say!("extortion: pay or refuse"),
        Illegal::NotInStartingDomain => {
            say!("that piece is not among the starting pieces left to place")
        }
        Illegal::StartingDomainBegun => {
            say!("the default layout is possible only before any piece is placed")
        }
        Illegal::ScorchedAreasLast => {
            say!("the scorched areas come after the other starting pieces")
        }
        Illegal::OffGrid => say!("part of the piece would lie off the domain"),
        Illegal::Occupied => say!("a cell there is already taken"),
        Illegal::NoSuchRotation => say!("that building has no such rotation"),
        Illegal::NoSuchWallLength => say!("there are no walls of that length"),
        Illegal::NotInSupply => say!("none of those pieces is left in the supply"),
        Illegal::CannotAfford => say!("you cannot pay for it"),
        Illegal::Walled => say!("a scorched area may not lie on walled cells"),
        Illegal::NotLeastRemoval => say!("another spot would remove fewer buildings"),
        Illegal::NoSuchDie => say!("there is no such die"),
        Illegal::NoSuchFace => say!("a die has only 6 faces"),
        Illegal::SameFace => say!("that die already shows that face"),
        Illegal::DieAlreadySet => say!("each monastery sets a different die"),
        Illegal::NoSetLeft => say!("no monastery can set a die now"),
        Illegal::IdenticalDieFirst => {
            say!("among identical dice, the lowest-numbered must be chosen first")
        }
        Illegal::Locked => say!("a die showing a skull cannot be rerolled"),
        Illegal::SetThisRound => say!("a die set by a monastery is held during roll 2"),
        Illegal::NothingRerolled => say!("choose at least one die to reroll"),
        Illegal::NotAFeather => say!("that die does not show a feather"),
        Illegal::SameDie => say!("the second die must be another die"),
        Illegal::TooManyAlternatives => say!("more second choices than dice showing an “or” face"),
        Illegal::NoResource => say!("none of that resource is held"),
        Illegal::NoBuildingThere => say!("no building starts at that cell"),
        Illegal::KeepProtected => say!("keeps are safe from attack"),
        Illegal::WalledProtected => say!("walled buildings are safe from attack"),
        Illegal::NotShown => say!("Sir Philippe's dice do not show that resource"),
    }
}

impl Words for English {
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
        building_name(building)
    }
    fn building_count(&self, count: u32, building: Building) -> String {
        building_count(count, building)
    }
    fn building_effect(&self, building: Building) -> String {
        sentences::building_effect(self, building)
    }
    fn wall(&self, length: u8) -> String {
        wall(length)
    }
    fn scorched_area(&self) -> &'static str {
        say!("scorched area")
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
