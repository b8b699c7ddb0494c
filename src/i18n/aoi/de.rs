//! German.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{AoiCatalogue, AoiMsg};
use age_of_inventors::text::{Words, GERMAN};

pub struct German;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: AoiMsg) -> &'static str {
    use AoiMsg::*;
    match msg {
        SoloHint => "Eine Person spielt solo gegen das Phantomlabor, mit der Handelsfirma, 4 Runden lang; übriges Geld zählt mit.",
        SeedHint => "Leer lassen für ein zufälliges Spiel; derselbe Startwert verteilt dieselben Karten und Plättchen.",
        ReconstructedNote => "Die Karten, Plättchen und Zahlen dieses Spiels sind rekonstruiert: Die Regel, die uns vorliegt, führt das Spielmaterial nicht auf.",
        LabChoice => "Labore",
        LabsRandom => "Zufällig verteilt; alle wählen eine Seite",
        LabsQuiz => "Das Jahresquiz: Wer am nächsten liegt, wählt zuerst",
        DummyName => "Phantomlabor",
        DummyNote => "Das Phantomlabor des Solospiels: Es hält Position {position} auf der Erfindergeist-Leiste und Feld 8 jeder Leiste.",
        RoundOf => "Runde {round} von {last}",
        News => "Nachrichten:",
        GridCaption => "Das Sechseckraster rund um die Uhr",
        ClockLabel => "Die Uhr: Runde {round}",
        EmptyCell => "{cell}: leer.",
        InventorCell => "{cell}: {inventor}, Erfinder von {player}. Kanten: {edges}. Buch: {conversion}",
        RetiredInventorCell => "{cell}: {inventor}, Erfinder von {player}, im Ruhestand. Kanten: {edges}.",
        InventionCell => "{cell}: {invention} ({field}).",
        CellAllowed => "{cell} Kann hier gelegt werden.",
        NotNow => "es kann jetzt nicht gelegt werden",
        Offers => "Auslagen",
        InventionOffer => "Erfindungen",
        InventorOffer => "Erfinder",
        EquipmentOffer => "Ausrüstung",
        TilesLeft => "Noch {count} Erfindungsplättchen im Stapel",
        CardsLeft => "Noch {count} Erfinderkarten im Stapel",
        TokensLeft => "Noch {count} Ausrüstungsplättchen im Stapel",
        InitiativeOf => "Initiative von {player}",
        TrackSteps => "{track} +{steps}",
        InventionTip => "{invention} ({field}). Kostet {cost}. Rückt auf der {track} vor. {ability}",
        InventorTip => "{inventor} ({fields}): bringt beim Legen {ideas} Ideen. Buch: {conversion} Fähigkeit: {ability}",
        Locations => "Felder für Assistenten",
        IngenuityTip => "Erfindergeist: Zahle die Ideen des billigsten freien Platzes und rücke auf der Erfindergeist-Leiste eine Position auf.",
        ExperimentTip => "Experiment: Zahle {cost} und ziehe ein geheimes Experiment.",
        RefreshTip => "Erneuern: Zahle {cost}, ersetze die Erfindungen, die Erfinder oder beide und nimm danach mit einem Schalter eine neue Karte, wenn du willst.",
        Tracks => "Leisten",
        IngenuityTrack => "Erfindergeist",
        IngenuityTrackTip => "Die Erfindergeist-Leiste: Position 1 ist oben. Sie bestimmt das Einkommen, die Reihenfolge der Ausrüstungswahl, Gleichstände und am Ende 4, 2 oder 1 Punkte.",
        MedallionOf => "Medaille: {player}",
        MedallionFree => "Medaille: noch niemand",
        MedallionTip => "Wer auf der Leiste vorn liegt, hält sie: {resource} darf beim Legen von Erfindungen für jeden Wissenschaftsrohstoff zahlen.",
        MilestoneTip => "Feld {space}: Alle, die es erreichen, erhalten {bonus}.",
        Passed => "hat gepasst",
        Resources => "Rohstoffe",
        SwitchesOff => "{off} von {all} Schaltern frei",
        AssistantsLeft => "Assistenten: {left} von {all}",
        BooksLeft => "Buchsockel: {left} von {all}",
        LabCards => "Erfinderkarten",
        Equipment => "Ausrüstung",
        EmptySlot => "leer",
        UsedThisRound => "in dieser Runde genutzt",
        EquipmentSlotTip => "Ausrüstungsplatz {slot}: Ein Plättchen hier bringt: {bonus}",
        HandInventors => "Erfinder auf der Hand",
        HandInventions => "Erfindungen auf der Hand",
        Secrets => "Experimente und Durchbrüche",
        HiddenInventions => "Verdeckte Erfindungsplättchen: {count}",
        HiddenExperiments => "Geheime Experimente: {count}",
        HiddenBreakthroughs => "Durchbrüche, Werte verdeckt: {count}",
        QuizHeading => "{player}: Rate das Jahr",
        QuizQuestion => "In welchem Jahr wurde {invention} erfunden?",
        YearLabel => "Jahr",
        YearError => "Gib ein Jahr von {first} bis {last} an.",
        Guess => "Raten",
        ChooseSideHeading => "{player}: Wähle die Seite deines Labors",
        SideLabel => "{side} — {ability}: {text} Beginnt auf Erfindergeist-Position {position}, zusätzlich mit {extra}.",
        SideLabelPlain => "{side} — {ability}: {text} Beginnt auf Erfindergeist-Position {position}.",
        EquipmentTip => "{name}: {effect}",
        KeepInventorHeading => "{player}: Behalte einen Erfinder",
        KeepInventionsHeading => "{player}: Behalte eine Erfindung",
        KeepLabel => "{what} behalten",
        VoteHeading => "{player}: Stimme über die Nachrichten ab (geheim)",
        VoteLabel => "Stimme für {vote}: {rule}",
        DraftHeading => "{player}: Wähle ein Ausrüstungsplättchen",
        DraftLabel => "{equipment} ({price}) auf Laborplatz {slot}: {bonus}",
        DraftSlotHeading => "Auf welchen Platz deines Labors?",
        DraftSlotLabel => "Laborplatz {slot}: {bonus}",
        ActivateHeading => "{player}: Aktiviere deine Ausrüstung",
        ActivateLabel => "{equipment} aktivieren: {effect}",
        TurnHeading => "{player}: Du bist am Zug",
        AfterMainHeading => "{player}: Freie Aktionen, dann den Zug beenden",
        TakeHeading => "{player}: Nimm einen Rohstoff",
        ConvertHeading => "{player}: Umwandeln? {conversion}",
        PlaceMoreHeading => "{player}: Noch eine Erfindung legen?",
        SearchHeading => "{player}: Die Erfindungen durchsuchen nach …",
        SearchLabel => "{filter}",
        PeekHeading => "{player}: Eine davon entwerfen?",
        UseConversionHeading => "{player}: Die Umwandlung eines Erfinders nutzen?",
        BreakthroughHeading => "{player}: Behalte einen Durchbruch",
        RefreshTakeHeading => "{player}: Mit einem Schalter eine neue Karte nehmen?",
        LabFullHeading => "{player}: Deine drei Erfinderplätze sind voll",
        ReplaceLabel => "{old} durch {new} ersetzen",
        DiscardNewLabel => "Die Karte von {new} abwerfen",
        EurekaHeading => "{player}: Heureka, 1 Idee zahlen und eine Erfindung ziehen?",
        ContractingHeading => "{player}: Auftragsvergabe, {inventor} anwerben ({price})?",
        TilesGroup => "Ein Plättchen legen (ein Schalter)",
        SwitchesGroup => "Einen Schalter nutzen",
        AssistantsGroup => "Einen Assistenten einsetzen",
        FreeGroup => "Freie Aktionen",
        RecruitLabel => "{inventor} anwerben ({price})",
        ConceiveLabel => "{invention} entwerfen ({price})",
        UseEquipmentLabel => "{equipment} nutzen: {effect}",
        TriggerLabel => "{inventor} nutzen: {ability}",
        BookLabel => "Buch von {inventor}: {conversion}",
        PickUpLabel => "{tile} legen",
        ChooseCellHint => "Wähle ein Feld im Raster: Erlaubte Felder sind markiert, alle anderen sagen, warum nicht.",
        PlacingAt => "Auf {cell}:",
        PayLabel => "Legen und {pay} zahlen",
        PutBack => "Das Plättchen zurücklegen",
        RotationGroup => "Drehung",
        RotationHint => "Drehe den Erfinder: seine Kanten ab Osten, gegen den Uhrzeigersinn.",
        CoverHeading => "Gib das Gerät an {player} weiter",
        CoverText => "{player} entscheidet jetzt, mit verdeckter Hand: Nur {player} sollte hinsehen.",
        LiftScreen => "Ich bin {player}: mein Labor zeigen",
        SoloHeadline => "Solospiel beendet: {points} Punkte.",
        ScoreTracks => "Leisten",
        ScoreIngenuity => "Erfindergeist",
        ScoreBreakthroughs => "Durchbrüche",
        ScoreExperiments => "Experimente",
        ScoreFunds => "Geld",
        Free => "kostenlos",
        PricedLabel => "{action} ({price})",
        ConvertLabel => "{pay} in {gain} umwandeln",
        BoardOnlyHint => "Wähle auf dem Spielplan: eine Karte einer Auslage, einen freien Platz eines Feldes, einen Ausrüstungsplatz deines Labors.",
        BoardHint => "Du kannst auch auf dem Spielplan handeln: eine Karte einer Auslage, ein freier Platz eines Feldes, ein Ausrüstungsplatz deines Labors.",
        ActivateBoardHint => "Wähle in deinem Labor die Ausrüstung, die du aktivierst.",
        DraftHint => "Wähle ein Plättchen der Ausrüstungsauslage, dann einen Platz deines Labors.",
        LabMore => "Labor von {player}",
        NothingToPlace => "Keine Erfindung auf deiner Hand kann jetzt gelegt werden: {reason}.",
        InventorQuizOption => "Lernvariante: das Erfinderquiz",
        QuizOff => "Aus",
        QuizInventor => "Den Erfinder jeder gelegten Erfindung nennen; eine richtige Antwort spart 1 Rohstoff",
        QuizInventorYear => "Schwer: Erfinder und Jahr",
        InventorQuestion => "Wer hat „{invention}“ erfunden?",
        QuizHint => "Eine richtige Antwort spart 1 Wissenschaftsrohstoff der Kosten; du kannst die Frage überspringen.",
        QuizSkip => "Quiz überspringen",
        QuizRight => "Richtig: {inventor} ({year}). Der Preis sinkt um 1.",
        QuizWrong => "Falsch: Es war {inventor} ({year}). Der volle Preis gilt.",
        QuizNoteVolta => "Die Quizliste druckt „Count Alessandro“: Alessandro Volta.",
        QuizNoteXRay => "Die Quizliste druckt 1901, das Jahr von Röntgens Nobelpreis; er entdeckte die Röntgenstrahlen 1895.",
        QuizNoteFaraday => "Die Quizliste druckt 1942; Faraday entdeckte die elektromagnetische Induktion 1831.",
        QuizNoteMarconi => "Die Quizliste druckt 1942; Marconis erstes Radio stammt von 1895.",
        PointsByRoundNote => "Die Grafik zählt jede Runde, als endete das Spiel dort: Leisten und Erfindergeist punkten nach Rang, wer überholt wird, verliert also Punkte.",
        TieBreakNote => "Bei Gleichstand gewinnt, wer auf der Erfindergeist-Leiste höher steht.",
    }
}

impl AoiCatalogue for German {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: AoiMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &GERMAN
    }

    fn marks(&self) -> [&'static str; 5] {
        ["T", "C", "P", "I", "G"]
    }

    fn directions(&self) -> [&'static str; 6] {
        [
            "Osten",
            "Nordosten",
            "Nordwesten",
            "Westen",
            "Südwesten",
            "Südosten",
        ]
    }
}
