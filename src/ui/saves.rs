//! Saved games, export and import: the saved-games list, the import form, the export dialog
//! with its share link, and the warning shown when the browser cannot save.

use leptos::prelude::*;

use super::i18n::{self, t, Msg};
use super::modal::Modal;
use super::storage::{self, GameRef, Problem, SavedGameInfo, StorageProblem};
use super::{bundles, cards, games};
use super::{OpenGame, SaveSlot};
use tabletop::save::SaveError;

/// Imports a save string (or a share link) as a new saved game of the game its frame names, or
/// opens the saved game already at that very position; an error changes nothing. A game of
/// another bundle is imported there, as its share link would be.
pub fn import_string(text: &str) -> Result<(), Problem> {
    // A string wrapped by an e-mail or a chat, or pasted as a whole link, still reads: a save
    // string has no spaces.
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let text = ["#game=", "#replay="]
        .iter()
        .find_map(|kind| text.rsplit_once(kind).map(|(_, s)| s))
        .unwrap_or(&text);
    let frame = tabletop::save::read(text)?;
    match games::find(&frame.game) {
        Some(game) => match storage::saved_with(&frame.game, text) {
            Some((saved, name)) => game.load(&saved, name),
            None => game.import(frame),
        },
        None if cards::find(&frame.game).is_some() => {
            bundles::switch(bundles::Intent::Import(text));
            Ok(())
        }
        None => Err(SaveError::OtherGame(frame.game).into()),
    }
}

/// Opens a saved game, through the game it is a save of (in its bundle: the page loads again).
pub fn open_saved(saved: &GameRef, name: String) -> Result<(), Problem> {
    match games::find(&saved.game) {
        Some(game) => game.load(saved, name),
        None if cards::find(&saved.game).is_some() => {
            storage::remember_open(Some(saved));
            bundles::switch(bundles::Intent::Resume);
            Ok(())
        }
        None => Err(SaveError::OtherGame(saved.game.clone()).into()),
    }
}

fn problem_text(problem: &StorageProblem) -> String {
    t(match problem {
        StorageProblem::Unavailable => Msg::StorageUnavailable,
        StorageProblem::Full => Msg::StorageFull,
        StorageProblem::ChangedElsewhere => Msg::ChangedElsewhere,
        StorageProblem::Damaged => Msg::StorageDamaged,
        StorageProblem::Missing => Msg::SavedGameMissing,
    })
    .to_string()
}

/// A problem in words, in the current language.
pub fn problem_message(problem: &Problem) -> String {
    match problem {
        Problem::Storage(problem) => problem_text(problem),
        Problem::Save(error) => i18n::save_error(error),
    }
}

/// Where a problem is shown: an alert that names its kind for tests (`data-error`).
#[component]
pub fn ProblemAlert(problem: RwSignal<Option<Problem>>) -> impl IntoView {
    view! {
        <p class="error" role="alert" data-error=move || problem.get().map(|p| p.kind())>
            {move || problem.get().map(|p| problem_message(&p))}
        </p>
    }
}

/// The warning shown while the game is not being saved.
#[component]
pub fn StorageBanner() -> impl IntoView {
    let slot = expect_context::<SaveSlot>();
    let open = expect_context::<OpenGame>();
    let reload_other = move |_| {
        if let (Some(id), Some(game)) = (slot.id.get_untracked(), open.0.get_untracked()) {
            let saved = GameRef {
                game: game.to_string(),
                id,
            };
            let _ = open_saved(&saved, slot.name.get_untracked());
        }
    };
    let keep_mine = move |_| {
        slot.id.set(Some(storage::new_id()));
        slot.name
            .update(|name| *name = i18n::fill(t(Msg::CopyName), &[("name", name)]));
        slot.revision.set(0);
        slot.saved.set_value(None);
        slot.problem.set(None);
        // Saving happens on the next change of the game: ask for it now.
        slot.resave.notify();
    };
    move || {
        slot.problem.get().map(|problem| {
            let conflict = problem == StorageProblem::ChangedElsewhere;
            view! {
                <div class="storage-banner" role="alert" data-problem=problem.kind()>
                    <p>{problem_text(&problem)}</p>
                    {conflict.then(|| view! {
                        <button class="secondary" on:click=reload_other>{t(Msg::LoadOtherTab)}</button>
                        <button class="secondary" on:click=keep_mine>{t(Msg::KeepMineAsCopy)}</button>
                    })}
                </div>
            }
        })
        .into_any()
    }
}

