//! One [`Action`] is one player decision: small, `Copy`, readable in a log without the state.

use serde::{Deserialize, Serialize};

use super::components::{Bundle, Field, LabSide, Resource, Vote};

/// A decision of the player whose turn or choice it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    // ---- Setup ----
    /// Quiz: guess the year of the quiz tile.
    GuessYear(u16),
    ChooseSide(LabSide),
    // ---- Upkeep ----
    CastVote(Vote),
    /// Deep State: swap the tokens of two equipment-offer slots before drafting.
    RearrangeEquipment {
        first: u8,
        second: u8,
    },
    /// Take the token of offer slot `slot` and put it in lab equipment slot `lab_slot`.
    Draft {
        slot: u8,
        lab_slot: u8,
    },
    /// Activate the equipment token in lab slot `lab_slot`.
    Activate(u8),
    // ---- Main actions: lab assistants ----
    AssignEquipment(u8),
    AssignAnyScience(Field),
    /// Use the book base at grid cell `cell`.
    AssignBook(u8),
    /// `funds` Ideas of the price are paid in Funds instead (Liberal).
    AssignIngenuity {
        funds: u8,
    },
    AssignExperiment,
    Refresh {
        inventions: bool,
        inventors: bool,
    },
    // ---- Main actions: switches ----
    /// Recruit the inventor of offer slot `slot` (also the refresh take and Contracting).
    Recruit(u8),
    /// Conceive the invention of offer slot `slot` (also the refresh take).
    Conceive(u8),
    PlaceInventor {
        inventor: u8,
        cell: u8,
        rotation: u8,
        pay: Resource,
    },
    /// Place an invention from hand paying exactly `pay` (waived units are what is missing).
    PlaceInvention {
        invention: u8,
        cell: u8,
        pay: Bundle,
    },
    // ---- Free actions ----
    /// 3 (Faraday: 2) of a field to 1 Idea.
    ConvertToIdea(Field),
    /// 2 of `from` to 1 of `to`.
    ConvertScience {
        from: Field,
        to: Field,
    },
    /// 1 of a field to Funds.
    ConvertToFunds(Field),
    /// Trigger the inventor card in lab slot `slot`.
    Trigger(u8),
    Pass,
    EndTurn,
    /// Educational variant (§8): name the credited inventor (an index of
    /// [`super::data::Invention::credited`]) of `invention` before placing it, and in hard mode
    /// its printed year (0 otherwise), among [`super::GameState::quiz_choices`].
    AnswerQuiz {
        invention: u8,
        inventor: u8,
        year: u16,
    },
    // ---- Answers to a pending decision ----
    Choose(u8),
    Take(Field),
    Spend(Field),
    UseBook(u8),
    Accept,
    Decline,
}
