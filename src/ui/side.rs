//! The column beside a game's board, for every game: the decision to take (or a replay's
//! controls), the offer to pass the game on by link, and the log behind its toggle.

use leptos::prelude::*;

use super::game::AppGame;
use super::saves::PassByLink;
use crate::i18n::{t, Msg};

/// The side column, `banner` first (a preview's); the layout places it beside the board on a
/// desktop and docks it below the board on a phone. `decision` draws the game's decision panel
/// (a replay shows its controls instead) and `log` the game's log, open while its toggle is;
/// the game may be passed on to [`super::game::seat_to_pass_to`]. A function generic over the game's views
/// rather than a component taking `AnyView`s: each bundle then draws its one side column as if
/// written out in place (type-erased views cost every bundle a kilobyte).
pub fn side_panel<G: AppGame, Log: IntoView + 'static>(
    banner: impl IntoView + 'static,
    decision: fn() -> AnyView,
    log: impl FnOnce(RwSignal<bool>) -> Log,
    names: Memo<Vec<String>>,
) -> impl IntoView {
    let pass_to = super::game::seat_to_pass_to::<G>();
    let log_open = RwSignal::new(false);
    view! {
        <aside class="side">
            {banner}
            {super::replay::controls_or(decision)}
            <PassByLink seat=pass_to names/>
            <button
                class="log-toggle secondary"
                aria-expanded=move || log_open.get().to_string()
                on:click=move |_| log_open.update(|open| *open = !*open)
            >
                {t(Msg::Log)}
            </button>
            {log(log_open)}
        </aside>
    }
}
