//! English, in the words of the English rulebook (keep, longhouse, townhouse, scorched area,
//! trade goods, peasant, burgher, noble and clergy dice, disaster points, tracking tokens).

use super::{name_of, or_face, philippe_colour, Words};
use crate::rules::{
    data, Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Party, Rank, RemovalCause, Resource, Resources, SetupError,
    MAX_NAME_CHARS,
};

pub struct English;

const TITLE: &str = "ERA: Medieval Age";

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::TradeGoods => "trade goods",
        Resource::Stone => "stone",
        Resource::Wood => "wood",
        Resource::Food => "food",
    }
}

fn resource_count(count: u32, resource: Resource) -> String {
    match resource {
        Resource::TradeGoods if count == 1 => "1 trade good".to_string(),
        _ => format!("{count} {}", resource_name(resource)),
    }
}

/// Items in an English list: "a", "a and b", "a, b and c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
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
        "nothing".to_string()
    } else {
        listed(&items)
    }
}

fn building_name(building: Building) -> &'static str {
    match building {
        Building::Keep => "keep",
        Building::Longhouse => "longhouse",
        Building::Townhouse => "townhouse",
        Building::Church => "church",
        Building::Farm => "farm",
        Building::LumberMill => "lumber mill",
        Building::Hospital => "hospital",
        Building::Monastery => "monastery",
        Building::Market => "market",
        Building::Guildhall => "guildhall",
        Building::University => "university",
        Building::Cathedral => "cathedral",
    }
}

fn building_plural(building: Building) -> &'static str {
    match building {
        Building::Keep => "keeps",
        Building::Longhouse => "longhouses",
        Building::Townhouse => "townhouses",
        Building::Church => "churches",
        Building::Farm => "farms",
        Building::LumberMill => "lumber mills",
        Building::Hospital => "hospitals",
        Building::Monastery => "monasteries",
        Building::Market => "markets",
        Building::Guildhall => "guildhalls",
        Building::University => "universities",
        Building::Cathedral => "cathedrals",
    }
}

fn building_count(count: u32, building: Building) -> String {
    if count == 1 {
        format!("1 {}", building_name(building))
    } else {
        format!("{count} {}", building_plural(building))
    }
}

fn end_bonus(bonus: EndBonus) -> &'static str {
    match bonus {
        EndBonus::None => "no end bonus",
        EndBonus::EmptyNeighbours => "1 point per empty cell next to it",
        EndBonus::ResourcesLeft => "1 point per resource left",
        EndBonus::Culture => "1 point per culture",
        EndBonus::Dice => "1 point per die owned",
    }
}

fn building_effect(building: Building) -> String {
    let info = building.info();
    let points = match info.points {
        1 => "1 point".to_string(),
        points => format!("{points} points"),
    };
    let effect = match building {
        Building::Keep => {
            "a noble die; always walled; safe from scorching, disease and attack".to_string()
        }
        Building::Hospital => "it and the buildings next to it are safe from disease".to_string(),
        Building::Monastery => "sets one die to any face before roll 2".to_string(),
        _ => match (info.die, info.bonus) {
            (Some(colour), _) => format!("a {}", die_name(colour)),
            (None, EndBonus::None) => format!("{} at each Collect", resources_text(info.collect)),
            (None, bonus) => format!("at the end, {}", end_bonus(bonus)),
        },
    };
    format!("{points}; {effect}.")
}

fn wall(length: u8) -> String {
    format!("wall of length {length}")
}

fn cell(cell: Cell) -> String {
    format!("row {}, column {}", cell.row + 1, cell.col + 1)
}

fn die_colour(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => "peasant (yellow)",
        DieColour::Blue => "burgher (blue)",
        DieColour::Gray => "noble (gray)",
        DieColour::White => "clergy (white)",
    }
}

fn die_name(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => "peasant die",
        DieColour::Blue => "burgher die",
        DieColour::Gray => "noble die",
        DieColour::White => "clergy die",
    }
}

fn dice_count(count: u32, colour: DieColour) -> String {
    if count == 1 {
        format!("1 {}", die_name(colour))
    } else {
        let name = match colour {
            DieColour::Yellow => "peasant dice",
            DieColour::Blue => "burgher dice",
            DieColour::Gray => "noble dice",
            DieColour::White => "clergy dice",
        };
        format!("{count} {name}")
    }
}

