//! English, in the words of the English rulebook (keep, longhouse, townhouse, scorched area,
//! trade goods, peasant, burgher, noble and clergy dice, disaster points, tracking tokens).

use super::{name_of, or_face, philippe_colour, Words};
use crate::rules::{
    data, Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Party, Rank, RemovalCause, Resource, Resources, SetupError,
    MAX_NAME_CHARS,
};
use tabletop::say;

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

fn building_effect(building: Building) -> String {
    let info = building.info();
    let points = match info.points {
        1 => say!("1 point").to_string(),
        points => say!("{} points", points),
    };
    let effect = match building {
        Building::Keep => {
            say!("a noble die; always walled; safe from scorching, disease and attack").to_string()
        }
        Building::Hospital => {
            say!("it and the buildings next to it are safe from disease").to_string()
        }
        Building::Monastery => say!("sets one die to any face before roll 2").to_string(),
        _ => match (info.die, info.bonus) {
            (Some(colour), _) => say!("a {}", die_name(colour)),
            (None, EndBonus::None) => say!("{} at each Collect", resources_text(info.collect)),
            (None, bonus) => say!("at the end, {}", end_bonus(bonus)),
        },
    };
    say!("{}; {}.", points, effect)
}

fn wall(length: u8) -> String {
    say!("wall of length {}", length)
}

