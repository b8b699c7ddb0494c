//! German, in the game's German words ([`GERMAN`]): Herrschaftsgebiet, Turm, Bauernhaus,
//! Mauer, ummauert, Ödland-Plättchen, Desasterpunkt, Totenkopf, Sichtschirm, Vorrat.

use super::{MedMsg, MedievalCatalogue, RuleSection};
use era_medieval::text::{Words, GERMAN};

pub struct German;

fn text(msg: MedMsg) -> &'static str {
    use MedMsg::*;
    match msg {
        QuickStartHint => "Du gegen zwei Computerspieler (mittel).",
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
        TurnPiece => "Teil drehen (R)",
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
        FeathersHeading => "{player}: eine Feder nutzen?",
        FeatherHint => "Eine Feder würfelt ihren eigenen Würfel neu und, wenn du einen wählst, einen weiteren Würfel.",
        UseFeather => "Würfel mit Feder neu würfeln",
        UseFeatherWith => "Würfel mit Feder und Würfel {number} neu würfeln",
        CollectHeading => "{player}: Oder-Seiten wählen",
        CollectHint => "Jede Oder-Seite bringt eine ihrer beiden Möglichkeiten.",
        CollectOption => "{resources} nehmen",
        AndCulture => "{resources} und {culture} Kultur",
        BrigandsHeading => "Räuber überfallen {player}",
        TreacheryHeading => "Verrat durch {roller}: {player} legt ein Ödland-Plättchen",
        TreacheryHint => "Erlaubt sind nur die Stellen, an denen die wenigsten Gebäude zerstört werden; sie sind im Herrschaftsgebiet markiert.",
        FireHeading => "Feuer: {player} verliert ein Gebäude",
        AttackHeading => "{roller} greift an: {player} verliert ein nicht ummauertes Gebäude",
        RemoveOption => "{building} in {cell}",
        BuildHeading => "{player} baut (übrige Hämmer: {hammers})",
        BuildHint => "Ein Gebäude oder eine Mauer pro Hammer; bezahlt wird beim Bauen.",
        YouHave => "Du hast:",
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
        WalledCells => "{cells} (+{bonus})",
        UnrolledDie => "Würfel {number}, {colour}: noch nicht geworfen",
        LayoutCoverText => "{player} baut das Start-Herrschaftsgebiet geheim auf: Nur {player} sollte jetzt hinschauen.",
        LiftLayout => "Ich bin {player}: mein Herrschaftsgebiet aufbauen",
        PassHeading => "{player}, deine Würfel dieser Runde",
        PassDevice => "OK, Gerät weitergeben",
        LaidOutInSecret => "{player} baut das Start-Herrschaftsgebiet geheim auf.",
    }
}

const RULES: &[RuleSection] = &[
    RuleSection {
        heading: "Ziel",
        paragraphs: &[
            "Baue das wertvollste mittelalterliche Herrschaftsgebiet. Punkte bringen Gebäude (ummauert doppelt), ihre Boni, Kultur, die meiste Kultur und die größte ummauerte Fläche; Desasterpunkte werden abgezogen.",
        ],
    },
    RuleSection {
        heading: "Dein Herrschaftsgebiet",
        paragraphs: &[
            "Jeder Spieler hat ein Raster aus 14 × 14 Feldern mit einem Turm in der Mitte. Lege zuerst 3 Bauernhäuser, einen Bauernhof, 3 Mauern und die Ödland-Plättchen (oder nimm die vorgeschlagene Aufstellung).",
            "Mauern und Türme umschließen Flächen: Ein Feld ist ummauert, wenn kein Weg über Felder, auch diagonal, von ihm zum Rand führt. Diagonale Stöße sind undicht.",
        ],
    },
    RuleSection {
        heading: "Würfeln",
        paragraphs: &[
            "Jede Runde würfeln alle hinter einem Sichtschirm, bis zu dreimal. Ein Würfel mit Totenkopf ist gesperrt. Vor dem 2. Wurf dreht jedes Kloster einen Würfel auf eine beliebige Seite. Dann werden alle Würfel aufgedeckt; jede Feder des Klerus würfelt ihren Würfel und einen weiteren neu.",
        ],
    },
    RuleSection {
        heading: "Sammeln, Ernähren und Desaster",
        paragraphs: &[
            "Nimm die gezeigten Rohstoffe (bis zur Obergrenze der jeweiligen Leiste) und die Kultur; Bauernhöfe und Sägewerke bringen ihre dazu. Jeder Würfel verbraucht eine Nahrung: Jede fehlende Nahrung ist ein Desasterpunkt.",
            "Totenköpfe lösen je nach Anzahl ein Desaster aus: Räuber, Seuche (aneinandergrenzende Gebäude, außer neben einem Hospital), Verrat (die anderen legen ein Ödland-Plättchen), Feuer, Angriff auf nicht ummauerte Gebäude, Aufstand.",
        ],
    },
    RuleSection {
        heading: "Bauen und Erpressen",
        paragraphs: &[
            "Jeder Hammer baut ein Gebäude oder eine Mauer, die du mit ihren Kosten bezahlst. Gebäude bringen am Rundenende Würfel. Danach fordert, wer mehr Schwerter zeigt als ein Nachbar Schilde, einen Rohstoff von ihm: Das Opfer zahlt oder nimmt zwei Desasterpunkte.",
        ],
    },
    RuleSection {
        heading: "Spielende",
        paragraphs: &[
            "Ist eine Gebäudeart aufgebraucht, wird ein Spielende-Plättchen auf sein X gedreht; das Spiel endet mit der Runde, in der das letzte umgedreht wird (5 Arten bei 4 Spielern, 3 bei 2 oder 3). Solo dauert das Spiel 8 Runden gegen Sir Philippes Würfel, und deine Punktzahl ergibt deinen Rang.",
        ],
    },
];

impl MedievalCatalogue for German {
    fn text(&self, msg: MedMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &GERMAN
    }

    fn rules(&self) -> &'static [RuleSection] {
        RULES
    }
}