/// "1 hammer", "2 hammers".
fn counted(count: u8, one: &str, many: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {many}")
    }
}

fn face_text(face: &Face) -> String {
    let mut parts = Vec::new();
    match face.alternative {
        Some(alternative) => parts.push(format!(
            "{} or {}",
            resources_text(face.gain),
            resources_text(alternative)
        )),
        None => parts.extend(resource_items(face.gain)),
    }
    if face.culture > 0 {
        parts.push(format!("{} culture", face.culture));
    }
    if face.hammers > 0 {
        parts.push(counted(face.hammers, "hammer", "hammers"));
    }
    if face.swords > 0 {
        parts.push(counted(face.swords, "sword", "swords"));
    }
    if face.shields > 0 {
        parts.push(counted(face.shields, "shield", "shields"));
    }
    let symbols = [(face.feather, "feather"), (face.skull, "skull")];
    if parts.is_empty() {
        let shown: Vec<String> = symbols
            .iter()
            .filter(|(shown, _)| *shown)
            .map(|(_, name)| name.to_string())
            .collect();
        return match shown.len() {
            0 => "nothing".to_string(),
            1 => shown.concat(),
            _ => listed(&shown),
        };
    }
    for (shown, name) in symbols {
        if shown {
            parts.push(format!("a {name}"));
        }
    }
    listed(&parts)
}

fn disaster_name(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => "Brigands",
        Disaster::Disease => "Disease",
        Disaster::Treachery => "Treachery",
        Disaster::Fire => "Fire",
        Disaster::Attack => "Attack",
        Disaster::Revolt => "Revolt",
    }
}

fn disaster_effect(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => "Take 1 disaster point or discard 1 resource of your choice.",
        Disaster::Disease => {
            "Take 1 disaster point per clustered building; hospitals protect their neighbours."
        }
        Disaster::Treachery => {
            "Each opponent places a scorched area and loses the buildings beneath it."
        }
        Disaster::Fire => "Remove 1 building of your choice, even a walled one or a keep.",
        Disaster::Attack => "Each opponent removes 1 unwalled building of their choice.",
        Disaster::Revolt => "Lose all your trade goods.",
    }
}

fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Serf => "Serf",
        Rank::Peasant => "Peasant",
        Rank::Merchant => "Merchant",
        Rank::Knight => "Knight",
        Rank::Noble => "Noble",
        Rank::Monarch => "Monarch",
        Rank::Pope => "Pope",
    }
}

/// ", rotated 90° clockwise" after a building placed turned; nothing for the printed shape.
fn rotated(rotation: u8) -> String {
    match rotation % 4 {
        0 => String::new(),
        2 => ", rotated 180°".to_string(),
        turns => format!(", rotated {}° clockwise", u32::from(turns) * 90),
    }
}

fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Horizontal => "to the right",
        Direction::Vertical => "downwards",
    }
}

/// Dice numbered from 1: "die 3", "dice 1, 2 and 4".
fn dice_numbers(dice: impl Iterator<Item = usize>) -> String {
    let numbers: Vec<String> = dice.map(|die| (die + 1).to_string()).collect();
    match numbers.len() {
        1 => format!("die {}", numbers[0]),
        _ => format!("dice {}", listed(&numbers)),
    }
}

