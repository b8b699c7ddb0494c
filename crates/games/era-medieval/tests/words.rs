//! Every language says everything, and nothing a French or German player sees is left in
//! English: every name, face, disaster, rank, refusal and setup problem, one of each action and
//! event, and every legal action and every event of whole random games of 1 to 4 players.

use era_medieval::rules::{
    data, Action, Building, Cell, DiceSet, DieColour, Direction, Disaster, DisasterCause, EndBonus,
    Event, Expected, GameState, Illegal, IllegalAction, Party, Rank, RemovalCause, Resource,
    Resources, Setup, SetupError,
};
use era_medieval::text::{Words, ENGLISH, FRENCH, GERMAN};
use tabletop::rng::Rng;
use tabletop::testing::words::{play_through, Kinds, Translations};
use tabletop::ReplayError;

/// English words that must not turn up in a French or German text.
const ENGLISH_ONLY: [&str; 9] = [
    "the", "and", "row", "column", "dice", "builds", "of", "with", "player",
];

const WORDS: Translations<dyn Words> = Translations {
    english: &ENGLISH,
    translated: &[("French", &FRENCH), ("German", &GERMAN)],
    english_only: &ENGLISH_ONLY,
    slip: |_, _| None,
};

fn translated<T: std::fmt::Debug>(what: T, say: impl Fn(&(dyn Words + 'static)) -> String) {
    WORDS.check(what, say);
}

fn translated_except<T: std::fmt::Debug>(
    what: T,
    same_in: &[&str],
    say: impl Fn(&(dyn Words + 'static)) -> String,
) {
    WORDS.check_except(what, same_in, say);
}

/// Names that read the same in English and in a translation: the French disaster "Brigands",
/// the French ranks "Serf" and "Noble", the German rank "Monarch" and the German building
/// "Hospital" (a German word, capitalised as German nouns are).
fn same_as_english(name: &str) -> &'static [&'static str] {
    match name {
        "Brigands" | "Serf" | "Noble" => &["French"],
        "Monarch" | "hospital" => &["German"],
        _ => &[],
    }
}

#[test]
fn every_name_is_written_in_every_language() {
    translated("title", |w| w.title().to_string());
    for resource in Resource::ALL {
        translated(resource, |w| w.resource(resource).to_string());
        for count in [1, 2] {
            translated((resource, count), |w| w.resource_count(count, resource));
        }
    }
    translated("no resources", |w| w.resources(Resources::NONE));
    translated("some resources", |w| {
        w.resources(Resources::new(1, 2, 3, 4))
    });
    for building in Building::ALL {
        let same = same_as_english(ENGLISH.building(building));
        translated_except(building, same, |w| w.building(building).to_string());
        translated(building, |w| w.building_effect(building));
        for count in [1, 2] {
            translated_except((building, count), same, |w| {
                w.building_count(count, building)
            });
        }
    }
    for length in data::WALL_LENGTHS {
        translated(length, |w| w.wall(length));
    }
    translated("scorched area", |w| w.scorched_area().to_string());
    translated("cell", |w| w.cell(Cell::new(2, 4)));
    for colour in DieColour::ALL {
        translated(colour, |w| w.die_colour(colour).to_string());
        for count in [1, 2] {
            translated((colour, count), |w| w.dice_count(count, colour));
        }
        for face in 0..data::FACES_PER_DIE {
            translated((colour, face), |w| w.face(colour.face(face)));
        }
    }
    for disaster in [
        Disaster::Brigands,
        Disaster::Disease,
        Disaster::Treachery,
        Disaster::Fire,
        Disaster::Attack,
        Disaster::Revolt,
    ] {
        let same = same_as_english(ENGLISH.disaster(disaster));
        translated_except(disaster, same, |w| w.disaster(disaster).to_string());
        translated(disaster, |w| w.disaster_effect(disaster).to_string());
    }
    for rank in [
        Rank::Serf,
        Rank::Peasant,
        Rank::Merchant,
        Rank::Knight,
        Rank::Noble,
        Rank::Monarch,
        Rank::Pope,
    ] {
        let same = same_as_english(ENGLISH.rank(rank));
        translated_except(rank, same, |w| w.rank(rank).to_string());
    }
    for bonus in [
        EndBonus::None,
        EndBonus::EmptyNeighbours,
        EndBonus::ResourcesLeft,
        EndBonus::Culture,
        EndBonus::Dice,
    ] {
        translated(bonus, |w| w.end_bonus(bonus).to_string());
    }
}

#[test]
fn cells_are_counted_from_one() {
    let cell = Cell::new(2, 4);
    assert_eq!(ENGLISH.cell(cell), "row 3, column 5");
    assert_eq!(FRENCH.cell(cell), "ligne 3, colonne 5");
    assert_eq!(GERMAN.cell(cell), "Zeile 3, Spalte 5");
}

/// Every reason for refusing an action.
const REFUSALS: [Illegal; REFUSAL_KINDS] = [
    Illegal::GameOver,
    Illegal::NotNow(Expected::StartingDomain),
    Illegal::NotNow(Expected::Roll),
    Illegal::NotNow(Expected::Feathers),
    Illegal::NotNow(Expected::Collect),
    Illegal::NotNow(Expected::Brigands),
    Illegal::NotNow(Expected::Scorch),
    Illegal::NotNow(Expected::Remove),
    Illegal::NotNow(Expected::Build),
    Illegal::NotNow(Expected::Demand),
    Illegal::NotNow(Expected::Answer),
    Illegal::NotInStartingDomain,
    Illegal::StartingDomainBegun,
    Illegal::ScorchedAreasLast,
    Illegal::OffGrid,
    Illegal::Occupied,
    Illegal::NoSuchRotation,
    Illegal::NoSuchWallLength,
    Illegal::NotInSupply,
    Illegal::CannotAfford,
    Illegal::Walled,
    Illegal::NotLeastRemoval,
    Illegal::NoSuchDie,
    Illegal::NoSuchFace,
    Illegal::SameFace,
    Illegal::DieAlreadySet,
    Illegal::NoSetLeft,
    Illegal::IdenticalDieFirst,
    Illegal::Locked,
    Illegal::SetThisRound,
    Illegal::NothingRerolled,
    Illegal::NotAFeather,
    Illegal::SameDie,
    Illegal::TooManyAlternatives,
    Illegal::NoResource,
    Illegal::NoBuildingThere,
    Illegal::KeepProtected,
    Illegal::WalledProtected,
    Illegal::NotShown,
];

const REFUSAL_KINDS: usize = 39;

/// The kind of a refusal, with no wildcard: a new reason or expected decision does not compile
/// until it is listed here, and the test below sees that [`REFUSALS`] has every kind.
fn refusal_kind(reason: Illegal) -> usize {
    match reason {
        Illegal::GameOver => 0,
        Illegal::NotNow(expected) => match expected {
            Expected::StartingDomain => 1,
            Expected::Roll => 2,
            Expected::Feathers => 3,
            Expected::Collect => 4,
            Expected::Brigands => 5,
            Expected::Scorch => 6,
            Expected::Remove => 7,
            Expected::Build => 8,
            Expected::Demand => 9,
            Expected::Answer => 10,
        },
        Illegal::NotInStartingDomain => 11,
        Illegal::StartingDomainBegun => 12,
        Illegal::ScorchedAreasLast => 13,
        Illegal::OffGrid => 14,
        Illegal::Occupied => 15,
        Illegal::NoSuchRotation => 16,
        Illegal::NoSuchWallLength => 17,
        Illegal::NotInSupply => 18,
        Illegal::CannotAfford => 19,
        Illegal::Walled => 20,
        Illegal::NotLeastRemoval => 21,
        Illegal::NoSuchDie => 22,
        Illegal::NoSuchFace => 23,
        Illegal::SameFace => 24,
        Illegal::DieAlreadySet => 25,
        Illegal::NoSetLeft => 26,
        Illegal::IdenticalDieFirst => 27,
        Illegal::Locked => 28,
        Illegal::SetThisRound => 29,
        Illegal::NothingRerolled => 30,
        Illegal::NotAFeather => 31,
        Illegal::SameDie => 32,
        Illegal::TooManyAlternatives => 33,
        Illegal::NoResource => 34,
        Illegal::NoBuildingThere => 35,
        Illegal::KeepProtected => 36,
        Illegal::WalledProtected => 37,
        Illegal::NotShown => 38,
    }
}

#[test]
fn every_refusal_and_setup_problem_is_written_in_every_language() {
    let mut kinds = Kinds::new("refusals", REFUSAL_KINDS);
    for reason in REFUSALS {
        kinds.saw(refusal_kind(reason));
        translated(reason, |w| w.illegal(reason).to_string());
    }
    kinds.assert_all_seen();
    let errors = [
        SetupError::PlayerCount(5),
        SetupError::EmptyName(0),
        SetupError::NameTooLong(1),
        SetupError::StartPlayerOutOfRange(3),
    ];
    for error in errors {
        translated(&error, |w| w.setup_error(&error));
        let replay = ReplayError::<GameState>::Setup(error);
        translated(&replay, |w| w.replay_error(&replay));
    }
    let action = Action::Reroll(DiceSet::from_dice([0, 2]));
    let replay = ReplayError::<GameState>::Illegal {
        index: 4,
        action,
        reason: IllegalAction {
            action,
            reason: Illegal::Locked,
        },
    };
    translated(&replay, |w| w.replay_error(&replay));
}

/// One of each kind of action, with every shape of its words.
fn sample_actions() -> Vec<Action> {
    let cell = Cell::new(2, 4);
    let mut actions = vec![Action::DefaultDomain];
    for building in Building::ALL {
        for rotation in 0..4 {
            actions.push(Action::Build {
                building,
                rotation,
                cell,
            });
        }
    }
    for direction in Direction::ALL {
        actions.push(Action::Wall {
            length: 4,
            cell,
            direction,
        });
    }
    actions.extend([
        Action::Scorch(cell),
        Action::SetDie { die: 1, face: 3 },
        Action::Reroll(DiceSet::EMPTY),
        Action::Reroll(DiceSet::from_dice([1])),
        Action::Reroll(DiceSet::from_dice([0, 1, 3])),
        Action::StopRolling,
        Action::Feather {
            die: 2,
            companion: None,
        },
        Action::Feather {
            die: 2,
            companion: Some(4),
        },
        Action::EndFeathers,
        Action::Collect {
            alternatives: [0; 4],
        },
        Action::Collect {
            alternatives: [1, 0, 0, 2],
        },
        Action::SufferBrigands,
        Action::Remove(cell),
        Action::EndBuilding,
        Action::Pay,
        Action::Refuse,
    ]);
    for resource in Resource::ALL {
        actions.push(Action::Discard(resource));
        actions.push(Action::Demand(resource));
    }
    actions
}

/// One of each kind of event, with every shape of its words.
fn sample_events() -> Vec<Event> {
    let cell = Cell::new(2, 4);
    let ada = Party::Player(0);
    let ben = Party::Player(1);
    let mut events = vec![
        Event::WallPlaced {
            seat: 0,
            length: 4,
            cell,
            direction: Direction::Vertical,
        },
        Event::ScorchedPlaced { seat: 1, cell },
        Event::NoRoomForScorched { seat: 0 },
        Event::DomainsRevealed,
        Event::RoundStarted {
            round: 2,
            start_player: 1,
        },
        Event::DieRolled {
            seat: 0,
            die: 2,
            colour: DieColour::Yellow,
            face: 5,
            roll: 1,
        },
        Event::DieRolled {
            seat: 0,
            die: 2,
            colour: DieColour::White,
            face: 2,
            roll: 4,
        },
        Event::DieSet {
            seat: 0,
            die: 1,
            colour: DieColour::Gray,
            face: 0,
        },
        Event::RollFinished { seat: 0 },
        Event::DiceRevealed,
        Event::FeatherUsed {
            seat: 0,
            die: 3,
            companion: None,
        },
        Event::FeatherUsed {
            seat: 0,
            die: 3,
            companion: Some(0),
        },
        Event::Collected {
            seat: 0,
            kept: Resources::new(1, 0, 2, 3),
            lost: Resources::new(0, 1, 0, 0),
            culture: 2,
        },
        Event::Collected {
            seat: 0,
            kept: Resources::NONE,
            lost: Resources::NONE,
            culture: 0,
        },
        Event::Fed { seat: 0, food: 0 },
        Event::Fed { seat: 0, food: 4 },
        Event::TradeGoodsLost { seat: 0, amount: 0 },
        Event::TradeGoodsLost { seat: 0, amount: 3 },
        Event::HammersLost {
            seat: 0,
            hammers: 1,
        },
        Event::HammersLost {
            seat: 0,
            hammers: 2,
        },
        Event::Refused {
            extorter: ada,
            victim: ben,
        },
        Event::Refused {
            extorter: Party::Philippe,
            victim: ada,
        },
        Event::NoExtortion {
            seat: 0,
            swords: 1,
            shields: 4,
            philippe_swords: 2,
            philippe_shields: 0,
        },
        Event::NothingToTake { seat: 0 },
        Event::NothingClustered { seat: 0 },
        Event::NoHammers { seat: 0 },
        Event::DiceChanged {
            seat: 0,
            dice: [3, 1, 1, 2],
        },
        Event::DiceChanged {
            seat: 0,
            dice: [0; 4],
        },
        Event::RoundEnded { round: 3 },
        Event::GameEnded,
    ];
    for building in Building::ALL {
        for rotation in 0..4 {
            events.push(Event::BuildingPlaced {
                seat: 1,
                building,
                rotation,
                cell,
            });
        }
        for cause in [
            RemovalCause::Scorched,
            RemovalCause::Fire,
            RemovalCause::Attack,
        ] {
            events.push(Event::BuildingRemoved {
                seat: 0,
                building,
                cell,
                cause,
            });
        }
        events.push(Event::TokenFlipped { building });
    }
    for (die, _) in data::PHILIPPE_DICE.iter().enumerate() {
        for face in 0..data::FACES_PER_DIE {
            events.push(Event::PhilippeRolled {
                die: die as u8,
                face,
            });
        }
    }
    for disaster in [
        Disaster::Brigands,
        Disaster::Disease,
        Disaster::Treachery,
        Disaster::Fire,
        Disaster::Attack,
        Disaster::Revolt,
    ] {
        events.push(Event::DisasterStruck { seat: 0, disaster });
    }
    for cause in [
        DisasterCause::Famine,
        DisasterCause::Brigands,
        DisasterCause::Disease,
        DisasterCause::Extortion(Party::Player(1)),
        DisasterCause::Extortion(Party::Philippe),
    ] {
        for points in [1, 2] {
            events.push(Event::DisasterPoints {
                seat: 0,
                points,
                cause,
            });
        }
    }
    for resource in Resource::ALL {
        events.push(Event::ResourceDiscarded { seat: 0, resource });
        for (extorter, victim) in [(ada, ben), (ada, Party::Philippe), (Party::Philippe, ada)] {
            events.push(Event::Demanded {
                extorter,
                victim,
                resource,
            });
            for kept in [true, false] {
                events.push(Event::Paid {
                    extorter,
                    victim,
                    resource,
                    kept,
                });
            }
        }
    }
    events
}

/// The kind of an event, with no wildcard: a new kind of event does not compile until
/// [`sample_events`] knows it.
fn event_kind(event: &Event) -> usize {
    match event {
        Event::BuildingPlaced { .. } => 0,
        Event::WallPlaced { .. } => 1,
        Event::ScorchedPlaced { .. } => 2,
        Event::NoRoomForScorched { .. } => 3,
        Event::DomainsRevealed => 4,
        Event::RoundStarted { .. } => 5,
        Event::DieRolled { .. } => 6,
        Event::DieSet { .. } => 7,
        Event::RollFinished { .. } => 8,
        Event::DiceRevealed => 9,
        Event::PhilippeRolled { .. } => 10,
        Event::FeatherUsed { .. } => 11,
        Event::Collected { .. } => 12,
        Event::Fed { .. } => 13,
        Event::DisasterStruck { .. } => 14,
        Event::DisasterPoints { .. } => 15,
        Event::ResourceDiscarded { .. } => 16,
        Event::BuildingRemoved { .. } => 17,
        Event::TradeGoodsLost { .. } => 18,
        Event::TokenFlipped { .. } => 19,
        Event::HammersLost { .. } => 20,
        Event::Demanded { .. } => 21,
        Event::Paid { .. } => 22,
        Event::Refused { .. } => 23,
        Event::DiceChanged { .. } => 24,
        Event::RoundEnded { .. } => 25,
        Event::GameEnded => 26,
        Event::NoExtortion { .. } => 27,
        Event::NothingToTake { .. } => 28,
        Event::NothingClustered { .. } => 29,
        Event::NoHammers { .. } => 30,
    }
}
const EVENT_KINDS: usize = 31;

/// The kind of an action, with no wildcard.
fn action_kind(action: Action) -> usize {
    match action {
        Action::DefaultDomain => 0,
        Action::Build { .. } => 1,
        Action::Wall { .. } => 2,
        Action::Scorch(_) => 3,
        Action::SetDie { .. } => 4,
        Action::Reroll(_) => 5,
        Action::StopRolling => 6,
        Action::Feather { .. } => 7,
        Action::EndFeathers => 8,
        Action::Collect { .. } => 9,
        Action::SufferBrigands => 10,
        Action::Discard(_) => 11,
        Action::Remove(_) => 12,
        Action::EndBuilding => 13,
        Action::Demand(_) => 14,
        Action::Pay => 15,
        Action::Refuse => 16,
    }
}
const ACTION_KINDS: usize = 17;

/// Random games played for each number of players.
const GAMES_PER_COUNT: u64 = 3;

fn names() -> Vec<String> {
    ["Ada", "Ben", "Cleo", "Dora"].map(String::from).to_vec()
}

#[test]
fn every_kind_of_action_and_event_is_written_in_every_language() {
    let mut kinds = Kinds::new("actions", ACTION_KINDS);
    for action in sample_actions() {
        kinds.saw(action_kind(action));
        translated(action, |w| w.action(action));
    }
    kinds.assert_all_seen();

    let names = names();
    let mut kinds = Kinds::new("events", EVENT_KINDS);
    for event in sample_events() {
        kinds.saw(event_kind(&event));
        translated(&event, |w| w.event(&event, &names));
    }
    kinds.assert_all_seen();
    // Seats without a name are still named.
    let event = Event::RollFinished { seat: 3 };
    translated(&event, |w| w.event(&event, &[]));
}

/// Every legal action and every event of whole random games of 1, 2, 3 and 4 players.
#[test]
fn every_action_and_event_of_random_games_is_written_in_every_language() {
    let names = names();
    let mut action_kinds = Kinds::new("actions", ACTION_KINDS);
    let mut event_kinds = Kinds::new("events", EVENT_KINDS);
    for players in 1..=4 {
        for game in 0..GAMES_PER_COUNT {
            let seed = 17 + 10 * players as u64 + game;
            let setup = Setup::new(names[..players].to_vec(), seed);
            let mut chooser = Rng::new(seed);
            let decisions = play_through(
                GameState::new(&setup).expect("a valid setup"),
                |_, legal, _| legal[chooser.below(legal.len() as u32) as usize],
                |action| {
                    action_kinds.saw(action_kind(action));
                    translated(action, |w| w.action(action));
                },
                |event| {
                    event_kinds.saw(event_kind(event));
                    translated(event, |w| w.event(event, &names));
                },
            );
            assert!(decisions > 30, "{players} players: {decisions} decisions");
        }
    }
    println!(
        "not met in random games: actions {:?}, events {:?}",
        action_kinds.missing(),
        event_kinds.missing()
    );
    action_kinds.assert_all_seen();
}
