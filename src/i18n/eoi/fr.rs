//! French.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{EoiCatalogue, EoiMsg};

pub struct French;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: EoiMsg) -> &'static str {
    use EoiMsg::*;
    match msg {
        Colour => "Couleur",
        Round => "Manche",
        SkipBonus => "Pas d'action bonus",
        BonusChoices => "Ou dépensez un disque bonus pour l'une de ces étapes\u{a0}:",
        Trade => "Échanger",
        Give => "Donner",
        And => "et",
        For => "contre",
        Track => "Piste",
        ExchangePoints => "Échanges",
        PatentBonus => "Brevets (bonus)",
        CogsBonus => "Développement investi (bonus)",
        CapacityBonus => "Capacité des usines (bonus)",
        Developed => "Développements",
        ActionAreas => "Zones d'action",
        FactoryMarket => "Marché des usines",
        Conveyor => "Cartes invention",
        Harbour => "Navires et entrepôts",
        ExchangeMarket => "Marché des changes",
        InventionBoard => "Plateau des inventions",
        PatentTrack => "Piste des brevets",
        InfluenceTrack => "Piste d'influence",
        LeavesAtRoundEnd => "quitte le plateau en fin de manche",
        Deck => "Pioche",
        FakeCard => "Contrefaçon",
        BonusTokens => "Disques bonus",
        ActionTokens => "Disques d'action",
        Patents => "Brevets",
        Markers => "Marqueurs restants",
        Capacity => "Capacité",
        NoneYet => "rien pour l'instant",
        YourTurn => "à jouer",
        Composing => "Action en cours (étapes\u{a0}: {count})",
        NothingComposed => "Rien de choisi pour l'instant.",
        StartPlayerBadge => "Premier joueur",
        StartPlayerHolder => "Premier joueur : {player}",
        FirstBadge => "1er",
        LabelValue => "{label} : {value}",
        LetterWood => "B",
        LetterCoal => "C",
        LetterMetal => "M",
        LetterTech => "T",
        LetterTool => "O",
        LetterGold => "Or",
        LetterCog => "D",
        LetterOrange => "O",
        LetterYellow => "J",
        LetterGreen => "V",
        LetterBrown => "M",
        LetterBlue => "B",
        NothingMore => "Plus rien n'est possible dans cette action.",
        PlaceTokenHeading => "{player}\u{a0}: posez un disque d'action",
        ChooseTokenHeading => "{player}\u{a0}: choisissez un disque à résoudre",
        ActionHeading => "{player}\u{a0}: {area}",
        ChooseTokenHint => "Résolvez l'un de vos disques, au choix, ou retirez-le (sans effet ni action bonus).",
        BonusHeading => "{player}\u{a0}: une action bonus\u{a0}?",
        FinalExchangeHeading => "{player}\u{a0}: échange final",
        FinalExchangeHint => "Jusqu'à 5 échanges, 3 au plus par case, sans disque bonus. L'influence gagnée ici s'ajoute au score final.",
        ActionComplete => "{player}\u{a0}: action terminée ({area})",
        ConfirmOrCancel => "Validez pour la jouer, ou annulez pour choisir à nouveau.",
        TradeHeading => "Échange (case du bas)",
        TradeGroup => "Échanger deux biens contre un",
        PhasePlacement => "pose",
        PhaseResolution => "résolution",
        PhaseFinalExchange => "échange final",
        PhaseGameOver => "partie terminée",
        GoldColumn => "Or (originale)",
        SilverColumn => "Argent (technique)",
        Or => " ou ",
        LowerSquareTrade => "2 cubes/or → 1 autre cube ou 1 or\u{a0}; ",
        FakeMark => "métal, technique ou outil",
        Patented => "brevetée",
        PlayedByPlayer => "Qui joue {player}",
        HoldingsSummary => "Usines ({factories}) · Développements ({developments})",
        SeeFinalScores => "Les scores finaux sont affichés au-dessus du plateau.",
        InfluenceChart => "L'influence au fil des manches",
        Legend => "Légende",
        StartRibbon => "Départ",
        StartCardNote => "Une carte de départ\u{a0}: si personne ne la produit pendant la manche, elle quitte la partie.",
        FakeCardNote => "Une contrefaçon\u{a0}: payez chaque ? avec un cube de métal, de technique ou d'outil, au choix. Seules les cases brevetées touchent sa redevance.",
        ExchangeUpperTip => "Case du haut\u{a0}: 2 or contre 1 point de développement, ou l'inverse. 3 fois au plus par action.",
        ExchangeMiddleTip => "Case du milieu\u{a0}: 2 or ou 1 point de développement contre 1 point d'influence. 3 fois au plus par action.",
        ExchangeLowerTip => "Case du bas\u{a0}: 2 cubes ou or contre 1 autre cube ou 1 or, ou 2 or contre un disque bonus. 3 fois au plus par action.",
        RoyaltyNote => "Redevance\u{a0}: ce que touche le détenteur d'une case quand un autre joueur produit cette invention",
        CogName => "Point de développement",
        InfluenceName => "Influence (points de victoire)",
        BuildCostNote => "Coût de construction d'une usine",
        CardCostNote => "Coût de production d'une carte invention\u{a0}; ce qu'elle rapporte est au-dessus",
        FreePlace => "place libre",
    }
}

impl EoiCatalogue for French {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: EoiMsg) -> &'static str {
        text(msg)
    }
}
