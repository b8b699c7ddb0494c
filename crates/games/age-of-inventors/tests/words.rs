//! Every language says everything, and nothing a French or German player sees is left in
//! English: every name (labs, fields, tracks, resources, inventions, equipment, experiments,
//! breakthroughs, news, locations), every refusal and setup problem, one of each action and
//! event, and every legal action and every event of whole games of 1 to 4 players, random and
//! played by the Easy bot.
// A native test: full case mapping (clippy.toml keeps it out of the app) costs nothing here.
#![allow(clippy::disallowed_methods)]

use age_of_inventors::bots::{self, Level};
use age_of_inventors::rules::{
    data, Action, Bundle, Event, Field, GameState, Illegal, IllegalAction, InventorQuiz, Lab,
    LabChoice, LabSide, LocationKind, Resource, SetupError, Track, Vote,
};
use age_of_inventors::sim::{random_game, simulation_setup};
use age_of_inventors::text::{Words, ENGLISH, FRENCH, GERMAN, INVENTOR_NAMES, LANGUAGES};
use tabletop::rng::Rng;
use tabletop::testing::words::{play_through, Kinds, Translations};
use tabletop::ReplayError;

/// English words of these texts that are no French or German word, so they must not turn up
/// in a translation. Words shared with French or German ("place", "points", "experiment",
/// "option", "rotation", "assistant", "invention", "die", "in") are left out.
const ENGLISH_ONLY: [&str; 44] = [
    "the",
    "and",
    "of",
    "with",
    "from",
    "into",
    "player",
    "cell",
    "slot",
    "slots",
    "track",
    "lab",
    "switch",
    "switches",
    "fund",
    "funds",
    "idea",
    "ideas",
    "engineering",
    "chemistry",
    "physics",
    "offer",
    "equipment",
    "inventor",
    "inventors",
    "breakthrough",
    "round",
    "turn",
    "news",
    "book",
    "milestone",
    "medallion",
    "worth",
    "needing",
    "nothing",
    "left",
    "right",
    "thumbs",
    "wins",
    "takes",
    "draws",
    "send",
    "paying",
    "cannot",
];

/// German nouns of these texts, which German writes with a capital wherever they stand.
const GERMAN_NOUNS: [&str; 40] = [
    "technik",
    "chemie",
    "physik",
    "idee",
    "ideen",
    "geld",
    "erfinder",
    "erfindung",
    "erfindungen",
    "erfinderkarte",
    "labor",
    "laborplatz",
    "laborassistenten",
    "assistenten",
    "auslage",
    "auslageplatz",
    "auslageplätze",
    "feld",
    "aktionsfeld",
    "runde",
    "zug",
    "schalter",
    "ausrüstung",
    "experiment",
    "durchbruch",
    "punkt",
    "punkte",
    "punkten",
    "spieler",
    "spiel",
    "karte",
    "stapel",
    "meilenstein",
    "medaillon",
    "option",
    "buch",
    "umwandlung",
    "jahr",
    "einkommen",
    "position",
];

/// A noun of `text` written in lower case, which German never does.
fn lower_case_german_noun(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .find(|word| {
            word.chars().next().is_some_and(char::is_lowercase)
                && GERMAN_NOUNS.contains(&word.to_lowercase().as_str())
        })
        .map(str::to_string)
}

/// A French word that should have been elided before a vowel ("la action", "de Ada"; an h is
/// left alone, since it may be aspirated: "le Haut fourneau"), a "rien" without the negation
/// French needs ("en payant rien"), or a colon without its non-breaking space.
fn french_slip(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split(' ').collect();
    for pair in words.windows(2) {
        let elided = ["le", "la", "de", "que", "ne", "Le", "La", "De"];
        if elided.contains(&pair[0])
            && pair[1]
                .chars()
                .next()
                .is_some_and(|first| "aàâeéèêiîoôuûAÀÂEÉÈÊIÎOÔUÛ".contains(first))
        {
            return Some(format!("{} {}", pair[0], pair[1]));
        }
    }
    let negated = text.contains("ne ") || text.contains("n'") || text.contains("sans rien");
    let says_nothing = text
        .split(|c: char| !c.is_alphabetic())
        .any(|word| word == "rien");
    if text != "rien" && says_nothing && !negated {
        return Some("rien without ne".to_string());
    }
    // French puts a non-breaking space before a colon or a semicolon, so that the line never
    // breaks before it.
    let chars: Vec<char> = text.chars().collect();
    for pair in chars.windows(2) {
        if (pair[1] == ':' || pair[1] == ';') && pair[0] != '\u{a0}' {
            return Some(format!("{}{}", pair[0], pair[1]));
        }
    }
    None
}

