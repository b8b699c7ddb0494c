//! The commands, said once for every language like the log lines (`events`): which sentence an
//! action is and with which arguments; each language gives the templates ([`Grammar::actions`],
//! in the order of the constants below) and its own phrases ([`Grammar`]).

use super::{or_face, Grammar};
use crate::rules::{Action, DieColour};

pub(super) const DEFAULT_DOMAIN: usize = 0;
pub(super) const BUILD: usize = 1;
pub(super) const WALL: usize = 2;
pub(super) const SCORCH: usize = 3;
pub(super) const SET_DIE: usize = 4;
pub(super) const REROLL_NONE: usize = 5;
pub(super) const REROLL_ONE: usize = 6;
pub(super) const REROLL: usize = 7;
pub(super) const STOP_ROLLING: usize = 8;
pub(super) const FEATHER: usize = 9;
pub(super) const FEATHER_WITH: usize = 10;
pub(super) const END_FEATHERS: usize = 11;
pub(super) const COLLECT_FIRST: usize = 12;
pub(super) const COLLECT: usize = 13;
pub(super) const CHOICE: usize = 14;
pub(super) const SUFFER_BRIGANDS: usize = 15;
pub(super) const DISCARD: usize = 16;
pub(super) const REMOVE: usize = 17;
pub(super) const END_BUILDING: usize = 18;
pub(super) const DEMAND: usize = 19;
pub(super) const PAY: usize = 20;
pub(super) const REFUSE: usize = 21;
/// How many sentences [`Grammar::actions`] holds.
pub(super) const ACTIONS: usize = 22;

/// An action as a command in lower case, in `words`' language.
#[inline(never)]
pub(super) fn action_text(words: &dyn Grammar, action: Action) -> String {
    let sentences = words.actions();
    let say = |sentence: usize, args: &[&dyn core::fmt::Display]| sentences[sentence].fill(args);
    let number = |n: u8| u32::from(n) + 1;
    match action {
        Action::DefaultDomain => say(DEFAULT_DOMAIN, &[]),
        Action::Build {
            building,
            rotation,
            cell,
        } => say(
            BUILD,
            &[
                &words.a_building(building),
                &words.cell(cell),
                &words.rotated(building, rotation),
            ],
        ),
        Action::Wall {
            length,
            cell,
            direction,
        } => say(
            WALL,
            &[
                &words.wall(length),
                &words.cell(cell),
                &words.direction(direction),
            ],
        ),
        Action::Scorch(cell) => say(SCORCH, &[&words.cell(cell)]),
        Action::SetDie { die, face } => say(SET_DIE, &[&number(die), &number(face)]),
        Action::Reroll(set) if set.is_empty() => say(REROLL_NONE, &[]),
        Action::Reroll(set) => {
            let numbers: Vec<String> = set.dice().map(|die| (die + 1).to_string()).collect();
            say(
                if numbers.len() == 1 {
                    REROLL_ONE
                } else {
                    REROLL
                },
                &[&words.listed(&numbers)],
            )
        }
        Action::StopRolling => say(STOP_ROLLING, &[]),
        Action::Feather {
            die,
            companion: None,
        } => say(FEATHER, &[&number(die)]),
        Action::Feather {
            die,
            companion: Some(other),
        } => say(FEATHER_WITH, &[&number(die), &number(other)]),
        Action::EndFeathers => say(END_FEATHERS, &[]),
        Action::Collect { alternatives } => {
            let choices: Vec<String> = DieColour::ALL
                .into_iter()
                .filter(|colour| alternatives[colour.index()] > 0)
                .filter_map(|colour| {
                    let face = or_face(colour)?;
                    let alternative = face.alternative?;
                    Some(say(
                        CHOICE,
                        &[
                            &words.resources(alternative),
                            &words.resources(face.gain),
                            &words.dice_on(u32::from(alternatives[colour.index()]), colour),
                        ],
                    ))
                })
                .collect();
            if choices.is_empty() {
                say(COLLECT_FIRST, &[])
            } else {
                say(COLLECT, &[&words.listed(&choices)])
            }
        }
        Action::SufferBrigands => say(SUFFER_BRIGANDS, &[]),
        Action::Discard(resource) => say(DISCARD, &[&words.resource_count(1, resource)]),
        Action::Remove(cell) => say(REMOVE, &[&words.cell(cell)]),
        Action::EndBuilding => say(END_BUILDING, &[]),
        Action::Demand(resource) => say(DEMAND, &[&words.resource_count(1, resource)]),
        Action::Pay => say(PAY, &[]),
        Action::Refuse => say(REFUSE, &[]),
    }
}
