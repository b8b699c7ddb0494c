//! The educational variant (§8): when a player begins placing an invention they may name its
//! credited inventor (hard mode: and its printed year) among four choices. A right answer
//! waives one scientific resource of that tile's cost; which one is the player's choice of
//! payment, as for every other waived unit (ruling 36), and a waived unit is not "paid" for
//! Entrepreneurship. Each tile's quiz is answered at most once in a game, right or wrong, so a
//! wrong answer (whose event tells the right one) cannot be tried again; a right answer stays
//! with the tile until it is placed.
//!
//! The choices are a pure function of the setup's seed and the tile (not of the game's RNG),
//! so they are the same whenever the quiz is shown and in every replay.

use super::action::Action;
use super::components::{Bundle, Resource};
use super::data;
use super::event::Event;
use super::legal::Illegal;
use super::rng::Rng;
use super::state::{GameState, InventorQuiz, Pending, Phase, QuizChoices, QuizState, Seat};

fn bit(invention: u8) -> u64 {
    1u64 << (invention % 64)
}

impl GameState {
    /// The educational variant chosen at setup.
    pub fn inventor_quiz(&self) -> InventorQuiz {
        self.inventor_quiz
    }

    /// Where invention `invention` stands in the quiz.
    pub fn quiz_state(&self, invention: u8) -> QuizState {
        if self.inventor_quiz == InventorQuiz::Off {
            QuizState::Off
        } else if self.quiz_right & bit(invention) != 0 {
            QuizState::Right
        } else if self.quizzed & bit(invention) != 0 {
            QuizState::Closed
        } else {
            QuizState::Open
        }
    }

    /// The four choices of the quiz of `invention` (`None` when the variant is off): the
    /// credited inventor and three others, and in hard mode the printed year and three other
    /// printed years, each in an order drawn from the setup's seed and the tile.
    pub fn quiz_choices(&self, invention: u8) -> Option<QuizChoices> {
        let info = data::INVENTION_DATA.get(usize::from(invention))?;
        if self.inventor_quiz == InventorQuiz::Off {
            return None;
        }
        let mut rng = Rng::new(
            self.quiz_salt ^ (u64::from(invention) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let mut inventors = [info.credited; 4];
        let mut filled = 1;
        while filled < 4 {
            let other = rng.below(data::CREDITED_INVENTORS as u32) as u8;
            if !inventors[..filled].contains(&other) {
                inventors[filled] = other;
                filled += 1;
            }
        }
        rng.shuffle(&mut inventors);
        let years = (self.inventor_quiz == InventorQuiz::InventorAndYear).then(|| {
            let mut years = [info.year; 4];
            let mut filled = 1;
            while filled < 4 {
                let other = data::INVENTION_DATA[rng.below(data::INVENTIONS as u32) as usize].year;
                if !years[..filled].contains(&other) {
                    years[filled] = other;
                    filled += 1;
                }
            }
            rng.shuffle(&mut years);
            years
        });
        Some(QuizChoices { inventors, years })
    }

    /// The units a right answer waives from the placement of `invention` (0 or 1).
    pub(crate) fn quiz_waive(&self, invention: u8) -> u8 {
        u8::from(self.quiz_right & bit(invention) != 0)
    }

    /// Whether `seat` may begin placing an invention now (the placements' own conditions).
    fn may_begin_placement(&self, seat: Seat) -> bool {
        let switch = self.p(seat).switches_off() > 0;
        match self.pending.last() {
            Some(Pending::PlaceDiscounted { .. }) => switch,
            Some(Pending::Dissertation { .. }) => true,
            Some(_) => false,
            None => self.phase == Phase::Turn && !self.main_done && switch,
        }
    }

    pub(crate) fn check_quiz(
        &self,
        seat: Seat,
        invention: u8,
        inventor: u8,
        year: u16,
    ) -> Result<(), Illegal> {
        let choices = self.quiz_choices(invention).ok_or(Illegal::NotNow)?;
        if !self.may_begin_placement(seat) {
            return Err(Illegal::NotNow);
        }
        if !self.p(seat).inventions.contains(&invention) {
            return Err(Illegal::NotInHand);
        }
        if self.quizzed & bit(invention) != 0 {
            return Err(Illegal::AlreadyAnswered);
        }
        let year_offered = match choices.years {
            Some(years) => years.contains(&year),
            None => year == 0,
        };
        if choices.inventors.contains(&inventor) && year_offered {
            Ok(())
        } else {
            Err(Illegal::OutOfRange)
        }
    }

    /// Every quiz answer allowed now (after the placements in the legal list).
    pub(crate) fn quiz_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.inventor_quiz == InventorQuiz::Off || !self.may_begin_placement(seat) {
            return;
        }
        for &invention in self.p(seat).inventions.iter() {
            if self.quizzed & bit(invention) != 0 {
                continue;
            }
            let Some(choices) = self.quiz_choices(invention) else {
                continue;
            };
            for inventor in choices.inventors {
                match choices.years {
                    Some(years) => out.extend(years.map(|year| Action::AnswerQuiz {
                        invention,
                        inventor,
                        year,
                    })),
                    None => out.push(Action::AnswerQuiz {
                        invention,
                        inventor,
                        year: 0,
                    }),
                }
            }
        }
    }

    pub(crate) fn answer_quiz(
        &mut self,
        seat: Seat,
        invention: u8,
        inventor: u8,
        year: u16,
        events: &mut Vec<Event>,
    ) {
        let info = data::INVENTION_DATA[usize::from(invention)];
        let year_right = self.inventor_quiz != InventorQuiz::InventorAndYear || year == info.year;
        let right = inventor == info.credited && year_right;
        self.quizzed |= bit(invention);
        if right {
            self.quiz_right |= bit(invention);
        }
        events.push(Event::QuizAnswered {
            seat,
            invention,
            right,
            inventor: info.credited,
            year: info.year,
        });
    }

    /// At the placement of `invention` paid `paid`: a right answer's unit is used up, and the
    /// event names the kind left unpaid (the first of E, C, P short of the cost).
    pub(crate) fn use_quiz_waive(
        &mut self,
        seat: Seat,
        invention: u8,
        paid: Bundle,
        events: &mut Vec<Event>,
    ) {
        if self.quiz_waive(invention) == 0 {
            return;
        }
        self.quiz_right &= !bit(invention);
        let cost = data::INVENTION_DATA[usize::from(invention)].cost;
        let waived = [
            Resource::Engineering,
            Resource::Chemistry,
            Resource::Physics,
        ]
        .into_iter()
        .find(|&resource| paid.get(resource) < cost.get(resource))
        .unwrap_or(Resource::Engineering);
        events.push(Event::QuizWaived { seat, waived });
    }
}
