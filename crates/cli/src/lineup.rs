//! `--lineup hard,hard@25,hard@p400,medium,...`: a tournament's seats, one level each, and for
//! Hard an optional thinking time of its own (`@25` milliseconds) or number of playouts (`@p400`).
//! `oracle` (or `hard-oracle`) is Hard searching the real state instead of a determinized copy
//! ([`Sight::Everything`]): a bound for measurements, offered only here, never in the app.

use std::ops::RangeInclusive;
use std::str::FromStr;

use tabletop::search::Sight;
use tabletop::tournament::Entrant;
use tabletop::Level;

/// A lineup as given on the command line, its text kept for the report's title.
#[derive(Clone, Debug)]
pub struct Lineup {
    pub text: String,
    /// Each seat's level, and Hard's own budget after `@` if it has one.
    seats: Vec<Seat>,
}

/// One seat of a lineup.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Seat {
    level: Level,
    budget: Option<Budget>,
    sight: Sight,
}

/// Hard's budget per search: milliseconds of thinking, or playouts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    Ms(f64),
    Playouts(u32),
}

impl Lineup {
    /// Parses a lineup of `seats` entries.
    pub fn parse(text: &str, seats: RangeInclusive<usize>) -> Result<Lineup, String> {
        let lineup = Lineup {
            text: text.to_string(),
            seats: text.split(',').map(parse_seat).collect::<Result<_, _>>()?,
        };
        if !seats.contains(&lineup.seats.len()) {
            return Err(format!(
                "a lineup needs {} to {} levels, one per seat",
                seats.start(),
                seats.end()
            ));
        }
        Ok(lineup)
    }

    /// The lineup's seats.
    pub fn seats(&self) -> usize {
        self.seats.len()
    }

    /// The entrants, Hard thinking `budget_ms` per turn unless its seat says otherwise.
    pub fn entrants(&self, budget_ms: f64) -> Vec<Entrant> {
        self.entrants_with(Budget::Ms(budget_ms))
    }

    /// The entrants, Hard searching for `budget` unless its seat says otherwise.
    pub fn entrants_with(&self, budget: Budget) -> Vec<Entrant> {
        self.seats
            .iter()
            .map(|seat| {
                let mut entrant = Entrant::all(&[seat.level], 0.0)[0];
                match seat.budget.unwrap_or(budget) {
                    Budget::Ms(ms) => entrant.budget_ms = ms,
                    Budget::Playouts(playouts) => entrant.playouts = Some(playouts),
                }
                entrant.sight = seat.sight;
                entrant
            })
            .collect()
    }
}

/// Any number of seats; each game's command narrows it to its own.
impl FromStr for Lineup {
    type Err = String;

    fn from_str(text: &str) -> Result<Lineup, String> {
        Lineup::parse(text, 1..=usize::MAX)
    }
}

fn parse_seat(entry: &str) -> Result<Seat, String> {
    let (name, budget) = match entry.split_once('@') {
        Some((name, budget)) => (name, Some(budget)),
        None => (entry, None),
    };
    let (level, sight) = match name {
        "oracle" | "hard-oracle" => (Level::Hard, Sight::Everything),
        _ => (
            Level::parse(name).ok_or(format!("unknown bot level '{name}'"))?,
            Sight::Fair,
        ),
    };
    let budget = match budget {
        None => None,
        Some(_) if level != Level::Hard => {
            return Err(format!("only hard thinks for a budget: '{entry}'"))
        }
        Some(budget) => {
            let (playouts, number) = match budget.strip_prefix('p') {
                Some(number) => (true, number),
                None => (false, budget.trim_end_matches("ms")),
            };
            match number.parse::<u32>() {
                Ok(n) if n > 0 && playouts => Some(Budget::Playouts(n)),
                Ok(n) if n > 0 => Some(Budget::Ms(f64::from(n))),
                _ => {
                    return Err(format!(
                        "'{entry}': the budget after @ is whole milliseconds (hard@25) or \
                         playouts (hard@p400)"
                    ))
                }
            }
        }
    };
    Ok(Seat {
        level,
        budget,
        sight,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(entry: &str) -> Result<Entrant, String> {
        Ok(Lineup::parse(entry, 1..=1)?.entrants(100.0)[0])
    }

    #[test]
    fn a_lineup_entry_is_a_level_with_hard_s_own_budget_after_an_at() {
        let hard = seat("hard@25").unwrap();
        assert_eq!((hard.level, hard.budget_ms), (Level::Hard, 25.0));
        assert_eq!(seat("hard").unwrap().budget_ms, 100.0);
        assert_eq!(seat("hard@40ms").unwrap().budget_ms, 40.0);
        assert_eq!(seat("easy").unwrap().level, Level::Easy);
        assert!(seat("medium@5").is_err());
        assert!(seat("hard@").is_err());
        assert!(seat("hard@0").is_err());
        let playouts = seat("hard@p400").unwrap();
        assert_eq!(
            (playouts.level, playouts.playouts),
            (Level::Hard, Some(400))
        );
        assert_eq!(seat("hard@40").unwrap().playouts, None);
        assert!(seat("hard@p").is_err());
        assert!(seat("hard@p0").is_err());
        assert!(seat("medium@p10").is_err());
        assert!(seat("wizard").is_err());
        assert_eq!(seat("hard@p10").unwrap().sight, Sight::Fair);
        let oracle = seat("oracle@p100").unwrap();
        assert_eq!(
            (oracle.level, oracle.playouts, oracle.sight),
            (Level::Hard, Some(100), Sight::Everything)
        );
        assert_eq!(seat("hard-oracle").unwrap().sight, Sight::Everything);
        assert_eq!(oracle.label(), "oracle@p100");
    }

    #[test]
    fn a_lineup_has_one_entry_per_seat_within_the_game_s_range() {
        let lineup = Lineup::parse("hard,medium,easy", 3..=5).unwrap();
        assert_eq!(lineup.entrants(1.0).len(), 3);
        assert_eq!(lineup.text, "hard,medium,easy");
        assert!(Lineup::parse("hard,medium", 3..=5).is_err());
        let mixed = Lineup::parse("hard,hard@p50,hard@20,medium", 3..=5).unwrap();
        let entrants = mixed.entrants_with(Budget::Playouts(200));
        let budgets: Vec<(Option<u32>, f64)> =
            entrants.iter().map(|e| (e.playouts, e.budget_ms)).collect();
        assert_eq!(
            budgets,
            [
                (Some(200), 0.0),
                (Some(50), 0.0),
                (None, 20.0),
                (Some(200), 0.0)
            ]
        );
    }
}
