//! German.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{EoiCatalogue, EoiMsg};

pub struct German;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: EoiMsg) -> &'static str {
    use EoiMsg::*;
    match msg {
        Colour => "Farbe",
        Round => "Runde",
        SkipBonus => "Keine Bonusaktion",
        BonusChoices => "Oder setze eine Bonusscheibe für einen dieser Schritte ein:",
        Trade => "Tauschen",
        Give => "Gib",
        And => "und",
        For => "gegen",
        Track => "Leiste",
        ExchangePoints => "Tausch",
        PatentBonus => "Patente (Bonus)",
        CogsBonus => "Entwicklungssteine (Bonus)",
        CapacityBonus => "Fabrikkapazität (Bonus)",
        Developed => "Erfindungen",
        ActionAreas => "Aktionen",
        FactoryMarket => "Fabrikmarkt",
        Conveyor => "Erfindungskarten",
        Harbour => "Schiffe und Lager",
        ExchangeMarket => "Tauschmarkt",
        InventionBoard => "Erfindungstafel",
        PatentTrack => "Patentanzeige",
        InfluenceTrack => "Einflussleiste",
        LeavesAtRoundEnd => "verlässt am Rundenende die Auslage",
        Deck => "Stapel",
        FakeCard => "Plagiat",
        BonusTokens => "Bonusscheiben",
        ActionTokens => "Aktionsscheiben",
        Patents => "Patente",
        Markers => "Erfindungssteine",
        Capacity => "Kapazität",
        NoneYet => "noch keine",
        YourTurn => "am Zug",
        Composing => "Bisher in dieser Aktion (Schritte: {count})",
        NothingComposed => "Noch nichts gewählt.",
        StartPlayerBadge => "Startspieler",
        StartPlayerHolder => "Startspieler: {player}",
        FirstBadge => "1.",
        LabelValue => "{label}: {value}",
        LetterWood => "H",
        LetterCoal => "K",
        LetterMetal => "M",
        LetterTech => "T",
        LetterTool => "W",
        LetterGold => "G",
        LetterCog => "E",
        LetterOrange => "O",
        LetterYellow => "Ge",
        LetterGreen => "Gr",
        LetterBrown => "Br",
        LetterBlue => "Bl",
        NothingMore => "In dieser Aktion ist nichts mehr möglich.",
        PlaceTokenHeading => "{player}: Aktionsscheibe setzen",
        ChooseTokenHeading => "{player}: Aktionsscheibe zum Ausführen wählen",
        ActionHeading => "{player}: Aktion „{area}“",
        ChooseTokenHint => "Führe eine deiner Aktionsscheiben aus oder nimm sie zurück (ohne Wirkung, ohne Bonusaktion).",
        BonusHeading => "{player}: Bonusaktion?",
        FinalExchangeHeading => "{player}: letzter Tausch",
        FinalExchangeHint => "Bis zu 5 Tauschaktionen, höchstens 3 pro Feld, keine Bonusscheiben. Der Einfluss hieraus zählt zur Endwertung.",
        ActionComplete => "{player}: Aktion „{area}“ abgeschlossen",
        ConfirmOrCancel => "Bestätige, um sie auszuführen, oder brich ab, um neu zu wählen.",
        TradeHeading => "Tauschen (unteres Feld)",
        TradeGroup => "Zwei Güter gegen eines tauschen",
        PhasePlacement => "Einsetzen",
        PhaseResolution => "Ausführen",
        PhaseFinalExchange => "Letzter Tausch",
        PhaseGameOver => "Spielende",
        GoldColumn => "Gold (Original)",
        SilverColumn => "Silber (technisch)",
        Or => " oder ",
        LowerSquareTrade => "2 Rohstoffe/Gold → 1 anderer Rohstoff oder Gold; ",
        FakeMark => "Metall, Technik oder Werkzeug",
        Patented => "patentiert",
        PlayedByPlayer => "{player} wird gespielt von",
        HoldingsSummary => "Fabriken ({factories}) · Erfindungen ({developments})",
        SeeFinalScores => "Die Endwertung steht über dem Spielplan.",
        InfluenceChart => "Einfluss im Lauf der Runden",
        Legend => "Legende",
        StartRibbon => "Start",
        StartCardNote => "Eine Startkarte: Produziert sie in dieser Runde niemand, verlässt sie das Spiel.",
        FakeCardNote => "Ein Plagiat: Bezahle jedes ? mit einem Metall-, Technik- oder Werkzeugwürfel deiner Wahl. Nur patentierte Felder erhalten seine Lizenzgebühr.",
        ExchangeUpperTip => "Oberes Feld: 2 Gold gegen 1 Entwicklungsstein oder umgekehrt. Höchstens 3-mal pro Aktion.",
        ExchangeMiddleTip => "Mittleres Feld: 2 Gold oder 1 Entwicklungsstein gegen 1 Einfluss. Höchstens 3-mal pro Aktion.",
        ExchangeLowerTip => "Unteres Feld: 2 Würfel oder Gold gegen 1 anderen Würfel oder 1 Gold, oder 2 Gold gegen eine Bonusscheibe. Höchstens 3-mal pro Aktion.",
        RoyaltyNote => "Lizenzgebühr: was der Besitzer eines Feldes erhält, wenn ein anderer Spieler diese Erfindung produziert",
        CogName => "Entwicklungsstein",
        InfluenceName => "Einfluss (Siegpunkte)",
        BuildCostNote => "Baukosten einer Fabrik",
        CardCostNote => "Produktionskosten einer Erfindungskarte; was sie einbringt, steht darüber",
        FreePlace => "freier Platz",
    }
}

impl EoiCatalogue for German {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: EoiMsg) -> &'static str {
        text(msg)
    }
}