fn collect_text(alternatives: [u8; 4]) -> String {
    let choices: Vec<String> = DieColour::ALL
        .into_iter()
        .filter(|colour| alternatives[colour.index()] > 0)
        .filter_map(|colour| {
            let face = or_face(colour)?;
            let alternative = face.alternative?;
            Some(format!(
                "{} instead of {} on {}",
                resources_text(alternative),
                resources_text(face.gain),
                dice_count(u32::from(alternatives[colour.index()]), colour)
            ))
        })
        .collect();
    if choices.is_empty() {
        "collect, taking the first choice of every “or” face".to_string()
    } else {
        format!("collect, taking {}", listed(&choices))
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::DefaultDomain => "lay out the default starting domain".to_string(),
        Action::Build {
            building,
            rotation,
            cell: at,
        } => format!(
            "build a {} at {}{}",
            building_name(building),
            cell(at),
            rotated(rotation)
        ),
        Action::Wall {
            length,
            cell: at,
            direction: way,
        } => format!(
            "build a {} from {} {}",
            wall(length),
            cell(at),
            direction(way)
        ),
        Action::Scorch(at) => format!("place a scorched area at {}", cell(at)),
        Action::SetDie { die, face } => format!(
            "use a monastery to set die {} to face {}",
            u32::from(die) + 1,
            u32::from(face) + 1
        ),
        Action::Reroll(set) if set.is_empty() => "reroll no dice now, keeping roll 3".to_string(),
        Action::Reroll(set) => format!("reroll {}", dice_numbers(set.dice())),
        Action::StopRolling => "stop rolling".to_string(),
        Action::Feather {
            die,
            companion: None,
        } => format!("use the feather on die {}", u32::from(die) + 1),
        Action::Feather {
            die,
            companion: Some(other),
        } => format!(
            "use the feather on die {} and reroll die {} with it",
            u32::from(die) + 1,
            u32::from(other) + 1
        ),
        Action::EndFeathers => "use no more feathers".to_string(),
        Action::Collect { alternatives } => collect_text(alternatives),
        Action::SufferBrigands => "take the disaster point".to_string(),
        Action::Discard(resource) => format!("discard {}", resource_count(1, resource)),
        Action::Remove(at) => format!("remove the building at {}", cell(at)),
        Action::EndBuilding => "stop building".to_string(),
        Action::Demand(resource) => format!("demand {}", resource_count(1, resource)),
        Action::Pay => "pay".to_string(),
        Action::Refuse => "refuse to pay".to_string(),
    }
}

fn disaster_points(points: u32) -> String {
    if points == 1 {
        "1 disaster point".to_string()
    } else {
        format!("{points} disaster points")
    }
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => "famine",
        DisasterCause::Brigands => "brigands",
        DisasterCause::Disease => "disease",
        DisasterCause::Extortion(_) => "extortion",
    }
}

