//! Score components by level (scratch).
use era_medieval::bots::value::{term, with_hard_weights, Weights};
use era_medieval::bots::{choose, search, Level};
use era_medieval::rules::{GameState, Setup};
use tabletop::rng::Rng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut hard = Weights::HARD;
    for pair in args.get(3).map_or("", String::as_str).split(',') {
        let Some((name, amount)) = pair.split_once('=') else {
            continue;
        };
        let names = Weights::NAMES.iter().map(|name| name.to_string());
        let scaled = term::NAMES.iter().map(|term| format!("scale_{term}"));
        let index = names.chain(scaled).position(|known| known == name);
        if let (Some(index), Ok(amount)) = (index, amount.parse::<f64>()) {
            if let Some(weight) = hard.get_mut(index) {
                *weight = amount;
            }
        }
    }
    with_hard_weights(hard, || inner(&args));
}

fn inner(args: &[String]) {
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(30);
    let playouts: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(50);
    let lineup: Vec<Level> = args
        .get(2)
        .map_or("hard,medium,easy", String::as_str)
        .split(',')
        .filter_map(Level::parse)
        .collect();
    let count = lineup.len();
    let mut rng = Rng::new(5);
    // per level: wins, buildings, bonuses, culture, most_culture, area, largest, disaster, total, rounds
    let mut sums = vec![[0.0f64; 10]; count];
    for game in 0..games {
        let entry = |seat: usize| (seat + game) % count;
        let names: Vec<String> = (0..count).map(|s| format!("P{s}")).collect();
        let mut state = GameState::new(&Setup::new(names, rng.next_u64())).unwrap();
        let mut plan = search::TurnPlan::default();
        while let Some(seat) = state.current_seat() {
            let level = lineup[entry(usize::from(seat))];
            let action = match level {
                Level::Hard => plan.next(&state).or_else(|| {
                    let actions = search::plan_turn(&state, rng.next_u64(), playouts);
                    plan = search::TurnPlan::new(&state, actions);
                    plan.next(&state)
                }),
                level => choose(level, &state, rng.next_u64()),
            };
            let Some(action) = action else { break };
            if state.play(action).is_err() {
                break;
            }
        }
        let scores = state.scores();
        let winners = scores.iter().filter(|s| s.winner).count().max(1) as f64;
        for (seat, s) in scores.iter().enumerate() {
            let row = &mut sums[entry(seat)];
            if s.winner {
                row[0] += 1.0 / winners;
            }
            row[1] += f64::from(s.buildings);
            row[2] += f64::from(s.bonuses);
            row[3] += f64::from(s.culture);
            row[4] += f64::from(s.most_culture);
            row[5] += f64::from(s.walled_area);
            row[6] += f64::from(s.largest_walled_area);
            row[7] += f64::from(s.disaster);
            row[8] += f64::from(s.total);
            row[9] += f64::from(state.round());
        }
    }
    println!("level   win  build bonus cult  most  area  large disas total rounds");
    for (i, level) in lineup.iter().enumerate() {
        let r = sums[i].map(|v| v / games as f64);
        println!(
            "{:<7} {:4.0}% {:5.1} {:5.1} {:5.1} {:5.1} {:5.1} {:5.1} {:5.1} {:5.1} {:4.1}",
            level.name(),
            r[0] * 100.0,
            r[1],
            r[2],
            r[3],
            r[4],
            r[5],
            r[6],
            r[7],
            r[8],
            r[9]
        );
    }
}
