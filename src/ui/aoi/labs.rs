//! Each player's lab: the lab side and its ability, the resources, the switches, the lab
//! assistants and book bases left, the three inventor card slots, the four equipment slots, the
//! hand, the experiments and the breakthroughs. Hidden things (the invention tiles in hand, the
//! experiments, the breakthroughs' values) are shown only to their owner ([`super::Viewer`]);
//! everyone else sees how many there are.

use crate::ui::context::{boxed, closest_data, expect_context};
use leptos::prelude::*;

use super::board::{escape, invention_card, inventor_card, verdict, Areas, Verdict};
use super::{DecidingSeat, LegalMemo, NamesMemo, Placing, StateMemo, Viewer, ViewerMemo};
use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::fill;
use age_of_inventors::rules::{data, Action, Bundle, GameState, Player, Resource};

/// What a lab shows, copied out of the state so that each lab redraws only when it changes.
#[derive(Clone, PartialEq)]
struct LabView {
    seat: u8,
    player: Player,
    /// The solo game's dummy lab (it has no hand, stock or workers).
    solo_dummy: bool,
    on_turn: bool,
    sees: bool,
    /// The computer player's level, for a computer's lab.
    computer: Option<tabletop::Level>,
    /// What each equipment slot does now (the deciding player's: a draft's slot, a token to use
    /// or activate), and the choice's kind.
    slots: Vec<(Verdict, &'static str)>,
    /// Whether the lab may fold on a phone (another player's), and whether it is folded.
    foldable: bool,
    folded: bool,
}

/// What equipment slot `lab_slot` of the deciding player's lab does now: the draft's second step
/// (the token chosen in the offer goes there), activating or using its token; else why not.
fn slot_verdict(
    state: &GameState,
    legal: &[Action],
    token: Option<u8>,
    lab_slot: u8,
) -> (Verdict, &'static str) {
    let draft = token.map(|slot| (Action::Draft { slot, lab_slot }, "draft"));
    let tries = [
        (Action::Activate(lab_slot), "activate"),
        (Action::AssignEquipment(lab_slot), "assistant"),
    ];
    let mut refused = None;
    for (action, choice) in draft.into_iter().chain(tries) {
        // The draft's second step names the slot (and its bonus), as the old buttons did.
        let slot_words = || {
            let bonus = words::slot_bonus(data::EQUIPMENT_SLOT_BONUS[usize::from(lab_slot)]);
            fill(
                words::t(AoiMsg::DraftSlotLabel),
                &[("slot", &(lab_slot + 1).to_string()), ("bonus", &bonus)],
            )
        };
        match verdict(state, legal, action) {
            Verdict::Plays(action, label) => {
                let label = if choice == "draft" {
                    slot_words()
                } else {
                    label
                };
                return (Verdict::Plays(action, label), choice);
            }
            Verdict::Refused(label, reason) if refused.is_none() => {
                let label = if choice == "draft" {
                    slot_words()
                } else {
                    label
                };
                refused = Some((Verdict::Refused(label, reason), choice));
            }
            _ => {}
        }
    }
    refused.unwrap_or((Verdict::Shows, ""))
}

/// Every player's lab, the deciding player's marked.
#[component]
pub fn Labs() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let deciding = expect_context::<DecidingSeat>().0;
    let viewer = expect_context::<ViewerMemo>().0;
    let legal = expect_context::<LegalMemo>().0;
    let token = expect_context::<Placing>().token;
    let seats = expect_context::<crate::ui::Seats>();
    // The labs opened on a phone by their toggle.
    let opened = RwSignal::new(Vec::<u8>::new());
    let labs = Memo::new(move |_| {
        let on_turn = deciding.get();
        let viewer = viewer.get();
        let token = token.get();
        let opened = opened.get();
        state.with(|s| {
            s.as_ref()
                .map(|s: &GameState| {
                    s.players()
                        .iter()
                        .enumerate()
                        .map(|(seat, player)| LabView {
                            seat: seat as u8,
                            player: *player,
                            solo_dummy: player.is_dummy(),
                            on_turn: on_turn == Some(seat as u8),
                            sees: viewer.sees(seat as u8),
                            computer: seats.bot(seat as u8),
                            slots: (0..data::EQUIPMENT_SLOT_BONUS.len() as u8)
                                .map(|lab_slot| {
                                    if on_turn == Some(seat as u8) {
                                        legal.with(|legal| slot_verdict(s, legal, token, lab_slot))
                                    } else {
                                        (Verdict::Shows, "")
                                    }
                                })
                                .collect(),
                            // Once the game is over every lab folds (the scores come first).
                            foldable: on_turn != Some(seat as u8)
                                && (viewer == Viewer::All || !viewer.sees(seat as u8)),
                            folded: on_turn != Some(seat as u8)
                                && (viewer == Viewer::All || !viewer.sees(seat as u8))
                                && !opened.contains(&(seat as u8)),
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let names = expect_context::<NamesMemo>();
    // Drawn as markup, drawn again when the coach's hint rings another area; one handler for
    // the labs' toggles (`data-fold`) and their equipment slots' areas.
    let areas = Areas::new();
    let html = move || {
        areas.clear();
        labs.with(|labs| {
            labs.iter()
                .map(|lab| lab_markup(lab, names, areas))
                .collect::<String>()
        })
    };
    let click = move |ev: leptos::ev::MouseEvent| match closest_data::<u8>(&ev, "data-fold") {
        Some(seat) => opened.update(|opened| {
            if let Some(at) = opened.iter().position(|s| *s == seat) {
                opened.remove(at);
            } else {
                opened.push(seat);
            }
        }),
        None => areas.tap(ev),
    };
    view! { <div class="labs" inner_html=html on:click=boxed(click)></div> }
}

/// One resource amount with its name for screen readers, as markup.
fn stock_item(resource: Resource, count: u8) -> String {
    // "0 Chemistry", not "nothing": the resource is named even when there is none.
    let name = escape(&if count == 0 {
        format!("0 {}", words::words().resource(resource))
    } else {
        words::resources(Bundle::one(resource, count))
    });
    format!(
        r#"<li class="res res-{}" data-tip="{name}"><span role="img" aria-label="{name}"><span class="res-count" aria-hidden="true">{count}</span><span class="res-mark" aria-hidden="true">{}</span></span></li>"#,
        words::resource_class(resource),
        escape(words::resource_letter(resource))
    )
}

/// A list's items as markup, each `<li>` with `class` (if any) holding `text`.
fn items(class: &str, texts: impl Iterator<Item = String>) -> String {
    let class = if class.is_empty() {
        String::new()
    } else {
        format!(r#" class="{class}""#)
    };
    texts
        .map(|text| format!("<li{class}>{text}</li>"))
        .collect()
}

/// One player's lab as markup.
fn lab_markup(lab: &LabView, names: NamesMemo, areas: Areas) -> String {
    let w = words::words();
    let seat = lab.seat;
    let player = lab.player;
    let name = escape(&names.name(seat));
    if lab.solo_dummy {
        return format!(
            r#"<section class="lab dummy seat-{seat}" aria-labelledby="lab-{seat}"><h3 id="lab-{seat}">{name}</h3><p class="hint">{}</p></section>"#,
            escape(&crate::i18n::fill(
                words::t(AoiMsg::DummyNote),
                &[("position", &player.ingenuity().to_string())]
            ))
        );
    }
    let side = player.side().map_or(String::new(), |side| {
        let tip = format!(
            "{} — {}: {}",
            w.lab_side(side),
            w.lab_ability(side),
            words::lab_ability_text(side)
        );
        format!(
            r#"<span class="lab-side" tabindex="0" data-tip="{}">{}</span>"#,
            escape(&tip),
            escape(w.lab_side(side))
        )
    });
    let computer = lab.computer.map_or(String::new(), |level| {
        format!(
            r#"<span class="controller-badge">{}</span>"#,
            escape(crate::i18n::controller(Some(level)))
        )
    });
    let passed = if player.has_passed() {
        format!(
            r#"<span class="passed">{}</span>"#,
            escape(words::t(AoiMsg::Passed))
        )
    } else {
        String::new()
    };
    // On a phone another player's cards and tokens fold away behind this.
    let fold = if lab.foldable {
        format!(
            r#"<button class="lab-fold secondary" aria-expanded="{}" data-fold="{seat}">{}</button>"#,
            !lab.folded,
            escape(&fill(
                words::t(AoiMsg::LabMore),
                &[("player", &names.name(seat))]
            ))
        )
    } else {
        String::new()
    };
    let stock = player.stock();
    let switches: String = (0..data::SWITCHES)
        .map(|index| {
            let on = if index < player.switches_on() {
                " on"
            } else {
                ""
            };
            format!(r#"<span class="switch{on}" aria-hidden="true"></span>"#)
        })
        .collect();
    let switches_text = fill(
        words::t(AoiMsg::SwitchesOff),
        &[
            ("off", &player.switches_off().to_string()),
            ("all", &data::SWITCHES.to_string()),
        ],
    );
    let assistants_text = fill(
        words::t(AoiMsg::AssistantsLeft),
        &[
            ("left", &player.assistants_left().to_string()),
            ("all", &data::ASSISTANTS.to_string()),
        ],
    );
    let books_text = fill(
        words::t(AoiMsg::BooksLeft),
        &[
            ("left", &player.books_left().to_string()),
            ("all", &data::BOOK_BASES.to_string()),
        ],
    );
    let lab_cards: String = player
        .lab_cards()
        .iter()
        .enumerate()
        .map(|(slot, card)| {
            let used = player.has_triggered(slot);
            let card = match card {
                Some(id) => inventor_card(*id, false),
                None => format!(
                    r#"<span class="empty-slot">{}</span>"#,
                    escape(words::t(AoiMsg::EmptySlot))
                ),
            };
            let used_mark = if used {
                format!(
                    r#"<span class="used-mark">{}</span>"#,
                    escape(words::t(AoiMsg::UsedThisRound))
                )
            } else {
                String::new()
            };
            format!(
                r#"<li class="lab-card-slot{}" data-slot="{slot}">{card}{used_mark}</li>"#,
                if used { " used" } else { "" }
            )
        })
        .collect();
    // The slots (a control in it plays or refuses what the engine says).
    let slots = &lab.slots;
    let equipment = {
        player
            .equipment()
            .iter()
            .enumerate()
            .map(|(slot, token)| {
                let bonus = escape(&words::slot_bonus(data::EQUIPMENT_SLOT_BONUS[slot]));
                let (verdict, choice) = slots.get(slot).cloned().unwrap_or((Verdict::Shows, ""));
                let control = verdict != Verdict::Shows;
                let body = match token {
                    Some(id) => {
                        let tip = if control {
                            String::new()
                        } else {
                            format!(r#" data-tip="{}""#, escape(&words::equipment_tip(*id)))
                        };
                        format!(
                            r#"<span class="equipment-token"{tip}>{}</span>"#,
                            escape(w.equipment(*id))
                        )
                    }
                    None => format!(r#"<span class="empty-slot">{bonus}</span>"#),
                };
                let tip = if control {
                    String::new()
                } else {
                    format!(
                        r#" tabindex="0" data-tip="{}""#,
                        escape(&fill(
                            words::t(AoiMsg::EquipmentSlotTip),
                            &[
                                ("slot", &(slot + 1).to_string()),
                                (
                                    "bonus",
                                    &words::slot_bonus(data::EQUIPMENT_SLOT_BONUS[slot])
                                )
                            ],
                        ))
                    )
                };
                format!(
                    r#"<li class="equipment-slot" data-slot="{slot}"{tip}>{}</li>"#,
                    areas.area(&verdict, choice, None, &body, None)
                )
            })
            .collect::<String>()
    };
    let inventors = items(
        "",
        player
            .inventors_in_hand()
            .iter()
            .map(|id| inventor_card(*id, false)),
    );
    // What the viewer may not see is counted.
    let hidden = |count: usize, message: AoiMsg| {
        if count == 0 {
            return String::new();
        }
        items(
            "hidden-count",
            std::iter::once(escape(&fill(
                words::t(message),
                &[("count", &count.to_string())],
            ))),
        )
    };
    let inventions = if lab.sees {
        items(
            "",
            player
                .inventions_in_hand()
                .iter()
                .map(|id| invention_card(*id, false)),
        )
    } else {
        hidden(player.inventions_in_hand().len(), AoiMsg::HiddenInventions)
    };
    let secrets = if lab.sees {
        items(
            "experiment",
            player
                .experiments()
                .iter()
                .map(|id| escape(&crate::i18n::sentence(&w.experiment(*id)))),
        ) + &items(
            "breakthrough",
            player.breakthroughs().iter().map(|id| {
                let value = data::BREAKTHROUGH_VP[usize::from(*id)];
                escape(&crate::i18n::sentence(&w.breakthrough(value)))
            }),
        )
    } else {
        hidden(player.experiments().len(), AoiMsg::HiddenExperiments)
            + &hidden(player.breakthroughs().len(), AoiMsg::HiddenBreakthroughs)
    };
    let workers = format!(
        r#"<span class="switches" role="img" aria-label="{switches_text}" data-tip="{switches_text}">{switches}</span><span class="assistants-left">{}</span><span class="books-left">{}</span>"#,
        escape(&assistants_text),
        escape(&books_text),
        switches_text = escape(&switches_text),
    );
    let stock: String = Resource::ALL
        .iter()
        .map(|r| stock_item(*r, stock.get(*r)))
        .collect();
    let h4 = |message: AoiMsg| format!("<h4>{}</h4>", escape(words::t(message)));
    format!(
        r#"<section class="lab seat-{seat}{}{}" aria-labelledby="lab-{seat}" data-seat="{seat}"><header><h3 id="lab-{seat}"><span class="seat-dot seat-{seat}" aria-hidden="true"></span>{name}</h3>{computer}{side}{passed}{fold}</header><ul class="stock" aria-label="{}">{stock}</ul><p class="workers">{workers}</p><div class="lab-row"><div>{}<ol class="lab-cards">{lab_cards}</ol></div><div>{}<ol class="equipment-slots">{equipment}</ol></div></div><div class="lab-row hand"><div>{}<ul class="hand-inventors">{inventors}</ul></div><div>{}<ul class="hand-inventions">{inventions}</ul></div><div>{}<ul class="secrets">{secrets}</ul></div></div></section>"#,
        if lab.on_turn { " on-turn" } else { "" },
        if lab.folded { " folded" } else { "" },
        escape(words::t(AoiMsg::Resources)),
        h4(AoiMsg::LabCards),
        h4(AoiMsg::Equipment),
        h4(AoiMsg::HandInventors),
        h4(AoiMsg::HandInventions),
        h4(AoiMsg::Secrets),
    )
}
