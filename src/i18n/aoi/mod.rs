//! Age of Inventors' screen texts, in each language: one catalogue per language ([`en`], [`fr`],
//! [`de`]) implementing [`AoiCatalogue`], whose fixed texts are one exhaustive `match` over
//! [`AoiMsg`] (a language missing one does not compile). Sentences with names and numbers are
//! templates whose `{name}` arguments each language places where its word order wants them. The
//! game's own vocabulary (cards, what they do, log lines, refusals) is the game's [`Words`].

mod de;
mod en;
mod fr;

use super::{locale, Locale};
use age_of_inventors::rules::{data, Bundle, Event, Field, LabSide, Resource, Vote};
use age_of_inventors::text::Words;

messages! {
/// Age of Inventors' fixed texts.
AoiMsg {
    SoloHint,
    SeedHint,
    ReconstructedNote,
    LabChoice,
    LabsRandom,
    LabsQuiz,
    DummyName,
    DummyNote,
    RoundOf,
    News,
    GridCaption,
    ClockLabel,
    EmptyCell,
    InventorCell,
    RetiredInventorCell,
    InventionCell,
    CellAllowed,
    NotNow,
    Offers,
    InventionOffer,
    InventorOffer,
    EquipmentOffer,
    TilesLeft,
    CardsLeft,
    TokensLeft,
    InitiativeOf,
    TrackSteps,
    InventionTip,
    InventorTip,
    Locations,
    IngenuityTip,
    ExperimentTip,
    RefreshTip,
    Tracks,
    IngenuityTrack,
    IngenuityTrackTip,
    MedallionOf,
    MedallionFree,
    MedallionTip,
    MilestoneTip,
    Passed,
    Resources,
    SwitchesOff,
    AssistantsLeft,
    BooksLeft,
    LabCards,
    Equipment,
    EmptySlot,
    UsedThisRound,
    EquipmentSlotTip,
    HandInventors,
    HandInventions,
    Secrets,
    HiddenInventions,
    HiddenExperiments,
    HiddenBreakthroughs,
    QuizHeading,
    QuizQuestion,
    YearLabel,
    YearError,
    Guess,
    ChooseSideHeading,
    SideLabel,
    SideLabelPlain,
    EquipmentTip,
    KeepInventorHeading,
    KeepInventionsHeading,
    KeepLabel,
    VoteHeading,
    VoteLabel,
    DraftHeading,
    DraftLabel,
    DraftSlotHeading,
    DraftSlotLabel,
    ActivateHeading,
    ActivateLabel,
    TurnHeading,
    AfterMainHeading,
    TakeHeading,
    ConvertHeading,
    PlaceMoreHeading,
    SearchHeading,
    SearchLabel,
    PeekHeading,
    UseConversionHeading,
    BreakthroughHeading,
    RefreshTakeHeading,
    LabFullHeading,
    ReplaceLabel,
    DiscardNewLabel,
    EurekaHeading,
    ContractingHeading,
    TilesGroup,
    SwitchesGroup,
    AssistantsGroup,
    FreeGroup,
    RecruitLabel,
    ConceiveLabel,
    UseEquipmentLabel,
    TriggerLabel,
    BookLabel,
    PickUpLabel,
    ChooseCellHint,
    PlacingAt,
    PayLabel,
    PutBack,
    RotationGroup,
    RotationHint,
    CoverHeading,
    CoverText,
    LiftScreen,
    SoloHeadline,
    ScoreTracks,
    ScoreIngenuity,
    ScoreBreakthroughs,
    ScoreExperiments,
    ScoreFunds,
    TieBreakNote,
    PointsByRoundNote,
    Free,
    PricedLabel,
    ConvertLabel,
    NothingToPlace,
    BoardHint,
    BoardOnlyHint,
    ActivateBoardHint,
    DraftHint,
    LabMore,
    InventorQuizOption,
    QuizOff,
    QuizInventor,
    QuizInventorYear,
    InventorQuestion,
    QuizHint,
    QuizSkip,
    QuizRight,
    QuizWrong,
    QuizNoteVolta,
    QuizNoteXRay,
    QuizNoteFaraday,
    QuizNoteMarconi,
}}