/// One log line for an event; `names` are the players' names in seat order.
fn event_text(event: &Event, names: &[String]) -> String {
    let name = |seat: u8| {
        name_of(names, seat).map_or_else(|| format!("Player {}", seat + 1), str::to_string)
    };
    let party = |party: Party| match party {
        Party::Player(seat) => name(seat),
        Party::Philippe => "Sir Philippe".to_string(),
    };
    match event {
        Event::BuildingPlaced {
            seat,
            building,
            rotation,
            cell: at,
        } => format!(
            "{} builds a {} at {}{}.",
            name(*seat),
            building_name(*building),
            cell(*at),
            rotated(*rotation)
        ),
        Event::WallPlaced {
            seat,
            length,
            cell: at,
            direction: way,
        } => format!(
            "{} builds a {} from {} {}.",
            name(*seat),
            wall(*length),
            cell(*at),
            direction(*way)
        ),
        Event::ScorchedPlaced { seat, cell: at } => {
            format!("{} places a scorched area at {}.", name(*seat), cell(*at))
        }
        Event::NoRoomForScorched { seat } => format!(
            "{}'s domain has no room for a scorched area; it stays in the supply.",
            name(*seat)
        ),
        Event::DomainsRevealed => "Every starting domain is revealed.".to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => format!("Round {round} begins; {} starts.", name(*start_player)),
        Event::DieRolled {
            seat,
            die,
            colour,
            face,
            roll,
        } => {
            let roll = if *roll > 3 {
                "feather".to_string()
            } else {
                format!("roll {roll}")
            };
            format!(
                "{} rolls {} on {} die {} ({roll}).",
                name(*seat),
                face_text(colour.face(*face)),
                die_colour(*colour),
                u32::from(*die) + 1
            )
        }
        Event::DieSet {
            seat,
            die,
            colour,
            face,
        } => format!(
            "{} sets {} die {} to {} with a monastery.",
            name(*seat),
            die_colour(*colour),
            u32::from(*die) + 1,
            face_text(colour.face(*face))
        ),
        Event::RollFinished { seat } => format!("{} has finished rolling.", name(*seat)),
        Event::DiceRevealed => "The screens are lifted: all dice are revealed.".to_string(),
        Event::PhilippeRolled { die, face } => match philippe_colour(*die) {
            Some(colour) => format!(
                "Sir Philippe rolls a {}: {}.",
                die_name(colour),
                face_text(colour.face(*face))
            ),
            None => format!(
                "Sir Philippe rolls face {} on die {}.",
                u32::from(*face) + 1,
                u32::from(*die) + 1
            ),
        },
        Event::FeatherUsed {
            seat,
            die,
            companion,
        } => match companion {
            Some(other) => format!(
                "{} uses the feather on die {} and rerolls it with die {}.",
                name(*seat),
                u32::from(*die) + 1,
                u32::from(*other) + 1
            ),
            None => format!(
                "{} uses the feather on die {} and rerolls it.",
                name(*seat),
                u32::from(*die) + 1
            ),
        },
        Event::Collected {
            seat,
            kept,
            lost,
            culture,
        } => {
            let mut gains = resource_items(*kept);
            if *culture > 0 {
                gains.push(format!("{culture} culture"));
            }
            let gained = if gains.is_empty() {
                format!("{} collects nothing.", name(*seat))
            } else {
                format!("{} collects {}.", name(*seat), listed(&gains))
            };
            if lost.is_empty() {
                gained
            } else {
                format!(
                    "{gained} With a full track, {} loses {}.",
                    name(*seat),
                    resources_text(*lost)
                )
            }
        }
        Event::Fed { seat, food: 0 } => {
            format!("{} has no food for the dice.", name(*seat))
        }
        Event::Fed { seat, food } => format!(
            "{}'s dice eat {}.",
            name(*seat),
            resource_count(u32::from(*food), Resource::Food)
        ),
        Event::DisasterStruck { seat, disaster } => format!(
            "Disaster for {}: {}.",
            name(*seat),
            disaster_name(*disaster)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: DisasterCause::Extortion(by),
        } => format!(
            "{} takes {} (extortion by {}).",
            name(*seat),
            disaster_points(*points),
            party(*by)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: why,
        } => format!(
            "{} takes {} ({}).",
            name(*seat),
            disaster_points(*points),
            cause(*why)
        ),
        Event::ResourceDiscarded { seat, resource } => format!(
            "{} discards {} to the brigands.",
            name(*seat),
            resource_count(1, *resource)
        ),
        Event::BuildingRemoved {
            seat,
            building,
            cell: at,
            cause,
        } => match cause {
            RemovalCause::Scorched => format!(
                "{} loses the {} at {} under the scorched area.",
                name(*seat),
                building_name(*building),
                cell(*at)
            ),
            RemovalCause::Fire => format!(
                "Fire destroys {}'s {} at {}.",
                name(*seat),
                building_name(*building),
                cell(*at)
            ),
            RemovalCause::Attack => format!(
                "{} loses the {} at {} in the attack.",
                name(*seat),
                building_name(*building),
                cell(*at)
            ),
        },
        Event::TradeGoodsLost { seat, amount: 0 } => {
            format!("Revolt: {} has no trade goods to lose.", name(*seat))
        }
        Event::TradeGoodsLost { seat, amount } => format!(
            "Revolt: {} loses {}.",
            name(*seat),
            resource_count(u32::from(*amount), Resource::TradeGoods)
        ),
        Event::TokenFlipped { building } => format!(
            "The last {} has left the supply: a tracking token turns to its X.",
            building_name(*building)
        ),
        Event::HammersLost { seat, hammers } => format!(
            "{} loses {}.",
            name(*seat),
            counted(*hammers, "unused hammer", "unused hammers")
        ),
        Event::Demanded {
            extorter,
            victim,
            resource,
        } => format!(
            "{} demands {} from {}.",
            party(*extorter),
            resource_count(1, *resource),
            party(*victim)
        ),
        Event::Paid {
            extorter,
            victim: Party::Philippe,
            resource,
            kept,
        } => {
            let taken = format!(
                "{} takes {} from Sir Philippe",
                party(*extorter),
                resource_count(1, *resource)
            );
            if *kept {
                format!("{taken}.")
            } else {
                format!("{taken} but has no room for it.")
            }
        }
        Event::Paid {
            extorter: Party::Philippe,
            victim,
            resource,
            ..
        } => format!(
            "{} pays {} to Sir Philippe, who puts it out of the game.",
            party(*victim),
            resource_count(1, *resource)
        ),
        Event::Paid {
            extorter,
            victim,
            resource,
            kept,
        } => {
            let paid = format!(
                "{} pays {} to {}",
                party(*victim),
                resource_count(1, *resource),
                party(*extorter)
            );
            if *kept {
                format!("{paid}.")
            } else {
                format!("{paid}, who has no room for it.")
            }
        }
        Event::Refused { extorter, victim } => {
            format!("{} refuses to pay {}.", party(*victim), party(*extorter))
        }
        Event::DiceChanged { seat, dice } => {
            let owned: Vec<String> = DieColour::ALL
                .into_iter()
                .filter(|colour| dice[colour.index()] > 0)
                .map(|colour| dice_count(u32::from(dice[colour.index()]), colour))
                .collect();
            if owned.is_empty() {
                format!("{} now has no dice.", name(*seat))
            } else {
                format!("{} now has {}.", name(*seat), listed(&owned))
            }
        }
        Event::RoundEnded { round } => format!("Round {round} ends."),
        Event::GameEnded => "The game is over.".to_string(),
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => "the game is over",
        Illegal::NotNow(Expected::StartingDomain) => {
            "now is the time to place your starting domain"
        }
        Illegal::NotNow(Expected::Roll) => "now is the time to roll: set a die, reroll or stop",
        Illegal::NotNow(Expected::Feathers) => {
            "now is the time for feathers: use one or use no more"
        }
        Illegal::NotNow(Expected::Collect) => "now is the time to collect and choose on “or” faces",
        Illegal::NotNow(Expected::Brigands) => {
            "brigands: take the disaster point or discard a resource"
        }
        Illegal::NotNow(Expected::Scorch) => "treachery: place the scorched area first",
        Illegal::NotNow(Expected::Remove) => "a building must be removed first",
        Illegal::NotNow(Expected::Build) => "now is the time to build or to stop building",
        Illegal::NotNow(Expected::Demand) => "extortion: name the resource to demand",
        Illegal::NotNow(Expected::Answer) => "extortion: pay or refuse",
        Illegal::NotInStartingDomain => "that piece is not among the starting pieces left to place",
        Illegal::StartingDomainBegun => {
            "the default layout is possible only before any piece is placed"
        }
        Illegal::ScorchedAreasLast => "the scorched areas come after the other starting pieces",
        Illegal::OffGrid => "part of the piece would lie off the domain",
        Illegal::Occupied => "a cell there is already taken",
        Illegal::NoSuchRotation => "that building has no such rotation",
        Illegal::NoSuchWallLength => "there are no walls of that length",
        Illegal::NotInSupply => "none of those pieces is left in the supply",
        Illegal::CannotAfford => "you cannot pay for it",
        Illegal::Walled => "a scorched area may not lie on walled cells",
        Illegal::NotLeastRemoval => "another spot would remove fewer buildings",
        Illegal::NoSuchDie => "there is no such die",
        Illegal::NoSuchFace => "a die has only 6 faces",
        Illegal::SameFace => "that die already shows that face",
        Illegal::DieAlreadySet => "each monastery sets a different die",
        Illegal::NoSetLeft => "no monastery can set a die now",
        Illegal::IdenticalDieFirst => {
            "among identical dice, the lowest-numbered must be chosen first"
        }
        Illegal::Locked => "a die showing a skull cannot be rerolled",
        Illegal::SetThisRound => "a die set by a monastery is held during roll 2",
        Illegal::NothingRerolled => "choose at least one die to reroll",
        Illegal::NotAFeather => "that die does not show a feather",
        Illegal::SameDie => "the second die must be another die",
        Illegal::TooManyAlternatives => "more second choices than dice showing an “or” face",
        Illegal::NoResource => "none of that resource is held",
        Illegal::NoBuildingThere => "no building starts at that cell",
        Illegal::KeepProtected => "keeps are safe from attack",
        Illegal::WalledProtected => "walled buildings are safe from attack",
        Illegal::NotShown => "Sir Philippe's dice do not show that resource",
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => format!(
            "{TITLE} is for {} to {} players, not {count}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS
        ),
        SetupError::EmptyName(seat) => format!("player {} has no name", seat + 1),
        SetupError::NameTooLong(seat) => format!(
            "player {}'s name is longer than {MAX_NAME_CHARS} characters",
            seat + 1
        ),
        SetupError::StartPlayerOutOfRange(seat) => {
            format!("there is no player {} to start", seat + 1)
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
            "action {} ({}) is illegal: {}",
            index + 1,
            action_text(*action),
            illegal(reason.reason)
        ),
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
        building_effect(building)
    }
    fn wall(&self, length: u8) -> String {
        wall(length)
    }
    fn scorched_area(&self) -> &'static str {
        "scorched area"
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
