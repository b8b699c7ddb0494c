//! French.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{AoiCatalogue, AoiMsg};
use age_of_inventors::text::{Words, FRENCH};

pub struct French;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: AoiMsg) -> &'static str {
    use AoiMsg::*;
    match msg {
        SoloHint => "Un joueur affronte en solo le laboratoire fantôme, avec la Maison de commerce, en 4 manches\u{a0}; les Crédits restants rapportent aussi.",
        SeedHint => "Laissez vide pour une partie au hasard\u{a0}; la même graine distribue les mêmes cartes et tuiles.",
        ReconstructedNote => "Les cartes, tuiles et nombres de ce jeu sont reconstitués\u{a0}: la règle dont nous disposons ne détaille pas son matériel.",
        LabChoice => "Laboratoires",
        LabsRandom => "Distribués au hasard\u{a0}; chacun choisit une face",
        LabsQuiz => "Le quiz des dates\u{a0}: la réponse la plus proche choisit en premier",
        DummyName => "Laboratoire fantôme",
        DummyNote => "Le laboratoire fantôme du jeu en solo\u{a0}: il occupe la position {position} d'Ingéniosité et la case 8 de chaque piste.",
        RoundOf => "Manche {round} sur {last}",
        News => "Nouvelles\u{a0}:",
        GridCaption => "La grille hexagonale autour de l'horloge",
        ClockLabel => "L'horloge\u{a0}: manche {round}",
        EmptyCell => "{cell}\u{a0}: vide.",
        InventorCell => "{cell}\u{a0}: {inventor}, inventeur de {player}. Bords\u{a0}: {edges}. Livre\u{a0}: {conversion}",
        RetiredInventorCell => "{cell}\u{a0}: {inventor}, inventeur de {player}, à la retraite. Bords\u{a0}: {edges}.",
        InventionCell => "{cell}\u{a0}: {invention} ({field}).",
        CellAllowed => "{cell} Peut être posée ici.",
        NotNow => "elle ne peut pas être posée maintenant",
        Offers => "Offres",
        InventionOffer => "Inventions",
        InventorOffer => "Inventeurs",
        EquipmentOffer => "Équipement",
        TilesLeft => "{count} tuiles invention restent dans la pile",
        CardsLeft => "{count} cartes inventeur restent dans la pioche",
        TokensLeft => "{count} jetons d'équipement restent dans la pile",
        InitiativeOf => "Initiative de {player}",
        TrackSteps => "{track} +{steps}",
        InventionTip => "{invention} ({field}). Coûte {cost}. Fait avancer {track}. {ability}",
        InventorTip => "{inventor} ({fields})\u{a0}: donne {ideas} Idées une fois posé. Livre\u{a0}: {conversion} Capacité\u{a0}: {ability}",
        Locations => "Zones des assistants",
        IngenuityTip => "Ingéniosité\u{a0}: payez les Idées de la place libre la moins chère et montez d'une position sur la piste d'Ingéniosité.",
        ExperimentTip => "Expérience\u{a0}: payez {cost} et piochez une expérience secrète.",
        RefreshTip => "Renouvellement\u{a0}: payez {cost}, remplacez les inventions, les inventeurs ou les deux, puis prenez éventuellement une nouvelle carte avec un interrupteur.",
        Tracks => "Pistes",
        IngenuityTrack => "Ingéniosité",
        IngenuityTrackTip => "La piste d'Ingéniosité\u{a0}: la position 1 est en haut. Elle fixe le revenu, l'ordre de choix de l'équipement, les égalités et 4, 2 ou 1 points à la fin.",
        MedallionOf => "Médaille\u{a0}: {player}",
        MedallionFree => "Médaille\u{a0}: personne pour l'instant",
        MedallionTip => "Le premier de la piste la détient\u{a0}: la {resource} peut payer n'importe quelle ressource scientifique pour poser des inventions.",
        MilestoneTip => "Case {space}\u{a0}: chaque joueur qui l'atteint gagne {bonus}.",
        Passed => "a passé",
        Resources => "Ressources",
        SwitchesOff => "{off} interrupteurs libres sur {all}",
        AssistantsLeft => "Assistants\u{a0}: {left} sur {all}",
        BooksLeft => "Socles de livre\u{a0}: {left} sur {all}",
        LabCards => "Cartes inventeur",
        Equipment => "Équipement",
        EmptySlot => "vide",
        UsedThisRound => "utilisée cette manche",
        EquipmentSlotTip => "Emplacement d'équipement {slot}\u{a0}: un jeton posé ici donne\u{a0}: {bonus}",
        HandInventors => "Inventeurs en main",
        HandInventions => "Inventions en main",
        Secrets => "Expériences et découvertes",
        HiddenInventions => "Tuiles invention cachées\u{a0}: {count}",
        HiddenExperiments => "Expériences secrètes\u{a0}: {count}",
        HiddenBreakthroughs => "Découvertes, valeurs cachées\u{a0}: {count}",
        QuizHeading => "{player}\u{a0}: devinez l'année",
        QuizQuestion => "En quelle année a été inventé(e) {invention}\u{a0}?",
        YearLabel => "Année",
        YearError => "Donnez une année de {first} à {last}.",
        Guess => "Deviner",
        ChooseSideHeading => "{player}\u{a0}: choisissez la face de votre laboratoire",
        SideLabel => "{side} — {ability}\u{a0}: {text} Commence en position {position} d'Ingéniosité, avec en plus {extra}.",
        SideLabelPlain => "{side} — {ability}\u{a0}: {text} Commence en position {position} d'Ingéniosité.",
        EquipmentTip => "{name}\u{a0}: {effect}",
        KeepInventorHeading => "{player}\u{a0}: gardez un inventeur",
        KeepInventionsHeading => "{player}\u{a0}: gardez une invention",
        KeepLabel => "Garder {what}",
        VoteHeading => "{player}\u{a0}: votez sur les nouvelles (en secret)",
        VoteLabel => "Voter {vote}\u{a0}: {rule}",
        DraftHeading => "{player}\u{a0}: prenez un jeton d'équipement",
        DraftLabel => "{equipment} ({price}) dans l'emplacement {slot}\u{a0}: {bonus}",
        DraftSlotHeading => "Dans quel emplacement de votre labo\u{a0}?",
        DraftSlotLabel => "Emplacement {slot} du labo\u{a0}: {bonus}",
        ActivateHeading => "{player}\u{a0}: activez votre équipement",
        ActivateLabel => "Activer {equipment}\u{a0}: {effect}",
        TurnHeading => "{player}\u{a0}: à vous de jouer",
        AfterMainHeading => "{player}\u{a0}: actions gratuites, puis finissez votre tour",
        TakeHeading => "{player}\u{a0}: prenez une ressource",
        ConvertHeading => "{player}\u{a0}: convertir\u{a0}? {conversion}",
        PlaceMoreHeading => "{player}\u{a0}: poser une autre invention\u{a0}?",
        SearchHeading => "{player}\u{a0}: chercher parmi les inventions…",
        SearchLabel => "{filter}",
        PeekHeading => "{player}\u{a0}: concevoir l'une de celles-ci\u{a0}?",
        UseConversionHeading => "{player}\u{a0}: utiliser la conversion d'un inventeur\u{a0}?",
        BreakthroughHeading => "{player}\u{a0}: gardez une découverte",
        RefreshTakeHeading => "{player}\u{a0}: prendre une nouvelle carte avec un interrupteur\u{a0}?",
        LabFullHeading => "{player}\u{a0}: vos trois emplacements d'inventeur sont pleins",
        ReplaceLabel => "Remplacer {old} par {new}",
        DiscardNewLabel => "Défausser la carte de {new}",
        EurekaHeading => "{player}\u{a0}: Eurêka, payer 1 Idée pour piocher une invention\u{a0}?",
        ContractingHeading => "{player}\u{a0}: Sous-traitance, recruter {inventor} ({price})\u{a0}?",
        TilesGroup => "Poser une tuile (un interrupteur)",
        SwitchesGroup => "Utiliser un interrupteur",
        AssistantsGroup => "Envoyer un assistant",
        FreeGroup => "Actions gratuites",
        RecruitLabel => "Recruter {inventor} ({price})",
        ConceiveLabel => "Concevoir {invention} ({price})",
        UseEquipmentLabel => "Utiliser {equipment}\u{a0}: {effect}",
        TriggerLabel => "Utiliser {inventor}\u{a0}: {ability}",
        BookLabel => "Livre de {inventor}\u{a0}: {conversion}",
        PickUpLabel => "Poser {tile}",
        ChooseCellHint => "Choisissez une case de la grille\u{a0}: les cases permises sont marquées, les autres disent pourquoi.",
        PlacingAt => "En {cell}\u{a0}:",
        PayLabel => "La poser en payant {pay}",
        PutBack => "Reposer la tuile",
        RotationGroup => "Orientation",
        RotationHint => "Tournez l'inventeur\u{a0}: ses bords depuis l'est, dans le sens inverse des aiguilles d'une montre.",
        CoverHeading => "Passez l'appareil à {player}",
        CoverText => "{player} décide maintenant, avec une main cachée\u{a0}: seul(e) {player} doit regarder.",
        LiftScreen => "Je suis {player}\u{a0}: montrer mon laboratoire",
        SoloHeadline => "Partie en solo terminée\u{a0}: {points} points.",
        ScoreTracks => "Pistes",
        ScoreIngenuity => "Ingéniosité",
        ScoreBreakthroughs => "Découvertes",
        ScoreExperiments => "Expériences",
        ScoreFunds => "Crédits",
        Free => "gratuit",
        PricedLabel => "{action} ({price})",
        ConvertLabel => "Convertir {pay} en {gain}",
        BoardOnlyHint => "Choisissez sur le plateau\u{a0}: une carte d'une offre, une place libre d'une zone, un emplacement d'équipement de votre labo.",
        BoardHint => "Vous pouvez aussi agir sur le plateau\u{a0}: une carte d'une offre, une place libre d'une zone, un emplacement d'équipement de votre labo.",
        ActivateBoardHint => "Choisissez sur votre labo l'équipement à activer.",
        DraftHint => "Choisissez un jeton de l'offre d'équipement, puis un emplacement de votre labo.",
        LabMore => "Laboratoire de {player}",
        NothingToPlace => "Aucune invention de votre main ne peut être posée maintenant\u{a0}: {reason}.",
        InventorQuizOption => "Variante éducative\u{a0}: le quiz des inventeurs",
        QuizOff => "Désactivée",
        QuizInventor => "Nommer l'inventeur de chaque invention posée\u{a0}; une bonne réponse épargne 1 ressource",
        QuizInventorYear => "Difficile\u{a0}: l'inventeur et l'année",
        InventorQuestion => "Qui a inventé «\u{a0}{invention}\u{a0}»\u{a0}?",
        QuizHint => "Une bonne réponse épargne 1 ressource scientifique de son coût\u{a0}; vous pouvez passer la question.",
        QuizSkip => "Passer le quiz",
        QuizRight => "Bonne réponse\u{a0}: {inventor} ({year}). Le prix baisse de 1.",
        QuizWrong => "Mauvaise réponse\u{a0}: c'était {inventor} ({year}). Le prix reste entier.",
        QuizNoteVolta => "La liste du quiz imprime «\u{a0}Count Alessandro\u{a0}»\u{a0}: Alessandro Volta.",
        QuizNoteXRay => "La liste du quiz imprime 1901, l'année du prix Nobel de Röntgen\u{a0}; il découvrit les rayons X en 1895.",
        QuizNoteFaraday => "La liste du quiz imprime 1942\u{a0}; Faraday découvrit l'induction électromagnétique en 1831.",
        QuizNoteMarconi => "La liste du quiz imprime 1942\u{a0}; la première radio de Marconi date de 1895.",
        PointsByRoundNote => "Le graphique compte chaque manche comme si la partie s'arrêtait là\u{a0}: les pistes et l'Ingéniosité rapportent selon le rang, si bien qu'un joueur dépassé perd des points.",
        TieBreakNote => "En cas d'égalité, le joueur le plus haut sur la piste d'Ingéniosité l'emporte.",
    }
}

impl AoiCatalogue for French {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: AoiMsg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &FRENCH
    }

    fn marks(&self) -> [&'static str; 5] {
        ["In", "Ch", "Ph", "Id", "Cr"]
    }

    fn directions(&self) -> [&'static str; 6] {
        [
            "est",
            "nord-est",
            "nord-ouest",
            "ouest",
            "sud-ouest",
            "sud-est",
        ]
    }
}
