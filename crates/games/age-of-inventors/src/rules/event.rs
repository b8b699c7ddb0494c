//! What happened, as data (no words): the log and the screens read these.

use serde::{Deserialize, Serialize};

use super::components::{Bundle, LabSide, Resource, Track, Vote};
pub use super::state::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    LabChosen {
        seat: Seat,
        side: LabSide,
    },
    /// The quiz's closest guess chooses first.
    QuizWon {
        seat: Seat,
        year: u16,
    },
    RoundStarted(u8),
    NewsRevealed(u8),
    VotesRevealed {
        left: u8,
        right: u8,
        winner: Vote,
    },
    Gained {
        seat: Seat,
        gain: Bundle,
    },
    Paid {
        seat: Seat,
        paid: Bundle,
    },
    /// Resources taken from one player by another (steals, Progress, Deep State).
    Transferred {
        from: Seat,
        to: Seat,
        amount: Bundle,
    },
    /// `seat` uses the conversion on the book of `inventor`, owned by `owner`, who receives
    /// the printed payment if it is another player (the `Paid` and `Gained` events follow).
    BookUsed {
        seat: Seat,
        owner: Seat,
        inventor: u8,
    },
    Income {
        seat: Seat,
        funds: u8,
    },
    Drafted {
        seat: Seat,
        token: u8,
        slot: u8,
        lab_slot: u8,
    },
    EquipmentActivated {
        seat: Seat,
        token: u8,
    },
    AssistantPlaced {
        seat: Seat,
    },
    IngenuitySwapped {
        seat: Seat,
        with: Seat,
        position: u8,
    },
    ExperimentDrawn {
        seat: Seat,
    },
    BreakthroughDrawn {
        seat: Seat,
    },
    OfferRefreshed {
        inventions: bool,
        inventors: bool,
    },
    Recruited {
        seat: Seat,
        inventor: u8,
    },
    Conceived {
        seat: Seat,
    },
    InventorDrawn {
        seat: Seat,
        inventor: u8,
    },
    InventionDrawn {
        seat: Seat,
    },
    /// `seat` looks at the top `count` invention tiles (to conceive one of them or none).
    Peeked {
        seat: Seat,
        count: u8,
    },
    InventorPlaced {
        seat: Seat,
        inventor: u8,
        cell: u8,
    },
    InventionPlaced {
        seat: Seat,
        invention: u8,
        cell: u8,
    },
    CardDiscarded {
        seat: Seat,
        inventor: u8,
    },
    Retired {
        owner: Seat,
        inventor: u8,
        cell: u8,
    },
    TrackAdvanced {
        seat: Seat,
        track: Track,
        space: u8,
    },
    MilestoneReached {
        seat: Seat,
        track: Track,
        space: u8,
    },
    MedallionTaken {
        seat: Seat,
        track: Track,
    },
    SwitchesFlipped {
        seat: Seat,
        on: bool,
        count: u8,
    },
    Triggered {
        seat: Seat,
        inventor: u8,
    },
    Passed {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    /// Educational variant: `seat` answered the quiz of `invention`; `inventor` (a credited
    /// index) and `year` are the right answer.
    QuizAnswered {
        seat: Seat,
        invention: u8,
        right: bool,
        inventor: u8,
        year: u16,
    },
    /// Educational variant: a right answer waived one unit of `waived` from a placement.
    QuizWaived {
        seat: Seat,
        waived: Resource,
    },
    GameEnded,
}

impl Event {
    /// Whether the event shows what a face-down stack or the dummy's coin held, to the player who
    /// acted or to everyone: a card or tile drawn, an offer refilled, the news, the votes, the
    /// equipment of a new round, a look at the top tiles. Undo never goes back over it, since
    /// the same seed would deal the same again to a player who now knows it.
    pub fn shows_chance(&self) -> bool {
        matches!(
            self,
            Event::ExperimentDrawn { .. }
                | Event::BreakthroughDrawn { .. }
                | Event::InventorDrawn { .. }
                | Event::InventionDrawn { .. }
                | Event::Peeked { .. }
                | Event::Recruited { .. }
                | Event::Conceived { .. }
                | Event::OfferRefreshed { .. }
                | Event::RoundStarted(_)
                | Event::NewsRevealed(_)
                | Event::VotesRevealed { .. }
        )
    }

