//! How a game developed, read from its events: each player's place on the influence track at the
//! start and at the end of every round, for the final screen's chart.

use crate::rules::Event;

/// Row 0 is the start (everyone at 0); row `r` is the track after round `r`, for every round that
/// has ended; a last row follows the current round while it is under way (or the final exchange,
/// which does not move the track). `events` are the game's, one list per action.
pub fn influence_by_round(events: &[Vec<Event>], players: usize) -> Vec<Vec<u16>> {
    let mut track = vec![0u16; players];
    let mut rows = vec![track.clone()];
    let mut round_open = false;
    for event in events.iter().flatten() {
        match event {
            Event::InfluenceGained { seat, total, .. } => {
                if let Some(place) = track.get_mut(usize::from(*seat)) {
                    *place = *total;
                }
                round_open = true;
            }
            Event::RoundEnded { .. } => {
                rows.push(track.clone());
                round_open = false;
            }
            _ => {}
        }
    }
    if round_open {
        rows.push(track);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameState;
    use crate::sim::{random_game, simulation_setup};
    use crate::EoiRecord;
    use tabletop::rng::Rng;

    #[test]
    fn each_row_is_the_track_when_its_round_ended() {
        for players in 3..=5 {
            let setup = simulation_setup(players, 8, 0);
            let game = random_game(&setup, &mut Rng::new(2), false).unwrap();
            let record = EoiRecord {
                setup,
                actions: game.actions,
            };
            let (state, events) = record.replay_with_events().unwrap();
            let rows = influence_by_round(&events, players);
            assert_eq!(rows.len(), usize::from(state.last_round()) + 1);
            assert!(rows[0].iter().all(|place| *place == 0));
            // Replay again and compare each round's end with the state there.
            let mut replayed = GameState::new(&record.setup).unwrap();
            let mut row = 1;
            for (action, events) in record.actions.iter().zip(&events) {
                replayed.play(*action).unwrap();
                if events.iter().any(|e| matches!(e, Event::RoundEnded { .. })) {
                    let track: Vec<u16> = replayed
                        .players()
                        .iter()
                        .map(|p| p.influence.max(0) as u16)
                        .collect();
                    assert_eq!(rows[row], track, "{players} players, round {row}");
                    row += 1;
                }
            }
            let last = rows.last().unwrap();
            for (place, score) in last.iter().zip(state.scores()) {
                assert_eq!(i16::try_from(*place).unwrap(), score.track);
            }
        }
    }

    #[test]
    fn a_round_under_way_adds_a_row() {
        let setup = simulation_setup(3, 1, 0);
        let game = random_game(&setup, &mut Rng::new(5), false).unwrap();
        let record = EoiRecord {
            setup,
            actions: game.actions[..40].to_vec(),
        };
        let (_, events) = record.replay_with_events().unwrap();
        let rows = influence_by_round(&events, 3);
        assert!(rows.len() >= 2);
    }
}
