//! German, in the game's German words ([`GERMAN`]): Herrschaftsgebiet, Turm, Bauernhaus,
//! Mauer, ummauert, Ödland-Plättchen, Desasterpunkt, Totenkopf, Sichtschirm, Vorrat.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{MedMsg, MedievalCatalogue};
use era_medieval::text::{Words, GERMAN};

pub struct German;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: MedMsg) -> &'static str {
    use MedMsg::*;
    match msg {
        SolitaireHint => "Wer allein spielt, tritt 8 Runden lang gegen Sir Philippe an und erhält einen Rang von Leibeigener bis Papst.",
        SeedHint => "Leer lassen für ein zufälliges Spiel; derselbe Startwert ergibt dieselben Würfe.",
        ReconstructedNote => "Manche Zahlen dieses Spiels (Gebäudeformen, Obergrenzen der Leisten, Startrohstoffe) sind rekonstruiert, weil die Abbildungen der Spielregel verloren gegangen sind.",
        PreviewBanner => "Vorschau: Diese Teile werden gelegt, sobald du bestätigst.",
        DomainOf => "Herrschaftsgebiet von {player}",
        ShowDomain => "Herrschaftsgebiet von {player} zeigen",
        PlacingHelp => "Zeige auf das Herrschaftsgebiet oder bewege das Teil mit den Pfeiltasten; R dreht es, Eingabe legt es, Esc legt es zurück.",
        PlacementAllowed => "{piece} in {cell}: kann hier gelegt werden.",
        PlacementRefused => "{piece} in {cell}: {reason}",
        WalledBuilding => "{building} (ummauert)",
        RoundNumber => "Runde {round}",
        RoundOf => "Runde {round} von {last}",
        StartPlayerIs => "Startspieler:",
        TokensFlipped => "Spielende-Plättchen auf X: {flipped} von {tokens}",
        PhilippeDice => "Sir Philippes Würfel:",
        PhilippeRules => "Sir Philippe würfelt diese Würfel einmal pro Runde nach deinen Würfen; seine Totenköpfe zählen nie. Bei der Erpressung: Übertreffen deine Schwerter seine Schwerter und Schilde, nimmst du einen Rohstoff, den seine Würfel zeigen; übertreffen seine Schwerter deine Schwerter und Schilde, fordert er einen deiner Rohstoffe.",
        Icons => "Symbole",
        LegendWalled => "ummauertes Gebäude: innerhalb der Mauern, zählt doppelt, sicher vor Angriffen",
        LegendUnwalled => "Gebäude außerhalb der Mauern",
        LegendWall => "Mauer: umschließt die Gebäude darin",
        LegendToken => "Spielende-Plättchen: zeigen alle ihr X, endet das Spiel",
        Supply => "Vorrat",
        BuildingTitle => "{building}: Kosten {cost}. {effect} Im Vorrat: {count}.",
        CountOf => "{count} × {piece}",
        LeftInSupply => "{count} im Vorrat",
        TrackValue => "{what}: {value} von {cap}",
        CultureValue => "Kultur: {value}",
        DisasterValue => "Desasterpunkte: {value}",
        DiceHeldDue => "{dice} jetzt, {due} ab dem Rundenende",
        WalledArea => "Ummauerte Felder: {cells}",
        Hammers => "Hammer",
        Swords => "Schwert",
        Shields => "Schild",
        Culture => "Kultur",
        Skull => "Totenkopf",
        Feather => "Feder",
        Disaster => "Desasterpunkt",
        DieLabel => "Würfel {number}, {colour}: {face}",
        HiddenDie => "Würfel {number}, {colour}: hinter dem Sichtschirm",
        YourDice => "Deine Würfel",
        StartingDomainHeading => "{player}: Start-Herrschaftsgebiet aufbauen",
        PiecesLeft => "Noch zu legen: {pieces}.",
        DefaultDomain => "Vorgeschlagene Aufstellung nehmen",
        DefaultDomainHint => "Oder lege jedes Teil selbst: Wähle es und zeige dann auf dein Herrschaftsgebiet.",
        ChoosePiece => "Zu legendes Teil",
        TurnPiece => "Teil drehen",
        TakeBack => "Letztes Teil zurücknehmen",
        CompleteHeading => "{player}: diese Teile bestätigen?",
        NoRoom => "Dafür ist in deinem Herrschaftsgebiet kein Platz mehr.",
        CoverHeading => "Gib das Gerät an {player} weiter",
        CoverText => "{player} würfelt hinter einem Sichtschirm: Nur {player} sollte jetzt hinschauen.",
        LiftScreen => "Ich bin {player}: meine Würfel zeigen",
        RollHeading => "{player} würfelt hinter dem Sichtschirm: Wurf {roll} von 3 erledigt",
        RerollHint => "Wähle die Würfel, die du neu würfeln willst, oder behalte sie. Ein Totenkopf sperrt seinen Würfel.",
        RerollDice => "Gewählte Würfel neu würfeln ({count})",
        StopRolling => "Diese Würfel behalten",
        LockedDie => "durch seinen Totenkopf gesperrt",
        SetDieNote => "von einem Kloster gedreht",
        CannotReroll => "kann nicht mit der Feder neu gewürfelt werden",
        MonasteryHeading => "Kloster: Drehe einen Würfel auf eine Seite deiner Wahl",
        MonasteryDie => "Würfel",
        SetToFace => "Auf {face} drehen",
        SetDieToFace => "Mit einem Kloster Würfel {die} auf {face} drehen",
        FeathersHeading => "{player}: eine Feder nutzen?",
        FeatherHint => "Eine Feder würfelt ihren eigenen Würfel neu und, wenn du einen wählst, einen weiteren Würfel.",
        UseFeather => "Würfel mit Feder neu würfeln",
        UseFeatherWith => "Würfel mit Feder und Würfel {number} neu würfeln",
        CollectHeading => "{player}: Oder-Seiten wählen",
        CollectHint => "Jede Oder-Seite bringt eine ihrer beiden Möglichkeiten.",
        CollectOption => "{resources} nehmen",
        AndCulture => "{resources}, dazu {culture} Kultur",
        CollectLosing => "{option}, {lost} verfallen (Leiste voll)",
        BrigandsHeading => "Räuber überfallen {player}",
        TreacheryHeading => "Verrat durch {roller}: {player} legt ein Ödland-Plättchen",
        TreacheryHint => "Erlaubt sind nur die Stellen, an denen die wenigsten Gebäude zerstört werden; sie sind im Herrschaftsgebiet markiert.",
        FireHeading => "Feuer: {player} verliert ein Gebäude",
        AttackHeading => "{roller} greift an: {player} verliert ein nicht ummauertes Gebäude",
        RemoveOption => "{building} in {cell}",
        RemoveHint => "Wähle das Gebäude auf deinem Herrschaftsgebiet (hervorgehoben) oder hier.",
        BuildHeading => "{player} baut (übrige Hämmer: {hammers})",
        BuildHint => "Ein Gebäude oder eine Mauer pro Hammer; bezahlt wird beim Bauen.",
        YouHave => "Du hast:",
        ExtortWhy => "{player} hat mehr Schwerter ({swords}) als {victim} Schwerter ({their_swords}) und Schilde ({shields}).",
        VictimHolds => "{victim} hat:",
        FinishBuilding => "Bauen beenden",
        DemandHeading => "{player} erpresst {victim}: Forderung wählen",
        AnswerHeading => "{extorter} fordert {resource} von {player}",
        RefuseHint => "Zahle oder verweigere die Zahlung und nimm {points} Desasterpunkte.",
        PhilippeDemandHeading => "{player}: einen Rohstoff nehmen, den Sir Philippes Würfel zeigen",
        PhilippeAnswerHeading => "Sir Philippe fordert {resource} von {player}",
        RolledBehindScreen => "{player} würfelt hinter dem Sichtschirm.",
        RankHeadline => "Dein Rang: {rank}",
        ScoreBuildings => "Gebäude",
        ScoreBonuses => "Boni",
        ScoreMostCulture => "Meiste Kultur",
        ScoreLargestWalled => "Ummauerte Fläche",
        ScoreDisasters => "Desaster",
        TieBreakNote => "Bei Gleichstand gewinnt, wer mehr Rohstoffe übrig hat ({resources}, in dieser Reihenfolge verglichen); wer dann noch gleichauf liegt, teilt sich den Sieg.",
        RanksHeading => "Ränge",
        RankUpTo => "{rank}: bis {points}",
        RankRange => "{rank}: {from} bis {to}",
        RankOrMore => "{rank}: ab {points}",
        WalledCells => "{bonus} ({cells}\u{a0}Felder)",
        UnrolledDie => "Würfel {number}, {colour}: noch nicht geworfen",
        LayoutCoverText => "{player} baut das Start-Herrschaftsgebiet geheim auf: Nur {player} sollte jetzt hinschauen.",
        LiftLayout => "Ich bin {player}: mein Herrschaftsgebiet aufbauen",
        PassHeading => "{player}, deine Würfel dieser Runde",
        PassDevice => "OK, Gerät weitergeben",
        LaidOutInSecret => "{player} baut das Start-Herrschaftsgebiet geheim auf.",
    }
}

impl MedievalCatalogue for German {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: MedMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &GERMAN
    }
}