/// Each language's own slips: French elisions and negations, German nouns in lower case.
fn slip(language: &str, text: &str) -> Option<String> {
    match language {
        "French" => french_slip(text),
        _ => lower_case_german_noun(text),
    }
}

const WORDS: Translations<dyn Words> = Translations {
    english: &ENGLISH,
    translated: &[("French", &FRENCH), ("German", &GERMAN)],
    english_only: &ENGLISH_ONLY,
    slip,
};

fn translated_except<T: std::fmt::Debug>(
    what: T,
    same_in: &[&str],
    say: impl Fn(&(dyn Words + 'static)) -> String,
) {
    WORDS.check_except(what, same_in, say);
}

fn translated<T: std::fmt::Debug>(what: T, say: impl Fn(&(dyn Words + 'static)) -> String) {
    WORDS.check(what, say);
}

/// Names that read the same in English and in a translation, because the word is the
/// language's own: French Dynamite, Radar, Zeppelin, Sonar, Forge, Microscope, Spectroscope
/// and Dynamo; German Torpedo, Radar, Zeppelin, Insulin, Penicillin and Barometer; the formula
/// E=mc² everywhere.
fn same_as_english(name: &str) -> &'static [&'static str] {
    match name {
        "Radar" | "Zeppelin" | "E=mc²" => &["French", "German"],
        "Dynamite" | "Sonar" | "Forge" | "Microscope" | "Spectroscope" | "Dynamo" => &["French"],
        "Torpedo" | "Insulin" | "Penicillin" | "Barometer" => &["German"],
        _ => &[],
    }
}

#[test]
fn every_language_is_listed_once() {
    let titles: Vec<&str> = LANGUAGES.iter().map(|words| words.title()).collect();
    assert_eq!(
        titles,
        [ENGLISH.title(), FRENCH.title(), GERMAN.title()],
        "LANGUAGES lists English, French and German"
    );
}

#[test]
fn every_name_is_written_in_every_language() {
    translated("title", |w| w.title().to_string());
    for resource in Resource::ALL {
        translated(resource, |w| w.resource(resource).to_string());
        for count in [1, 2] {
            let bundle = Bundle::one(resource, count);
            translated(bundle, |w| w.resources(bundle));
        }
    }
    for bundle in [
        Bundle::NONE,
        Bundle::new(1, 2, 0, 1, 3),
        Bundle::new(0, 0, 2, 2, 1),
    ] {
        translated(bundle, |w| w.resources(bundle));
    }
    for field in Field::ALL {
        translated(field, |w| w.field(field).to_string());
    }
    for track in Track::ALL {
        translated(track, |w| w.track(track).to_string());
    }
    for lab in Lab::ALL {
        translated(lab, |w| w.lab(lab).to_string());
    }
    for side in LabSide::ALL {
        translated(side, |w| w.lab_side(side).to_string());
        translated(side, |w| w.lab_ability(side).to_string());
    }
    for id in 0..data::INVENTIONS as u8 {
        let same = same_as_english(ENGLISH.invention(id));
        translated_except(("invention", id), same, |w| w.invention(id).to_string());
    }
    for id in 0..data::EQUIPMENT as u8 {
        let same = same_as_english(ENGLISH.equipment(id));
        translated_except(("equipment", id), same, |w| w.equipment(id).to_string());
    }
    for id in 0..data::EXPERIMENTS as u8 {
        translated(("experiment", id), |w| w.experiment(id));
    }
    for value in data::BREAKTHROUGH_VP {
        translated(("breakthrough", value), |w| w.breakthrough(value));
    }
    for id in 0..data::NEWS as u8 {
        translated(("news", id), |w| w.news(id).to_string());
    }
    for vote in [Vote::Left, Vote::Right] {
        translated(vote, |w| w.vote(vote).to_string());
    }
    for location in [
        LocationKind::Ingenuity,
        LocationKind::Experiment,
        LocationKind::Refresh,
    ] {
        translated(location, |w| w.location(location).to_string());
    }
    for cell in 0..data::CELLS as u8 {
        translated(("cell", cell), |w| w.cell(cell));
    }
}

#[test]
fn names_are_distinct_within_each_language() {
    for words in LANGUAGES {
        let mut inventions: Vec<&str> = (0..data::INVENTIONS as u8)
            .map(|id| words.invention(id))
            .collect();
        inventions.sort_unstable();
        inventions.dedup();
        assert_eq!(inventions.len(), data::INVENTIONS, "{}", words.title());
        let mut equipment: Vec<&str> = (0..data::EQUIPMENT as u8)
            .map(|id| words.equipment(id))
            .collect();
        equipment.sort_unstable();
        equipment.dedup();
        assert_eq!(equipment.len(), data::EQUIPMENT, "{}", words.title());
        let mut news: Vec<&str> = (0..data::NEWS as u8).map(|id| words.news(id)).collect();
        news.sort_unstable();
        news.dedup();
        assert_eq!(news.len(), data::NEWS, "{}", words.title());
    }
}

#[test]
fn inventors_keep_their_names_and_cells_their_labels() {
    for words in LANGUAGES {
        for (id, name) in INVENTOR_NAMES.iter().enumerate() {
            assert_eq!(words.inventor(id as u8), name.text());
        }
    }
    // Cell 6 lies at (-2, 2): the sixth row from the top, second from the left.
    assert_eq!(ENGLISH.cell(6), "cell 2 of row 6");
    assert_eq!(FRENCH.cell(6), "case 2 de la rangée 6");
    assert_eq!(GERMAN.cell(6), "Feld 2 in Reihe 6");
    // Every cell has a position of its own.
    let mut seen: Vec<String> = (0..36).map(|cell| ENGLISH.cell(cell)).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 36);
}

/// Every reason for refusing an action.
const REFUSALS: [Illegal; REFUSAL_KINDS] = [
    Illegal::GameOver,
    Illegal::NotNow,
    Illegal::OutOfRange,
    Illegal::LabUnavailable,
    Illegal::NoSwitchLeft,
    Illegal::NoAssistantLeft,
    Illegal::NoBookBaseLeft,
    Illegal::LocationTaken,
    Illegal::LocationClosed,
    Illegal::CannotAfford,
    Illegal::EmptyStack,
    Illegal::EmptySlot,
    Illegal::NotInHand,
    Illegal::CellTaken,
    Illegal::NextToInventor,
    Illegal::NoMatchingEdge,
    Illegal::NotNextToNewInventor,
    Illegal::NoSuchRotation,
    Illegal::WrongPayment,
    Illegal::MainActionTaken,
    Illegal::MainActionNotTaken,
    Illegal::AlreadyTriggered,
    Illegal::NotATrigger,
    Illegal::NoMatch,
    Illegal::MustTakeCheapest,
    Illegal::NoRearrange,
    Illegal::SameField,
    Illegal::NotLiberal,
    Illegal::AlreadyUsed,
    Illegal::NothingToTake,
    Illegal::NothingChosen,
    Illegal::AlreadyAnswered,
];

const REFUSAL_KINDS: usize = 32;

/// The kind of a refusal, with no wildcard: a new reason does not compile until it is listed
/// here, and the test below sees that [`REFUSALS`] has every kind.
fn refusal_kind(reason: Illegal) -> usize {
    match reason {
        Illegal::GameOver => 0,
        Illegal::NotNow => 1,
        Illegal::OutOfRange => 2,
        Illegal::LabUnavailable => 3,
        Illegal::NoSwitchLeft => 4,
        Illegal::NoAssistantLeft => 5,
        Illegal::NoBookBaseLeft => 6,
        Illegal::LocationTaken => 7,
        Illegal::LocationClosed => 8,
        Illegal::CannotAfford => 9,
        Illegal::EmptyStack => 10,
        Illegal::EmptySlot => 11,
        Illegal::NotInHand => 12,
        Illegal::CellTaken => 13,
        Illegal::NextToInventor => 14,
        Illegal::NoMatchingEdge => 15,
        Illegal::NotNextToNewInventor => 16,
        Illegal::NoSuchRotation => 17,
        Illegal::WrongPayment => 18,
        Illegal::MainActionTaken => 19,
        Illegal::MainActionNotTaken => 20,
        Illegal::AlreadyTriggered => 21,
        Illegal::NotATrigger => 22,
        Illegal::NoMatch => 23,
        Illegal::MustTakeCheapest => 24,
        Illegal::NoRearrange => 25,
        Illegal::SameField => 26,
        Illegal::NotLiberal => 27,
        Illegal::AlreadyUsed => 28,
        Illegal::NothingToTake => 29,
        Illegal::NothingChosen => 30,
        Illegal::AlreadyAnswered => 31,
    }
}

/// A clause goes after "because" or a colon: it starts in lower case and has no full stop.
fn is_clause(text: &str) -> bool {
    text.chars().next().is_some_and(char::is_lowercase) && !text.ends_with('.')
}

#[test]
fn every_refusal_and_setup_problem_is_written_in_every_language() {
    let mut kinds = Kinds::new("refusals", REFUSAL_KINDS);
    for reason in REFUSALS {
        kinds.saw(refusal_kind(reason));
        translated(reason, |w| w.illegal(reason).to_string());
        for words in LANGUAGES {
            assert!(is_clause(words.illegal(reason)), "{reason:?}");
        }
    }
    kinds.assert_all_seen();
    for error in [
        SetupError::PlayerCount(0),
        SetupError::PlayerCount(5),
        SetupError::EmptyName(0),
        SetupError::NameTooLong(2),
    ] {
        translated(error, |w| w.setup_error(&error));
        let replay = ReplayError::<GameState>::Setup(error);
        translated(&replay, |w| w.replay_error(&replay));
        for words in LANGUAGES {
            assert!(is_clause(&words.setup_error(&error)), "{error:?}");
        }
    }
    let action = Action::PlaceInvention {
        invention: 23,
        cell: 6,
        pay: Bundle::new(2, 0, 2, 0, 0),
    };
    let replay = ReplayError::<GameState>::Illegal {
        index: 4,
        action,
        reason: IllegalAction {
            action,
            reason: Illegal::NoMatchingEdge,
        },
    };
    translated(&replay, |w| w.replay_error(&replay));
}

/// One of each kind of action, with every shape of its words: every field, every invention
/// (their articles), paying something and nothing.
fn sample_actions() -> Vec<Action> {
    let mut actions = vec![
        Action::GuessYear(1879),
        Action::CastVote(Vote::Left),
        Action::CastVote(Vote::Right),
        Action::RearrangeEquipment {
            first: 1,
            second: 3,
        },
        Action::Draft {
            slot: 4,
            lab_slot: 0,
        },
        Action::Activate(2),
        Action::AssignEquipment(1),
        Action::AssignBook(6),
        Action::AssignIngenuity { funds: 0 },
        Action::AssignIngenuity { funds: 1 },
        Action::AssignIngenuity { funds: 2 },
        Action::AssignExperiment,
        Action::Refresh {
            inventions: true,
            inventors: true,
        },
        Action::Refresh {
            inventions: true,
            inventors: false,
        },
        Action::Refresh {
            inventions: false,
            inventors: true,
        },
        Action::Recruit(2),
        Action::Conceive(0),
        Action::Trigger(1),
        Action::Pass,
        Action::EndTurn,
        Action::Choose(3),
        Action::UseBook(35),
        Action::Accept,
        Action::Decline,
    ];
    for side in LabSide::ALL {
        actions.push(Action::ChooseSide(side));
    }
    for field in Field::ALL {
        actions.extend([
            Action::AssignAnyScience(field),
            Action::ConvertToIdea(field),
            Action::ConvertToFunds(field),
            Action::Take(field),
            Action::Spend(field),
        ]);
        for to in Field::ALL {
            actions.push(Action::ConvertScience { from: field, to });
        }
    }
    for inventor in 0..data::INVENTORS as u8 {
        for pay in Resource::ALL {
            actions.push(Action::PlaceInventor {
                inventor,
                cell: 10,
                rotation: 3,
                pay,
            });
        }
    }
    for invention in 0..data::INVENTIONS as u8 {
        for pay in [Bundle::NONE, Bundle::new(2, 1, 0, 1, 0)] {
            actions.push(Action::PlaceInvention {
                invention,
                cell: 20,
                pay,
            });
        }
        for year in [0, 1876] {
            actions.push(Action::AnswerQuiz {
                invention,
                inventor: invention,
                year,
            });
        }
    }
    actions
}

/// The kind of an action, with no wildcard: a new kind of action does not compile until
/// [`sample_actions`] knows it.
fn action_kind(action: Action) -> usize {
    match action {
        Action::GuessYear(_) => 0,
        Action::ChooseSide(_) => 1,
        Action::CastVote(_) => 2,
        Action::RearrangeEquipment { .. } => 3,
        Action::Draft { .. } => 4,
        Action::Activate(_) => 5,
        Action::AssignEquipment(_) => 6,
        Action::AssignAnyScience(_) => 7,
        Action::AssignBook(_) => 8,
        Action::AssignIngenuity { .. } => 9,
        Action::AssignExperiment => 10,
        Action::Refresh { .. } => 11,
        Action::Recruit(_) => 12,
        Action::Conceive(_) => 13,
        Action::PlaceInventor { .. } => 14,
        Action::PlaceInvention { .. } => 15,
        Action::ConvertToIdea(_) => 16,
        Action::ConvertScience { .. } => 17,
        Action::ConvertToFunds(_) => 18,
        Action::Trigger(_) => 19,
        Action::Pass => 20,
        Action::EndTurn => 21,
        Action::Choose(_) => 22,
        Action::Take(_) => 23,
        Action::Spend(_) => 24,
        Action::UseBook(_) => 25,
        Action::Accept => 26,
        Action::Decline => 27,
        Action::AnswerQuiz { .. } => 28,
    }
}
const ACTION_KINDS: usize = 29;

/// One of each kind of event, with every shape of its words: every lab side, news card,
/// inventor, invention, equipment and track, amounts of one and of several, and nothing.
fn sample_events() -> Vec<Event> {
    let some = Bundle::new(1, 0, 2, 1, 3);
    let mut events = vec![
        Event::QuizWon {
            seat: 1,
            year: 1850,
        },
        Event::RoundStarted(2),
        Event::AssistantPlaced { seat: 0 },
        Event::IngenuitySwapped {
            seat: 2,
            with: 0,
            position: 3,
        },
        Event::ExperimentDrawn { seat: 0 },
        Event::BreakthroughDrawn { seat: 0 },
        Event::Conceived { seat: 0 },
        Event::InventionDrawn { seat: 0 },
        Event::Peeked { seat: 0, count: 3 },
        Event::Passed { seat: 3 },
        Event::TurnEnded { seat: 0 },
        Event::GameEnded,
    ];
    for (inventions, inventors) in [(true, true), (true, false), (false, true)] {
        events.push(Event::OfferRefreshed {
            inventions,
            inventors,
        });
    }
    for winner in [Vote::Left, Vote::Right] {
        events.push(Event::VotesRevealed {
            left: 2,
            right: 1,
            winner,
        });
    }
    for amount in [Bundle::NONE, Bundle::one(Resource::Funds, 1), some] {
        events.extend([
            Event::Gained {
                seat: 0,
                gain: amount,
            },
            Event::Paid {
                seat: 0,
                paid: amount,
            },
            Event::Transferred {
                from: 0,
                to: 1,
                amount,
            },
        ]);
    }
    for funds in [0, 1, 4] {
        events.push(Event::Income { seat: 0, funds });
    }
    for owner in [0, 1] {
        events.push(Event::BookUsed {
            seat: 0,
            owner,
            inventor: 3,
        });
    }
    for count in [1, 2] {
        for on in [true, false] {
            events.push(Event::SwitchesFlipped { seat: 0, on, count });
        }
    }
    for side in LabSide::ALL {
        events.push(Event::LabChosen { seat: 0, side });
    }
    for card in 0..data::NEWS as u8 {
        events.push(Event::NewsRevealed(card));
    }
    for token in 0..data::EQUIPMENT as u8 {
        events.push(Event::Drafted {
            seat: 0,
            token,
            slot: 3,
            lab_slot: 1,
        });
        events.push(Event::EquipmentActivated { seat: 0, token });
    }
    for inventor in 0..data::INVENTORS as u8 {
        events.extend([
            Event::Recruited { seat: 0, inventor },
            Event::InventorDrawn { seat: 0, inventor },
            Event::InventorPlaced {
                seat: 0,
                inventor,
                cell: 7,
            },
            Event::CardDiscarded { seat: 0, inventor },
            Event::Retired {
                owner: 1,
                inventor,
                cell: 7,
            },
            Event::Triggered { seat: 0, inventor },
        ]);
    }
    for invention in 0..data::INVENTIONS as u8 {
        events.push(Event::InventionPlaced {
            seat: 0,
            invention,
            cell: 8,
        });
    }
    for invention in 0..data::INVENTIONS as u8 {
        for right in [true, false] {
            events.push(Event::QuizAnswered {
                seat: 0,
                invention,
                right,
                inventor: invention,
                year: data::INVENTION_DATA[usize::from(invention)].year,
            });
        }
    }
    for waived in [
        Resource::Engineering,
        Resource::Chemistry,
        Resource::Physics,
    ] {
        events.push(Event::QuizWaived { seat: 1, waived });
    }
    for track in Track::ALL {
        events.extend([
            Event::TrackAdvanced {
                seat: 0,
                track,
                space: 4,
            },
            Event::MilestoneReached {
                seat: 0,
                track,
                space: 3,
            },
            Event::MedallionTaken { seat: 0, track },
        ]);
    }
    events
}

/// The kind of an event, with no wildcard: a new kind of event does not compile until
/// [`sample_events`] knows it.
fn event_kind(event: &Event) -> usize {
    match event {
        Event::LabChosen { .. } => 0,
        Event::QuizWon { .. } => 1,
        Event::RoundStarted(_) => 2,
        Event::NewsRevealed(_) => 3,
        Event::VotesRevealed { .. } => 4,
        Event::Gained { .. } => 5,
        Event::Paid { .. } => 6,
        Event::Transferred { .. } => 7,
        Event::Income { .. } => 8,
        Event::Drafted { .. } => 9,
        Event::EquipmentActivated { .. } => 10,
        Event::AssistantPlaced { .. } => 11,
        Event::IngenuitySwapped { .. } => 12,
        Event::ExperimentDrawn { .. } => 13,
        Event::BreakthroughDrawn { .. } => 14,
        Event::OfferRefreshed { .. } => 15,
        Event::Recruited { .. } => 16,
        Event::Conceived { .. } => 17,
        Event::InventorDrawn { .. } => 18,
        Event::InventionDrawn { .. } => 19,
        Event::InventorPlaced { .. } => 20,
        Event::InventionPlaced { .. } => 21,
        Event::CardDiscarded { .. } => 22,
        Event::Retired { .. } => 23,
        Event::TrackAdvanced { .. } => 24,
        Event::MilestoneReached { .. } => 25,
        Event::MedallionTaken { .. } => 26,
        Event::SwitchesFlipped { .. } => 27,
        Event::Triggered { .. } => 28,
        Event::Passed { .. } => 29,
        Event::TurnEnded { .. } => 30,
        Event::GameEnded => 31,
        Event::BookUsed { .. } => 32,
        Event::QuizAnswered { .. } => 33,
        Event::QuizWaived { .. } => 34,
        Event::Peeked { .. } => 35,
    }
}
const EVENT_KINDS: usize = 36;

/// The players' names; none is an English word the checks look for.
fn names() -> Vec<String> {
    ["Ada", "Ben", "Cleo", "Dora"].map(String::from).to_vec()
}

/// An event is a whole sentence: no lower-case letter first (a capital, a player's name or a
/// nameless seat's number), a full stop last.
fn is_sentence(text: &str) -> bool {
    !text.starts_with(char::is_lowercase) && text.ends_with('.')
}

fn event_translated(event: &Event, names: &[String]) {
    translated(event, |w| w.event(event, names));
    for words in LANGUAGES {
        let text = words.event(event, names);
        assert!(is_sentence(&text), "{event:?}: {text}");
    }
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
        event_translated(&event, &names);
    }
    kinds.assert_all_seen();
    // Seats without a name are still named.
    let event = Event::Passed { seat: 3 };
    event_translated(&event, &[]);
}

/// Random games per number of players; a game of the Easy bot follows them.
const RANDOM_GAMES_PER_COUNT: usize = 8;

/// Plays `actions` from `setup` (or, with none, lets the Easy bot choose), and checks the words
/// of every legal action at every decision and of every event.
fn check_game(
    setup: &age_of_inventors::rules::Setup,
    actions: Option<&[Action]>,
    action_kinds: &mut Kinds,
    event_kinds: &mut Kinds,
) -> usize {
    play_through(
        GameState::new(setup).expect("a valid setup"),
        |state, _, decision| match actions {
            Some(actions) => actions[decision],
            None => bots::choose(Level::Easy, state, decision as u64).expect("a decision"),
        },
        |action| {
            action_kinds.saw(action_kind(action));
            translated(action, |w| w.action(action));
        },
        |event| {
            event_kinds.saw(event_kind(event));
            event_translated(event, &setup.names);
        },
    )
}

/// Every legal action and every event of whole games of 1, 2, 3 and 4 players: random games
/// (the crate's simulation setups and random play, labs dealt or won at the quiz) and a game
/// of the Easy bot, which plays as a person would. The random games alone meet every kind of
/// action and event, so a change of the bot cannot leave one out.
#[test]
fn every_action_and_event_of_whole_games_is_written_in_every_language() {
    let names = names();
    let mut action_kinds = Kinds::new("actions", ACTION_KINDS);
    let mut event_kinds = Kinds::new("events", EVENT_KINDS);
    for players in 1..=4 {
        for index in 0..=RANDOM_GAMES_PER_COUNT {
            let mut setup = simulation_setup(players, 2027, index);
            setup.names = names[..players].to_vec();
            if index % 2 == 1 {
                setup.lab_choice = LabChoice::Quiz;
            }
            setup.inventor_quiz = InventorQuiz::ALL[index % 3];
            let decisions = if index < RANDOM_GAMES_PER_COUNT {
                let mut chooser = Rng::new(index as u64);
                let game = random_game(&setup, &mut chooser, false).expect("a valid setup");
                check_game(
                    &setup,
                    Some(&game.actions),
                    &mut action_kinds,
                    &mut event_kinds,
                )
            } else {
                check_game(&setup, None, &mut action_kinds, &mut event_kinds)
            };
            assert!(decisions > 30, "{players} players: {decisions} decisions");
        }
    }
    println!(
        "not met in whole games: actions {:?}, events {:?}",
        action_kinds.missing(),
        event_kinds.missing()
    );
    action_kinds.assert_all_seen();
    event_kinds.assert_all_seen();
}

/// A card's text is whole sentences: it ends with a full stop and starts with a capital.
fn sentences<T: std::fmt::Debug + Copy>(what: T, say: impl Fn(&(dyn Words + 'static)) -> String) {
    translated(what, &say);
    for words in LANGUAGES {
        let text = say(words);
        assert!(
            text.ends_with('.'),
            "{what:?} does not end a sentence: {text}"
        );
        assert!(
            text.chars()
                .next()
                .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit()),
            "{what:?} does not start a sentence: {text}"
        );
    }
}

#[test]
fn what_every_card_does_is_said_in_every_language() {
    for id in 0..data::INVENTORS as u8 {
        sentences(("inventor ability", id), |w| w.inventor_ability(id));
        translated(("inventor conversion", id), |w| w.inventor_conversion(id));
    }
    for id in 0..data::INVENTIONS as u8 {
        sentences(("invention ability", id), |w| w.invention_ability(id));
    }
    for id in 0..data::EQUIPMENT as u8 {
        sentences(("equipment effect", id), |w| w.equipment_effect(id));
    }
    for id in 0..data::NEWS as u8 {
        for vote in [Vote::Left, Vote::Right] {
            sentences(("news option", id, vote), |w| w.news_option(id, vote));
        }
    }
    for side in LabSide::ALL {
        sentences(("lab ability", side), |w| {
            w.lab_ability_text(side).to_string()
        });
    }
    for bonus in data::EQUIPMENT_SLOT_BONUS {
        translated(bonus, |w| w.slot_bonus(bonus));
    }
}

#[test]
fn card_texts_say_what_the_engine_does() {
    use age_of_inventors::rules::data::{EQUIPMENT_DATA, INVENTION_DATA, INVENTOR_DATA};
    // One of each kind of effect, pinned in English.
    assert_eq!(ENGLISH.invention_ability(0), "Gain 2 Physics.");
    assert_eq!(
        ENGLISH.effects(EQUIPMENT_DATA[6]),
        "Gain 1 scientific resource of your choice. Gain 1 Fund."
    );
    assert_eq!(
        ENGLISH.effects(EQUIPMENT_DATA[13]),
        "You may pay 2 Funds to gain 3 scientific resources of your choice."
    );
    assert_eq!(
        ENGLISH.invention_ability(2),
        "Activate one of your equipment tokens again."
    );
    assert_eq!(
        ENGLISH.news_option(0, Vote::Left),
        "Every player gains 1 Idea."
    );
    assert_eq!(
        ENGLISH.news_option(0, Vote::Right),
        "This round: Drafting equipment costs 1 Fund less (never below 0)."
    );
    assert_eq!(
        ENGLISH.inventor_conversion(0),
        "pay the owner 2 Funds to gain 2 Engineering."
    );
    assert_eq!(
        ENGLISH.slot_bonus(data::EQUIPMENT_SLOT_BONUS[3]),
        "draw 1 invention tile"
    );
    // Every inventor's conversion names what its data pays and gains.
    for (id, inventor) in INVENTOR_DATA.iter().enumerate() {
        let text = ENGLISH.inventor_conversion(id as u8);
        assert!(text.contains(&ENGLISH.resources(inventor.pay)), "{text}");
        assert!(text.contains(&ENGLISH.resources(inventor.gain)), "{text}");
    }
    assert_eq!(INVENTION_DATA.len(), data::INVENTIONS);
}

/// The quiz's credited inventors are 48 different names, the same in every language but the
/// Wright brothers (ruling 33's notes are the app's catalogue texts).
#[test]
fn the_quiz_names_are_written_in_every_language() {
    let mut names: Vec<&str> = (0..data::CREDITED_INVENTORS as u8)
        .map(|index| ENGLISH.credited(index))
        .collect();
    assert!(names.iter().all(|name| !name.is_empty() && *name != "?"));
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), data::CREDITED_INVENTORS);
    assert_eq!(ENGLISH.credited(5), "Count Alessandro (Volta)");
    for words in LANGUAGES {
        // The printed names, but "The Wright Brothers" in each language.
        for index in 0..data::CREDITED_INVENTORS as u8 {
            let same = words.credited(index) == ENGLISH.credited(index);
            assert_eq!(same, index != 33 || words.title() == ENGLISH.title());
        }
    }
}