/// Everything Age of Inventors' screens say in one language, beyond the game's [`Words`].
pub trait AoiCatalogue: Sync {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: AoiMsg) -> &'static str;
    /// The game's words in this language.
    fn words(&self) -> &'static dyn Words;
    /// Each resource's short mark (in [`Resource::ALL`] order), all different: a field's is the
    /// one its inventor edges show.
    fn marks(&self) -> [&'static str; 5];
    /// The six edge directions of a hex, edge 0 (east) first, turning anticlockwise.
    fn directions(&self) -> [&'static str; 6];
}

impl Locale {
    /// Age of Inventors' catalogue in this language.
    pub fn aoi(self) -> &'static dyn AoiCatalogue {
        match self {
            Locale::En => &en::English,
            Locale::Fr => &fr::French,
            Locale::De => &de::German,
        }
    }
}

/// A fixed text in the current language: in the browser's bundles from the texts the build
/// writes outside the wasm ([`crate::i18n::texts`]), elsewhere from the catalogues' sources.
pub fn t(msg: AoiMsg) -> &'static str {
    #[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
    {
        crate::i18n::texts::game(msg as usize)
    }
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    {
        locale().aoi().text(msg)
    }
}

/// The game's words in the current language.
pub fn words() -> &'static dyn Words {
    locale().aoi().words()
}

/// An action's events in words, as the log says them, `names` in seat order (a solo game's
/// dummy lab, the seat after them, is named as its card is): a transfer's payment and gain are
/// told once, by the transfer ("Ada takes 1 Engineering from Nikola"), and income once, as
/// income.
pub fn events_text(events: &[Event], names: &[String]) -> String {
    let words = words();
    let mut names = names.to_vec();
    names.push(dummy_name().to_string());
    events
        .iter()
        .enumerate()
        .filter(|(index, _)| !told_elsewhere(events, *index))
        .map(|(_, event)| words.event(event, &names))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether the event at `index` is part of another the log tells: the payment or the gain of a
/// transfer among the two events after it (the engine tells a transfer as the payment, the gain
/// and the transfer itself), or the gain of the income told just before it.
fn told_elsewhere(events: &[Event], index: usize) -> bool {
    let event = events[index];
    let by_transfer = events[index + 1..]
        .iter()
        .take(2)
        .any(|next| match (event, *next) {
            (Event::Paid { seat, paid }, Event::Transferred { from, amount, .. }) => {
                seat == from && paid == amount
            }
            (Event::Gained { seat, gain }, Event::Transferred { to, amount, .. }) => {
                seat == to && gain == amount
            }
            _ => false,
        });
    let as_income = index
        .checked_sub(1)
        .and_then(|before| events.get(before))
        .is_some_and(|before| match (*before, event) {
            (Event::Income { seat, funds }, Event::Gained { seat: to, gain }) => {
                seat == to && gain == Bundle::one(Resource::Funds, funds)
            }
            _ => false,
        });
    by_transfer || as_income
}

/// The solo game's dummy lab, which has no name in the setup.
pub fn dummy_name() -> &'static str {
    t(AoiMsg::DummyName)
}

/// Amounts of resources as words ("2 Engineering and 1 Idea").
pub fn resources(bundle: Bundle) -> String {
    words().resources(bundle)
}

/// A price: its resources, or "free".
pub fn price(bundle: Bundle) -> String {
    if bundle.total() == 0 {
        t(AoiMsg::Free).to_string()
    } else {
        resources(bundle)
    }
}

/// A resource's class name for its colour.
pub fn resource_class(resource: Resource) -> &'static str {
    match resource {
        Resource::Engineering => "e",
        Resource::Chemistry => "c",
        Resource::Physics => "p",
        Resource::Ideas => "i",
        Resource::Funds => "f",
    }
}

/// A resource's short mark in the current language (different for every resource).
pub fn resource_letter(resource: Resource) -> &'static str {
    locale().aoi().marks()[resource.index()]
}

