//! English.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{MedMsg, MedievalCatalogue};
use era_medieval::text::{Words, ENGLISH};

pub struct English;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: MedMsg) -> &'static str {
    use MedMsg::*;
    match msg {
        SolitaireHint => "One player plays solitaire against Sir Philippe for 8 rounds, and is ranked from Serf to Pope.",
        SeedHint => "Leave empty for a random game; the same seed rolls the same dice.",
        ReconstructedNote => "Some numbers of this game (footprints, caps, starting resources) are reconstructed: the copy of the rulebook we have is missing its pictures.",
        PreviewBanner => "Preview: these pieces are placed when you confirm.",
        DomainOf => "{player}'s domain",
        ShowDomain => "Show {player}'s domain",
        PlacingHelp => "Point at the domain or use the arrow keys to move the piece, R to turn it, Enter to place it, Escape to put it back.",
        PlacementAllowed => "{piece} at {cell}: can be placed here.",
        PlacementRefused => "{piece} at {cell}: {reason}",
        WalledBuilding => "{building} (walled)",
        RoundNumber => "Round {round}",
        RoundOf => "Round {round} of {last}",
        StartPlayerIs => "Start player:",
        TokensFlipped => "Game end: {flipped} of {tokens} tracking tokens show their X",
        PhilippeDice => "Sir Philippe's dice:",
        PhilippeRules => "Sir Philippe rolls these dice once a round, after your rolls; his skulls never count. At the extortion, if your swords outnumber his swords and his shields, you take a resource his dice show; if his swords outnumber yours and your shields, he demands one of your resources.",
        Icons => "Icons",
        LegendWalled => "walled building: inside the walls, scores double, safe from attacks",
        LegendUnwalled => "unwalled building: outside the walls",
        LegendWall => "wall: encloses the buildings inside it",
        LegendToken => "tracking token: when all show their X, the game ends",
        Supply => "Supply",
        BuildingTitle => "{building}: costs {cost}. {effect} {count} left.",
        CountOf => "{count} × {piece}",
        LeftInSupply => "{count} left",
        TrackValue => "{what}: {value} of {cap}",
        CultureValue => "Culture: {value}",
        DisasterValue => "Disaster points: {value}",
        DiceHeldDue => "{dice} now, {due} from the end of the round",
        WalledArea => "Walled cells: {cells}",
        Hammers => "hammer",
        Swords => "sword",
        Shields => "shield",
        Culture => "Culture",
        Skull => "skull",
        Feather => "feather",
        Disaster => "disaster point",
        DieLabel => "die {number}, {colour}: {face}",
        HiddenDie => "die {number}, {colour}: behind the screen",
        YourDice => "Your dice",
        StartingDomainHeading => "{player}: lay out your starting domain",
        PiecesLeft => "Still to place: {pieces}.",
        DefaultDomain => "Use the suggested layout",
        DefaultDomainHint => "Or place each piece yourself: choose it, then point at your domain.",
        ChoosePiece => "Piece to place",
        TurnPiece => "Turn the piece",
        TakeBack => "Take back the last piece",
        CompleteHeading => "{player}: confirm these pieces?",
        NoRoom => "There is no room for it in your domain.",
        CoverHeading => "Pass the device to {player}",
        CoverText => "{player} rolls behind a screen: only {player} should look now.",
        LiftScreen => "I am {player}: show my dice",
        RollHeading => "{player} rolls behind the screen: roll {roll} of 3 done",
        RerollHint => "Choose the dice to roll again, or keep them. A skull locks its die.",
        RerollDice => "Reroll the chosen dice ({count})",
        StopRolling => "Keep these dice",
        LockedDie => "locked by its skull",
        SetDieNote => "set by a monastery",
        CannotReroll => "cannot be rerolled with the feather",
        MonasteryHeading => "Monastery: set one die to the face you choose",
        MonasteryDie => "Die",
        SetToFace => "Set it to {face}",
        SetDieToFace => "Use a monastery to set die {die} to {face}",
        FeathersHeading => "{player}: use a feather?",
        FeatherHint => "A feather rerolls its own die and, if you choose one, one other die.",
        UseFeather => "Reroll the feather die",
        UseFeatherWith => "Reroll the feather die and die {number}",
        CollectHeading => "{player}: choose your \"or\" faces",
        CollectHint => "Each \"or\" face gives one of its two choices.",
        CollectOption => "Take {resources}",
        AndCulture => "{resources}, plus {culture} culture",
        CollectLosing => "{option}, losing {lost} (track full)",
        BrigandsHeading => "Brigands strike {player}",
        TreacheryHeading => "Treachery by {roller}: {player} places a scorched area",
        TreacheryHint => "Only the spots that destroy the fewest buildings are allowed; they are marked on the domain.",
        FireHeading => "Fire: {player} loses a building",
        AttackHeading => "{roller} attacks: {player} loses an unwalled building",
        RemoveOption => "{building} at {cell}",
        RemoveHint => "Choose the building on your domain (highlighted), or here.",
        BuildHeading => "{player} builds (hammers left: {hammers})",
        BuildHint => "One building or wall per hammer; each is paid when placed.",
        YouHave => "You have:",
        ExtortWhy => "{player} has more swords ({swords}) than {victim} has swords ({their_swords}) and shields ({shields}).",
        VictimHolds => "{victim} has:",
        FinishBuilding => "Finish building",
        DemandHeading => "{player} extorts {victim}: choose what to demand",
        AnswerHeading => "{extorter} demands {resource} from {player}",
        RefuseHint => "Pay, or refuse and take {points} disaster points.",
        PhilippeDemandHeading => "{player}: take a resource shown on Sir Philippe's dice",
        PhilippeAnswerHeading => "Sir Philippe demands {resource} from {player}",
        RolledBehindScreen => "{player} rolls behind the screen.",
        RankHeadline => "Your rank: {rank}",
        ScoreBuildings => "Buildings",
        ScoreBonuses => "Bonuses",
        ScoreMostCulture => "Most culture",
        ScoreLargestWalled => "Walled area",
        ScoreDisasters => "Disasters",
        TieBreakNote => "A tie goes to the player with more resources left ({resources}, compared in that order); players still level share the win.",
        RanksHeading => "Ranks",
        RankUpTo => "{rank}: up to {points}",
        RankRange => "{rank}: {from}–{to}",
        RankOrMore => "{rank}: {points} or more",
        WalledCells => "{bonus} ({cells}\u{a0}cells)",
        UnrolledDie => "die {number}, {colour}: not rolled yet",
        LayoutCoverText => "{player} lays out a starting domain in secret: only {player} should look now.",
        LiftLayout => "I am {player}: lay out my domain",
        PassHeading => "{player}, your dice this round",
        PassDevice => "OK, pass the device",
        LaidOutInSecret => "{player} lays out a starting domain in secret.",
    }
}

impl MedievalCatalogue for English {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: MedMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &ENGLISH
    }
}
