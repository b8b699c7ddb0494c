//! Each player's lab: the lab side and its ability, the resources, the switches, the lab
//! assistants and book bases left, the three inventor card slots, the four equipment slots, the
//! hand, the experiments and the breakthroughs. Hidden things (the invention tiles in hand, the
//! experiments, the breakthroughs' values) are shown only to their owner ([`super::Viewer`]);
//! everyone else sees how many there are.

use leptos::prelude::*;

use super::board::{verdict, Area, InventionCard, InventorCard, Verdict};
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
    /// Whether the lab may fold on a phone (another player's).
    foldable: bool,
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
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let count = Memo::new(move |_| labs.with(Vec::len));
    view! {
        <div class="labs">
            {move || {
                (0..count.get() as u8)
                    .map(|seat| {
                        let lab = Memo::new(move |_| labs.with(|labs| labs.get(usize::from(seat)).cloned()));
                        view! { <Lab seat lab opened/> }
                    })
                    .collect_view()
            }}
        </div>
    }
}

/// One resource amount with its name for screen readers.
#[component]
fn StockItem(resource: Resource, count: u8) -> impl IntoView {
    // "0 Chemistry", not "nothing": the resource is named even when there is none.
    let name = if count == 0 {
        format!("0 {}", words::words().resource(resource))
    } else {
        words::resources(Bundle::one(resource, count))
    };
    let tip = name.clone();
    view! {
        <li class=format!("res res-{}", words::resource_class(resource)) data-tip=tip>
            <span role="img" aria-label=name>
                <span class="res-count" aria-hidden="true">{count}</span>
                <span class="res-mark" aria-hidden="true">{words::resource_letter(resource)}</span>
            </span>
        </li>
    }
}

/// The solo game's dummy lab: its name and where it stands.
fn dummy_lab(seat: u8, player: Memo<Option<Player>>, names: NamesMemo) -> AnyView {
    let ingenuity = move || player.with(|p| p.map_or(0, |p| p.ingenuity()));
    view! {
        <section class=format!("lab dummy seat-{seat}") aria-labelledby=format!("lab-{seat}")>
            <h3 id=format!("lab-{seat}")>{move || names.name(seat)}</h3>
            <p class="hint">
                {move || fill(words::t(AoiMsg::DummyNote), &[("position", &ingenuity().to_string())])}
            </p>
        </section>
    }
    .into_any()
}

/// One player's lab: each part its own memo, so that a change to one redraws that part only.
#[component]
fn Lab(seat: u8, lab: Memo<Option<LabView>>, opened: RwSignal<Vec<u8>>) -> impl IntoView {
    let names = expect_context::<NamesMemo>();
    let dummy = Memo::new(move |_| lab.with(|lab| lab.as_ref().is_some_and(|lab| lab.solo_dummy)));
    let player = Memo::new(move |_| lab.with(|lab| lab.as_ref().map(|lab| lab.player)));
    move || {
        if dummy.get() {
            return dummy_lab(seat, player, names);
        }
        lab_view(seat, lab, player, opened, names)
    }
}