/// A hex's six edges in words, by direction: "east Engineering, north-east Engineering, …".
pub fn edges_text(field_of: impl Fn(usize) -> Field) -> String {
    let catalogue = locale().aoi();
    let w = catalogue.words();
    catalogue
        .directions()
        .iter()
        .enumerate()
        .map(|(edge, direction)| format!("{direction} {}", w.field(field_of(edge))))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A news card's option as a sentence.
pub fn news_option(card: u8, vote: Vote) -> String {
    words().news_option(card, vote)
}

/// What an inventor's book base converts, as a sentence.
pub fn inventor_conversion(id: u8) -> String {
    crate::i18n::sentence(words().inventor_conversion(id).trim_end_matches('.'))
}

/// An inventor card's ability, as a sentence.
pub fn inventor_ability(id: u8) -> String {
    words().inventor_ability(id)
}

/// An invention's ability when placed, as a sentence.
pub fn invention_ability(id: u8) -> String {
    words().invention_ability(id)
}

/// An equipment token's effect, as a sentence.
pub fn equipment_effect(id: u8) -> String {
    words().equipment_effect(id)
}

/// An equipment's name and what it does, as its tooltip says them.
pub fn equipment_tip(id: u8) -> String {
    super::fill(
        t(AoiMsg::EquipmentTip),
        &[
            ("name", words().equipment(id)),
            ("effect", &equipment_effect(id)),
        ],
    )
}

/// A lab side's ability, as a sentence.
pub fn lab_ability_text(side: LabSide) -> &'static str {
    words().lab_ability_text(side)
}

/// What an equipment slot of the lab gives (a clause).
pub fn slot_bonus(bonus: data::SlotBonus) -> String {
    words().slot_bonus(bonus)
}

#[cfg(test)]
mod tests {
    use super::Locale;
    use age_of_inventors::rules::{Bundle, Event, Resource};

    /// A steal is one line, not a payment, a gain and the steal; a gain of its own is still told.
    #[test]
    fn a_transfer_is_told_once() {
        let names = ["Ada".to_string(), "Nikola".to_string()];
        let one = Bundle::one(Resource::Engineering, 1);
        let steal = [
            Event::Paid { seat: 1, paid: one },
            Event::Gained { seat: 0, gain: one },
            Event::Transferred {
                from: 1,
                to: 0,
                amount: one,
            },
        ];
        let told = super::events_text(&steal, &names);
        assert_eq!(told, super::words().event(&steal[2], &names));
        let gain_then_steal = [
            Event::Gained { seat: 0, gain: one },
            steal[0],
            steal[1],
            steal[2],
        ];
        let told = super::events_text(&gain_then_steal, &names);
        assert_eq!(
            told,
            format!(
                "{} {}",
                super::words().event(&steal[1], &names),
                super::words().event(&steal[2], &names)
            )
        );
    }

    /// Income is one line, not the income and then the funds gained; the dummy lab is named.
    #[test]
    fn income_is_told_once_and_the_dummy_is_named() {
        let names = ["Ada".to_string()];
        let income = [
            Event::Income { seat: 0, funds: 4 },
            Event::Gained {
                seat: 0,
                gain: Bundle::one(Resource::Funds, 4),
            },
        ];
        assert_eq!(
            super::events_text(&income, &names),
            super::words().event(&income[0], &names)
        );
        let swapped = [Event::IngenuitySwapped {
            seat: 0,
            with: 1,
            position: 1,
        }];
        let told = super::events_text(&swapped, &names);
        assert!(told.contains(super::dummy_name()), "{told}");
        assert!(!told.contains('#'), "{told}");
    }

    /// French "Ingénierie" and "Idées" (and "Chimie" and "Crédits") share an initial: the marks
    /// are a table per language, every one different.
    #[test]
    fn every_resource_has_its_own_mark_in_every_language() {
        for locale in Locale::ALL {
            let marks = locale.aoi().marks();
            for (index, mark) in marks.iter().enumerate() {
                assert!(!mark.is_empty(), "{locale:?}");
                assert!(!marks[index + 1..].contains(mark), "{locale:?}: {marks:?}");
            }
        }
    }
}