/// The saved games, with resume, rename and delete.
#[component]
pub fn SavedGames() -> impl IntoView {
    let version = RwSignal::new(0u32);
    let error = RwSignal::new(None::<Problem>);
    let games = move || {
        version.track();
        storage::list(cards::ids())
    };
    view! {
        <section class="panel saved-games" aria-labelledby="saved-heading">
            <h2 id="saved-heading">{t(Msg::SavedGames)}</h2>
            <ProblemAlert problem=error/>
            {move || match games() {
                Err(problem) => view! { <p class="hint">{problem_text(&problem)}</p> }.into_any(),
                Ok(list) if list.is_empty() => view! { <p class="hint">{t(Msg::NoSavedGames)}</p> }.into_any(),
                Ok(list) => view! {
                    <ul class="saved-list">
                        {list.into_iter().map(|info| view! { <SavedGameRow info version error/> }).collect_view()}
                    </ul>
                }.into_any(),
            }}
        </section>
    }
}

#[component]
fn SavedGameRow(
    info: SavedGameInfo,
    version: RwSignal<u32>,
    error: RwSignal<Option<Problem>>,
) -> impl IntoView {
    let renaming = RwSignal::new(false);
    let confirming = RwSignal::new(false);
    let new_name = RwSignal::new(info.name.clone());
    let id = info.id.clone();
    let resume = {
        let saved = GameRef {
            game: info.game.clone(),
            id: id.clone(),
        };
        let name = info.name.clone();
        move |_| {
            if let Err(problem) = open_saved(&saved, name.clone()) {
                error.set(Some(problem));
            }
        }
    };
    let watch = {
        let saved = GameRef {
            game: info.game.clone(),
            id: id.clone(),
        };
        let name = info.name.clone();
        move |_| match (games::find(&saved.game), cards::find(&saved.game)) {
            (Some(game), _) => match game.load(&saved, name.clone()) {
                Ok(()) => super::replay::watch_open_game(),
                Err(problem) => error.set(Some(problem)),
            },
            (None, Some(card)) => {
                storage::remember_open(Some(&saved));
                bundles::switch(bundles::Intent::Watch(card.id));
            }
            (None, None) => error.set(Some(SaveError::OtherGame(saved.game.clone()).into())),
        }
    };
    let watch_label = i18n::fill(t(Msg::WatchNamed), &[("name", &info.name)]);
    // Only a finished game: its replay shows every player's secrets.
    let can_watch = info.finished && cards::find(&info.game).is_some_and(|card| card.replay);
    let rename = {
        let id = id.clone();
        let game = info.game.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let name = new_name.get_untracked();
            if !name.trim().is_empty() {
                if let Err(problem) = storage::rename_game(&game, &id, name.trim()) {
                    error.set(Some(problem.into()));
                }
            }
            renaming.set(false);
            version.update(|v| *v += 1);
        }
    };
    let delete = {
        let id = id.clone();
        let game = info.game.clone();
        move |_| {
            if let Err(problem) = storage::delete_game(&game, &id) {
                error.set(Some(problem.into()));
            }
            version.update(|v| *v += 1);
        }
    };
    let status = if info.finished {
        t(Msg::Finished).to_string()
    } else {
        i18n::round_of(info.round, info.last_round)
    };
    let when = super::language::date_time(info.last_played);
    let name = info.name.clone();
    let rename_label = i18n::fill(t(Msg::RenameGame), &[("game", &info.name)]);
    let delete_label = i18n::fill(t(Msg::DeleteGame), &[("game", &info.name)]);
    let resume_label = i18n::fill(t(Msg::ResumeGame), &[("game", &info.name)]);
    let played = i18n::fill(t(Msg::LastPlayed), &[("status", &status), ("when", &when)]);
    view! {
        <li class="saved-game">
            <div class="saved-info">
                <span class="game-name" data-game=info.game.clone()>{i18n::game_name(&info.game)}</span>
                <strong>{name.clone()}</strong>
                {(info.players.join(", ") != name).then(|| view! { <span>{info.players.join(", ")}</span> })}
                <span class="hint">{played}</span>
            </div>
            <Show when=move || renaming.get()>
                <form class="rename" on:submit=rename.clone()>
                    <label class="visually-hidden" for=format!("rename-{}", id.clone())>{t(Msg::NewName)}</label>
                    <input id=format!("rename-{}", id.clone()) type="text" maxlength="60" prop:value=move || new_name.get()
                        on:input=move |ev| new_name.set(event_target_value(&ev))/>
                    <button type="submit">{t(Msg::Save)}</button>
                </form>
            </Show>
            <div class="saved-actions">
                <button class="primary" aria-label=resume_label on:click=resume>{t(Msg::Resume)}</button>
                {can_watch.then(|| view! {
                    <button class="secondary" aria-label=watch_label on:click=watch>{t(Msg::Watch)}</button>
                })}
                <button class="secondary" aria-label=rename_label on:click=move |_| renaming.set(true)>{t(Msg::Rename)}</button>
                <Show
                    when=move || confirming.get()
                    fallback=move || view! { <button class="secondary" aria-label=delete_label.clone() on:click=move |_| confirming.set(true)>{t(Msg::Delete)}</button> }
                >
                    <span class="confirm-delete" role="group" aria-label=t(Msg::ConfirmDelete)>
                        {t(Msg::ConfirmDelete)}
                        <button class="danger" on:click=delete.clone()>{t(Msg::YesDelete)}</button>
                        <button class="secondary" on:click=move |_| confirming.set(false)>{t(Msg::Cancel)}</button>
                    </span>
                </Show>
            </div>
        </li>
    }
}

