//! English.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{AoiCatalogue, AoiMsg};
use age_of_inventors::text::{Words, ENGLISH};

pub struct English;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: AoiMsg) -> &'static str {
    use AoiMsg::*;
    match msg {
        SoloHint => "One player plays solo against the dummy lab, with the Trading Firm, for 4 rounds; leftover Funds score too.",
        SeedHint => "Leave empty for a random game; the same seed deals the same cards and tiles.",
        ReconstructedNote => "The cards, tiles and numbers of this game are reconstructed: the rulebook we have does not list its components.",
        LabChoice => "Labs",
        LabsRandom => "Dealt at random; each player picks a side",
        LabsQuiz => "The year quiz: the closest guess picks first",
        DummyName => "Dummy lab",
        DummyNote => "The dummy lab of the solo game: it holds Ingenuity position {position} and space 8 of every track.",
        RoundOf => "Round {round} of {last}",
        News => "News:",
        GridCaption => "The hex grid around the clock",
        ClockLabel => "The clock: round {round}",
        EmptyCell => "{cell}: empty.",
        InventorCell => "{cell}: {inventor}, {player}'s inventor. Edges: {edges}. Book: {conversion}",
        RetiredInventorCell => "{cell}: {inventor}, {player}'s inventor, retired. Edges: {edges}.",
        InventionCell => "{cell}: {invention} ({field}).",
        CellAllowed => "{cell} Can be placed here.",
        NotNow => "it cannot be placed now",
        Offers => "Offers",
        InventionOffer => "Inventions",
        InventorOffer => "Inventors",
        EquipmentOffer => "Equipment",
        TilesLeft => "{count} invention tiles left in the stack",
        CardsLeft => "{count} inventor cards left in the deck",
        TokensLeft => "{count} equipment tokens left in the stack",
        InitiativeOf => "{player}'s initiative",
        TrackSteps => "{track} +{steps}",
        InventionTip => "{invention} ({field}). Costs {cost}. Advances {track}. {ability}",
        InventorTip => "{inventor} ({fields}): gives {ideas} Ideas when placed. Book: {conversion} Ability: {ability}",
        Locations => "Lab-assistant locations",
        IngenuityTip => "Ingenuity: pay the Ideas of the cheapest free place and move one position up the Ingenuity track.",
        ExperimentTip => "Experiment: pay {cost} and draw a secret experiment.",
        RefreshTip => "Refresh: pay {cost}, replace the inventions, the inventors or both, and you may take one new card with a switch.",
        Tracks => "Tracks",
        IngenuityTrack => "Ingenuity",
        IngenuityTrackTip => "The Ingenuity track: position 1 is the top. It sets the income, the draft order, ties and 4, 2 or 1 points at the end.",
        MedallionOf => "Medallion: {player}",
        MedallionFree => "Medallion: nobody yet",
        MedallionTip => "The first on the track holds it: {resource} may pay for any scientific resource when placing inventions.",
        MilestoneTip => "Space {space}: every player reaching it gains {bonus}.",
        Passed => "passed",
        Resources => "Resources",
        SwitchesOff => "{off} of {all} switches off (free to use)",
        AssistantsLeft => "Assistants: {left} of {all}",
        BooksLeft => "Book bases: {left} of {all}",
        LabCards => "Inventor cards",
        Equipment => "Equipment",
        EmptySlot => "empty",
        UsedThisRound => "used this round",
        EquipmentSlotTip => "Equipment slot {slot}: a token put here gives: {bonus}",
        HandInventors => "Inventors in hand",
        HandInventions => "Inventions in hand",
        Secrets => "Experiments and breakthroughs",
        HiddenInventions => "Hidden invention tiles: {count}",
        HiddenExperiments => "Secret experiments: {count}",
        HiddenBreakthroughs => "Breakthroughs, values hidden: {count}",
        QuizHeading => "{player}: guess the year",
        QuizQuestion => "In which year was the {invention} invented?",
        YearLabel => "Year",
        YearError => "Give a year from {first} to {last}.",
        Guess => "Guess",
        ChooseSideHeading => "{player}: choose your lab's side",
        SideLabel => "{side} — {ability}: {text} Starts at Ingenuity {position}, with {extra} more.",
        SideLabelPlain => "{side} — {ability}: {text} Starts at Ingenuity {position}.",
        EquipmentTip => "{name}: {effect}",
        KeepInventorHeading => "{player}: keep one inventor",
        KeepInventionsHeading => "{player}: keep an invention",
        KeepLabel => "Keep {what}",
        VoteHeading => "{player}: vote on the news (secret)",
        VoteLabel => "Vote {vote}: {rule}",
        DraftHeading => "{player}: draft an equipment token",
        DraftLabel => "{equipment} for {price} into lab slot {slot} ({bonus})",
        DraftSlotHeading => "Into which slot of your lab?",
        DraftSlotLabel => "Lab slot {slot}: {bonus}",
        ActivateHeading => "{player}: activate your equipment",
        ActivateLabel => "Activate {equipment}: {effect}",
        TurnHeading => "{player}: your turn",
        AfterMainHeading => "{player}: free actions, then end your turn",
        TakeHeading => "{player}: take a resource",
        ConvertHeading => "{player}: convert? {conversion}",
        PlaceMoreHeading => "{player}: place another invention?",
        SearchHeading => "{player}: search the inventions for…",
        SearchLabel => "{filter}",
        PeekHeading => "{player}: conceive one of these?",
        UseConversionHeading => "{player}: use an inventor's conversion?",
        BreakthroughHeading => "{player}: keep a breakthrough",
        RefreshTakeHeading => "{player}: take a new card with a switch?",
        LabFullHeading => "{player}: your three inventor slots are full",
        ReplaceLabel => "Replace {old} with {new}",
        DiscardNewLabel => "Discard {new}'s card",
        EurekaHeading => "{player}: Eureka, pay 1 Idea to draw an invention?",
        ContractingHeading => "{player}: Contracting, recruit {inventor} for {price}?",
        TilesGroup => "Place a tile (a switch)",
        SwitchesGroup => "Use a switch",
        AssistantsGroup => "Send a lab assistant",
        FreeGroup => "Free actions",
        RecruitLabel => "Recruit {inventor} ({price})",
        ConceiveLabel => "Conceive {invention} ({price})",
        UseEquipmentLabel => "Use {equipment}: {effect}",
        TriggerLabel => "Use {inventor}: {ability}",
        BookLabel => "{inventor}'s book: {conversion}",
        PickUpLabel => "Place {tile}",
        ChooseCellHint => "Choose a cell on the grid: the allowed ones are marked, every other says why not.",
        PlacingAt => "At {cell}:",
        PayLabel => "Place it, paying {pay}",
        PutBack => "Put the tile back",
        RotationGroup => "Rotation",
        RotationHint => "Turn the inventor: its edges from the east, anticlockwise.",
        CoverHeading => "Pass the device to {player}",
        CoverText => "{player} decides now, with a hidden hand: only {player} should look.",
        LiftScreen => "I am {player}: show my lab",
        SoloHeadline => "Solo game over: {points} points.",
        ScoreTracks => "Tracks",
        ScoreIngenuity => "Ingenuity",
        ScoreBreakthroughs => "Breakthroughs",
        ScoreExperiments => "Experiments",
        ScoreFunds => "Funds",
        Free => "free",
        PricedLabel => "{action}, for {price}",
        ConvertLabel => "Convert {pay} into {gain}",
        BoardOnlyHint => "Choose on the board: an offer card, a free place of a location, an equipment slot of your lab.",
        BoardHint => "You may also act on the board: an offer card, a free place of a location, an equipment slot of your lab.",
        ActivateBoardHint => "Choose on your lab the equipment to activate.",
        DraftHint => "Choose a token of the equipment offer, then a slot of your lab.",
        LabMore => "{player}'s lab",
        NothingToPlace => "No invention in your hand can be placed now: {reason}.",
        InventorQuizOption => "Educational variant: the inventor quiz",
        QuizOff => "Off",
        QuizInventor => "Name the inventor of each invention you place; a right answer saves 1 resource",
        QuizInventorYear => "Hard: the inventor and the year",
        InventorQuestion => "Who invented the {invention}?",
        QuizHint => "A right answer saves 1 scientific resource of its cost; you may skip the question.",
        QuizSkip => "Skip the quiz",
        QuizRight => "Right: {inventor} ({year}). The price drops by 1.",
        QuizWrong => "Wrong: it was {inventor} ({year}). The full price is due.",
        QuizNoteVolta => "The quiz list prints \"Count Alessandro\": Alessandro Volta.",
        QuizNoteXRay => "The quiz list prints 1901, the year of Röntgen's Nobel Prize; he discovered X-rays in 1895.",
        QuizNoteFaraday => "The quiz list prints 1942; Faraday discovered electromagnetic induction in 1831.",
        QuizNoteMarconi => "The quiz list prints 1942; Marconi's first radio dates from 1895.",
        PointsByRoundNote => "The chart counts each round as if the game ended then: the tracks and Ingenuity score by rank, so a player overtaken loses points.",
        TieBreakNote => "A tie goes to the player higher on the Ingenuity track.",
    }
}

impl AoiCatalogue for English {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: AoiMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &ENGLISH
    }

    fn marks(&self) -> [&'static str; 5] {
        ["E", "C", "P", "I", "F"]
    }

    fn directions(&self) -> [&'static str; 6] {
        [
            "east",
            "north-east",
            "north-west",
            "west",
            "south-west",
            "south-east",
        ]
    }
}
