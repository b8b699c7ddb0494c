//! Prices: what [`GameState::price_of`] says an action costs is what playing it deducts, in
//! every state of many random games (the news and the abilities included), and the issue's
//! save string charges what the screen now says.

use age_of_inventors::codec as save;
use age_of_inventors::rules::{data, Action, Bundle, Event, GameState, LabChoice, Resource};
use age_of_inventors::sim::simulation_setup;
use tabletop::rng::Rng;

/// The stock `seat` should hold after paying `price` and then receiving the gains its events
/// report (Funds capped as the rules cap them).
fn expected_stock(before: Bundle, price: Bundle, seat: u8, events: &[Event]) -> Bundle {
    let mut stock = before;
    for resource in Resource::ALL {
        stock.0[resource.index()] -= price.get(resource);
    }
    for event in events {
        if let Event::Gained { seat: to, gain } = event {
            if *to == seat {
                for resource in Resource::ALL {
                    stock.0[resource.index()] += gain.get(resource);
                }
                let funds = &mut stock.0[Resource::Funds.index()];
                *funds = (*funds).min(data::FUNDS_MAX);
            }
        }
    }
    stock
}

/// A short name for an action's kind, to count which kinds were checked.
fn kind(action: Action) -> &'static str {
    match action {
        Action::Draft { .. } => "draft",
        Action::AssignIngenuity { .. } => "ingenuity",
        Action::AssignExperiment => "experiment",
        Action::Refresh { .. } => "refresh",
        Action::Recruit(_) => "recruit",
        Action::Conceive(_) => "conceive",
        Action::PlaceInventor { .. } => "place inventor",
        Action::PlaceInvention { .. } => "place invention",
        Action::ConvertToIdea(_) => "to idea",
        Action::ConvertScience { .. } => "science",
        Action::ConvertToFunds(_) => "to funds",
        Action::AssignBook(_) | Action::UseBook(_) => "book",
        Action::Accept => "accept",
        Action::Spend(_) => "spend",
        Action::Choose(_) => "peek",
        _ => "other",
    }
}

#[test]
fn every_price_shown_is_the_price_charged_in_random_games() {
    let mut rng = Rng::new(26);
    let mut checked = std::collections::BTreeMap::<&str, usize>::new();
    let mut legal = Vec::new();
    for players in 1..=4 {
        for index in 0..30 {
            let mut setup = simulation_setup(players, 2606, index);
            if index % 2 == 1 {
                setup.lab_choice = LabChoice::Quiz;
            }
            let mut state = GameState::new(&setup).unwrap();
            while !state.is_over() {
                let seat = state.current_seat().unwrap();
                state.legal_actions_into(&mut legal);
                // Placements are many: a sample of them, every other priced action.
                let step = (legal.len() / 40).max(1);
                for (position, &action) in legal.iter().enumerate() {
                    let Some(price) = state.price_of(seat, action) else {
                        continue;
                    };
                    let placing = matches!(
                        action,
                        Action::PlaceInventor { .. } | Action::PlaceInvention { .. }
                    );
                    if placing && position % step != 0 {
                        continue;
                    }
                    let before = state.player(seat).unwrap().stock();
                    let (next, events) = state.apply(action).unwrap();
                    let after = next.player(seat).unwrap().stock();
                    let paid: Vec<Bundle> = events
                        .iter()
                        .filter_map(|e| match e {
                            Event::Paid { seat: s, paid } if *s == seat => Some(*paid),
                            _ => None,
                        })
                        .collect();
                    if state.player(seat).unwrap().is_dummy() {
                        continue;
                    }
                    assert_eq!(
                        after,
                        expected_stock(before, price, seat, &events),
                        "{action:?} priced {price:?}, events {events:?}"
                    );
                    // The log's payment says the same.
                    let logged = paid.first().copied().unwrap_or(Bundle::NONE);
                    assert_eq!(logged, price, "{action:?}: {events:?}");
                    if kind(action) == "book" {
                        // A conversion is told as one, not as a steal by the book's owner.
                        let told = events
                            .iter()
                            .any(|e| matches!(e, Event::BookUsed { seat: s, .. } if *s == seat));
                        assert!(told, "{events:?}");
                        assert!(
                            !events
                                .iter()
                                .any(|e| matches!(e, Event::Transferred { .. })),
                            "{events:?}"
                        );
                    }
                    *checked.entry(kind(action)).or_default() += 1;
                }
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
    }
    for kind in [
        "draft",
        "ingenuity",
        "experiment",
        "refresh",
        "recruit",
        "conceive",
        "place inventor",
        "place invention",
        "to idea",
        "science",
        "to funds",
        "book",
        "accept",
    ] {
        assert!(
            checked.get(kind).copied().unwrap_or(0) > 20,
            "{kind}: {checked:?}"
        );
    }
}

/// The save string of issue 26: Suez Canal and Liebig lower prices the offer slots print.
const ISSUE_SAVE: &str = "AiLwCknWARBhZ2Utb2YtaW52ZW50b3JzAwMAAwMDA0FkYQZOaWtvbGEFTWFyaWXoBwAAAAAAAABVAQMBAAEGFgEWABYCFgAWABYAFgAWABYABAQDBAMABAIDBQMFABcBBQMKFQwBFQYDFQYDEQABFRIADg8FAAIVCAUVBwAVDAARAQIVDxcAAgACAAAVDQAaFQsDDAASARMAFQcAFQwAFQcCEQIAFQwAFRQGABcAEQABFQ0AFRICChUNABUUFAIAAgACAQQEAgQCAgQDAgUDBQIFABcCBQIXAQUDBQI";

#[test]
fn the_issue_save_prices_karl_benz_at_what_suez_charges() {
    use age_of_inventors::text::INVENTOR_NAMES;
    let state = save::import(ISSUE_SAVE).unwrap().state;
    let seat = state.current_seat().unwrap();
    let slot = state
        .inventor_offer()
        .iter()
        .position(|card| {
            card.is_some_and(|id| INVENTOR_NAMES[usize::from(id)].text() == "Karl Benz")
        })
        .unwrap() as u8;
    // The slot prints 2 Funds; the news in force makes it 1, and 1 is what is paid.
    assert_eq!(data::INVENTOR_OFFER_FUNDS[usize::from(slot)], 2);
    let price = state.price_of(seat, Action::Recruit(slot)).unwrap();
    assert_eq!(price, Bundle::one(Resource::Funds, 1));
    let before = state.player(seat).unwrap().stock();
    let (next, events) = state.apply(Action::Recruit(slot)).unwrap();
    assert!(events.contains(&Event::Paid { seat, paid: price }));
    let after = next.player(seat).unwrap().stock();
    assert_eq!(before.get(Resource::Funds) - after.get(Resource::Funds), 1);
}