/// Paste a save string or a share link to add the game to the saved games.
#[component]
pub fn ImportForm(
    /// Why a share link could not be opened, shown with the form's own errors.
    link_error: RwSignal<Option<Problem>>,
) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let error = link_error;
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match import_string(&text.get_untracked()) {
            Ok(()) => error.set(None),
            Err(problem) => error.set(Some(problem)),
        }
    };
    view! {
        <form class="panel import-form" on:submit=submit aria-labelledby="import-heading">
            <h2 id="import-heading">{t(Msg::ImportGame)}</h2>
            <label for="import-text">{t(Msg::ImportHint)}</label>
            <textarea id="import-text" rows="3" prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            <ProblemAlert problem=error/>
            <button type="submit">{t(Msg::Import)}</button>
        </form>
    }
}

/// The open game's save string and share link, with copy buttons.
#[component]
pub fn ExportDialog(open: RwSignal<bool>) -> impl IntoView {
    let game = expect_context::<OpenGame>();
    let copied = RwSignal::new(None::<String>);
    let text = move || {
        game.0
            .get()
            .and_then(games::find)
            .map(|game| game.save_string())
            .unwrap_or_default()
    };
    let link = move || link_to(&text());
    let replay_link = move || replay_link_to(&text());
    // Only a finished game: its replay shows every player's secrets.
    let can_replay = move || {
        game.0.get().is_some_and(|id| {
            cards::find(id).is_some_and(|card| card.replay)
                && games::find(id).is_some_and(|game| game.is_over())
        })
    };
    let copy = move |value: String, what: &'static str| {
        copy_text(
            value,
            Box::new(move |done| {
                copied.set(Some(if done {
                    i18n::fill(t(Msg::Copied), &[("what", what)])
                } else {
                    t(Msg::CopyFailed).to_string()
                }))
            }),
        );
    };
    view! {
        <Modal open labelled_by="export-heading">
            <h2 id="export-heading">{t(Msg::ExportGame)}</h2>
            <button class="close" on:click=move |_| open.set(false)>{t(Msg::Close)}</button>
            <p class="hint">{t(Msg::ExportHint)}</p>
            <label for="export-text">{move || i18n::fill(t(Msg::SaveStringLength), &[("count", &text().len().to_string())])}</label>
            <textarea id="export-text" rows="4" readonly prop:value=text></textarea>
            <button on:click=move |_| copy(text(), t(Msg::SaveString))>{t(Msg::CopySaveString)}</button>
            <label for="export-link">{t(Msg::ShareLink)}</label>
            <textarea id="export-link" rows="3" readonly prop:value=link></textarea>
            <button on:click=move |_| copy(link(), t(Msg::ShareLink))>{t(Msg::CopyShareLink)}</button>
            <div class="replay-link" hidden=move || !can_replay()>
                <label for="export-replay-link">{t(Msg::ReplayLink)}</label>
                <textarea id="export-replay-link" rows="3" readonly prop:value=replay_link></textarea>
                <button on:click=move |_| copy(replay_link(), t(Msg::ReplayLink))>{t(Msg::CopyReplayLink)}</button>
            </div>
            <p class="hint" role="status">{move || copied.get()}</p>
        </Modal>
    }
}