fn lab_view(
    seat: u8,
    lab: Memo<Option<LabView>>,
    player: Memo<Option<Player>>,
    opened: RwSignal<Vec<u8>>,
    names: NamesMemo,
) -> AnyView {
    let w = words::words();
    let on_turn = move || lab.with(|lab| lab.as_ref().is_some_and(|lab| lab.on_turn));
    let foldable = Memo::new(move |_| lab.with(|lab| lab.as_ref().is_some_and(|lab| lab.foldable)));
    let folded = move || foldable.get() && !opened.with(|opened| opened.contains(&seat));
    let sees = Memo::new(move |_| lab.with(|lab| lab.as_ref().is_some_and(|lab| lab.sees)));
    let computer = move || {
        lab.with(|lab| lab.as_ref().and_then(|lab| lab.computer)).map(|level| {
            view! { <span class="controller-badge">{crate::i18n::controller(Some(level))}</span> }
        })
    };
    let side = Memo::new(move |_| player.with(|p| p.and_then(|p| p.side())));
    let side = move || {
        side.get().map(|side| {
            let tip = format!(
                "{} — {}: {}",
                w.lab_side(side),
                w.lab_ability(side),
                words::lab_ability_text(side)
            );
            view! { <span class="lab-side" tabindex="0" data-tip=tip>{w.lab_side(side)}</span> }
        })
    };
    let passed = move || {
        player
            .with(|p| p.is_some_and(|p| p.has_passed()))
            .then(|| view! { <span class="passed">{words::t(AoiMsg::Passed)}</span> })
    };
    // On a phone another player's cards and tokens fold away behind this.
    let fold = move || {
        foldable.get().then(|| {
            let toggle = move |_| {
                opened.update(|opened| {
                    if let Some(at) = opened.iter().position(|s| *s == seat) {
                        opened.remove(at);
                    } else {
                        opened.push(seat);
                    }
                })
            };
            view! {
                <button class="lab-fold secondary" aria-expanded=move || (!folded()).to_string() on:click=toggle>
                    {move || fill(words::t(AoiMsg::LabMore), &[("player", &names.name(seat))])}
                </button>
            }
        })
    };
    let stock = Memo::new(move |_| player.with(|p| p.map(|p| p.stock())));
    let stock = move || {
        stock.get().map(|stock| {
            Resource::ALL
                .iter()
                .map(|r| view! { <StockItem resource=*r count=stock.get(*r)/> })
                .collect_view()
        })
    };
    let workers = Memo::new(move |_| {
        player.with(|p| {
            p.map_or((0, 0, 0, 0), |p| {
                (
                    p.switches_on(),
                    p.switches_off(),
                    p.assistants_left(),
                    p.books_left(),
                )
            })
        })
    });
    let switches_text = move || {
        fill(
            words::t(AoiMsg::SwitchesOff),
            &[
                ("off", &workers.get().1.to_string()),
                ("all", &data::SWITCHES.to_string()),
            ],
        )
    };
    let switches = move || {
        let on = workers.get().0;
        (0..data::SWITCHES)
            .map(|index| view! { <span class="switch" class:on=index < on aria-hidden="true"></span> })
            .collect_view()
    };
    let assistants_text = move || {
        fill(
            words::t(AoiMsg::AssistantsLeft),
            &[
                ("left", &workers.get().2.to_string()),
                ("all", &data::ASSISTANTS.to_string()),
            ],
        )
    };
    let books_text = move || {
        fill(
            words::t(AoiMsg::BooksLeft),
            &[
                ("left", &workers.get().3.to_string()),
                ("all", &data::BOOK_BASES.to_string()),
            ],
        )
    };
    let lab_cards = (0..data::LAB_CARD_SLOTS)
        .map(|slot| {
            let card = Memo::new(move |_| {
                player.with(|p| p.map(|p| (p.lab_cards()[slot], p.has_triggered(slot))))
            });
            let used = move || card.get().is_some_and(|(_, used)| used);
            let body = move || {
                let (card, used) = card.get()?;
                let card = match card {
                    Some(id) => view! { <InventorCard id/> }.into_any(),
                    None => view! { <span class="empty-slot">{words::t(AoiMsg::EmptySlot)}</span> }
                        .into_any(),
                };
                let used_mark = used.then(
                    || view! { <span class="used-mark">{words::t(AoiMsg::UsedThisRound)}</span> },
                );
                Some(view! { {card}{used_mark} })
            };
            view! { <li class="lab-card-slot" class:used=used data-slot=slot>{body}</li> }
        })
        .collect_view();
    // The slots (a control in it plays or refuses what the engine says).
    let equipment = (0..data::EQUIPMENT_SLOTS)
        .map(|slot| {
            let view = Memo::new(move |_| {
                lab.with(|lab| {
                    let lab = lab.as_ref()?;
                    let (verdict, choice) = lab.slots.get(slot).cloned().unwrap_or((Verdict::Shows, ""));
                    Some((lab.player.equipment()[slot], verdict, choice))
                })
            });
            let control = move || view.with(|v| v.as_ref().is_some_and(|(_, verdict, _)| *verdict != Verdict::Shows));
            let bonus = words::slot_bonus(data::EQUIPMENT_SLOT_BONUS[slot]);
            let tip = fill(
                words::t(AoiMsg::EquipmentSlotTip),
                &[("slot", &(slot + 1).to_string()), ("bonus", &bonus)],
            );
            let body = move || {
                let (token, verdict, choice) = view.get()?;
                let control = verdict != Verdict::Shows;
                let body = match token {
                    Some(id) => {
                        let tip = (!control).then(|| words::equipment_tip(id));
                        view! { <span class="equipment-token" data-tip=tip>{w.equipment(id)}</span> }.into_any()
                    }
                    None => view! { <span class="empty-slot">{bonus.clone()}</span> }.into_any(),
                };
                Some(view! { <Area verdict choice price=None pick=None>{body}</Area> })
            };
            view! {
                <li class="equipment-slot" data-slot=slot tabindex=move || (!control()).then_some("0")
                    data-tip=move || (!control()).then(|| tip.clone())>
                    {body}
                </li>
            }
        })
        .collect_view();
    let inventors = Memo::new(move |_| {
        player.with(|p| p.map_or(Vec::new(), |p| p.inventors_in_hand().to_vec()))
    });
    let inventors = move || {
        inventors
            .get()
            .into_iter()
            .map(|id| view! { <li><InventorCard id/></li> })
            .collect_view()
    };
    // What the viewer may not see is counted.
    let hidden = |count: usize, message: AoiMsg| {
        (count > 0).then(|| {
            view! {
                <li class="hidden-count">{fill(words::t(message), &[("count", &count.to_string())])}</li>
            }
        })
    };
    let inventions = Memo::new(move |_| {
        player.with(|p| p.map_or(Vec::new(), |p| p.inventions_in_hand().to_vec()))
    });
    let inventions = move || {
        if sees.get() {
            inventions
                .get()
                .into_iter()
                .map(|id| view! { <li><InventionCard id/></li> })
                .collect_view()
                .into_any()
        } else {
            hidden(inventions.with(Vec::len), AoiMsg::HiddenInventions).into_any()
        }
    };
    let experiments =
        Memo::new(move |_| player.with(|p| p.map_or(Vec::new(), |p| p.experiments().to_vec())));
    let breakthroughs =
        Memo::new(move |_| player.with(|p| p.map_or(Vec::new(), |p| p.breakthroughs().to_vec())));
    let secrets = move || {
        if sees.get() {
            let experiments = experiments
                .get()
                .into_iter()
                .map(|id| view! { <li class="experiment">{crate::i18n::sentence(&w.experiment(id))}</li> })
                .collect_view();
            let breakthroughs = breakthroughs
                .get()
                .into_iter()
                .map(|id| {
                    let value = data::BREAKTHROUGH_VP[usize::from(id)];
                    view! { <li class="breakthrough">{crate::i18n::sentence(&w.breakthrough(value))}</li> }
                })
                .collect_view();
            view! { {experiments}{breakthroughs} }.into_any()
        } else {
            view! {
                {hidden(experiments.with(Vec::len), AoiMsg::HiddenExperiments)}
                {hidden(breakthroughs.with(Vec::len), AoiMsg::HiddenBreakthroughs)}
            }
            .into_any()
        }
    };
    let h4 = |message: AoiMsg| view! { <h4>{words::t(message)}</h4> };
    view! {
        <section class=format!("lab seat-{seat}") class:on-turn=on_turn class:folded=folded
            aria-labelledby=format!("lab-{seat}") data-seat=seat>
            <header>
                <h3 id=format!("lab-{seat}")>
                    <span class=format!("seat-dot seat-{seat}") aria-hidden="true"></span>
                    {move || names.name(seat)}
                </h3>
                {computer}{side}{passed}{fold}
            </header>
            <ul class="stock" aria-label=words::t(AoiMsg::Resources)>{stock}</ul>
            <p class="workers">
                <span class="switches" role="img" aria-label=switches_text data-tip=switches_text>{switches}</span>
                <span class="assistants-left">{assistants_text}</span>
                <span class="books-left">{books_text}</span>
            </p>
            <div class="lab-row">
                <div>{h4(AoiMsg::LabCards)}<ol class="lab-cards">{lab_cards}</ol></div>
                <div>{h4(AoiMsg::Equipment)}<ol class="equipment-slots">{equipment}</ol></div>
            </div>
            <div class="lab-row hand">
                <div>{h4(AoiMsg::HandInventors)}<ul class="hand-inventors">{inventors}</ul></div>
                <div>{h4(AoiMsg::HandInventions)}<ul class="hand-inventions">{inventions}</ul></div>
                <div>{h4(AoiMsg::Secrets)}<ul class="secrets">{secrets}</ul></div>
            </div>
        </section>
    }
    .into_any()
}
