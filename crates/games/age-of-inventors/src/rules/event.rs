//! What happened, as data (no words): the log and the screens read these.

use serde::{Deserialize, Serialize};

use super::components::{Bundle, LabSide, Track, Vote};
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
    /// Resources moved from one player to another (steals, book conversions, Deep State).
    Transferred {
        from: Seat,
        to: Seat,
        amount: Bundle,
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
    GameEnded,
}