/// The link that opens a game from its save string, on this page.
pub fn link_to(save_string: &str) -> String {
    page_link("game", save_string)
}

/// The link that opens a game from its save string to watch it again.
pub fn replay_link_to(save_string: &str) -> String {
    page_link("replay", save_string)
}

/// This page's address with `#kind=value` (the live table's invitations too).
pub fn page_link(kind: &str, save_string: &str) -> String {
    let location = window().location();
    format!(
        "{}{}#{kind}={save_string}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// Copies `value` to the clipboard, then calls `done` with whether it worked (one function for
/// every caller: each would otherwise carry its own copy of the waiting code).
pub fn copy_text(value: String, done: Box<dyn FnOnce(bool)>) {
    let promise = window().navigator().clipboard().write_text(&value);
    leptos::task::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// When two or more people play on different devices: after a turn, the link to send to the
/// player to move, with a line naming them, in one click. The game goes back and forth by link.
/// (Signals of types the screens already use: each new type of signal adds to every bundle.)
#[component]
pub fn PassByLink(
    /// The seat to move, when the link is worth sending (a human's decision to start).
    seat: Memo<Option<u8>>,
    /// The players' names in seat order.
    names: Memo<Vec<String>>,
) -> impl IntoView {
    let game = expect_context::<OpenGame>();
    let name = move || {
        seat.get()
            .and_then(|seat| names.with(|names| names.get(usize::from(seat)).cloned()))
            .unwrap_or_default()
    };
    // What the last copy said, and the seat it was for: a new decision does not show it.
    let said = RwSignal::new(None::<String>);
    let said_for = RwSignal::new(None::<u8>);
    let send = move |_| {
        let Some(open) = game.0.get_untracked() else {
            return;
        };
        let Some(plugged) = games::find(open) else {
            return;
        };
        let name = name();
        let message = i18n::fill(
            t(Msg::YourTurnMessage),
            &[
                ("player", &name),
                ("game", &i18n::game_name(open)),
                ("link", &link_to(&plugged.save_string())),
            ],
        );
        said_for.set(seat.get_untracked());
        copy_text(
            message,
            Box::new(move |done| {
                said.set(Some(if done {
                    i18n::fill(t(Msg::LinkCopiedFor), &[("player", &name)])
                } else {
                    t(Msg::CopyFailed).to_string()
                }));
            }),
        );
    };
    view! {
        <div class="pass-by-link" hidden=move || seat.with(Option::is_none)>
            <button class="secondary" data-testid="pass-by-link" on:click=send>
                {move || i18n::fill(t(Msg::SendLinkTo), &[("player", &name())])}
            </button>
            <p class="hint" role="status">
                {move || if said_for.get() == seat.get() { said.get() } else { None }}
            </p>
        </div>
    }
}

/// Reopens the game that was open when the app was last left (a reload, a closed tab).
pub fn resume_last_open() {
    if let Some(open) = storage::last_open() {
        resume(&open);
    }
}

/// Reopens a saved game of this bundle, if it is still stored (and forgets it as the open game
/// otherwise).
pub fn resume(open: &GameRef) {
    if games::find(&open.game).is_none() {
        // Another bundle's: it opens there (index.html's loader chose this bundle for a reason).
        return;
    }
    let name = storage::list(cards::ids())
        .ok()
        .and_then(|games| {
            games
                .into_iter()
                .find(|g| g.id == open.id && g.game == open.game)
        })
        .map(|g| g.name);
    let opened = match name {
        Some(name) => open_saved(open, name).is_ok(),
        None => false,
    };
    if !opened {
        storage::remember_open(None);
    }
}

/// Leaves the game for the home screen (it stays saved).
pub fn close_game() {
    expect_context::<super::Watching>().0.set(false);
    storage::remember_open(None);
    expect_context::<SaveSlot>().id.set(None);
    let open = expect_context::<OpenGame>();
    if let Some(game) = open.0.get_untracked() {
        open.0.set(None);
        if let Some(game) = games::find(game) {
            game.close();
        }
    }
}
