//! The educational variant's question (§8), asked in the decision panel when the player picks
//! up an invention to place: who invented it (hard mode: and in which year), one button per
//! answer the engine offers (its `AnswerQuiz` actions, four names, or in hard mode each name
//! with each of four years), or skip. Once answered, the result (right or wrong and the right
//! answer, with ruling 33's note where the printed answer differs from history) stays above
//! the placement, whose payments the engine prices. The answers are the decision panel's own
//! buttons, which keeps the bundle small.

use leptos::prelude::*;

use super::Held;
use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::fill;
use age_of_inventors::rules::{data, Action, GameState, QuizState};
use age_of_inventors::text::with_year;

/// The question for placing `held`, while the engine offers answers for it and the player has
/// not just skipped it; `button` makes the decision panel's button for an answer.
pub fn ask(
    held: Held,
    legal: &[Action],
    skipped: RwSignal<Option<u8>>,
    button: impl Fn(Action, String) -> AnyView,
) -> Option<AnyView> {
    let Held::Invention(invention) = held else {
        return None;
    };
    if skipped.get() == Some(invention) {
        return None;
    }
    let w = words::words();
    let answers = legal
        .iter()
        .filter_map(|&action| match action {
            Action::AnswerQuiz {
                invention: id,
                inventor,
                year,
            } if id == invention => Some(button(action, with_year(w.credited(inventor), year))),
            _ => None,
        })
        .collect::<Vec<_>>();
    if answers.is_empty() {
        return None;
    }
    let ask = fill(
        words::t(AoiMsg::InventorQuestion),
        &[("invention", w.invention(invention))],
    );
    Some(
        view! {
            <div class="inventor-quiz" role="group" aria-labelledby="inventor-quiz-question">
                <p id="inventor-quiz-question"><strong>{ask}</strong>" "{words::t(AoiMsg::QuizHint)}</p>
                <div class="quiz-choices">{answers}</div>
                <button class="secondary" data-choice="quiz-skip"
                    on:click=move |_| skipped.set(Some(invention))>{words::t(AoiMsg::QuizSkip)}</button>
            </div>
        }
        .into_any(),
    )
}

/// Ruling 33's note on a printed answer that history tells otherwise.
fn note(invention: u8) -> Option<AoiMsg> {
    Some(match invention {
        5 => AoiMsg::QuizNoteVolta,
        32 => AoiMsg::QuizNoteXRay,
        46 => AoiMsg::QuizNoteFaraday,
        47 => AoiMsg::QuizNoteMarconi,
        _ => return None,
    })
}

/// Right or wrong, the right answer and ruling 33's note, once the quiz of the invention in
/// hand is answered (said before the placement's own hint).
pub fn result(state: &GameState, held: Held) -> Option<String> {
    let Held::Invention(invention) = held else {
        return None;
    };
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
    if let Some(note) = note(invention) {
        text.push(' ');
        text.push_str(words::t(note));
    }
    Some(text)
}
