//! French, in the game's French words ([`FRENCH`]): donjon, chaumière, rempart, région ravagée,
//! à l'abri des remparts, jeton Temps, point de désastre, manche, collecte.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{MedMsg, MedievalCatalogue};
use era_medieval::text::{Words, FRENCH};

pub struct French;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: MedMsg) -> &'static str {
    use MedMsg::*;
    match msg {
        SolitaireHint => "Un joueur seul affronte Sir Philippe pendant 8 manches et reçoit un rang, de Serf à Pape.",
        SeedHint => "Laissez vide pour une partie aléatoire\u{a0}; la même graine donne les mêmes dés.",
        ReconstructedNote => "Certaines valeurs de ce jeu (formes des bâtiments, plafonds des pistes, ressources de départ) sont reconstituées, car les illustrations des règles ont été perdues.",
        PreviewBanner => "Aperçu\u{a0}: ces pièces seront posées à la validation.",
        DomainOf => "Domaine\u{a0}: {player}",
        ShowDomain => "Afficher le domaine\u{a0}: {player}",
        PlacingHelp => "Pointez le domaine ou utilisez les flèches pour déplacer la pièce, R pour la tourner, Entrée pour la poser, Échap pour la reprendre.",
        PlacementAllowed => "{piece} en {cell}\u{a0}: placement possible.",
        PlacementRefused => "{piece} en {cell}\u{a0}: {reason}",
        WalledBuilding => "{building} (à l'abri des remparts)",
        RoundNumber => "Manche {round}",
        RoundOf => "Manche {round} sur {last}",
        StartPlayerIs => "Premier joueur\u{a0}:",
        TokensFlipped => "Fin de partie\u{a0}: jetons Temps retournés, {flipped} sur {tokens}",
        PhilippeDice => "Dés de Sir Philippe\u{a0}:",
        PhilippeRules => "Sir Philippe lance ces dés une fois par manche, après vos lancers\u{a0}; ses crânes ne comptent jamais. À l'extorsion, si vos épées dépassent ses épées et ses boucliers, vous prenez une ressource que montrent ses dés\u{a0}; si ses épées dépassent vos épées et vos boucliers, il vous réclame une de vos ressources.",
        Icons => "Icônes",
        LegendWalled => "bâtiment à l'abri des remparts\u{a0}: compte double, à l'abri des attaques",
        LegendUnwalled => "bâtiment hors des remparts",
        LegendWall => "rempart\u{a0}: enferme les bâtiments qu'il entoure",
        LegendToken => "jeton Temps\u{a0}: quand tous montrent leur X, la partie s'achève",
        Supply => "Réserve",
        BuildingTitle => "{building}\u{a0}: coût {cost}. {effect} En réserve\u{a0}: {count}.",
        CountOf => "{count} × {piece}",
        LeftInSupply => "{count} en réserve",
        TrackValue => "{what}\u{a0}: {value} sur {cap}",
        CultureValue => "Culture\u{a0}: {value}",
        DisasterValue => "Points de désastre\u{a0}: {value}",
        DiceHeldDue => "{dice} maintenant, {due} après la fin de la manche",
        WalledArea => "Cases à l'abri des remparts\u{a0}: {cells}",
        Hammers => "marteau",
        Swords => "épée",
        Shields => "bouclier",
        Culture => "Culture",
        Skull => "crâne",
        Feather => "plume",
        Disaster => "point de désastre",
        DieLabel => "dé {number}, {colour}\u{a0}: {face}",
        HiddenDie => "dé {number}, {colour}\u{a0}: derrière l'écran",
        YourDice => "Vos dés",
        StartingDomainHeading => "{player}\u{a0}: installez votre domaine de départ",
        PiecesLeft => "Reste à placer\u{a0}: {pieces}.",
        DefaultDomain => "Utiliser la disposition proposée",
        DefaultDomainHint => "Ou placez chaque pièce vous-même\u{a0}: choisissez-la, puis pointez votre domaine.",
        ChoosePiece => "Pièce à placer",
        TurnPiece => "Tourner la pièce",
        TakeBack => "Reprendre la dernière pièce",
        CompleteHeading => "{player}\u{a0}: valider ces pièces\u{a0}?",
        NoRoom => "Il n'y a pas de place pour cette pièce dans votre domaine.",
        CoverHeading => "Passez l'appareil à {player}",
        CoverText => "{player} lance les dés derrière un écran\u{a0}: que personne d'autre que {player} ne regarde.",
        LiftScreen => "Je suis {player}\u{a0}: montrer mes dés",
        RollHeading => "{player} lance derrière l'écran\u{a0}: lancer {roll} sur 3 effectué",
        RerollHint => "Choisissez les dés à relancer, ou gardez-les. Un crâne bloque son dé.",
        RerollDice => "Relancer les dés choisis ({count})",
        StopRolling => "Garder ces dés",
        LockedDie => "bloqué par son crâne",
        SetDieNote => "réglé par un monastère",
        CannotReroll => "ne peut pas être relancé avec la plume",
        MonasteryHeading => "Monastère\u{a0}: réglez un dé sur la face de votre choix",
        MonasteryDie => "Dé",
        SetToFace => "Le régler sur {face}",
        SetDieToFace => "Utiliser un monastère pour mettre le dé {die} sur {face}",
        FeathersHeading => "{player}\u{a0}: utiliser une plume\u{a0}?",
        FeatherHint => "Une plume relance son propre dé et, si vous en choisissez un, un autre dé.",
        UseFeather => "Relancer le dé à la plume",
        UseFeatherWith => "Relancer le dé à la plume et le dé {number}",
        CollectHeading => "{player}\u{a0}: choisissez pour vos faces «\u{a0}ou\u{a0}»",
        CollectHint => "Chaque face «\u{a0}ou\u{a0}» rapporte l'un de ses deux choix.",
        CollectOption => "Prendre {resources}",
        AndCulture => "{resources}, culture +{culture}",
        CollectLosing => "{option}, en perdant {lost} (piste pleine)",
        BrigandsHeading => "Les brigands frappent {player}",
        TreacheryHeading => "{roller} déclenche une trahison\u{a0}: {player} place une région ravagée",
        TreacheryHint => "Seuls les emplacements qui détruisent le moins de bâtiments sont permis\u{a0}; ils sont marqués sur le domaine.",
        FireHeading => "Incendie\u{a0}: {player} perd un bâtiment",
        AttackHeading => "{roller} attaque\u{a0}: {player} perd un bâtiment hors des remparts",
        RemoveOption => "{building} en {cell}",
        RemoveHint => "Choisissez le bâtiment sur votre domaine (en surbrillance), ou ici.",
        BuildHeading => "{player} construit (marteaux restants\u{a0}: {hammers})",
        BuildHint => "Un bâtiment ou un rempart par marteau\u{a0}; chacun se paie à la pose.",
        YouHave => "Vous avez\u{a0}:",
        ExtortWhy => "{player} a plus d'épées ({swords}) que {victim} n'a d'épées ({their_swords}) et de boucliers ({shields}).",
        VictimHolds => "{victim} a\u{a0}:",
        FinishBuilding => "Terminer la construction",
        DemandHeading => "{player} rançonne {victim}\u{a0}: choisissez la ressource à réclamer",
        AnswerHeading => "{extorter} réclame {resource} à {player}",
        RefuseHint => "Payez, ou refusez et prenez {points} points de désastre.",
        PhilippeDemandHeading => "{player}\u{a0}: prenez une ressource montrée par les dés de Sir Philippe",
        PhilippeAnswerHeading => "Sir Philippe réclame {resource} à {player}",
        RolledBehindScreen => "{player} lance les dés derrière l'écran.",
        RankHeadline => "Votre rang\u{a0}: {rank}",
        ScoreBuildings => "Bâtiments",
        ScoreBonuses => "Bonus",
        ScoreMostCulture => "Majorité de culture",
        ScoreLargestWalled => "Enceinte",
        ScoreDisasters => "Désastres",
        TieBreakNote => "En cas d’égalité, l’emporte qui a le plus de ressources restantes ({resources}, comparées dans cet ordre)\u{a0}; les joueurs encore à égalité se partagent la victoire.",
        RanksHeading => "Rangs",
        RankUpTo => "{rank}\u{a0}: jusqu’à {points}",
        RankRange => "{rank}\u{a0}: {from}–{to}",
        RankOrMore => "{rank}\u{a0}: {points} ou plus",
        WalledCells => "{bonus} ({cells}\u{a0}cases)",
        UnrolledDie => "dé {number}, {colour}\u{a0}: pas encore lancé",
        LayoutCoverText => "{player} dispose son domaine de départ en secret\u{a0}: que personne d'autre que {player} ne regarde.",
        LiftLayout => "Je suis {player}\u{a0}: disposer mon domaine",
        PassHeading => "{player}, vos dés de cette manche",
        PassDevice => "OK, passer l'appareil",
        LaidOutInSecret => "{player} dispose son domaine de départ en secret.",
    }
}

impl MedievalCatalogue for French {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: MedMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &FRENCH
    }
}
