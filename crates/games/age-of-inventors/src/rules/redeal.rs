//! [`GameState::redeal_hidden`]: what a bot may search. Everything the player on turn cannot
//! see is dealt again: the order of every stack, the other players' hidden inventions,
//! experiments and breakthroughs, their votes not yet revealed, and every future shuffle.

use tabletop::ArrayVec;

use super::rng::Rng;
use super::state::{GameState, Phase};

impl GameState {
    pub fn redeal_hidden(&self, seed: u64) -> GameState {
        let mut state = self.clone();
        let mut rng = Rng::new(seed);
        let viewer = self.current_seat().unwrap_or(0);
        // Inventions: the stack plus other players' hands.
        let mut pool: ArrayVec<u8, 48> = state.invention_stack;
        for (seat, player) in state.players.iter().enumerate() {
            if seat != usize::from(viewer) {
                pool.extend(player.inventions.iter().copied());
            }
        }
        rng.shuffle(&mut pool);
        let mut pool = pool.into_iter();
        for (seat, player) in state.players.iter_mut().enumerate() {
            if seat != usize::from(viewer) {
                for tile in player.inventions.iter_mut() {
                    *tile = pool.next().unwrap_or(*tile);
                }
            }
        }
        state.invention_stack = pool.collect();
        // Experiments and breakthroughs the same way.
        let mut pool: ArrayVec<u8, 26> = state.experiment_stack;
        for (seat, player) in state.players.iter().enumerate() {
            if seat != usize::from(viewer) {
                pool.extend(player.experiments.iter().copied());
            }
        }
        rng.shuffle(&mut pool);
        let mut pool = pool.into_iter();
        for (seat, player) in state.players.iter_mut().enumerate() {
            if seat != usize::from(viewer) {
                for token in player.experiments.iter_mut() {
                    *token = pool.next().unwrap_or(*token);
                }
            }
        }
        state.experiment_stack = pool.collect();
        let mut pool: ArrayVec<u8, 16> = state.breakthrough_pouch;
        for (seat, player) in state.players.iter().enumerate() {
            if seat != usize::from(viewer) {
                pool.extend(player.breakthroughs.iter().copied());
            }
        }
        rng.shuffle(&mut pool);
        let mut pool = pool.into_iter();
        for (seat, player) in state.players.iter_mut().enumerate() {
            if seat != usize::from(viewer) {
                for token in player.breakthroughs.iter_mut() {
                    *token = pool.next().unwrap_or(*token);
                }
            }
        }
        state.breakthrough_pouch = pool.collect();
        rng.shuffle(&mut state.inventor_deck);
        rng.shuffle(&mut state.equipment_stack);
        rng.shuffle(&mut state.news_deck);
        if let Phase::Vote { .. } = state.phase {
            for (seat, player) in state.players.iter_mut().enumerate() {
                if seat != usize::from(viewer) && player.vote.is_some() {
                    player.vote = Some(if rng.below(2) == 0 {
                        super::components::Vote::Left
                    } else {
                        super::components::Vote::Right
                    });
                }
            }
        }
        state.rng = Rng::new(rng.next_u64());
        state
    }
}