fn cell(cell: Cell) -> String {
    say!("row {}, column {}", cell.row + 1, cell.col + 1)
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

/// "1 hammer", "2 hammers".
fn counted(count: u8, one: &str, many: &str) -> String {
    if count == 1 {
        say!("1 {}", one)
    } else {
        say!("{} {}", count, many)
    }
}

fn face_text(face: &Face) -> String {
    let mut parts = Vec::new();
    match face.alternative {
        Some(alternative) => parts.push(say!(
            "{} or {}",
            resources_text(face.gain),
            resources_text(alternative)
        )),
        None => parts.extend(resource_items(face.gain)),
    }
    if face.culture > 0 {
        parts.push(say!("{} culture", face.culture));
    }
    if face.hammers > 0 {
        parts.push(counted(face.hammers, say!("hammer"), say!("hammers")));
    }
    if face.swords > 0 {
        parts.push(counted(face.swords, say!("sword"), say!("swords")));
    }
    if face.shields > 0 {
        parts.push(counted(face.shields, say!("shield"), say!("shields")));
    }
    let symbols = [(face.feather, say!("feather")), (face.skull, say!("skull"))];
    if parts.is_empty() {
        let shown: Vec<String> = symbols
            .iter()
            .filter(|(shown, _)| *shown)
            .map(|(_, name)| name.to_string())
            .collect();
        return match shown.len() {
            0 => say!("nothing").to_string(),
            1 => shown.concat(),
            _ => listed(&shown),
        };
    }
    for (shown, name) in symbols {
        if shown {
            parts.push(say!("a {}", name));
        }
    }
    listed(&parts)
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

/// Dice numbered from 1: "die 3", "dice 1, 2 and 4".
fn dice_numbers(dice: impl Iterator<Item = usize>) -> String {
    let numbers: Vec<String> = dice.map(|die| (die + 1).to_string()).collect();
    match numbers.len() {
        1 => say!("die {}", numbers[0]),
        _ => say!("dice {}", listed(&numbers)),
    }
}

fn collect_text(alternatives: [u8; 4]) -> String {
    let choices: Vec<String> = DieColour::ALL
        .into_iter()
        .filter(|colour| alternatives[colour.index()] > 0)
        .filter_map(|colour| {
            let face = or_face(colour)?;
            let alternative = face.alternative?;
            Some(say!(
                "{} instead of {} on {}",
                resources_text(alternative),
                resources_text(face.gain),
                dice_count(u32::from(alternatives[colour.index()]), colour)
            ))
        })
        .collect();
    if choices.is_empty() {
        say!("collect, taking the first choice of every “or” face").to_string()
    } else {
        say!("collect, taking {}", listed(&choices))
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::DefaultDomain => say!("lay out the default starting domain").to_string(),
        Action::Build {
            building,
            rotation,
            cell: at,
        } => say!(
            "build a {} at {}{}",
            building_name(building),
            cell(at),
            rotated(rotation)
        ),
        Action::Wall {
            length,
            cell: at,
            direction: way,
        } => say!(
            "build a {} from {} {}",
            wall(length),
            cell(at),
            direction(way)
        ),
        Action::Scorch(at) => say!("place a scorched area at {}", cell(at)),
        Action::SetDie { die, face } => say!(
            "use a monastery to set die {} to face {}",
            u32::from(die) + 1,
            u32::from(face) + 1
        ),
        Action::Reroll(set) if set.is_empty() => {
            say!("reroll no dice now, keeping roll 3").to_string()
        }
        Action::Reroll(set) => say!("reroll {}", dice_numbers(set.dice())),
        Action::StopRolling => say!("stop rolling").to_string(),
        Action::Feather {
            die,
            companion: None,
        } => say!("use the feather on die {}", u32::from(die) + 1),
        Action::Feather {
            die,
            companion: Some(other),
        } => say!(
            "use the feather on die {} and reroll die {} with it",
            u32::from(die) + 1,
            u32::from(other) + 1
        ),
        Action::EndFeathers => say!("use no more feathers").to_string(),
        Action::Collect { alternatives } => collect_text(alternatives),
        Action::SufferBrigands => say!("take the disaster point").to_string(),
        Action::Discard(resource) => say!("discard {}", resource_count(1, resource)),
        Action::Remove(at) => say!("remove the building at {}", cell(at)),
        Action::EndBuilding => say!("stop building").to_string(),
        Action::Demand(resource) => say!("demand {}", resource_count(1, resource)),
        Action::Pay => say!("pay").to_string(),
        Action::Refuse => say!("refuse to pay").to_string(),
    }
}

fn disaster_points(points: u32) -> String {
    if points == 1 {
        say!("1 disaster point").to_string()
    } else {
        say!("{} disaster points", points)
    }
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => say!("famine"),
        DisasterCause::Brigands => say!("brigands"),
        DisasterCause::Disease => say!("disease"),
        DisasterCause::Extortion(_) => say!("extortion"),
    }
}

/// One log line for an event; `names` are the players' names in seat order.
fn event_text(event: &Event, names: &[String]) -> String {
    let name =
        |seat: u8| name_of(names, seat).map_or_else(|| say!("Player {}", seat + 1), str::to_string);
    let party = |party: Party| match party {
        Party::Player(seat) => name(seat),
        Party::Philippe => say!("Sir Philippe").to_string(),
    };
    match event {
        Event::BuildingPlaced {
            seat,
            building,
            rotation,
            cell: at,
        } => say!(
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
        } => say!(
            "{} builds a {} from {} {}.",
            name(*seat),
            wall(*length),
            cell(*at),
            direction(*way)
        ),
        Event::ScorchedPlaced { seat, cell: at } => {
            say!("{} places a scorched area at {}.", name(*seat), cell(*at))
        }
        Event::NoRoomForScorched { seat } => say!(
            "{}'s domain has no room for a scorched area; it stays in the supply.",
            name(*seat)
        ),
        Event::DomainsRevealed => say!("Every starting domain is revealed.").to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => say!("Round {} begins; {} starts.", round, name(*start_player)),
        Event::DieRolled {
            seat,
            die,
            colour,
            face,
            roll,
        } => {
            let roll = if *roll > 3 {
                say!("feather").to_string()
            } else {
                say!("roll {}", roll)
            };
            say!(
                "{} rolls {} on {} die {} ({}).",
                name(*seat),
                face_text(colour.face(*face)),
                die_colour(*colour),
                u32::from(*die) + 1,
                roll
            )
        }
        Event::DieSet {
            seat,
            die,
            colour,
            face,
        } => say!(
            "{} sets {} die {} to {} with a monastery.",
            name(*seat),
            die_colour(*colour),
            u32::from(*die) + 1,
            face_text(colour.face(*face))
        ),
        Event::RollFinished { seat } => say!("{} has finished rolling.", name(*seat)),
        Event::DiceRevealed => say!("The screens are lifted: all dice are revealed.").to_string(),
        Event::PhilippeRolled { die, face } => match philippe_colour(*die) {
            Some(colour) => say!(
                "Sir Philippe rolls a {}: {}.",
                die_name(colour),
                face_text(colour.face(*face))
            ),
            None => say!(
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
            Some(other) => say!(
                "{} uses the feather on die {} and rerolls it with die {}.",
                name(*seat),
                u32::from(*die) + 1,
                u32::from(*other) + 1
            ),
            None => say!(
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
                gains.push(say!("{} culture", culture));
            }
            let gained = if gains.is_empty() {
                say!("{} collects nothing.", name(*seat))
            } else {
                say!("{} collects {}.", name(*seat), listed(&gains))
            };
            if lost.is_empty() {
                gained
            } else {
                say!(
                    "{} With a full track, {} loses {}.",
                    gained,
                    name(*seat),
                    resources_text(*lost)
                )
            }
        }
        Event::Fed { seat, food: 0 } => {
            say!("{} has no food for the dice.", name(*seat))
        }
        Event::Fed { seat, food } => say!(
            "{}'s dice eat {}.",
            name(*seat),
            resource_count(u32::from(*food), Resource::Food)
        ),
        Event::DisasterStruck { seat, disaster } => say!(
            "Disaster for {}: {}.",
            name(*seat),
            disaster_name(*disaster)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: DisasterCause::Extortion(by),
        } => say!(
            "{} takes {} (extortion by {}).",
            name(*seat),
            disaster_points(*points),
            party(*by)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: why,
        } => say!(
            "{} takes {} ({}).",
            name(*seat),
            disaster_points(*points),
            cause(*why)
        ),
        Event::ResourceDiscarded { seat, resource } => say!(
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
            RemovalCause::Scorched => say!(
                "{} loses the {} at {} under the scorched area.",
                name(*seat),
                building_name(*building),
                cell(*at)
            ),
            RemovalCause::Fire => say!(
                "Fire destroys {}'s {} at {}.",
                name(*seat),
                building_name(*building),
                cell(*at)
            ),
            RemovalCause::Attack => say!(
                "{} loses the {} at {} in the attack.",
                name(*seat),
                building_name(*building),
                cell(*at)
            ),
        },
        Event::TradeGoodsLost { seat, amount: 0 } => {
            say!("Revolt: {} has no trade goods to lose.", name(*seat))
        }
        Event::TradeGoodsLost { seat, amount } => say!(
            "Revolt: {} loses {}.",
            name(*seat),
            resource_count(u32::from(*amount), Resource::TradeGoods)
        ),
        Event::TokenFlipped { building } => say!(
            "The last {} has left the supply: a tracking token turns to its X.",
            building_name(*building)
        ),
        Event::HammersLost { seat, hammers } => say!(
            "{} loses {}.",
            name(*seat),
            counted(*hammers, say!("unused hammer"), say!("unused hammers"))
        ),
        Event::Demanded {
            extorter,
            victim,
            resource,
        } => say!(
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
            let taken = say!(
                "{} takes {} from Sir Philippe",
                party(*extorter),
                resource_count(1, *resource)
            );
            if *kept {
                say!("{}.", taken)
            } else {
                say!("{} but has no room for it.", taken)
            }
        }
        Event::Paid {
            extorter: Party::Philippe,
            victim,
            resource,
            ..
        } => say!(
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
            let paid = say!(
                "{} pays {} to {}",
                party(*victim),
                resource_count(1, *resource),
                party(*extorter)
            );
            if *kept {
                say!("{}.", paid)
            } else {
                say!("{}, who has no room for it.", paid)
            }
        }
        Event::Refused { extorter, victim } => {
            say!("{} refuses to pay {}.", party(*victim), party(*extorter))
        }
        Event::DiceChanged { seat, dice } => {
            let owned: Vec<String> = DieColour::ALL
                .into_iter()
                .filter(|colour| dice[colour.index()] > 0)
                .map(|colour| dice_count(u32::from(dice[colour.index()]), colour))
                .collect();
            if owned.is_empty() {
                say!("{} now has no dice.", name(*seat))
            } else {
                say!("{} now has {}.", name(*seat), listed(&owned))
            }
        }
        Event::RoundEnded { round } => say!("Round {} ends.", round),
        Event::GameEnded => say!("The game is over.").to_string(),
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

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => say!(
            "{} is for {} to {} players, not {}",
            TITLE,
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
        SetupError::StartPlayerOutOfRange(seat) => {
            say!("there is no player {} to start", seat + 1)
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
        } => say!(
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
