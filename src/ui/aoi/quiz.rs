//! The educational variant's question (§8), asked in the decision panel when the player picks
//! up an invention to place: who invented it (hard mode: then in which year), as radio-like
//! buttons, one per answer the engine offers (its `AnswerQuiz` actions), or skip. Once
//! answered, the result (right or wrong and the right answer, with ruling 33's note where the
//! printed answer differs from history) stays above the placement, whose payments the engine
//! prices. Plain buttons keep the bundle small; each is named by its text.

use leptos::prelude::*;

use super::Held;
use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::fill;
use age_of_inventors::rules::{data, Action, GameState, QuizState};

/// What the placement of the tile in hand shows of the quiz.
pub enum Step {
    /// The question, before anything else of the placement.
    Ask(AnyView),
    /// The result of an answer given (or nothing).
    Told(Option<AnyView>),
}

/// The quiz step of placing `held`: its question while the engine offers answers for it and the
/// player has not skipped it (`button` makes the decision panel's button for an answer), else
/// the result of the answer given.
pub fn step(
    state: Memo<Option<GameState>>,
    held: Held,
    legal: &[Action],
    skipped: RwSignal<Vec<u8>>,
    button: impl Fn(Action, String) -> AnyView + Copy + Send + Sync + 'static,
) -> Step {
    let Held::Invention(invention) = held else {
        return Step::Told(None);
    };
    let answers: Vec<Action> = legal
        .iter()
        .copied()
        .filter(
            |action| matches!(action, Action::AnswerQuiz { invention: id, .. } if *id == invention),
        )
        .collect();
    if !answers.is_empty() && !skipped.with(|s| s.contains(&invention)) {
        return Step::Ask(question(invention, answers, skipped, button));
    }
    Step::Told(state.with_untracked(|s| s.as_ref().and_then(|s| result(s, invention))))
}

fn question(
    invention: u8,
    answers: Vec<Action>,
    skipped: RwSignal<Vec<u8>>,
    button: impl Fn(Action, String) -> AnyView + Copy + Send + Sync + 'static,
) -> AnyView {
    let w = words::words();
    let hard = answers
        .iter()
        .any(|a| matches!(a, Action::AnswerQuiz { year, .. } if *year != 0));
    let picked = RwSignal::new(None::<u8>);
    let mut names: Vec<u8> = Vec::new();
    for action in &answers {
        if let Action::AnswerQuiz { inventor, .. } = *action {
            if !names.contains(&inventor) {
                names.push(inventor);
            }
        }
    }
    // Easy: a name answers; hard: a name is chosen (pressed), then a year answers.
    let inventors = names
        .into_iter()
        .map(|inventor| {
            let name = w.credited(inventor).to_string();
            if !hard {
                let answer = Action::AnswerQuiz {
                    invention,
                    inventor,
                    year: 0,
                };
                return button(answer, name);
            }
            view! {
                <button class="choice" data-choice="quiz-name"
                    aria-pressed=move || (picked.get() == Some(inventor)).to_string()
                    on:click=move |_| picked.set(Some(inventor))>{name}</button>
            }
            .into_any()
        })
        .collect_view();
    let years = move || {
        let inventor = picked.get()?;
        let buttons = answers
            .iter()
            .filter_map(|&action| match action {
                Action::AnswerQuiz {
                    inventor: i, year, ..
                } if i == inventor => Some(button(action, year.to_string())),
                _ => None,
            })
            .collect_view();
        Some(view! {
            <div class="quiz-choices" role="group" aria-label=words::t(AoiMsg::YearLabel)>{buttons}</div>
        })
    };
    let ask = fill(
        words::t(AoiMsg::InventorQuestion),
        &[("invention", w.invention(invention))],
    );
    view! {
        <div class="inventor-quiz" role="group" aria-labelledby="inventor-quiz-question">
            <p id="inventor-quiz-question"><strong>{ask}</strong>" "{words::t(AoiMsg::QuizHint)}</p>
            <div class="quiz-choices" role="group" aria-label=words::t(AoiMsg::QuizInventorLegend)>{inventors}</div>
            {years}
            <button class="secondary" data-choice="quiz-skip"
                on:click=move |_| skipped.update(|s| s.push(invention))>{words::t(AoiMsg::QuizSkip)}</button>
        </div>
    }
    .into_any()
}

/// Right or wrong, the right answer and ruling 33's note, once the tile's quiz is answered.
fn result(state: &GameState, invention: u8) -> Option<AnyView> {
    let right = match state.quiz_state(invention) {
        QuizState::Right => true,
        QuizState::Closed => false,
        QuizState::Off | QuizState::Open => return None,
    };
    let w = words::words();
    let info = data::INVENTION_DATA.get(usize::from(invention))?;
    let mut text = fill(
        words::t(if right {
            AoiMsg::QuizRight
        } else {
            AoiMsg::QuizWrong
        }),
        &[
            ("inventor", w.credited(info.credited)),
            ("year", &info.year.to_string()),
        ],
    );
    if let Some(note) = w.quiz_note(invention) {
        text.push(' ');
        text.push_str(note);
    }
    Some(
        view! {
            <p class="quiz-result" role="status" data-testid="quiz-result" data-right=right.to_string()>{text}</p>
        }
        .into_any(),
    )
}