    /// The player the event is about, if one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::LabChosen { seat, .. }
            | Event::QuizWon { seat, .. }
            | Event::Gained { seat, .. }
            | Event::Paid { seat, .. }
            | Event::Income { seat, .. }
            | Event::BookUsed { seat, .. }
            | Event::Drafted { seat, .. }
            | Event::EquipmentActivated { seat, .. }
            | Event::AssistantPlaced { seat, .. }
            | Event::IngenuitySwapped { seat, .. }
            | Event::ExperimentDrawn { seat, .. }
            | Event::BreakthroughDrawn { seat, .. }
            | Event::Recruited { seat, .. }
            | Event::Conceived { seat, .. }
            | Event::InventorDrawn { seat, .. }
            | Event::InventionDrawn { seat, .. }
            | Event::Peeked { seat, .. }
            | Event::InventorPlaced { seat, .. }
            | Event::InventionPlaced { seat, .. }
            | Event::CardDiscarded { seat, .. }
            | Event::TrackAdvanced { seat, .. }
            | Event::MilestoneReached { seat, .. }
            | Event::MedallionTaken { seat, .. }
            | Event::SwitchesFlipped { seat, .. }
            | Event::Triggered { seat, .. }
            | Event::Passed { seat, .. }
            | Event::TurnEnded { seat, .. }
            | Event::QuizAnswered { seat, .. }
            | Event::QuizWaived { seat, .. } => Some(*seat),
            Event::Transferred { to, .. } => Some(*to),
            Event::Retired { owner, .. } => Some(*owner),
            _ => None,
        }
    }

    /// The event's kind, as its variant's name (for the log's data and tests).
    pub fn kind(&self) -> &'static str {
        match self {
            Event::LabChosen { .. } => "LabChosen",
            Event::QuizWon { .. } => "QuizWon",
            Event::RoundStarted(_) => "RoundStarted",
            Event::NewsRevealed(_) => "NewsRevealed",
            Event::VotesRevealed { .. } => "VotesRevealed",
            Event::Gained { .. } => "Gained",
            Event::Paid { .. } => "Paid",
            Event::Transferred { .. } => "Transferred",
            Event::Income { .. } => "Income",
            Event::BookUsed { .. } => "BookUsed",
            Event::Drafted { .. } => "Drafted",
            Event::EquipmentActivated { .. } => "EquipmentActivated",
            Event::AssistantPlaced { .. } => "AssistantPlaced",
            Event::IngenuitySwapped { .. } => "IngenuitySwapped",
            Event::ExperimentDrawn { .. } => "ExperimentDrawn",
            Event::BreakthroughDrawn { .. } => "BreakthroughDrawn",
            Event::OfferRefreshed { .. } => "OfferRefreshed",
            Event::Recruited { .. } => "Recruited",
            Event::Conceived { .. } => "Conceived",
            Event::InventorDrawn { .. } => "InventorDrawn",
            Event::InventionDrawn { .. } => "InventionDrawn",
            Event::Peeked { .. } => "Peeked",
            Event::InventorPlaced { .. } => "InventorPlaced",
            Event::InventionPlaced { .. } => "InventionPlaced",
            Event::CardDiscarded { .. } => "CardDiscarded",
            Event::Retired { .. } => "Retired",
            Event::TrackAdvanced { .. } => "TrackAdvanced",
            Event::MilestoneReached { .. } => "MilestoneReached",
            Event::MedallionTaken { .. } => "MedallionTaken",
            Event::SwitchesFlipped { .. } => "SwitchesFlipped",
            Event::Triggered { .. } => "Triggered",
            Event::Passed { .. } => "Passed",
            Event::TurnEnded { .. } => "TurnEnded",
            Event::QuizAnswered { .. } => "QuizAnswered",
            Event::QuizWaived { .. } => "QuizWaived",
            Event::GameEnded => "GameEnded",
        }
    }
}
